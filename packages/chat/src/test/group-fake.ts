import { canAct, type GroupAction, groupViewer } from '@wob/api';
import type { GroupScope } from '@wob/validation';
import {
  type ChatGroup,
  type ChatGroupMember,
  ChatError,
  type ChatMessage,
  type ChatUser,
  type GroupChange,
  type GroupEventAction,
  type GroupListener,
} from '../service/port';
import { NOW } from './chat-fixtures';
import type { MemoryChatService } from './memory-chat-service';

// A small stand-in for the group half of one person's chat service, for the store's and the
// group screens' tests and stories until the memory world has groups of its own: it keeps
// groups, members and bans in memory, asks canAct before every action as the services do, and
// tells the listener what changed with an action message.

type MemberAction = Exclude<GroupAction, 'viewMembers' | 'addMembers' | 'leave' | 'delete'>;

interface FakeGroup {
  group: Omit<ChatGroup, 'scope' | 'hasJoined'>;
  members: ChatGroupMember[];
  banned: ChatGroupMember[];
  messages: ChatMessage[];
}

const LISTENER_OF: Record<GroupEventAction, keyof GroupListener> = {
  joined: 'onGroupMemberJoined',
  added: 'onMemberAddedToGroup',
  left: 'onGroupMemberLeft',
  kicked: 'onGroupMemberKicked',
  banned: 'onGroupMemberBanned',
  unbanned: 'onGroupMemberUnbanned',
  scope: 'onGroupMemberScopeChanged',
  owner: 'onOwnershipChanged',
  'member-updated': 'onGroupMemberUpdated',
  updated: 'onGroupUpdated',
  deleted: 'onGroupDeleted',
};

export interface GroupFake {
  groups: Map<string, FakeGroup>;
  /** Calls of the group operations, by name. */
  calls: string[];
  /** The next call of this operation fails (with a network error). */
  failNext(operation: string): void;
  /** Makes a group with `owner` as its owner and the others as members with their scopes. */
  seedGroup(
    group: Pick<ChatGroup, 'guid' | 'name' | 'type'> & { owner: ChatUser },
    members?: ReadonlyArray<readonly [ChatUser, GroupScope]>,
    banned?: ReadonlyArray<readonly [ChatUser, GroupScope]>,
  ): void;
  /** Someone else's change reaches this person's listener (as the realtime socket would). */
  emit(
    action: GroupEventAction,
    guid: string,
    actor: ChatUser,
    member: ChatUser | null,
    scope?: GroupScope,
  ): GroupChange;
  /** A message of someone in the group, as the service hands it on. */
  groupMessage(guid: string, from: ChatUser, text: string): ChatMessage;
  /** Users the add-members dialog finds. */
  people: ChatUser[];
}

function memberOf(user: ChatUser, scope: GroupScope): ChatGroupMember {
  return { uid: user.uid, name: user.name, avatar: user.avatar, status: user.status, scope };
}

export function personAsUser(person: { uid: string; name: string }): ChatUser {
  return {
    uid: person.uid,
    name: person.name,
    avatar: '',
    status: 'offline',
    lastActiveAt: null,
    blockedByMe: false,
    hasBlockedMe: false,
  };
}

