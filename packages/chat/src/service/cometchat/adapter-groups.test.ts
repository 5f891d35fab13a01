import { describe, expect, it } from 'vitest';
import { isChatError } from '../port';
import { groupWorld } from './test/group-kit';

// The cometchat adapter's group operations over the scripted CometChat: creation with its own
// guid, joining (password, private, banned), the member and banned pages with the owner told
// by the group's owner field, and Woble's one rule (canAct) checked before CometChat is asked.

async function code(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    if (!isChatError(error)) throw error;
    return error.code;
  }
}

/** Ann owns a public group with Bob, Cy and Dee in it as participants. */
async function groupOfFour() {
  const world = await groupWorld();
  const ann = world.service('ann');
  const group = await ann.createGroup({ name: 'Hikers', type: 'public' });
  await ann.addMembersToGroup(group.guid, ['bob', 'cy', 'dee']);
  return { ...world, ann, guid: group.guid };
}

describe('creating and joining', () => {
  it('makes the creator the owner and only member, under a guid of its own', async () => {
    const { service, cloud } = await groupWorld();
    const group = await service('ann').createGroup({ name: ' Hikers ', type: 'public' });
    expect(group).toMatchObject({
      name: 'Hikers',
      type: 'public',
      owner: 'ann',
      scope: 'admin',
      hasJoined: true,
      membersCount: 1,
    });
    expect(group.guid).toMatch(/^[0-9a-f]{32}$/);
    expect(group.icon).toContain(`/media/avatars/${group.guid}.svg`);
    expect(cloud.groups.get(group.guid)?.owner).toBe('ann');
    const other = await service('ann').createGroup({ name: 'Hikers', type: 'public' });
    expect(other.guid).not.toBe(group.guid);
  });

  it('refuses a blank name or a password group without a password, before CometChat', async () => {
    const { service, sdkCalls } = await groupWorld();
    expect(await code(service('ann').createGroup({ name: '  ', type: 'public' }))).toBe('invalid');
    expect(
      await code(service('ann').createGroup({ name: 'Secret', type: 'password', password: ' ' })),
    ).toBe('invalid');
    expect(sdkCalls('createGroup')).toBe(0);
  });

  it('joins a public group as participant; joining again answers the group', async () => {
    const { service } = await groupWorld();
    const group = await service('ann').createGroup({ name: 'Open', type: 'public' });
    const joined = await service('bob').joinGroup(group.guid);
    expect(joined).toMatchObject({ scope: 'participant', hasJoined: true, membersCount: 2 });
    expect(await service('bob').joinGroup(group.guid)).toMatchObject({ hasJoined: true });
    expect((await service('ann').getGroup(group.guid)).membersCount).toBe(2);
  });

  it('joins a password group with its password only, and limits wrong ones', async () => {
    const { service } = await groupWorld();
    const group = await service('ann').createGroup({
      name: 'Secret',
      type: 'password',
      password: 'open sesame',
    });
    expect(await code(service('bob').joinGroup(group.guid, 'wrong'))).toBe('wrong-password');
    expect(await code(service('bob').joinGroup(group.guid))).toBe('wrong-password');
    expect((await service('bob').joinGroup(group.guid, 'open sesame')).hasJoined).toBe(true);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await code(service('cy').joinGroup(group.guid, 'nope'))).toBe('wrong-password');
    }
    expect(await code(service('cy').joinGroup(group.guid, 'open sesame'))).toBe('rate-limited');
  });

  it('never lets anyone join a private group, nor see it', async () => {
    const { service } = await groupWorld();
    const group = await service('ann').createGroup({ name: 'Inner', type: 'private' });
    expect(await code(service('bob').joinGroup(group.guid))).toBe('not-found');
    expect(await code(service('bob').getGroup(group.guid))).toBe('not-found');
    const listed = await service('bob').groupsRequest().fetchNext();
    expect(listed.map((seen) => seen.guid)).not.toContain(group.guid);
    await service('ann').addMembersToGroup(group.guid, ['bob']);
    expect(await service('bob').getGroup(group.guid)).toMatchObject({
      hasJoined: true,
      scope: 'participant',
    });
  });

  it('lists joined groups and the ones one may join, newest first, by name', async () => {
    const { service } = await groupWorld();
    const first = await service('ann').createGroup({ name: 'Climbers', type: 'public' });
    const second = await service('ann').createGroup({ name: 'Cyclists', type: 'public' });
    const all = await service('bob').groupsRequest().fetchNext();
    expect(all.map((group) => group.guid)).toEqual([second.guid, first.guid]);
    expect(all.every((group) => !group.hasJoined && group.scope === null)).toBe(true);
    expect(await service('bob').groupsRequest({ joinedOnly: true }).fetchNext()).toEqual([]);
    const found = await service('bob').groupsRequest({ search: 'cyc' }).fetchNext();
    expect(found.map((group) => group.name)).toEqual(['Cyclists']);
  });
});

