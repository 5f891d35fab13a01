import type { GroupScope } from '@wob/validation';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { bubbles, chatGroups, memberships, users } from '../../db/schema';
import { followTopic } from '../../platform/realtime/control';
import { type RealtimeHub, topics } from '../../platform/realtime/hub';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { groupConversationId } from './group-views';
import { type GroupChange, publishGroupChanges, recordAction } from './groups-events';
import { newGuid } from './groups-service';
import {
  addMember,
  deleteGroupRows,
  type GroupRecord,
  insertGroup,
  lockGroup,
  removeMember,
  scopesOf,
  setScope,
} from './groups-store';
import { lockChats } from './store';

// A Bubble's chat (README 'Chat: a Bubble's chat'): a private group whose membership follows
// the Bubble's. These are "system" changes: the Bubble's own rules (modules/bubbles) already
// decided them, so canAct is not asked; they run inside the Bubble's own transaction, take
// the chat locks and the group's row lock as every group change does (groups-kit.ts), store
// their action message and answer the changes to publish after the commit. The one-owner
// rule holds: the owner is the Bubble's owner, whom nothing here removes or demotes (a Bubble
// has no ownership transfer today).

/** A Bubble membership role as the chat's scope. */
export function scopeOfRole(role: string): GroupScope {
  if (role === 'owner') return 'admin';
  if (role === 'moderator') return 'moderator';
  return 'participant';
}

/** What happened to a Bubble's membership that its chat follows. */
export type BubbleChatEvent =
  | { kind: 'joined'; userId: string }
  | { kind: 'added'; userId: string }
  | { kind: 'left'; userId: string }
  | { kind: 'kicked'; userId: string }
  | { kind: 'scope'; userId: string; scope: GroupScope }
  | { kind: 'deleted' };

/** A Bubble chat opened: the group and its first members with their scopes. */
export interface BubbleChatOpened {
  group: GroupRecord;
  members: { id: string; scope: GroupScope }[];
}

/** After a commit: what CometChat (or any other copy of the chat) must follow. */
export interface BubbleChatMirror {
  opened(opened: BubbleChatOpened): void;
  changed(changes: readonly GroupChange[]): void;
}

export interface BubbleChatDeps {
  db: Queryable;
  now: () => Date;
  media: MediaStorage;
  realtime: RealtimeHub;
  mirror?: BubbleChatMirror;
}

