import type { CometChatNamespace, SdkGroupListenerCallbacks } from '../sdk';
import { sdkError } from './classes';
import type { FakeCometChatClient } from './client';
import { FakeGroup, FakeGroupListener, FakeGroupMember } from './group-classes';
import type { CloudGroup, StoredAction, StoredMessage } from './records';
import { createGroupRequestBuilders } from './group-requests';

// The group half of one client's fake SDK module (namespace.ts spreads it in). It enforces
// what a CometChat app enforces, independently of Woble's own rule (canAct): members only;
// the owner acts on everyone, an admin on moderators and participants (only the owner
// changes an admin's scope), a moderator kicks, bans and unbans participants and changes a
// participant's scope up to moderator; only admins add members and delete the group; the owner
// cannot leave before transferring ownership; banned people cannot join or be added; password
// groups need their password; private groups are joined only by being added. Wrong passwords
// are limited (GROUP_PASSWORD_ATTEMPTS a group, then ERR_TOO_MANY_REQUESTS, CometChat's rate
// limit answer). Member changes store an `Action` message and reach every member's group
// listeners (the acting tab's too) and the person they concern; ownership transfers and
// deletions have no event in CometChat's JavaScript SDK.

const RANK = { participant: 0, moderator: 1, admin: 2 } as const;
const rankOfScope = (scope: string): number | undefined => (RANK as Record<string, number>)[scope];
export const FAKE_PASSWORD_ATTEMPTS = 5;

type ListenerName = keyof SdkGroupListenerCallbacks;

type GroupOps = Pick<
  CometChatNamespace,
  | 'Group'
  | 'GroupMember'
  | 'GroupListener'
  | 'GroupsRequestBuilder'
  | 'GroupMembersRequestBuilder'
  | 'BannedMembersRequestBuilder'
  | 'UsersRequestBuilder'
  | 'createGroup'
  | 'getGroup'
  | 'joinGroup'
  | 'leaveGroup'
  | 'deleteGroup'
  | 'kickGroupMember'
  | 'banGroupMember'
  | 'unbanGroupMember'
  | 'updateGroupMemberScope'
  | 'transferGroupOwnership'
  | 'addMembersToGroup'
  | 'addGroupListener'
  | 'removeGroupListener'
>;