describe('members', () => {
  it('are paged (10 by default), the owner shown as admin by the owner field', async () => {
    const people = Array.from({ length: 13 }, (_, index) => ({
      uid: `p${String(index).padStart(2, '0')}`,
      name: `Person ${index}`,
    }));
    const world = await groupWorld(people);
    const owner = world.service('p00');
    const group = await owner.createGroup({ name: 'Big', type: 'public' });
    await owner.addMembersToGroup(
      group.guid,
      people.slice(1).map((person) => person.uid),
    );
    const request = world.service('p05').groupMembersRequest({ guid: group.guid });
    const first = await request.fetchNext();
    const second = await request.fetchNext();
    expect(first).toHaveLength(10);
    expect(second).toHaveLength(3);
    expect(await request.fetchNext()).toEqual([]);
    const all = [...first, ...second];
    expect(new Set(all.map((member) => member.uid)).size).toBe(13);
    expect(all.find((member) => member.uid === 'p00')?.scope).toBe('admin');
    expect(all.filter((member) => member.scope === 'participant')).toHaveLength(12);
    const searched = await world
      .service('p05')
      .groupMembersRequest({ guid: group.guid, search: 'Person 12' })
      .fetchNext();
    expect(searched.map((member) => member.uid)).toEqual(['p12']);
  });

  it('add as participants and answer each uid', async () => {
    const { ann, guid, service, product } = await groupOfFour();
    await service('ann').banGroupMember(guid, 'dee');
    product.addWobler({ uid: 'eve', name: 'Eve' });
    product.addWobler({ uid: 'fay', name: 'Fay' });
    product.block('fay', 'ann');
    const results = await ann.addMembersToGroup(guid, ['bob', 'dee', 'eve', 'fay', 'nobody']);
    expect(results).toEqual({
      bob: 'already-member',
      dee: 'banned',
      eve: 'added',
      fay: 'blocked',
      nobody: 'not-found',
    });
    expect((await ann.getGroup(guid)).membersCount).toBe(4);
  });

  it('ban keeps the scope one had on the banned list, which only moderators and admins see', async () => {
    const { ann, guid, service } = await groupOfFour();
    await ann.updateGroupMemberScope(guid, 'cy', 'moderator');
    await ann.banGroupMember(guid, 'cy');
    expect(await ann.bannedMembersRequest({ guid }).fetchNext()).toMatchObject([
      { uid: 'cy', name: 'Cy', scope: 'moderator' },
    ]);
    expect(await code(service('bob').bannedMembersRequest({ guid }).fetchNext())).toBe(
      'not-allowed',
    );
    // Banned: out of the group, cannot join again nor read it, until unbanned.
    expect(await code(service('cy').joinGroup(guid))).toBe('not-allowed');
    expect(
      await code(
        service('cy').messagesRequest({ uid: guid, receiverType: 'group' }).fetchPrevious(),
      ),
    ).toBe('not-allowed');
    await ann.unbanGroupMember(guid, 'cy');
    expect(await ann.bannedMembersRequest({ guid }).fetchNext()).toEqual([]);
    expect(await service('cy').joinGroup(guid)).toMatchObject({ scope: 'participant' });
  });
});

