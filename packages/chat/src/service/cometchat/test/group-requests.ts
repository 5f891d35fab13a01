import type {
  SdkGroup,
  SdkGroupMember,
  SdkGroupMembersRequestBuilder,
  SdkGroupsRequestBuilder,
  SdkUser,
  SdkUsersRequestBuilder,
} from '../sdk';
import { sdkError } from './classes';
import type { FakeCometChatClient } from './client';
import { MAX_LIMIT } from './records';

// The group, member, banned member and user requests of one client's fake SDK module: pages
// computed from the cloud's state as the caller sees it, in the order CometChat answers them
// (groups newest first, members in the order they joined, users by name).

const limitOf = (limit: number) => Math.max(1, Math.min(MAX_LIMIT, Math.floor(limit)));

function matches(keyword: string, ...values: string[]): boolean {
  const wanted = keyword.trim().toLowerCase();
  return wanted === '' || values.some((value) => value.toLowerCase().includes(wanted));
}

/** Pages of `all()` (computed at each fetch), `limit` at a time, until empty. */
function pager<T>(
  client: FakeCometChatClient,
  method: string,
  limit: number,
  all: (me: string) => T[],
) {
  let offset = 0;
  return {
    fetchNext: () =>
      client.call(method, (me) => {
        const page = all(me).slice(offset, offset + limit);
        offset += page.length;
        return page;
      }),
  };
}

export function createGroupRequestBuilders(client: FakeCometChatClient) {
  const cloud = client.cloud;

  class GroupsRequestBuilder implements SdkGroupsRequestBuilder {
    private limit = 30;
    private keyword = '';
    private joined = false;
    setLimit(limit: number): this {
      this.limit = limitOf(limit);
      return this;
    }
    setSearchKeyword(keyword: string): this {
      this.keyword = keyword;
      return this;
    }
    joinedOnly(joined: boolean): this {
      this.joined = joined;
      return this;
    }
    build() {
      const { limit, keyword, joined } = this;
      return pager<SdkGroup>(client, 'fetchNextGroups', limit, (me) =>
        [...cloud.groups.values()]
          .filter(
            (group) =>
              (group.members.has(me) || (!joined && group.type !== 'private')) &&
              matches(keyword, group.name),
          )
          .reverse()
          .map((group) => cloud.groupFor(group.guid, me)),
      );
    }
  }

  function membersBuilder(banned: boolean) {
    return class implements SdkGroupMembersRequestBuilder {
      private limit = 30;
      private keyword = '';
      constructor(private readonly guid: string) {}
      setLimit(limit: number): this {
        this.limit = limitOf(limit);
        return this;
      }
      setSearchKeyword(keyword: string): this {
        this.keyword = keyword;
        return this;
      }
      build() {
        const { limit, keyword } = this;
        const guid = String(this.guid ?? '').toLowerCase();
        const method = banned ? 'fetchNextBannedMembers' : 'fetchNextGroupMembers';
        return pager<SdkGroupMember>(client, method, limit, (me) => {
          const group = cloud.groups.get(guid);
          if (!group) throw sdkError('ERR_GUID_NOT_FOUND');
          const scope = group.members.get(me);
          if (scope === undefined) throw sdkError('ERR_GROUP_NOT_JOINED');
          // The banned list is for admins and moderators (CometChat's rule).
          if (banned && scope === 'participant' && group.owner !== me) {
            throw sdkError('ERR_PERMISSION_DENIED');
          }
          return (
            [...(banned ? group.banned : group.members)]
              // By name only (the adapter must not count on a uid search).
              .filter(([uid]) => matches(keyword, cloud.user(uid).name))
              .map(([uid, memberScope]) => cloud.memberFor(uid, memberScope, me))
          );
        });
      }
    };
  }

  class UsersRequestBuilder implements SdkUsersRequestBuilder {
    private limit = 30;
    private keyword = '';
    private friends = false;
    private hideBlocked = false;
    setLimit(limit: number): this {
      this.limit = limitOf(limit);
      return this;
    }
    setSearchKeyword(keyword: string): this {
      this.keyword = keyword;
      return this;
    }
    friendsOnly(friendsOnly: boolean): this {
      this.friends = friendsOnly;
      return this;
    }
    hideBlockedUsers(hide: boolean): this {
      this.hideBlocked = hide;
      return this;
    }
    build() {
      const { limit, keyword, friends, hideBlocked } = this;
      return pager<SdkUser>(client, 'fetchNextUsers', limit, (me) =>
        [...cloud.users.values()]
          .filter(
            (user) =>
              user.uid !== me &&
              matches(keyword, user.uid, user.name) &&
              !(friends && !cloud.friends.has(`${me}>${user.uid}`)) &&
              !(hideBlocked && cloud.isBlocked(me, user.uid)),
          )
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((user) => cloud.userFor(user.uid, me)),
      );
    }
  }

  return {
    GroupsRequestBuilder,
    GroupMembersRequestBuilder: membersBuilder(false),
    BannedMembersRequestBuilder: membersBuilder(true),
    UsersRequestBuilder,
  };
}
