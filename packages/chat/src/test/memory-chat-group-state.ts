import { canAct, type GroupAction, type GroupParty } from '@wob/api';
import {
  CreateGroupSchema,
  DEFAULT_GROUP_SCOPE,
  GROUP_PASSWORD_ATTEMPTS,
  GROUP_PASSWORD_LOCK_MINUTES,
} from '@wob/validation';
import * as v from 'valibot';
import {
  type AddMemberResult,
  ChatError,
  type ChatGroup,
  type ChatGroupMember,
  type ChatMessage,
  type GroupEventAction,
  type GroupScope,
  type GroupType,
} from '../service/port';
import type { MemoryChatConnection } from './memory-chat-connection';
import { compareIds, groupConversationIdOf, pairKey } from './memory-chat-shared';
import type { MemoryChatWorld } from './memory-chat-world';

// The groups of the in-memory chat world, with the server's rules (the common contract of
// the `/chat-api/groups*` endpoints): every action is judged by canAct of @wob/api, a group
// has exactly one owner (an admin member), membersCount counts the active members, banned
// people are not members and keep the scope they had, a password group refuses wrong
// passwords and locks after GROUP_PASSWORD_ATTEMPTS of them, and each membership change is
// stored as an action message (category 'action', type 'groupMember', no text,
// data.customData = { action, by, on, scope?, previousScope? }) told to every member's tabs
// but the acting one: GroupListener with the receiver's own scope and hasJoined, and the
// message to MessageListener's onCustomMessageReceived.

export interface MemoryGroupRecord {
  guid: string;
  name: string;
  icon: string;
  type: GroupType;
  password: string | null;
  owner: string;
  /** A Bubble's chat: the Bubble's id (its members follow the Bubble, canAct), else null. */
  bubbleId: string | null;
  /** Active members and their scopes, in joining order. */
  members: Map<string, GroupScope>;
  /** Banned people and the scope they had. */
  bans: Map<string, GroupScope>;
  /** An id among message ids: a group without messages is ordered by when it was made. */
  madeAt: string;
  /** uid → times (seconds) of their wrong passwords. */
  attempts: Map<string, number[]>;
  /** uid → the last message id they read (their unread count starts after it). */
  readUpTo: Map<string, string>;
}

/** A group's scope when seeding a story: the creator is the owner. */
export interface SeedGroup {
  guid?: string;
  name: string;
  type?: GroupType;
  password?: string;
  owner: string;
  icon?: string;
  /** A Bubble's chat, as our server opens it (made by the server, not through the port). */
  bubbleId?: string;
  /** Other members and their scopes (participant unless said). */
  members?: Record<string, GroupScope>;
  banned?: Record<string, GroupScope>;
}

export class MemoryGroups {
  readonly all = new Map<string, MemoryGroupRecord>();
  private nextGuid = 1;

  constructor(private readonly world: MemoryChatWorld) {}

  // --- seeding (stories and tests) ---------------------------------------------------------------

  /** A group as if made earlier, without action messages. */
  seed(group: SeedGroup): MemoryGroupRecord {
    const record = this.make(group.owner, {
      name: group.name,
      type: group.type ?? 'public',
      password: group.password ?? null,
      guid: group.guid,
      icon: group.icon,
    });
    record.bubbleId = group.bubbleId ?? null;
    for (const [uid, scope] of Object.entries(group.members ?? {})) {
      this.world.person(uid);
      record.members.set(uid, scope);
    }
    for (const [uid, scope] of Object.entries(group.banned ?? {})) {
      this.world.person(uid);
      record.bans.set(uid, scope);
    }
    return record;
  }

  /** A message of `from` in the group as if sent at `sentAt` (a member's, for stories). */
  seedMessage(
    from: string,
    guid: string,
    text: string,
    options: { sentAt?: number } = {},
  ): ChatMessage {
    this.get(guid);
    const message = this.world.create(
      from,
      guid,
      `seed-${this.world.takeId()}`,
      'text',
      { text, data: {} },
      'group',
    );
    message.sentAt = options.sentAt ?? message.sentAt;
    return message;
  }

  /** An action message as the change would store it ("Anna added Peter"), without the change. */
  seedAction(
    guid: string,
    action: GroupEventAction,
    by: string,
    on: string,
    scopes: { scope?: GroupScope; previousScope?: GroupScope } = {},
  ): ChatMessage {
    return this.action(this.get(guid), action, by, on, scopes);
  }

  // --- reading -------------------------------------------------------------------------------------

  get(guid: string): MemoryGroupRecord {
    const record = this.all.get(guid);
    if (!record) throw new ChatError('not-found', '', 404);
    return record;
  }

  /** A group `viewer` may see: a member's, or a public or password one; else 'not-found'. */
  visible(guid: string, viewer: string): MemoryGroupRecord {
    const record = this.get(guid);
    if (record.type === 'private' && !record.members.has(viewer)) {
      throw new ChatError('not-found', '', 404);
    }
    return record;
  }

  /** A group whose messages `viewer` may read and write: they are an active member. */
  joined(guid: string, viewer: string): MemoryGroupRecord {
    const record = this.visible(guid, viewer);
    if (!record.members.has(viewer)) throw new ChatError('not-allowed', '', 403);
    return record;
  }