describe('Woble’s rule, checked before CometChat is asked', () => {
  it("leaves a Bubble's chat to its Bubble: no member changes, not even by the owner", async () => {
    const { ann, guid, service, sdkCalls, cloud } = await groupOfFour();
    // As our server's REST call makes a Bubble's chat (modules/cometchat/groups.ts).
    const stored = cloud.groups.get(guid);
    if (!stored) throw new Error('no group');
    stored.metadata = { bubbleId: 'b-hikers' };
    expect(await ann.getGroup(guid)).toMatchObject({ bubbleId: 'b-hikers', owner: 'ann' });
    expect(await code(ann.kickGroupMember(guid, 'bob'))).toBe('not-allowed');
    expect(await code(ann.banGroupMember(guid, 'bob'))).toBe('not-allowed');
    expect(await code(ann.updateGroupMemberScope(guid, 'bob', 'moderator'))).toBe('not-allowed');
    expect(await code(ann.addMembersToGroup(guid, ['eve']))).toBe('not-allowed');
    expect(await code(ann.transferGroupOwnership(guid, 'bob'))).toBe('not-allowed');
    expect(await code(service('bob').leaveGroup(guid))).toBe('not-allowed');
    expect(sdkCalls('kickGroupMember') + sdkCalls('banGroupMember')).toBe(0);
    expect(sdkCalls('updateGroupMemberScope') + sdkCalls('leaveGroup')).toBe(0);
    expect(cloud.groups.get(guid)?.members.size).toBe(4);
  });

  it('a participant acts on nobody', async () => {
    const { guid, service, sdkCalls } = await groupOfFour();
    const bob = service('bob');
    const lookups = sdkCalls('fetchNextGroupMembers');
    expect(await code(bob.kickGroupMember(guid, 'cy'))).toBe('not-allowed');
    // Refused before anything of Cy is read.
    expect(sdkCalls('fetchNextGroupMembers')).toBe(lookups);
    expect(await code(bob.banGroupMember(guid, 'cy'))).toBe('not-allowed');
    expect(await code(bob.updateGroupMemberScope(guid, 'cy', 'moderator'))).toBe('not-allowed');
    expect(await code(bob.addMembersToGroup(guid, ['ann']))).toBe('not-allowed');
    expect(await code(bob.deleteGroup(guid))).toBe('not-allowed');
    expect(sdkCalls('kickGroupMember') + sdkCalls('banGroupMember')).toBe(0);
    expect(sdkCalls('updateGroupMemberScope') + sdkCalls('deleteGroup')).toBe(0);
  });

  it('a moderator kicks and bans participants but changes no scope (CometChat would let them)', async () => {
    const { ann, guid, service, sdkCalls, cloud } = await groupOfFour();
    await ann.updateGroupMemberScope(guid, 'bob', 'moderator');
    const bob = service('bob');
    expect(await code(bob.updateGroupMemberScope(guid, 'cy', 'moderator'))).toBe('not-allowed');
    expect(sdkCalls('updateGroupMemberScope')).toBe(1);
    expect(await code(bob.kickGroupMember(guid, 'ann'))).toBe('not-allowed');
    await bob.kickGroupMember(guid, 'cy');
    expect(cloud.groups.get(guid)?.members.has('cy')).toBe(false);
    expect(await code(bob.kickGroupMember(guid, 'cy'))).toBe('not-found');
  });

  it('an admin who is not the owner does not act on other admins; the owner does', async () => {
    const { ann, guid, service } = await groupOfFour();
    await ann.updateGroupMemberScope(guid, 'bob', 'admin');
    await ann.updateGroupMemberScope(guid, 'cy', 'admin');
    expect(await code(service('bob').banGroupMember(guid, 'cy'))).toBe('not-allowed');
    expect(await code(service('bob').updateGroupMemberScope(guid, 'cy', 'participant'))).toBe(
      'not-allowed',
    );
    expect(await code(service('bob').kickGroupMember(guid, 'ann'))).toBe('not-allowed');
    await service('bob').updateGroupMemberScope(guid, 'dee', 'moderator');
    await ann.updateGroupMemberScope(guid, 'cy', 'participant');
    const members = await ann.groupMembersRequest({ guid }).fetchNext();
    expect(Object.fromEntries(members.map((member) => [member.uid, member.scope]))).toEqual({
      ann: 'admin',
      bob: 'admin',
      cy: 'participant',
      dee: 'moderator',
    });
  });

  it('the owner cannot leave before handing the group over; then stays an admin and may', async () => {
    const { ann, guid, service } = await groupOfFour();
    expect(await code(ann.leaveGroup(guid))).toBe('not-allowed');
    expect(await code(service('bob').transferGroupOwnership(guid, 'cy'))).toBe('not-allowed');
    await ann.transferGroupOwnership(guid, 'bob');
    const seen = await service('bob').getGroup(guid);
    expect(seen).toMatchObject({ owner: 'bob', scope: 'admin', hasJoined: true });
    const members = await service('bob').groupMembersRequest({ guid }).fetchNext();
    expect(members.find((member) => member.uid === 'ann')?.scope).toBe('admin');
    expect(await code(service('bob').leaveGroup(guid))).toBe('not-allowed');
    await ann.leaveGroup(guid);
    expect(await ann.getGroup(guid)).toMatchObject({ hasJoined: false, scope: null });
    expect((await service('bob').getGroup(guid)).membersCount).toBe(3);
  });

  it('admins delete the group with its messages', async () => {
    const { ann, guid, service, cloud } = await groupOfFour();
    await service('bob').sendMessage({
      receiverId: guid,
      receiverType: 'group',
      muid: 'bob-1',
      text: 'hello',
    });
    expect(await code(service('bob').deleteGroup(guid))).toBe('not-allowed');
    await ann.deleteGroup(guid);
    expect(cloud.groups.has(guid)).toBe(false);
    expect(await code(service('bob').getGroup(guid))).toBe('not-found');
    expect(cloud.messages.filter((message) => message.receiverId === guid)).toEqual([]);
  });
});