/** Gives `service` (the person `me`) groups; answers the fake to seed and drive them. */
export function withGroups(service: MemoryChatService, me: ChatUser): GroupFake {
  const groups = new Map<string, FakeGroup>();
  const listeners = new Set<GroupListener>();
  const calls: string[] = [];
  const failing = new Set<string>();
  let nextId = 1_000_000;

  const viewOf = (entry: FakeGroup): ChatGroup => {
    const mine = entry.members.find((member) => member.uid === me.uid);
    return { ...entry.group, scope: mine?.scope ?? null, hasJoined: Boolean(mine) };
  };
  const entryOf = (guid: string): FakeGroup => {
    const entry = groups.get(guid);
    if (!entry) throw new ChatError('not-found', 'Gruppen findes ikke.', 404);
    return entry;
  };
  const call = (name: string) => {
    calls.push(name);
    if (failing.delete(name)) throw new ChatError('network', '', undefined);
  };
  const actionMessage = (
    guid: string,
    action: GroupEventAction,
    actor: ChatUser,
    member: ChatUser | null,
    scope?: GroupScope,
  ): ChatMessage => {
    nextId += 1;
    return {
      id: String(nextId),
      muid: null,
      conversationId: `group_${guid}`,
      sender: { uid: actor.uid, name: actor.name, avatar: actor.avatar },
      receiverType: 'group',
      receiverId: guid,
      type: 'groupMember',
      category: 'action',
      data: {
        customData: {
          action,
          by: { uid: actor.uid, name: actor.name },
          on: member ? { uid: member.uid, name: member.name } : undefined,
          scope,
        },
      },
      sentAt: NOW,
      deliveredAt: null,
      readAt: null,
      editedAt: null,
      deletedAt: null,
      parentMessageId: null,
      requested: false,
      seq: String(nextId),
    };
  };
  const tell = (
    action: GroupEventAction,
    guid: string,
    actor: ChatUser,
    member: ChatUser | null,
    scope?: GroupScope,
  ): GroupChange => {
    const entry = entryOf(guid);
    const found = member
      ? (entry.members.find((each) => each.uid === member.uid) ??
        entry.banned.find((each) => each.uid === member.uid))
      : undefined;
    const message =
      action === 'deleted' || action === 'updated' || action === 'member-updated'
        ? null
        : actionMessage(guid, action, actor, member, scope);
    if (message) entry.messages.push(message);
    const change: GroupChange = {
      action,
      group: viewOf(entry),
      actor: { uid: actor.uid, name: actor.name, avatar: actor.avatar },
      member: member ? (found ?? memberOf(member, scope ?? 'participant')) : null,
      message,
    };
    for (const listener of listeners) listener[LISTENER_OF[action]]?.(change);
    return change;
  };
  const check = (guid: string, uid: string | null, action: MemberAction | GroupAction) => {
    const entry = entryOf(guid);
    const target = uid
      ? (entry.members.find((each) => each.uid === uid) ?? entry.banned.find((m) => m.uid === uid))
      : undefined;
    const allowed = canAct(
      groupViewer(viewOf(entry), me.uid),
      target ? { uid: target.uid, scope: target.scope } : null,
      action,
      entry.group,
    );
    if (!allowed) throw new ChatError('not-allowed', 'Det må du ikke.', 403);
    return { entry, target };
  };
  const setCount = (entry: FakeGroup) => {
    entry.group = { ...entry.group, membersCount: entry.members.length };
  };
  const people: ChatUser[] = [];
  const userOf = (uid: string): ChatUser =>
    people.find((each) => each.uid === uid) ?? personAsUser({ uid, name: uid });

  const pages = <T>(all: () => T[], limit = 10) => {
    let offset = 0;
    return {
      fetchNext: async () => {
        const page = all().slice(offset, offset + limit);
        offset += page.length;
        return page;
      },
    };
  };

  const original = {
    messagesRequest: service.messagesRequest.bind(service),
    sendMessage: service.sendMessage.bind(service),
    getConversationFromMessage: service.getConversationFromMessage.bind(service),
  };

  Object.assign(service, {
    addGroupListener(listener: GroupListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    messagesRequest(options: Parameters<MemoryChatService['messagesRequest']>[0]) {
      if (options.receiverType !== 'group') return original.messagesRequest(options);
      let done = false;
      return {
        fetchPrevious: async () => {
          if (done) return [];
          done = true;
          return [...entryOf(options.uid).messages];
        },
        fetchNext: async () => [],
      };
    },
    async sendMessage(message: Parameters<MemoryChatService['sendMessage']>[0]) {
      if (message.receiverType !== 'group') return original.sendMessage(message);
      call('sendMessage');
      const entry = entryOf(message.receiverId);
      const stored = {
        ...actionMessage(message.receiverId, 'joined', me, null),
        muid: message.muid,
        category: 'message',
        type: 'text',
        text: message.text,
        data: {},
      } satisfies ChatMessage;
      entry.messages.push(stored);
      return stored;
    },
    async getConversationFromMessage(message: ChatMessage) {
      if (message.receiverType !== 'group') return original.getConversationFromMessage(message);
      const entry = entryOf(message.receiverId);
      return {
        conversationId: `group_${entry.group.guid}`,
        conversationType: 'group',
        conversationWith: viewOf(entry),
        lastMessage: message,
        unreadMessageCount: 0,
      };
    },
    async createGroup(input: { name: string; type: ChatGroup['type'] }) {
      call('createGroup');
      nextId += 1;
      const guid = `g${nextId}`;
      groups.set(guid, {
        group: {
          guid,
          name: input.name,
          icon: '',
          type: input.type,
          membersCount: 1,
          owner: me.uid,
        },
        members: [memberOf(me, 'admin')],
        banned: [],
        messages: [],
      });
      return viewOf(entryOf(guid));
    },
    async getGroup(guid: string) {
      return viewOf(entryOf(guid));
    },
    groupsRequest(options: { search?: string } = {}) {
      return pages(
        () =>
          [...groups.values()]
            .filter(
              (entry) =>
                entry.group.type !== 'private' || entry.members.some((m) => m.uid === me.uid),
            )
            .filter(
              (entry) =>
                !options.search ||
                entry.group.name.toLowerCase().includes(options.search.toLowerCase()),
            )
            .map(viewOf),
        30,
      );
    },
    async joinGroup(guid: string, password?: string) {
      call('joinGroup');
      const entry = entryOf(guid);
      if (entry.group.type === 'password' && password !== 'hemmelig') {
        throw new ChatError('wrong-password', 'Forkert adgangskode.', 403);
      }
      entry.members.push(memberOf(me, 'participant'));
      setCount(entry);
      tell('joined', guid, me, me, 'participant');
      return viewOf(entry);
    },
    async leaveGroup(guid: string) {
      call('leaveGroup');
      const { entry } = check(guid, null, 'leave');
      entry.members = entry.members.filter((each) => each.uid !== me.uid);
      setCount(entry);
      tell('left', guid, me, me);
    },
    async deleteGroup(guid: string) {
      call('deleteGroup');
      check(guid, null, 'delete');
      tell('deleted', guid, me, null);
      groups.delete(guid);
    },
    groupMembersRequest(options: { guid: string; limit?: number }) {
      return pages(() => entryOf(options.guid).members, options.limit);
    },
    bannedMembersRequest(options: { guid: string; limit?: number }) {
      return pages(() => entryOf(options.guid).banned, options.limit);
    },
    async addMembersToGroup(guid: string, uids: readonly string[]) {
      call('addMembersToGroup');
      const { entry } = check(guid, null, 'addMembers');
      const results: Record<string, 'added'> = {};
      for (const uid of uids) {
        entry.members.push(memberOf(userOf(uid), 'participant'));
        setCount(entry);
        tell('added', guid, me, userOf(uid), 'participant');
        results[uid] = 'added';
      }
      return results;
    },
    async banGroupMember(guid: string, uid: string) {
      call('banGroupMember');
      const { entry, target } = check(guid, uid, 'ban');
      entry.members = entry.members.filter((each) => each.uid !== uid);
      if (target) entry.banned.push(target);
      setCount(entry);
      tell('banned', guid, me, userOf(uid));
    },
    async unbanGroupMember(guid: string, uid: string) {
      call('unbanGroupMember');
      const { entry } = check(guid, uid, 'unban');
      entry.banned = entry.banned.filter((each) => each.uid !== uid);
      tell('unbanned', guid, me, userOf(uid));
    },
    async kickGroupMember(guid: string, uid: string) {
      call('kickGroupMember');
      const { entry } = check(guid, uid, 'kick');
      entry.members = entry.members.filter((each) => each.uid !== uid);
      setCount(entry);
      tell('kicked', guid, me, userOf(uid));
    },
    async updateGroupMemberScope(guid: string, uid: string, scope: GroupScope) {
      call('updateGroupMemberScope');
      const { entry } = check(guid, uid, 'changeScope');
      entry.members = entry.members.map((each) => (each.uid === uid ? { ...each, scope } : each));
      tell('scope', guid, me, userOf(uid), scope);
    },
    async transferGroupOwnership(guid: string, uid: string) {
      call('transferGroupOwnership');
      const { entry } = check(guid, uid, 'transferOwnership');
      entry.group = { ...entry.group, owner: uid };
      entry.members = entry.members.map((each) =>
        each.uid === uid ? { ...each, scope: 'admin' } : each,
      );
      tell('owner', guid, me, userOf(uid), 'admin');
    },
    usersRequest(options: { search?: string; limit?: number } = {}) {
      return pages(
        () =>
          people.filter(
            (person) =>
              !options.search || person.name.toLowerCase().includes(options.search.toLowerCase()),
          ),
        options.limit ?? 30,
      );
    },
  });

  return {
    groups,
    calls,
    people,
    failNext: (operation) => failing.add(operation),
    seedGroup(group, members = [], banned = []) {
      groups.set(group.guid, {
        group: {
          guid: group.guid,
          name: group.name,
          icon: '',
          type: group.type,
          membersCount: members.length + 1,
          owner: group.owner.uid,
        },
        members: [
          memberOf(group.owner, 'admin'),
          ...members.map(([user, scope]) => memberOf(user, scope)),
        ],
        banned: banned.map(([user, scope]) => memberOf(user, scope)),
        messages: [],
      });
    },
    emit(action, guid, actor, member, scope) {
      const entry = entryOf(guid);
      if (member && (action === 'added' || action === 'joined')) {
        entry.members.push(memberOf(member, 'participant'));
      }
      if (member && (action === 'left' || action === 'kicked' || action === 'banned')) {
        entry.members = entry.members.filter((each) => each.uid !== member.uid);
      }
      if (member && action === 'scope' && scope) {
        entry.members = entry.members.map((each) =>
          each.uid === member.uid ? { ...each, scope } : each,
        );
      }
      setCount(entry);
      return tell(action, guid, actor, member, scope);
    },
    groupMessage(guid, from, text) {
      const message = {
        ...actionMessage(guid, 'joined', from, null),
        muid: `m-${nextId}`,
        category: 'message',
        type: 'text',
        text,
        data: {},
      } satisfies ChatMessage;
      entryOf(guid).messages.push(message);
      return message;
    },
  };
}