  /** Groups `viewer` is an active member of. */
  joinedBy(viewer: string): MemoryGroupRecord[] {
    return [...this.all.values()].filter((record) => record.members.has(viewer));
  }

  view(record: MemoryGroupRecord, viewer: string): ChatGroup {
    const scope = record.members.get(viewer) ?? null;
    return {
      guid: record.guid,
      name: record.name,
      icon: record.icon,
      type: record.type,
      membersCount: record.members.size,
      scope,
      hasJoined: scope !== null,
      owner: record.owner,
      bubbleId: record.bubbleId,
    };
  }

  /** A member (or banned person) with the scope given, as `viewer` sees them. */
  member(uid: string, scope: GroupScope, viewer: string): ChatGroupMember {
    const user = this.world.userFor(uid, viewer);
    const blocked = user.blockedByMe || user.hasBlockedMe;
    return {
      uid,
      name: user.name,
      avatar: user.avatar,
      status: blocked ? 'offline' : user.status,
      scope,
    };
  }

  /** Unread messages of the group for `viewer`: others' messages after their read marker. */
  unread(record: MemoryGroupRecord, viewer: string): number {
    const after = record.readUpTo.get(viewer) ?? '0';
    return this.world
      .visibleIn(viewer, groupConversationIdOf(record.guid))
      .filter(
        (message) =>
          message.category !== 'action' &&
          message.category !== 'call' &&
          message.sender.uid !== viewer &&
          compareIds(message.id, after) > 0,
      ).length;
  }

  markRead(record: MemoryGroupRecord, viewer: string, messageId: string): boolean {
    const before = record.readUpTo.get(viewer) ?? '0';
    if (compareIds(messageId, before) <= 0) return false;
    record.readUpTo.set(viewer, messageId);
    return true;
  }

  /** Whether `a` and `b` blocked each other either way (no typing between them). */
  blockedBetween(a: string, b: string): boolean {
    return this.world.blocks.has(pairKey(a, b)) || this.world.blocks.has(pairKey(b, a));
  }

  // --- the rule --------------------------------------------------------------------------------------

  party(record: MemoryGroupRecord, uid: string): GroupParty {
    return { uid, scope: record.members.get(uid) ?? null };
  }

  /** canAct of @wob/api, or 'not-allowed'. */
  require(
    record: MemoryGroupRecord,
    viewer: string,
    target: GroupParty | null,
    action: GroupAction,
  ): void {
    if (!canAct(this.party(record, viewer), target, action, record)) {
      throw new ChatError('not-allowed', '', 403);
    }
  }

  /** An active member to act on, or 'not-found'. */
  target(record: MemoryGroupRecord, uid: string): GroupParty {
    const scope = record.members.get(uid);
    if (!scope) throw new ChatError('not-found', '', 404);
    return { uid, scope };
  }

  // --- changes -----------------------------------------------------------------------------------------

  create(owner: string, input: unknown): MemoryGroupRecord {
    const parsed = v.safeParse(CreateGroupSchema, input);
    if (!parsed.success) throw new ChatError('invalid', parsed.issues[0].message, 422);
    const output = parsed.output;
    return this.make(owner, {
      name: output.name,
      type: output.type,
      password: output.type === 'password' ? output.password : null,
    });
  }

  /** Joins `uid` (public, or password with the right one); their action message. */
  join(record: MemoryGroupRecord, uid: string, password: string | undefined): ChatMessage | null {
    if (record.members.has(uid)) return null;
    if (record.bans.has(uid)) throw new ChatError('not-allowed', '', 403);
    if (record.type === 'private') throw new ChatError('not-found', '', 404);
    if (record.type === 'password') {
      const since = this.world.now() - GROUP_PASSWORD_LOCK_MINUTES * 60;
      const wrong = (record.attempts.get(uid) ?? []).filter((at) => at > since);
      if (wrong.length >= GROUP_PASSWORD_ATTEMPTS) throw new ChatError('rate-limited', '', 429);
      if (password !== record.password) {
        record.attempts.set(uid, [...wrong, this.world.now()]);
        throw new ChatError('wrong-password', '', 403);
      }
    }
    this.enter(record, uid, DEFAULT_GROUP_SCOPE);
    return this.action(record, 'joined', uid, uid, { scope: DEFAULT_GROUP_SCOPE });
  }

  add(
    record: MemoryGroupRecord,
    by: string,
    uids: readonly string[],
  ): { results: Record<string, AddMemberResult>; messages: Array<[string, ChatMessage]> } {
    const results: Record<string, AddMemberResult> = {};
    const messages: Array<[string, ChatMessage]> = [];
    for (const uid of uids) {
      if (!this.world.people.has(uid)) results[uid] = 'not-found';
      else if (record.members.has(uid)) results[uid] = 'already-member';
      else if (record.bans.has(uid)) results[uid] = 'banned';
      else if (this.blockedBetween(by, uid)) results[uid] = 'blocked';
      else {
        this.enter(record, uid, DEFAULT_GROUP_SCOPE);
        results[uid] = 'added';
        messages.push([uid, this.action(record, 'added', by, uid, { scope: DEFAULT_GROUP_SCOPE })]);
      }
    }
    return { results, messages };
  }