/** Names of these people (deleted accounts keep theirs: only action messages show them). */
async function namesOf(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(sql`${users.id} in (select unnest(${sql.param([...new Set(ids)])}::text[]))`);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The guid of the Bubble's chat, read after a KEY SHARE lock of the Bubble's row: a chat being
 * opened (which locks the row FOR UPDATE) is waited for, so a membership change either comes
 * before the opening's member list or sees the chat. Deleting the Bubble locks it FOR UPDATE
 * before any chat lock: a join running meanwhile (holding KEY SHARE through its membership
 * row) finishes first, and never waits for the group's lock while the deletion waits for it.
 */
async function lockedChatOf(
  tx: Queryable,
  bubbleId: string,
  strength: 'key share' | 'update',
): Promise<string | null> {
  await tx.select({ id: bubbles.id }).from(bubbles).where(eq(bubbles.id, bubbleId)).for(strength);
  const [row] = await tx
    .select({ guid: chatGroups.guid })
    .from(chatGroups)
    .where(eq(chatGroups.bubbleId, bubbleId));
  return row?.guid ?? null;
}

export function createBubbleChats(deps: BubbleChatDeps) {
  const { db, now, media, realtime } = deps;

  /** The guid of the Bubble's chat, or null when it has none. */
  async function chatOf(bubbleId: string): Promise<string | null> {
    const [row] = await db
      .select({ guid: chatGroups.guid })
      .from(chatGroups)
      .where(eq(chatGroups.bubbleId, bubbleId));
    return row?.guid ?? null;
  }

  /**
   * Opens the Bubble's chat (once: a second call answers the same guid): named as the Bubble,
   * private, owned by the Bubble's owner; its active members join with the scope of their
   * role. The Bubble's row is locked FOR UPDATE, so no membership change interleaves.
   */
  async function open(
    tx: Tx,
    bubble: { id: string; name: string },
    ownerId: string,
  ): Promise<{ guid: string; opened: BubbleChatOpened | null }> {
    await tx
      .select({ id: bubbles.id })
      .from(bubbles)
      .where(eq(bubbles.id, bubble.id))
      .for('update');
    const [existing] = await tx
      .select({ guid: chatGroups.guid })
      .from(chatGroups)
      .where(eq(chatGroups.bubbleId, bubble.id));
    if (existing) return { guid: existing.guid, opened: null };
    const rows = await tx
      .select({ userId: memberships.userId, role: memberships.role })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.bubbleId, bubble.id),
          eq(memberships.status, 'active'),
          sql`${users.deletedAt} is null and ${users.anonymisedAt} is null`,
        ),
      );
    const guid = newGuid();
    const ids = rows.map((row) => row.userId);
    await lockChats(
      tx,
      [],
      [ownerId, ...ids].map((senderId) => ({ senderId, guid })),
    );
    const at = now();
    let group = await insertGroup(tx, {
      guid,
      conversationId: groupConversationId(guid),
      name: bubble.name,
      type: 'private',
      passwordHash: null,
      ownerId,
      at,
      bubbleId: bubble.id,
    });
    const members: BubbleChatOpened['members'] = [{ id: ownerId, scope: 'admin' }];
    for (const row of rows) {
      if (row.userId === ownerId) continue;
      const scope = scopeOfRole(row.role);
      if (await addMember(tx, group, row.userId, scope, at)) {
        members.push({ id: row.userId, scope });
      }
    }
    group = { ...group, membersCount: members.length };
    const names = await namesOf(tx, [ownerId]);
    const owner = { id: ownerId, name: names.get(ownerId) ?? '' };
    await recordAction(tx, group, { action: 'created', by: owner, on: owner, scope: 'admin', at });
    return { guid, opened: { group, members } };
  }

  /** After the opening's commit: every member's sockets follow the group's topic. */
  function afterOpen(opened: BubbleChatOpened | null): void {
    if (!opened) return;
    const topic = topics.group(opened.group.guid);
    for (const member of opened.members) followTopic(realtime, member.id, topic);
    deps.mirror?.opened(opened);
  }

  /**
   * The Bubble's chat follows `event` in the Bubble's transaction `tx` (nothing when it has no
   * chat, or the change is already so). `actorId` is who made the change.
   */
  async function follow(
    tx: Tx,
    bubbleId: string,
    actorId: string,
    event: BubbleChatEvent,
  ): Promise<GroupChange[]> {
    const strength = event.kind === 'deleted' ? 'update' : 'key share';
    const guid = await lockedChatOf(tx, bubbleId, strength);
    if (!guid) return [];
    const targetId = event.kind === 'deleted' ? actorId : event.userId;
    await lockChats(
      tx,
      [],
      [actorId, targetId].map((senderId) => ({ senderId, guid })),
    );
    const group = await lockGroup(tx, guid);
    if (!group) return [];
    if (event.kind === 'deleted') {
      await deleteGroupRows(tx, group.conversationId);
      return [{ action: 'deleted', group, actorId, member: null, message: null }];
    }
    const names = await namesOf(tx, [actorId, targetId]);
    const by = { id: actorId, name: names.get(actorId) ?? '' };
    const on = { id: targetId, name: names.get(targetId) ?? '' };
    const at = now();
    const current = (await scopesOf(tx, group.conversationId, [targetId])).get(targetId) ?? null;
    switch (event.kind) {
      case 'joined':
      case 'added': {
        if (current) return [];
        await addMember(tx, group, targetId, 'participant', at);
        const action = event.kind;
        const scope: GroupScope = 'participant';
        const message = await recordAction(tx, group, { action, by, on, scope, at });
        const after = { ...group, membersCount: group.membersCount + 1 };
        return [{ action, group: after, actorId, member: { id: targetId, scope }, message }];
      }
      case 'left':
      case 'kicked': {
        if (!current || targetId === group.ownerId) return [];
        await removeMember(tx, group, targetId, at);
        const action = event.kind;
        const message = await recordAction(tx, group, { action, by, on, at });
        const after = { ...group, membersCount: group.membersCount - 1 };
        return [
          { action, group: after, actorId, member: { id: targetId, scope: current }, message },
        ];
      }
      case 'scope': {
        if (!current || current === event.scope || targetId === group.ownerId) return [];
        await setScope(tx, group, targetId, event.scope);
        const message = await recordAction(tx, group, {
          action: 'scope',
          by,
          on,
          scope: event.scope,
          previousScope: current,
          at,
        });
        return [
          {
            action: 'scope',
            group,
            actorId,
            member: { id: targetId, scope: event.scope },
            previousScope: current,
            message,
          },
        ];
      }
    }
  }

  /** After the Bubble's commit: the changes' events, topics and mirror. */
  async function publish(changes: readonly GroupChange[]): Promise<void> {
    if (changes.length === 0) return;
    await publishGroupChanges({ db, realtime, media }, changes);
    deps.mirror?.changed(changes);
  }

  return { chatOf, open, afterOpen, follow, publish };
}

export type BubbleChats = ReturnType<typeof createBubbleChats>;