describe('users to add or write to', () => {
  it('are paged by name without anyone blocked either way; friends only on request', async () => {
    const { service, product, cloud } = await groupWorld();
    product.block('dee', 'ann');
    cloud.friends.add('ann>cy');
    const request = service('ann').usersRequest({ limit: 30 });
    expect((await request.fetchNext()).map((user) => user.uid)).toEqual(['bob', 'cy']);
    expect(await request.fetchNext()).toEqual([]);
    const friends = await service('ann').usersRequest({ friendsOnly: true }).fetchNext();
    expect(friends.map((user) => user.uid)).toEqual(['cy']);
    const searched = await service('ann').usersRequest({ search: 'bo' }).fetchNext();
    expect(searched.map((user) => user.uid)).toEqual(['bob']);
    // A page of only people who blocked the caller is not taken for the end.
    const paged = service('ann').usersRequest({ limit: 1 });
    const seen = [];
    for (let page = await paged.fetchNext(); page.length; page = await paged.fetchNext()) {
      seen.push(...page.map((user) => user.uid));
    }
    product.block('bob', 'ann');
    const afterBlock = service('ann').usersRequest({ limit: 1 });
    expect(seen).toEqual(['bob', 'cy']);
    expect((await afterBlock.fetchNext()).map((user) => user.uid)).toEqual(['cy']);
  });
});
