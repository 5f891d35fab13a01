import {
  CHAT_CONSTANTS,
  type CreateGroupOutput,
  DEFAULT_GROUP_SCOPE,
  type GroupScope,
} from '@wob/validation';
import {
  type AddMemberResult,
  type ChatGroup,
  type ChatMessage,
  type ChatUser,
  type Conversation,
  type GroupChange,
  type GroupConversation,
  type GroupListener,
  type GroupMembersRequest,
  type GroupsRequest,
  isChatError,
  type UsersRequest,
} from '../service/port';
import type { ChatState, OpenOrigin } from './chat-types';
import { logGroupChange } from './group-change-log';
import type { ChatKit } from './kit';
import { mergeMessage } from './messages';

// Group chats in the store (spec chat sections 4 to 7): creating, finding and joining groups,
// the member actions, the member and banned lists' requests, and the GroupListener that keeps
// the list and the open conversation in step. Who may do what is canAct of @wob/api, asked by
// the screens; the service refuses what it forbids whatever the screens show.

export interface GroupActions {
  /** Puts a group the user is in on top of the list (if it is not there yet) and opens it. */
  openGroup(group: ChatGroup, origin?: OpenOrigin): Promise<void>;
  /**
   * Opens a group the user is a member of by its guid (a link to it, e.g. a Bubble's chat:
   * `/chat?group=<guid>`); resolves false, changing nothing, for a group they are not in or
   * that cannot be read (logged).
   */
  openGroupById(guid: string, origin?: OpenOrigin): Promise<boolean>;
  /** Creates the group (the creator is its owner) and opens it; null when refused (told). */
  createGroup(input: CreateGroupOutput): Promise<ChatGroup | null>;
  /** Groups to find: the user's and the public and password groups they may join. */
  findGroups(search?: string): GroupsRequest;
  /**
   * Joins a public group, or a password group with its password, and opens it. Resolves null,
   * or the refusal in words (a wrong password, too many tries) for the prompt to show.
   */
  joinGroup(guid: string, password?: string): Promise<string | null>;
  // Spec chat section 8: failures of these are only logged; each resolves whether it worked.
  leaveGroup(guid: string): Promise<boolean>;
  deleteGroup(guid: string): Promise<boolean>;
  addMembers(guid: string, uids: readonly string[]): Promise<boolean>;
  banMember(guid: string, uid: string): Promise<boolean>;
  unbanMember(guid: string, uid: string): Promise<boolean>;
  kickMember(guid: string, uid: string): Promise<boolean>;
  changeScope(guid: string, uid: string, scope: GroupScope): Promise<boolean>;
  transferOwnership(guid: string, uid: string): Promise<boolean>;
  /** Members, 10 a page (spec chat section 9); by name with `search` (mention suggestions). */
  groupMembers(guid: string, search?: string): GroupMembersRequest;
  /** Banned members, 10 a page; for admins and moderators. */
  bannedMembers(guid: string): GroupMembersRequest;
  /** People to add, 30 a page, by name. */
  users(search: string): UsersRequest;
  /** One person with their block state (a member row offers a message only without a block). */
  person(uid: string): Promise<ChatUser>;
}

export interface GroupHooks {
  putOnTop(conversation: Conversation): void;
  bringToTop(message: ChatMessage, withId: string): void;
  removeConversation(withId: string): void;
  /** The open conversation's messages after its newest (one's own action message). */
  catchUp(): Promise<void>;
}

export interface GroupParts {
  actions: GroupActions;
  listener: GroupListener;
}

/** A new group conversation as the list shows it before its first message. */
export function groupConversation(group: ChatGroup): GroupConversation {
  return {
    conversationId: `group_${group.guid}`,
    conversationType: 'group',
    conversationWith: group,
    lastMessage: null,
    unreadMessageCount: 0,
  };
}

/** Changes that take the group away from the logged-in user when they are about them. */
const REMOVING = new Set(['kicked', 'banned', 'left']);

