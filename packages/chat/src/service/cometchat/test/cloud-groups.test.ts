import { describe, expect, it, vi } from 'vitest';
import type { SdkGroup, SdkMessage, SdkUser } from '../sdk';
import { FakeCometChatCloud } from './cloud';

// The fake's groups, called as the SDK is (no adapter in between): CometChat's own rules,
// which are not Woble's (the adapter adds canAct on top), and its GroupListener's arguments.

const APP = 'app-1';

async function signedIn(cloud: FakeCometChatCloud, uid: string) {
  const client = cloud.connect();
  const { CometChat } = client.sdk;
  const settings = new CometChat.AppSettingsBuilder().setRegion('eu').build();
  await CometChat.init(APP, settings);
  await CometChat.login(cloud.createAuthToken(uid));
  return CometChat;
}

async function setup() {
  const cloud = new FakeCometChatCloud({ appId: APP, region: 'eu' });
  for (const uid of ['ann', 'bob', 'cy', 'dee']) cloud.createUser({ uid, name: uid.toUpperCase() });
  const ann = await signedIn(cloud, 'ann');
  const bob = await signedIn(cloud, 'bob');
  const cy = await signedIn(cloud, 'cy');
  await ann.createGroup(new ann.Group('g1', 'Hikers', 'public'));
  await ann.addMembersToGroup(
    'g1',
    ['bob', 'cy', 'dee'].map((uid) => new ann.GroupMember(uid, 'participant')),
    [],
  );
  return { cloud, ann, bob, cy };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  );

describe('the fake’s groups', () => {
  it('let a moderator change a participant’s scope up to moderator (CometChat’s rule, looser than Woble’s)', async () => {
    const { ann, bob, cloud } = await setup();
    await ann.updateGroupMemberScope('g1', 'bob', 'moderator');
    await bob.updateGroupMemberScope('g1', 'cy', 'moderator');
    expect(cloud.groups.get('g1')?.members.get('cy')).toBe('moderator');
    expect(await codeOf(bob.updateGroupMemberScope('g1', 'dee', 'admin'))).toBe(
      'ERR_PERMISSION_DENIED',
    );
    expect(await codeOf(bob.kickGroupMember('g1', 'cy'))).toBe('ERR_PERMISSION_DENIED');
    expect(await codeOf(bob.kickGroupMember('g1', 'ann'))).toBe('ERR_PERMISSION_DENIED');
  });

  it('keep the owner in: no leaving before a transfer, nobody acts on them', async () => {
    const { ann, bob, cloud } = await setup();
    expect(await codeOf(ann.leaveGroup('g1'))).toBe('ERR_PERMISSION_DENIED');
    await ann.updateGroupMemberScope('g1', 'bob', 'admin');
    expect(await codeOf(bob.banGroupMember('g1', 'ann'))).toBe('ERR_PERMISSION_DENIED');
    expect(await codeOf(bob.transferGroupOwnership('g1', 'bob'))).toBe('ERR_PERMISSION_DENIED');
    await ann.transferGroupOwnership('g1', 'bob');
    expect(cloud.groups.get('g1')).toMatchObject({ owner: 'bob' });
    expect(cloud.groups.get('g1')?.members.get('ann')).toBe('admin');
    expect(await codeOf(ann.leaveGroup('g1'))).toBe('resolved');
  });

  it('answer addMembersToGroup per uid and keep banned people out', async () => {
    const { ann } = await setup();
    await ann.banGroupMember('g1', 'dee');
    const answer = (await ann.addMembersToGroup(
      'g1',
      ['bob', 'dee', 'zed'].map((uid) => new ann.GroupMember(uid)),
      [],
    )) as Record<string, { code?: string } | string>;
    expect(answer.bob).toMatchObject({ code: 'ERR_ALREADY_JOINED' });
    expect(answer.dee).toMatchObject({ code: 'ERR_BANNED_GROUPMEMBER' });
    expect(answer.zed).toMatchObject({ code: 'ERR_UID_NOT_FOUND' });
  });

  it('call the GroupListener with the SDK’s arguments: (action, kicked, by, group)', async () => {
    const { ann, bob } = await setup();
    const heard: unknown[][] = [];
    bob.addGroupListener(
      'test',
      new bob.GroupListener({
        onGroupMemberKicked: (...args: unknown[]) => heard.push(args),
        onGroupMemberScopeChanged: (...args: unknown[]) => heard.push(args),
      }),
    );
    await ann.updateGroupMemberScope('g1', 'cy', 'moderator');
    await ann.kickGroupMember('g1', 'cy');
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    const [scope, kick] = heard as [unknown[], unknown[]];
    const [scopeAction, changed, newScope, oldScope, changedIn] = scope as [
      SdkMessage,
      SdkUser,
      string,
      string,
      SdkGroup,
    ];
    expect([scopeAction.getAction?.(), changed.getUid(), newScope, oldScope]).toEqual([
      'scopeChanged',
      'cy',
      'moderator',
      'participant',
    ]);
    expect(changedIn.getGuid()).toBe('g1');
    const [action, kicked, by, from] = kick as [SdkMessage, SdkUser, SdkUser, SdkGroup];
    expect([action.getCategory(), action.getType(), action.getAction?.()]).toEqual([
      'action',
      'groupMember',
      'kicked',
    ]);
    expect([kicked.getUid(), by.getUid(), from.getGuid(), from.getMembersCount()]).toEqual([
      'cy',
      'ann',
      'g1',
      3,
    ]);
  });

  it('need the password of a password group, and stop guessing after five', async () => {
    const { ann, cy } = await setup();
    await ann.createGroup(new ann.Group('g2', 'Secret', 'password', 'pw'));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await codeOf(cy.joinGroup('g2', 'password', 'guess'))).toBe('ERR_WRONG_GROUP_PASS');
    }
    expect(await codeOf(cy.joinGroup('g2', 'password', 'pw'))).toBe('ERR_TOO_MANY_REQUESTS');
    await ann.createGroup(new ann.Group('g3', 'Inner', 'private'));
    expect(await codeOf(cy.joinGroup('g3', 'private'))).toBe('ERR_GUID_NOT_FOUND');
  });
});
