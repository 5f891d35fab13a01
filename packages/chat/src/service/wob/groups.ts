import { endpoints } from '@wob/api';
import type {
  ChatGroup,
  ChatGroupMember,
  ChatService,
  ChatUser,
  GroupEventAction,
  GroupMembersRequest,
  GroupMembersRequestOptions,
} from '../port';
import { requireData, requireUser, type WobContext } from './context';
import { toChatError } from './errors';
import type { WobGroupState } from './group-state';
import type { WobUsers } from './users';

// The wob adapter's group operations (spec chat section 7) on `/chat-api/groups*` and
// `/chat-api/users`: the server checks each one with canAct and answers 403 (refused), 404
// (unknown or invisible group), 403 for a wrong password and 429 once too many were wrong;
// errors.ts names each by the server's code, so a banned person who gives a password is told
// they are not allowed, not that the password was wrong.
// Every group answered is kept with the user's own scope (group-state.ts); an own change's
// event is not told back to this instance.

type GroupsPart = Pick<
  ChatService,
  | 'createGroup'
  | 'getGroup'
  | 'groupsRequest'
  | 'joinGroup'
  | 'leaveGroup'
  | 'deleteGroup'
  | 'groupMembersRequest'
  | 'bannedMembersRequest'
  | 'addMembersToGroup'
  | 'banGroupMember'
  | 'unbanGroupMember'
  | 'kickGroupMember'
  | 'updateGroupMemberScope'
  | 'transferGroupOwnership'
  | 'usersRequest'
>;

/** Pages by the server's cursor until it answers none. */
function cursorPages<T>(
  fetch: (cursor: string | undefined) => Promise<{ items: T[]; next: string | null }>,
): { fetchNext(): Promise<T[]> } {
  let cursor: string | undefined;
  let done = false;
  return {
    async fetchNext() {
      if (done) return [];
      const page = await fetch(cursor);
      if (page.next === null) done = true;
      else cursor = page.next;
      return page.items;
    },
  };
}

export function createGroups(ctx: WobContext, state: WobGroupState, users: WobUsers): GroupsPart {
  /** A call of the logged-in user, its failure as a ChatError. */
  async function call<T>(run: () => Promise<T>): Promise<T> {
    requireUser(ctx);
    try {
      return await run();
    } catch (error) {
      throw toChatError(error);
    }
  }

  /** An own change: its event is awaited to be left untold; withdrawn when the call fails. */
  async function change<T>(
    guid: string,
    action: GroupEventAction,
    uid: string | null,
    run: () => Promise<T>,
  ): Promise<T> {
    const withdraw = state.expectOwn(guid, action, uid);
    try {
      return await call(run);
    } catch (error) {
      withdraw();
      throw error;
    }
  }

  function members(
    endpoint: typeof endpoints.chatGroupMembers | typeof endpoints.chatBannedMembers,
    options: GroupMembersRequestOptions,
  ): GroupMembersRequest {
    return cursorPages<ChatGroupMember>((cursor) =>
      call(async () => {
        const page = requireData(
          await ctx.api.call(endpoint, {
            guid: options.guid,
            ...(options.limit === undefined ? {} : { limit: options.limit }),
            ...(options.search ? { search: options.search } : {}),
            ...(cursor === undefined ? {} : { cursor }),
          }),
        );
        return { items: page.members, next: page.next };
      }),
    );
  }

  /** After an own removal of oneself: no longer in the group. */
  function leftGroup(guid: string): void {
    const before = state.get(guid);
    if (before) state.remember({ ...before, scope: null, hasJoined: false });
  }

  const memberChange =
    (
      action: 'banned' | 'unbanned' | 'kicked',
      endpoint:
        | typeof endpoints.chatBanMember
        | typeof endpoints.chatUnbanMember
        | typeof endpoints.chatKickMember,
    ) =>
    async (guid: string, uid: string): Promise<void> => {
      await change(guid, action, uid, () => ctx.api.call(endpoint, { guid, uid }));
    };

  return {
    async createGroup(group) {
      return call(async () =>
        state.remember(requireData(await ctx.api.call(endpoints.chatCreateGroup, group))),
      );
    },

    async getGroup(guid) {
      return call(async () =>
        state.remember(requireData(await ctx.api.call(endpoints.chatGroup, { guid }))),
      );
    },

    groupsRequest(options = {}) {
      return cursorPages<ChatGroup>((cursor) =>
        call(async () => {
          const page = requireData(
            await ctx.api.call(endpoints.chatGroups, {
              ...(options.limit === undefined ? {} : { limit: options.limit }),
              ...(options.search ? { search: options.search } : {}),
              ...(options.joinedOnly ? { joinedOnly: true } : {}),
              ...(cursor === undefined ? {} : { cursor }),
            }),
          );
          return { items: page.groups.map(state.remember), next: page.next };
        }),
      );
    },

    async joinGroup(guid, password) {
      return change(guid, 'joined', ctx.myUid, async () =>
        state.remember(
          requireData(
            await ctx.api.call(endpoints.chatJoinGroup, {
              guid,
              ...(password === undefined ? {} : { password }),
            }),
          ),
        ),
      );
    },

    async leaveGroup(guid) {
      await change(guid, 'left', ctx.myUid, () => ctx.api.call(endpoints.chatLeaveGroup, { guid }));
      leftGroup(guid);
    },

    async deleteGroup(guid) {
      await change(guid, 'deleted', null, () => ctx.api.call(endpoints.chatDeleteGroup, { guid }));
      leftGroup(guid);
    },

    groupMembersRequest: (options) => members(endpoints.chatGroupMembers, options),
    bannedMembersRequest: (options) => members(endpoints.chatBannedMembers, options),

    async addMembersToGroup(guid, uids) {
      const withdrawals = uids.map((uid) => ({
        uid,
        withdraw: state.expectOwn(guid, 'added', uid),
      }));
      try {
        const answer = await call(async () =>
          requireData(await ctx.api.call(endpoints.chatAddMembers, { guid, members: [...uids] })),
        );
        state.remember(answer.group);
        for (const { uid, withdraw } of withdrawals) {
          if (answer.results[uid] !== 'added') withdraw();
        }
        return answer.results;
      } catch (error) {
        for (const { withdraw } of withdrawals) withdraw();
        throw error;
      }
    },

    banGroupMember: memberChange('banned', endpoints.chatBanMember),
    unbanGroupMember: memberChange('unbanned', endpoints.chatUnbanMember),
    kickGroupMember: memberChange('kicked', endpoints.chatKickMember),

    async updateGroupMemberScope(guid, uid, scope) {
      await change(guid, 'scope', uid, () =>
        ctx.api.call(endpoints.chatUpdateMemberScope, { guid, uid, scope }),
      );
    },

    async transferGroupOwnership(guid, uid) {
      await change(guid, 'owner', uid, async () =>
        state.remember(
          requireData(await ctx.api.call(endpoints.chatTransferOwnership, { guid, uid })),
        ),
      );
    },

    usersRequest(options = {}) {
      return cursorPages<ChatUser>((cursor) =>
        call(async () => {
          const page = requireData(
            await ctx.api.call(endpoints.chatUsers, {
              ...(options.limit === undefined ? {} : { limit: options.limit }),
              ...(options.search ? { search: options.search } : {}),
              ...(options.friendsOnly ? { friendsOnly: true } : {}),
              ...(cursor === undefined ? {} : { cursor }),
            }),
          );
          return { items: page.users.map(users.cache), next: page.next };
        }),
      );
    },
  };
}