export function createGroupParts(kit: ChatKit, hooks: GroupHooks): GroupParts {
  const { service } = kit.deps;
  /** Action messages already applied: an event may come on the group's and the user's topic. */
  const seen = new Set<string>();

  const patchGroup = (guid: string, change: (group: ChatGroup) => ChatGroup) => {
    kit.set((state: ChatState) => ({
      list: {
        ...state.list,
        items: state.list.items.map((item) =>
          item.conversationType === 'group' && item.conversationWith.guid === guid
            ? { ...item, conversationWith: change(item.conversationWith) }
            : item,
        ),
      },
      open:
        state.open?.group?.guid === guid
          ? { ...state.open, group: change(state.open.group) }
          : state.open,
    }));
  };

  /** The group goes from the list and, if open, from the screen. */
  const dropGroup = (guid: string) => {
    hooks.removeConversation(guid);
    kit.set((state) => ({ unread: { ...state.unread, [guid]: 0 } }));
    if (kit.get().open?.uid === guid) kit.get().closeConversation();
  };

  const silently = async (what: string, act: () => Promise<unknown>): Promise<boolean> => {
    try {
      await act();
      return true;
    } catch (error) {
      kit.logged(what, error);
      return false;
    }
  };

  const groupOf = (guid: string): ChatGroup | null => {
    const { open, list } = kit.get();
    if (open?.group?.guid === guid) return open.group;
    const item = list.items.find(
      (each) => each.conversationType === 'group' && each.conversationWith.guid === guid,
    );
    return item?.conversationType === 'group' ? item.conversationWith : null;
  };

  /** A member's scope before they are banned (the banned list shows it). */
  const scopeOf = async (guid: string, uid: string): Promise<GroupScope> => {
    const members = service.groupMembersRequest({ guid, limit: CHAT_CONSTANTS.groupMembersPage });
    try {
      for (;;) {
        const page = await members.fetchNext();
        const found = page.find((member) => member.uid === uid);
        if (found) return found.scope;
        if (page.length === 0) return DEFAULT_GROUP_SCOPE;
      }
    } catch {
      return DEFAULT_GROUP_SCOPE;
    }
  };

  /**
   * One's own change: the service tells it to everyone but the tab that made it, so this
   * screen applies it itself (the count, and the member and banned lists through groupChanges).
   */
  const ownChange = (
    guid: string,
    action: GroupChange['action'],
    uid: string,
    scope: GroupScope,
    countBy: number,
  ) => {
    const group = groupOf(guid);
    const me = kit.get().session.me;
    if (!group || !me) return;
    apply({
      action,
      group: { ...group, membersCount: group.membersCount + countBy },
      actor: { uid: me.uid, name: me.name, avatar: me.avatar },
      member: { uid, name: '', avatar: '', status: 'offline', scope },
      message: null,
    });
    if (kit.get().open?.uid === guid) void hooks.catchUp();
  };

  const openGroup: GroupActions['openGroup'] = async (group, origin = 'chosen') => {
    const known = kit
      .get()
      .list.items.some(
        (item) => item.conversationType === 'group' && item.conversationWith.guid === group.guid,
      );
    if (!known) hooks.putOnTop(groupConversation(group));
    await kit.get().openConversation(group.guid, origin);
  };

  const apply = (change: GroupChange) => {
    const me = kit.myUid();
    const { guid } = change.group;
    const message = change.message;
    if (message) {
      if (seen.has(message.id)) return;
      seen.add(message.id);
    }
    const aboutMe = change.member?.uid === me;
    if (change.action === 'deleted' || (aboutMe && REMOVING.has(change.action))) {
      dropGroup(guid);
      kit.set((state) => ({ groupChanges: logGroupChange(state.groupChanges, change) }));
      return;
    }
    const listed = kit
      .get()
      .list.items.some(
        (item) => item.conversationType === 'group' && item.conversationWith.guid === guid,
      );
    if (aboutMe && !listed && (change.action === 'added' || change.action === 'joined')) {
      hooks.putOnTop({ ...groupConversation(change.group), lastMessage: message });
    }
    // The group after the change: its count (spec: +1 on joined or added, −1 on left, kicked
    // or banned) as the service counted it, so a change that arrives twice counts once.
    patchGroup(guid, (group) => ({
      ...group,
      name: change.group.name,
      icon: change.group.icon,
      type: change.group.type,
      membersCount: change.group.membersCount,
      owner: change.group.owner,
      scope: aboutMe && change.member ? change.member.scope : group.scope,
      hasJoined: aboutMe ? change.group.hasJoined : group.hasJoined,
    }));
    if (message) {
      // Shown as text only in the list; never unread (the service does not count it either).
      kit.patchOpen(guid, (open) => ({ messages: mergeMessage(open.messages, message) }));
      hooks.bringToTop(message, guid);
    }
    kit.set((state) => ({ groupChanges: logGroupChange(state.groupChanges, change) }));
  };

  const listener: GroupListener = {
    onGroupMemberJoined: apply,
    onGroupMemberLeft: apply,
    onGroupMemberKicked: apply,
    onGroupMemberBanned: apply,
    onGroupMemberUnbanned: apply,
    onGroupMemberScopeChanged: apply,
    onMemberAddedToGroup: apply,
    onOwnershipChanged: apply,
    onGroupMemberUpdated: apply,
    onGroupUpdated: apply,
    onGroupDeleted: apply,
  };

  return {
    listener,
    actions: {
      openGroup,

      async openGroupById(guid, origin = 'chosen') {
        const known = groupOf(guid);
        if (known) {
          await openGroup(known, origin);
          return true;
        }
        let group: ChatGroup;
        try {
          group = await service.getGroup(guid);
        } catch (error) {
          kit.logged('linked group could not be read', error);
          return false;
        }
        if (!group.hasJoined) return false;
        await openGroup(group, origin);
        return true;
      },

      async createGroup(input) {
        try {
          const group = await service.createGroup(input);
          await openGroup(group);
          return group;
        } catch (error) {
          kit.deps.notify.error(kit.describe(error));
          return null;
        }
      },

      findGroups: (search) =>
        service.groupsRequest({ limit: CHAT_CONSTANTS.conversationPage, search }),

      async joinGroup(guid, password) {
        try {
          const group = await service.joinGroup(guid, password);
          await openGroup(group);
          return null;
        } catch (error) {
          kit.logged('group could not be joined', error);
          if (isChatError(error) && error.code === 'wrong-password' && !error.message) {
            return kit.deps.translate('chat:groups.join.wrongPassword');
          }
          return kit.describe(error);
        }
      },

      async leaveGroup(guid) {
        const done = await silently('group could not be left', () => service.leaveGroup(guid));
        if (done) {
          // Spec chat section 4: leaving sets hasJoined false and closes the conversation.
          patchGroup(guid, (group) => ({ ...group, hasJoined: false, scope: null }));
          dropGroup(guid);
        }
        return done;
      },

      async deleteGroup(guid) {
        const done = await silently('group could not be deleted', () => service.deleteGroup(guid));
        if (done) dropGroup(guid);
        return done;
      },

      async addMembers(guid, uids) {
        let results: Record<string, AddMemberResult> = {};
        const done = await silently('members could not be added', async () => {
          results = await service.addMembersToGroup(guid, uids);
        });
        for (const [uid, result] of Object.entries(results)) {
          if (result === 'added') ownChange(guid, 'added', uid, 'participant', 1);
        }
        return done;
      },
      async banMember(guid, uid) {
        const scope = await scopeOf(guid, uid);
        const done = await silently('member could not be banned', () =>
          service.banGroupMember(guid, uid),
        );
        if (done) ownChange(guid, 'banned', uid, scope, -1);
        return done;
      },
      async unbanMember(guid, uid) {
        const done = await silently('member could not be unbanned', () =>
          service.unbanGroupMember(guid, uid),
        );
        if (done) ownChange(guid, 'unbanned', uid, DEFAULT_GROUP_SCOPE, 0);
        return done;
      },
      async kickMember(guid, uid) {
        const done = await silently('member could not be kicked', () =>
          service.kickGroupMember(guid, uid),
        );
        if (done) ownChange(guid, 'kicked', uid, DEFAULT_GROUP_SCOPE, -1);
        return done;
      },
      async changeScope(guid, uid, scope) {
        const done = await silently('scope could not be changed', () =>
          service.updateGroupMemberScope(guid, uid, scope),
        );
        if (done) ownChange(guid, 'scope', uid, scope, 0);
        return done;
      },
      async transferOwnership(guid, uid) {
        const done = await silently('ownership could not be transferred', () =>
          service.transferGroupOwnership(guid, uid),
        );
        if (done) {
          patchGroup(guid, (group) => ({ ...group, owner: uid }));
          ownChange(guid, 'owner', uid, 'admin', 0);
        }
        return done;
      },

      groupMembers: (guid, search) =>
        service.groupMembersRequest({
          guid,
          limit: CHAT_CONSTANTS.groupMembersPage,
          ...(search ? { search } : {}),
        }),
      bannedMembers: (guid) =>
        service.bannedMembersRequest({ guid, limit: CHAT_CONSTANTS.bannedMembersPage }),
      person: (uid) => service.getUser(uid),
      users: (search) =>
        service.usersRequest({ limit: CHAT_CONSTANTS.usersPage, search: search || undefined }),
    },
  };
}