  /** Removes a member (left, kicked, banned); a banned one keeps their scope on the list. */
  remove(
    record: MemoryGroupRecord,
    action: 'left' | 'kicked' | 'banned',
    by: string,
    uid: string,
  ): ChatMessage {
    const scope = record.members.get(uid) ?? DEFAULT_GROUP_SCOPE;
    record.members.delete(uid);
    record.readUpTo.delete(uid);
    if (action === 'banned') record.bans.set(uid, scope);
    return this.action(record, action, by, uid, {});
  }

  unban(record: MemoryGroupRecord, by: string, uid: string): ChatMessage {
    record.bans.delete(uid);
    return this.action(record, 'unbanned', by, uid, {});
  }

  setScope(record: MemoryGroupRecord, by: string, uid: string, scope: GroupScope): ChatMessage {
    const previousScope = record.members.get(uid) ?? DEFAULT_GROUP_SCOPE;
    record.members.set(uid, scope);
    return this.action(record, 'scope', by, uid, { scope, previousScope });
  }

  transfer(record: MemoryGroupRecord, by: string, uid: string): ChatMessage {
    const previousScope = record.members.get(uid) ?? DEFAULT_GROUP_SCOPE;
    record.members.set(uid, 'admin');
    record.owner = uid;
    return this.action(record, 'owner', by, uid, { scope: 'admin', previousScope });
  }

  /** Deletes the group and its messages; answers who were its members. */
  delete(record: MemoryGroupRecord): string[] {
    const members = [...record.members.keys()];
    record.members.clear();
    this.all.delete(record.guid);
    const conversationId = groupConversationIdOf(record.guid);
    for (let index = this.world.messages.length - 1; index >= 0; index--) {
      if (this.world.messages[index]?.conversationId === conversationId) {
        this.world.messages.splice(index, 1);
      }
    }
    return members;
  }

  /**
   * Tells a change to every tab of the group's members and of `also` (people the change put
   * out of the group or not in it), but `except` (the tab that acted): the group and the member
   * as each of them sees it, and the action message to their message listeners.
   */
  tell(
    record: MemoryGroupRecord,
    change: {
      action: GroupEventAction;
      actor: string;
      member: { uid: string; scope: GroupScope } | null;
      previousScope?: GroupScope;
      message: ChatMessage | null;
    },
    options: { also?: readonly string[]; except?: MemoryChatConnection } = {},
  ): void {
    const uids = new Set([...record.members.keys(), ...(options.also ?? [])]);
    for (const uid of uids) {
      for (const tab of this.world.tabsOf(uid)) {
        if (tab === options.except) continue;
        tab.emitGroup({
          action: change.action,
          group: this.view(record, uid),
          actor: this.world.sender(change.actor),
          member: change.member ? this.member(change.member.uid, change.member.scope, uid) : null,
          ...(change.previousScope ? { previousScope: change.previousScope } : {}),
          message: change.message ? structuredClone(change.message) : null,
        });
        if (change.message) {
          tab.emitMessage('onCustomMessageReceived', structuredClone(change.message));
        }
      }
    }
  }

  // --- inside -------------------------------------------------------------------------------------------

  private make(
    owner: string,
    group: { name: string; type: GroupType; password: string | null; guid?: string; icon?: string },
  ): MemoryGroupRecord {
    this.world.person(owner);
    const guid = group.guid ?? `g${String(this.nextGuid++).padStart(20, '0')}`;
    if (this.all.has(guid)) throw new ChatError('invalid', '', 409);
    const record: MemoryGroupRecord = {
      guid,
      name: group.name,
      icon: group.icon ?? '',
      type: group.type,
      password: group.password,
      owner,
      bubbleId: null,
      members: new Map([[owner, 'admin']]),
      bans: new Map(),
      madeAt: this.world.takeId(),
      attempts: new Map(),
      readUpTo: new Map(),
    };
    this.all.set(guid, record);
    return record;
  }

  /** A new member: their unread count starts after what was said before they came. */
  private enter(record: MemoryGroupRecord, uid: string, scope: GroupScope): void {
    record.members.set(uid, scope);
    const last = this.world.visibleIn(uid, groupConversationIdOf(record.guid)).at(-1);
    if (last) record.readUpTo.set(uid, last.id);
  }

  /** The stored action message of a membership change (sender: the actor). */
  private action(
    record: MemoryGroupRecord,
    action: GroupEventAction,
    by: string,
    on: string,
    scopes: { scope?: GroupScope; previousScope?: GroupScope },
  ): ChatMessage {
    const actor = this.world.sender(by);
    const target = this.world.sender(on);
    const message = this.world.create(
      by,
      record.guid,
      null,
      'groupMember',
      {
        data: {
          customData: {
            action,
            by: { uid: actor.uid, name: actor.name },
            on: { uid: target.uid, name: target.name },
            ...scopes,
          },
        },
      },
      'group',
    );
    message.category = 'action';
    return message;
  }
}
