import { describe, expect, it, vi } from 'vitest';
import { ChatError, conversationWithId } from '../service/port';
import {
  createChatSetup,
  createWorld,
  EMIL,
  JONAS,
  ME,
  METTE,
  SOFIE,
  seedConversations,
} from '../test/chat-fixtures';
import { flush, order } from '../test/chat-store-helpers';

// The chat store's groups (spec chat sections 4 to 8) on the memory chat world: the list, the
// open group, its live membership changes, typing, unread counts and the member actions.

const GUID = 'gstrik';

async function groupSetup() {
  const world = createWorld();
  seedConversations(world);
  world.groups.seed({
    guid: GUID,
    name: 'Strikkeklubben',
    owner: METTE.uid,
    members: { [ME.uid]: 'participant', [JONAS.uid]: 'moderator', [SOFIE.uid]: 'participant' },
  });
  const told: string[] = [];
  const setup = createChatSetup(world, {
    notify: { error: (text) => told.push(text), success: (text) => told.push(text) },
  });
  await setup.store.getState().openPage();
  const mette = world.serviceFor(METTE.uid);
  const jonas = world.serviceFor(JONAS.uid);
  await mette.login();
  await jonas.login();
  return { ...setup, told, mette, jonas };
}

const groupItem = (setup: Awaited<ReturnType<typeof groupSetup>>) =>
  setup.store.getState().list.items.find((each) => conversationWithId(each) === GUID);

describe('group conversations in the list and on screen', () => {
  it('lists the group, opens it by its guid and sends to the group', async () => {
    const setup = await groupSetup();
    expect(order(setup)).toContain(GUID);
    await setup.store.getState().openConversation(GUID);
    const open = setup.store.getState().open;
    expect(open).toMatchObject({ receiverType: 'group', uid: GUID });
    expect(open?.group?.membersCount).toBe(4);
    expect(open?.user.name).toBe('Strikkeklubben');
    await setup.store.getState().sendText('Hej alle');
    const stored = setup.world.messages.at(-1);
    expect(stored).toMatchObject({ receiverType: 'group', receiverId: GUID, text: 'Hej alle' });
    expect(setup.store.getState().open?.messages.at(-1)?.id).toBe(stored?.id);
    expect(order(setup)[0]).toBe(GUID);
    // One-to-one still opens as before.
    await setup.store.getState().openConversation(METTE.uid);
    expect(setup.store.getState().open).toMatchObject({ receiverType: 'user', group: null });
  });

  it('counts a group’s messages unread until it is opened; action messages never', async () => {
    const setup = await groupSetup();
    await setup.store.getState().openConversation(METTE.uid);
    const before = setup.store.getState().unread[GUID] ?? 0;
    await setup.jonas.sendMessage({
      receiverId: GUID,
      receiverType: 'group',
      muid: 'j1',
      text: 'Hej!',
    });
    await setup.mette.addMembersToGroup(GUID, [EMIL.uid]);
    await flush();
    expect(setup.store.getState().unread[GUID]).toBe(before + 1);
    expect(order(setup)[0]).toBe(GUID);
    await setup.store.getState().openConversation(GUID);
    expect(setup.store.getState().unread[GUID]).toBe(0);
  });

  it('shows "{name} is typing" per group, not as a one-to-one typing', async () => {
    const setup = await groupSetup();
    setup.jonas.startTyping({ receiverId: GUID, receiverType: 'group' });
    await flush();
    expect(setup.store.getState().groupTyping[GUID]).toBe(JONAS.name);
    expect(setup.store.getState().typing[JONAS.uid]).toBeUndefined();
    setup.jonas.endTyping({ receiverId: GUID, receiverType: 'group' });
    await flush();
    expect(setup.store.getState().groupTyping[GUID]).toBeUndefined();
    setup.jonas.startTyping({ receiverId: GUID, receiverType: 'group' });
    await setup.jonas.sendMessage({
      receiverId: GUID,
      receiverType: 'group',
      muid: 'j',
      text: 'x',
    });
    await flush();
    // Their message ends it.
    expect(setup.store.getState().groupTyping[GUID]).toBeUndefined();
  });
});