export function createGroupOps(client: FakeCometChatClient): GroupOps {
  const cloud = client.cloud;
  const wrongPasswords = cloud.wrongGroupPasswords;

  /** The caller's rank in the group (owner above admin); -1 when not a member. */
  const rankOf = (group: CloudGroup, uid: string): number => {
    if (group.owner === uid) return 3;
    const scope = group.members.get(uid);
    return scope === undefined ? -1 : (rankOfScope(scope) ?? 0);
  };

  const groupOf = (guid: unknown): CloudGroup => {
    const group = cloud.groups.get(String(guid ?? '').toLowerCase());
    if (!group) throw sdkError('ERR_GUID_NOT_FOUND', `The GUID ${String(guid)} does not exist.`);
    return group;
  };

  const memberOf = (group: CloudGroup, me: string): void => {
    if (!group.members.has(me)) throw sdkError('ERR_GROUP_NOT_JOINED');
  };

  /** `me` may act on `uid` (a member or banned person of scope `scope`): strictly above them. */
  const actsOn = (group: CloudGroup, me: string, uid: string, scope: string, least: number) => {
    const mine = rankOf(group, me);
    if (mine < least) throw sdkError('ERR_PERMISSION_DENIED');
    const theirs = group.owner === uid ? 3 : (rankOfScope(scope) ?? 0);
    if (uid === me || mine <= theirs) throw sdkError('ERR_PERMISSION_DENIED');
  };

  /** Stores the action message and tells the listeners of every member and of `also`. */
  const announce = (
    group: CloudGroup,
    action: StoredAction,
    name: ListenerName,
    args: (viewer: string, stored: StoredMessage) => unknown[],
    also: readonly string[] = [],
  ): void => {
    const stored = cloud.store(
      action.by,
      group.guid,
      { muid: '', category: 'action', type: 'groupMember', action, metadata: {}, parentId: 0 },
      'group',
    );
    cloud.tellGroup(group.guid, null, also, (target, viewer) =>
      target.emitGroup(name, () => args(viewer, stored)),
    );
  };

  /**
   * The group an event carries: one payload for every receiver, so nothing of the viewer
   * (hasJoined false, no scope) — the adapter must not read its own scope from it.
   */
  const eventGroup = (guid: string, viewer: string) => {
    const group = cloud.groupFor(guid, viewer);
    group.setHasJoined(false);
    group.setScope('');
    return group;
  };

  /** The usual (action, on, by, group) arguments of kicked, banned, unbanned, added. */
  const onByFor =
    (group: CloudGroup, on: string, by: string) => (viewer: string, stored: StoredMessage) => [
      cloud.toSdk(stored, viewer),
      cloud.userFor(on, viewer),
      cloud.userFor(by, viewer),
      eventGroup(group.guid, viewer),
    ];

  return {
    Group: FakeGroup,
    GroupMember: FakeGroupMember,
    GroupListener: FakeGroupListener,
    ...createGroupRequestBuilders(client),

    createGroup: (made) =>
      client.call('createGroup', (me) => {
        if (!(made instanceof FakeGroup)) throw sdkError('INVALID_GROUP', 'Not a Group.');
        const guid = made.getGuid().toLowerCase();
        if (!/^[a-z0-9_-]{1,100}$/.test(guid)) throw sdkError('ERR_INVALID_GUID');
        if (cloud.groups.has(guid)) throw sdkError('ERR_GUID_ALREADY_EXISTS');
        const name = made.getName().trim();
        if (!name) throw sdkError('ERR_EMPTY_GROUP_NAME');
        const type = made.getType() === 'protected' ? 'password' : made.getType();
        if (type !== 'public' && type !== 'password' && type !== 'private') {
          throw sdkError('INVALID_GROUP_TYPE');
        }
        if (type === 'password' && !made.getPassword())
          throw sdkError('ERR_GROUP_PASSWORD_MISSING');
        cloud.groups.set(guid, {
          guid,
          name,
          type,
          password: type === 'password' ? made.getPassword() : '',
          icon: made.getIcon(),
          owner: me,
          createdAt: cloud.now(),
          members: new Map([[me, 'admin']]),
          banned: new Map(),
        });
        return cloud.groupFor(guid, me);
      }),

    getGroup: (guid) =>
      client.call('getGroup', (me) => {
        const group = groupOf(guid);
        // A private group is seen by its members only.
        if (group.type === 'private' && !group.members.has(me))
          throw sdkError('ERR_GUID_NOT_FOUND');
        return cloud.groupFor(group.guid, me);
      }),

    joinGroup: (guid, _type, password) =>
      client.call('joinGroup', (me) => {
        const group = groupOf(guid);
        if (group.members.has(me)) throw sdkError('ERR_ALREADY_JOINED');
        if (group.banned.has(me)) throw sdkError('ERR_BANNED_GROUPMEMBER');
        if (group.type === 'private') throw sdkError('ERR_GUID_NOT_FOUND');
        if (group.type === 'password') {
          const key = `${group.guid}>${me}`;
          const wrong = wrongPasswords.get(key) ?? 0;
          if (wrong >= FAKE_PASSWORD_ATTEMPTS) throw sdkError('ERR_TOO_MANY_REQUESTS');
          if (password !== group.password) {
            wrongPasswords.set(key, wrong + 1);
            throw sdkError('ERR_WRONG_GROUP_PASS');
          }
          wrongPasswords.delete(key);
        }
        group.members.set(me, 'participant');
        announce(
          group,
          { action: 'joined', by: me, on: me },
          'onGroupMemberJoined',
          (viewer, stored) => [
            cloud.toSdk(stored, viewer),
            cloud.userFor(me, viewer),
            eventGroup(group.guid, viewer),
          ],
        );
        return cloud.groupFor(group.guid, me);
      }),

    leaveGroup: (guid) =>
      client.call('leaveGroup', (me) => {
        const group = groupOf(guid);
        memberOf(group, me);
        if (group.owner === me)
          throw sdkError('ERR_PERMISSION_DENIED', 'Transfer ownership first.');
        group.members.delete(me);
        announce(
          group,
          { action: 'left', by: me, on: me },
          'onGroupMemberLeft',
          (viewer, stored) => [
            cloud.toSdk(stored, viewer),
            cloud.userFor(me, viewer),
            eventGroup(group.guid, viewer),
          ],
          [me],
        );
        return true;
      }),

    deleteGroup: (guid) =>
      client.call('deleteGroup', (me) => {
        const group = groupOf(guid);
        if (rankOf(group, me) < RANK.admin) throw sdkError('ERR_PERMISSION_DENIED');
        cloud.groups.delete(group.guid);
        for (let index = cloud.messages.length - 1; index >= 0; index -= 1) {
          const message = cloud.messages[index];
          if (message?.receiverType === 'group' && message.receiverId === group.guid) {
            cloud.messages.splice(index, 1);
          }
        }
        return true;
      }),

    kickGroupMember: (guid, uid) =>
      client.call('kickGroupMember', (me) => {
        const group = groupOf(guid);
        const target = uid.toLowerCase();
        memberOf(group, me);
        const scope = group.members.get(target);
        if (scope === undefined) throw sdkError('ERR_NOT_A_MEMBER');
        actsOn(group, me, target, scope, RANK.moderator);
        group.members.delete(target);
        const action = { action: 'kicked', by: me, on: target };
        announce(group, action, 'onGroupMemberKicked', onByFor(group, target, me), [target]);
        return true;
      }),

    banGroupMember: (guid, uid) =>
      client.call('banGroupMember', (me) => {
        const group = groupOf(guid);
        const target = uid.toLowerCase();
        memberOf(group, me);
        cloud.user(target);
        const scope = group.members.get(target) ?? 'participant';
        actsOn(group, me, target, scope, RANK.moderator);
        group.members.delete(target);
        group.banned.set(target, scope);
        const action = { action: 'banned', by: me, on: target };
        announce(group, action, 'onGroupMemberBanned', onByFor(group, target, me), [target]);
        return true;
      }),

    unbanGroupMember: (guid, uid) =>
      client.call('unbanGroupMember', (me) => {
        const group = groupOf(guid);
        const target = uid.toLowerCase();
        memberOf(group, me);
        const scope = group.banned.get(target);
        if (scope === undefined) throw sdkError('ERR_NOT_BANNED');
        actsOn(group, me, target, scope, RANK.moderator);
        group.banned.delete(target);
        const action = { action: 'unbanned', by: me, on: target };
        announce(group, action, 'onGroupMemberUnbanned', onByFor(group, target, me), [target]);
        return true;
      }),

    updateGroupMemberScope: (guid, uid, scope) =>
      client.call('updateGroupMemberScope', (me) => {
        const group = groupOf(guid);
        const target = uid.toLowerCase();
        memberOf(group, me);
        if (rankOfScope(scope) === undefined) throw sdkError('ERR_INVALID_SCOPE');
        const old = group.members.get(target);
        if (old === undefined) throw sdkError('ERR_NOT_A_MEMBER');
        actsOn(group, me, target, old, RANK.moderator);
        // Nobody gives a scope above their own (a moderator up to moderator).
        if ((rankOfScope(scope) ?? 0) > Math.min(rankOf(group, me), RANK.admin)) {
          throw sdkError('ERR_PERMISSION_DENIED');
        }
        if (old === scope) return true;
        group.members.set(target, scope);
        announce(
          group,
          { action: 'scopeChanged', by: me, on: target, oldScope: old, newScope: scope },
          'onGroupMemberScopeChanged',
          (viewer, stored) => [
            cloud.toSdk(stored, viewer),
            cloud.userFor(target, viewer),
            scope,
            old,
            eventGroup(group.guid, viewer),
          ],
        );
        return true;
      }),

    transferGroupOwnership: (guid, uid) =>
      client.call('transferGroupOwnership', (me) => {
        const group = groupOf(guid);
        const target = uid.toLowerCase();
        if (group.owner !== me) throw sdkError('ERR_PERMISSION_DENIED', 'Only the owner.');
        if (!group.members.has(target) || target === me) throw sdkError('ERR_NOT_A_MEMBER');
        group.owner = target;
        group.members.set(target, 'admin');
        return 'Group ownership transferred successfully.';
      }),

    addMembersToGroup: (guid, members, bannedUids) =>
      client.call('addMembersToGroup', (me) => {
        const group = groupOf(guid);
        if (rankOf(group, me) < RANK.admin) throw sdkError('ERR_PERMISSION_DENIED');
        if (!Array.isArray(members) || members.length + (bannedUids?.length ?? 0) === 0) {
          throw sdkError('ERR_EMPTY_GROUP_MEMBERS');
        }
        const answer: Record<string, unknown> = {};
        for (const member of members) {
          if (!(member instanceof FakeGroupMember)) throw sdkError('INVALID_GROUP_MEMBER');
          const uid = member.getUid().toLowerCase();
          if (!cloud.users.has(uid)) answer[uid] = sdkError('ERR_UID_NOT_FOUND');
          else if (group.members.has(uid)) answer[uid] = sdkError('ERR_ALREADY_JOINED');
          else if (group.banned.has(uid)) answer[uid] = sdkError('ERR_BANNED_GROUPMEMBER');
          else {
            group.members.set(uid, member.getScope() || 'participant');
            answer[uid] = 'success';
            announce(
              group,
              { action: 'added', by: me, on: uid },
              'onMemberAddedToGroup',
              onByFor(group, uid, me),
            );
          }
        }
        return answer;
      }),

    addGroupListener: (id, listener) => client.addListener('group', id, listener),
    removeGroupListener: (id) => client.removeListener('group', id),
  };
}
