import { canAct, type GroupAction, groupViewer } from '@wob/api';
import {
  CreateGroupSchema,
  DEFAULT_GROUP_SCOPE,
  GROUPS_PAGE,
  type GroupScope,
} from '@wob/validation';
import * as v from 'valibot';
import {
  type AddMemberResult,
  ChatError,
  type ChatGroup,
  type ChatGroupMember,
  type ChatUser,
  type CreateGroupOutput,
  type GroupMembersRequest,
  type GroupMembersRequestOptions,
  type GroupsRequest,
  type GroupsRequestOptions,
  type UsersRequest,
  type UsersRequestOptions,
} from '../port';
import type { CometChatContext } from './context';
import type { CometChatEvents } from './events';
import { type GroupViewerFields, toChatGroup, toChatGroupMember } from './group-mapping';
import { toChatError, toChatUser } from './mapping';
import type { CometChatNamespace, SdkGroup, SdkGroupMembersRequestBuilder } from './sdk';
import type { CometChatSession, LoggedIn } from './session';
import type { CometChatUsers } from './users';

// The cometchat adapter's groups (spec chat sections 5 to 7) on CometChat's group API. Every
// action is first checked with Woble's one rule (canAct of @wob/api) on the group and the
// target as CometChat answers them, so a refused one rejects with 'not-allowed' before the SDK
// is asked (CometChat's own rules are looser: a moderator may change a participant's scope
// there). CometChat's scopes have no owner: the group's `owner` field tells it (group-mapping).
// Guids are made here (a uuid without dashes). Ownership transfers and deletions have no event
// in CometChat's JavaScript SDK: the tab that made one tells its own group listeners.

/** Members read per page while looking for one person's scope (CometChat's largest page). */
const LOOKUP_PAGE = 100;
const LOOKUP_PAGES = 50;
const MEMBERS_PAGE = 10;
const USERS_PAGE = 30;

export type CometChatGroups = ReturnType<typeof createGroups>;