describe('live membership changes (spec chat section 4)', () => {
  it('counts members +1 and −1 and appends the action message to the open group', async () => {
    const setup = await groupSetup();
    await setup.store.getState().openConversation(GUID);
    const count = () => setup.store.getState().open?.group?.membersCount;
    expect(count()).toBe(4);
    await setup.mette.addMembersToGroup(GUID, [EMIL.uid]);
    await flush();
    expect(count()).toBe(5);
    const last = setup.store.getState().open?.messages.at(-1);
    expect(last).toMatchObject({ category: 'action' });
    expect(last?.data.customData).toMatchObject({ action: 'added', on: { uid: EMIL.uid } });
    await setup.jonas.leaveGroup(GUID);
    await flush();
    expect(count()).toBe(4);
    const item = groupItem(setup);
    expect(item?.conversationType === 'group' && item.conversationWith.membersCount).toBe(4);
  });

  it('ignores another group’s events in the open group', async () => {
    const setup = await groupSetup();
    setup.world.groups.seed({
      guid: 'gloeb',
      name: 'Løbeklubben',
      owner: METTE.uid,
      members: { [ME.uid]: 'participant' },
    });
    await setup.store.getState().openConversation(GUID);
    await flush();
    const before = setup.store.getState().open;
    await setup.mette.addMembersToGroup('gloeb', [EMIL.uid]);
    await flush();
    const after = setup.store.getState().open;
    expect(after?.group).toEqual(before?.group);
    expect(after?.messages).toEqual(before?.messages);
  });

  it('updates my scope when it changes', async () => {
    const setup = await groupSetup();
    await setup.store.getState().openConversation(GUID);
    await setup.mette.updateGroupMemberScope(GUID, ME.uid, 'moderator');
    await flush();
    expect(setup.store.getState().open?.group?.scope).toBe('moderator');
    expect(groupItem(setup)?.conversationWith).toMatchObject({ scope: 'moderator' });
  });

  it.each(['kick', 'ban'] as const)(
    'removes and closes the group when I am a %s target',
    async (how) => {
      const setup = await groupSetup();
      await setup.store.getState().openConversation(GUID);
      if (how === 'kick') await setup.mette.kickGroupMember(GUID, ME.uid);
      else await setup.mette.banGroupMember(GUID, ME.uid);
      await flush();
      expect(setup.store.getState().open).toBeNull();
      expect(order(setup)).not.toContain(GUID);
    },
  );

  it('removes and closes a deleted group', async () => {
    const setup = await groupSetup();
    await setup.store.getState().openConversation(GUID);
    await setup.mette.deleteGroup(GUID);
    await flush();
    expect(setup.store.getState().open).toBeNull();
    expect(order(setup)).not.toContain(GUID);
  });

  it('brings a group I was added to into the list', async () => {
    const setup = await groupSetup();
    setup.world.groups.seed({
      guid: 'gloeb',
      name: 'Løbeklubben',
      type: 'private',
      owner: JONAS.uid,
    });
    await setup.jonas.addMembersToGroup('gloeb', [ME.uid]);
    await flush();
    expect(order(setup)[0]).toBe('gloeb');
  });
});

describe('group actions', () => {
  it('creates a group and opens it as its owner', async () => {
    const setup = await groupSetup();
    const group = await setup.store.getState().createGroup({ name: 'Bogklub', type: 'public' });
    expect(group?.owner).toBe(ME.uid);
    expect(setup.store.getState().open?.group?.guid).toBe(group?.guid);
    expect(order(setup)[0]).toBe(group?.guid);
  });

  it('applies my own kick at once: the count, and its action message in the open group', async () => {
    const setup = await groupSetup();
    await setup.mette.updateGroupMemberScope(GUID, ME.uid, 'admin');
    await setup.store.getState().openConversation(GUID);
    await flush();
    expect(await setup.store.getState().kickMember(GUID, SOFIE.uid)).toBe(true);
    await flush();
    const open = setup.store.getState().open;
    expect(open?.group?.membersCount).toBe(3);
    expect(open?.messages.at(-1)?.data.customData).toMatchObject({
      action: 'kicked',
      on: { uid: SOFIE.uid },
    });
    expect(setup.store.getState().groupChanges.entries.at(-1)?.change).toMatchObject({
      action: 'kicked',
    });
  });

  it('leaving sets hasJoined false and closes the group', async () => {
    const setup = await groupSetup();
    await setup.store.getState().openConversation(GUID);
    expect(await setup.store.getState().leaveGroup(GUID)).toBe(true);
    expect(setup.store.getState().open).toBeNull();
    expect(order(setup)).not.toContain(GUID);
    expect((await setup.service.getGroup(GUID)).hasJoined).toBe(false);
  });

  it('joins a password group only with its password, telling the refusal', async () => {
    const setup = await groupSetup();
    setup.world.groups.seed({
      guid: 'gpw',
      name: 'Hemmelig',
      type: 'password',
      password: 'hemmelig',
      owner: JONAS.uid,
    });
    expect(await setup.store.getState().joinGroup('gpw', 'forkert')).toEqual(expect.any(String));
    expect(setup.store.getState().open?.uid).not.toBe('gpw');
    expect(await setup.store.getState().joinGroup('gpw', 'hemmelig')).toBeNull();
    expect(setup.store.getState().open?.uid).toBe('gpw');
  });

  it('only logs a failed ban, kick or leave (spec section 8)', async () => {
    const setup = await groupSetup();
    const { store } = setup;
    // A participant may not kick or ban: the service refuses, the store logs it, tells nobody.
    expect(await store.getState().kickMember(GUID, SOFIE.uid)).toBe(false);
    expect(await store.getState().banMember(GUID, SOFIE.uid)).toBe(false);
    expect(setup.world.groups.get(GUID).members.has(SOFIE.uid)).toBe(true);
    vi.spyOn(setup.service, 'leaveGroup').mockRejectedValueOnce(new ChatError('network'));
    expect(await store.getState().leaveGroup(GUID)).toBe(false);
    expect(setup.logs.map((entry) => entry.message)).toEqual(
      expect.arrayContaining([
        'member could not be kicked',
        'member could not be banned',
        'group could not be left',
      ]),
    );
    expect(setup.told).toEqual([]);
    expect(order(setup)).toContain(GUID);
  });
});