export function createGroups(
  { state }: CometChatContext,
  events: CometChatEvents,
  session: CometChatSession,
  users: CometChatUsers,
) {
  const { run } = session;
  const { withUser } = users;

  /** The group as `me` sees it; what it says of them is remembered for its events. */
  function seen(group: SdkGroup, me: string, viewer?: GroupViewerFields): ChatGroup {
    const mapped = toChatGroup(group, me, viewer);
    state.groupViewers.set(mapped.guid, { scope: mapped.scope, hasJoined: mapped.hasJoined });
    return mapped;
  }

  async function fetchGroup({ CometChat, uid }: LoggedIn, guid: string): Promise<ChatGroup> {
    return seen(await CometChat.getGroup(guid), uid);
  }

  /** `uid`'s scope among the group's members (or its banned list); null when not there. */
  async function scopeIn(
    CometChat: CometChatNamespace,
    guid: string,
    uid: string,
    banned: boolean,
  ): Promise<GroupScope | null> {
    const Builder = banned
      ? CometChat.BannedMembersRequestBuilder
      : CometChat.GroupMembersRequestBuilder;
    // Searched by uid first; CometChat's keyword may match names only, so then every page.
    for (const keyword of [uid, null]) {
      let builder = new Builder(guid).setLimit(LOOKUP_PAGE);
      if (keyword) builder = builder.setSearchKeyword(keyword);
      const request = builder.build();
      for (let page = 0; page < LOOKUP_PAGES; page += 1) {
        const list = await request.fetchNext();
        const found = list.find((member) => member.getUid() === uid);
        if (found) return toChatGroupMember(found, '').scope;
        if (list.length < LOOKUP_PAGE) break;
      }
    }
    return null;
  }

  /**
   * Checks `action` on `target` with canAct, from the group and the target's scope as
   * CometChat answers them: 'not-found' when the target is not a member (not banned, for
   * unban), 'not-allowed' when the rule refuses. Answers the group and the target's scope.
   */
  async function permit(
    session: LoggedIn,
    guid: string,
    target: string,
    action: GroupAction,
  ): Promise<{ group: ChatGroup; scope: GroupScope }> {
    const group = await fetchGroup(session, guid);
    const viewer = groupViewer(group, session.uid);
    // Someone who may not act even on a participant (the least role; canAct only allows less
    // on a higher one) learns nothing of the target.
    if (!canAct(viewer, { uid: target, scope: DEFAULT_GROUP_SCOPE }, action, group)) {
      throw new ChatError('not-allowed');
    }
    const scope = await scopeIn(session.CometChat, guid, target, action === 'unban');
    if (scope === null) throw new ChatError('not-found');
    if (!canAct(viewer, { uid: target, scope }, action, group)) {
      throw new ChatError('not-allowed');
    }
    return { group, scope };
  }

  async function permitOwn(session: LoggedIn, guid: string, action: GroupAction) {
    const group = await fetchGroup(session, guid);
    if (!canAct(groupViewer(group, session.uid), null, action, group)) {
      throw new ChatError('not-allowed');
    }
    return group;
  }

  function membersRequest(
    options: GroupMembersRequestOptions,
    banned: boolean,
  ): GroupMembersRequest {
    let request: { fetchNext(): Promise<Array<Parameters<typeof toChatGroupMember>[0]>> } | null =
      null;
    let owner = '';
    return {
      fetchNext: () =>
        run(async (session) => {
          if (!request) {
            const group = banned
              ? await permitOwn(session, options.guid, 'viewBanned')
              : await fetchGroup(session, options.guid);
            owner = group.owner;
            const Builder = banned
              ? session.CometChat.BannedMembersRequestBuilder
              : session.CometChat.GroupMembersRequestBuilder;
            let builder: SdkGroupMembersRequestBuilder = new Builder(options.guid).setLimit(
              options.limit ?? MEMBERS_PAGE,
            );
            if (options.search) builder = builder.setSearchKeyword(options.search);
            request = builder.build();
          }
          const page = await request.fetchNext();
          return page.map((member): ChatGroupMember => toChatGroupMember(member, owner));
        }),
    };
  }

  return {
    createGroup: (input: CreateGroupOutput): Promise<ChatGroup> =>
      run(async ({ CometChat, uid }) => {
        // None of name, type and password may be blank (spec section 5), whatever the caller.
        const parsed = v.safeParse(CreateGroupSchema, input);
        if (!parsed.success) throw new ChatError('invalid', parsed.issues[0].message);
        const { output } = parsed;
        const guid = crypto.randomUUID().replace(/-/g, '');
        const made = new CometChat.Group(
          guid,
          output.name,
          output.type,
          output.type === 'password' ? output.password : undefined,
        );
        return seen(await CometChat.createGroup(made), uid, { scope: 'admin', hasJoined: true });
      }),

    getGroup: (guid: string): Promise<ChatGroup> => run((session) => fetchGroup(session, guid)),

    groupsRequest(options: GroupsRequestOptions = {}): GroupsRequest {
      let request: { fetchNext(): Promise<SdkGroup[]> } | null = null;
      return {
        fetchNext: () =>
          run(async ({ CometChat, uid }) => {
            if (!request) {
              let builder = new CometChat.GroupsRequestBuilder()
                .setLimit(options.limit ?? GROUPS_PAGE)
                .joinedOnly(options.joinedOnly === true);
              if (options.search) builder = builder.setSearchKeyword(options.search);
              request = builder.build();
            }
            return (await request.fetchNext()).map((group) => seen(group, uid));
          }),
      };
    },

    joinGroup: (guid: string, password?: string): Promise<ChatGroup> =>
      run(async (session) => {
        const group = await fetchGroup(session, guid);
        if (group.hasJoined) return group;
        // Private groups are joined only by being added.
        if (group.type === 'private') throw new ChatError('not-allowed');
        try {
          const joined = await session.CometChat.joinGroup(guid, group.type, password ?? '');
          return seen(joined, session.uid, {
            scope: joined.getOwner() === session.uid ? 'admin' : DEFAULT_GROUP_SCOPE,
            hasJoined: true,
          });
        } catch (error) {
          // Joined meanwhile (another tab): joining again answers the group, as on wob.
          if ((error as { code?: unknown } | null)?.code === 'ERR_ALREADY_JOINED') {
            return fetchGroup(session, guid);
          }
          throw error;
        }
      }),

    leaveGroup: (guid: string): Promise<void> =>
      run(async (session) => {
        await permitOwn(session, guid, 'leave');
        await session.CometChat.leaveGroup(guid);
        state.groupViewers.set(guid, { scope: null, hasJoined: false });
      }),

    deleteGroup: (guid: string): Promise<void> =>
      run(async (session) => {
        const group = await permitOwn(session, guid, 'delete');
        await session.CometChat.deleteGroup(guid);
        state.groupViewers.delete(guid);
        const me = state.me;
        if (!me) return;
        events.tellGroup('onGroupDeleted', {
          action: 'deleted',
          group: { ...group, scope: null, hasJoined: false, membersCount: 0 },
          actor: { uid: me.uid, name: me.name, avatar: me.avatar },
          member: null,
          message: null,
        });
      }),

    groupMembersRequest: (options: GroupMembersRequestOptions) => membersRequest(options, false),
    bannedMembersRequest: (options: GroupMembersRequestOptions) => membersRequest(options, true),

    addMembersToGroup: (
      guid: string,
      uids: readonly string[],
    ): Promise<Record<string, AddMemberResult>> =>
      run(async (session) => {
        const { CometChat } = session;
        await permitOwn(session, guid, 'addMembers');
        const results: Record<string, AddMemberResult> = {};
        const toAdd: string[] = [];
        // Blocks hold in groups too: nobody is added by or to someone blocked either way
        // (CometChat would add them; Woble's rule refuses it, as the server does).
        for (const uid of new Set(uids)) {
          try {
            const user = await withUser(uid, () => CometChat.getUser(uid));
            if (user.getBlockedByMe() || user.getHasBlockedMe()) results[uid] = 'blocked';
            else toAdd.push(user.getUid());
          } catch (error) {
            if (toChatError(error).code !== 'not-found') throw error;
            results[uid] = 'not-found';
          }
        }
        if (toAdd.length === 0) return results;
        const answer = (await CometChat.addMembersToGroup(
          guid,
          toAdd.map((uid) => new CometChat.GroupMember(uid, DEFAULT_GROUP_SCOPE)),
          [],
        )) as Record<string, unknown>;
        for (const uid of toAdd) results[uid] = addResultOf(answer[uid]);
        return results;
      }),

    banGroupMember: (guid: string, uid: string): Promise<void> =>
      run(async (session) => {
        await permit(session, guid, uid, 'ban');
        await session.CometChat.banGroupMember(guid, uid);
      }),

    unbanGroupMember: (guid: string, uid: string): Promise<void> =>
      run(async (session) => {
        await permit(session, guid, uid, 'unban');
        await session.CometChat.unbanGroupMember(guid, uid);
      }),

    kickGroupMember: (guid: string, uid: string): Promise<void> =>
      run(async (session) => {
        await permit(session, guid, uid, 'kick');
        await session.CometChat.kickGroupMember(guid, uid);
      }),

    updateGroupMemberScope: (guid: string, uid: string, scope: GroupScope): Promise<void> =>
      run(async (session) => {
        const { scope: current } = await permit(session, guid, uid, 'changeScope');
        if (current === scope) return;
        await session.CometChat.updateGroupMemberScope(guid, uid, scope);
      }),

    transferGroupOwnership: (guid: string, uid: string): Promise<void> =>
      run(async (session) => {
        const { scope: previousScope } = await permit(session, guid, uid, 'transferOwnership');
        await session.CometChat.transferGroupOwnership(guid, uid);
        const me = state.me;
        const group = await fetchGroup(session, guid);
        const member = await session.CometChat.getUser(uid);
        if (!me) return;
        events.tellGroup('onOwnershipChanged', {
          action: 'owner',
          group,
          actor: { uid: me.uid, name: me.name, avatar: me.avatar },
          member: { ...toChatGroupMember(member, uid), scope: 'admin' },
          previousScope,
          message: null,
        });
      }),

    usersRequest(options: UsersRequestOptions = {}): UsersRequest {
      let request: { fetchNext(): Promise<Parameters<typeof toChatUser>[0][]> } | null = null;
      return {
        fetchNext: () =>
          run(async ({ CometChat }) => {
            if (!request) {
              let builder = new CometChat.UsersRequestBuilder()
                .setLimit(options.limit ?? USERS_PAGE)
                .hideBlockedUsers(true)
                .friendsOnly(options.friendsOnly === true);
              if (options.search) builder = builder.setSearchKeyword(options.search);
              request = builder.build();
            }
            // Never someone blocked either way (CometChat hides only those the caller blocked);
            // a page left empty by that is skipped, since an empty page means the end.
            for (;;) {
              const page = await request.fetchNext();
              const shown = page
                .map((user): ChatUser => toChatUser(user))
                .filter((user) => !user.blockedByMe && !user.hasBlockedMe);
              if (shown.length > 0 || page.length === 0) return shown;
            }
          }),
      };
    },

    addGroupListener: events.addGroupListener,
  };
}

/** One uid's answer of CometChat's addMembersToGroup: 'success' or an exception. */
function addResultOf(answer: unknown): AddMemberResult {
  if (answer === 'success') return 'added';
  const code = String((answer as { code?: unknown } | null)?.code ?? '');
  if (code === 'ERR_ALREADY_JOINED') return 'already-member';
  if (code === 'ERR_BANNED_GROUPMEMBER') return 'banned';
  if (code === 'ERR_BLOCKED_RECEIVER' || code === 'ERR_BLOCKED_SENDER') return 'blocked';
  return 'not-found';
}
