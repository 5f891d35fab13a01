import { describe, expect, it } from 'vitest';
import { conversationWithId, type MessageListener } from '../service/port';
import {
  createChatSetup,
  createWorld,
  JONAS,
  ME,
  METTE,
  seedConversations,
  SOFIE,
} from '../test/chat-fixtures';
import { flush, order } from '../test/chat-store-helpers';
import { personAsUser, withGroups } from '../test/group-fake';

// The chat store's groups (spec chat sections 4 to 8): the list, the open group, its live
// membership changes, typing, unread counts and the member actions.

const me = personAsUser(ME);
const mette = personAsUser(METTE);
const jonas = personAsUser(JONAS);
const sofie = personAsUser(SOFIE);

async function groupSetup() {
  const world = createWorld();
  seedConversations(world);
  const told: string[] = [];
  const setup = createChatSetup(world, {
    notify: { error: (text) => told.push(text), success: (text) => told.push(text) },
  });
  const fake = withGroups(setup.service, me);
  // The store's message listener, to hand it typing indicators as the socket would.
  const messageListeners: MessageListener[] = [];
  const addMessageListener = setup.service.addMessageListener.bind(setup.service);
  setup.service.addMessageListener = (listener) => {
    messageListeners.push(listener);
    return addMessageListener(listener);
  };
  fake.seedGroup({ guid: 'gstrik', name: 'Strikkeklubben', type: 'public', owner: mette }, [
    [me, 'participant'],
    [jonas, 'moderator'],
  ]);
  await setup.store.getState().openPage();
  // The group comes into the list as its conversation: through the listener of an addition.
  fake.emit('added', 'gstrik', mette, sofie);
  return { ...setup, fake, told, messageListeners };
}

describe('group conversations in the list and on screen', () => {
  it('opens a group: its messages are the group’s, sends go to the guid', async () => {
    const setup = await groupSetup();
    const group = await setup.service.getGroup('gstrik');
    await setup.store.getState().openGroup(group);
    const open = setup.store.getState().open;
    expect(open?.receiverType).toBe('group');
    expect(open?.group?.membersCount).toBe(4);
    expect(open?.user.name).toBe('Strikkeklubben');
    expect(order(setup)[0]).toBe('gstrik');
    await setup.store.getState().sendText('Hej alle');
    const stored = setup.fake.groups.get('gstrik')?.messages.at(-1);
    expect(stored).toMatchObject({ receiverType: 'group', receiverId: 'gstrik', text: 'Hej alle' });
    expect(setup.store.getState().open?.messages.at(-1)?.text).toBe('Hej alle');
    // One-to-one still opens as before.
    await setup.store.getState().openConversation(METTE.uid);
    expect(setup.store.getState().open).toMatchObject({ receiverType: 'user', group: null });
  });

  it('counts a group’s messages unread until it is opened; action messages never', async () => {
    const setup = await groupSetup();
    await setup.store.getState().openConversation(METTE.uid);
    const unreadBefore = setup.store.getState().unread.gstrik ?? 0;
    setup.store.getState().receive(setup.fake.groupMessage('gstrik', jonas, 'Hej!'));
    setup.fake.emit('added', 'gstrik', mette, personAsUser({ uid: 'emil', name: 'Emil' }));
    expect(setup.store.getState().unread.gstrik).toBe(unreadBefore + 1);
    expect(order(setup)[0]).toBe('gstrik');
    await setup.store.getState().openConversation('gstrik');
    expect(setup.store.getState().unread.gstrik).toBe(0);
  });

  it('shows "{name} is typing" per group, not as a one-to-one typing', async () => {
    const setup = await groupSetup();
    const typing = (started: boolean) => {
      for (const listener of setup.messageListeners) {
        const indicator = { receiverType: 'group', receiverId: 'gstrik', sender: jonas } as const;
        if (started) listener.onTypingStarted?.(indicator);
        else listener.onTypingEnded?.(indicator);
      }
    };
    typing(true);
    expect(setup.store.getState().groupTyping.gstrik).toBe(JONAS.name);
    expect(setup.store.getState().typing[JONAS.uid]).toBeUndefined();
    typing(false);
    expect(setup.store.getState().groupTyping.gstrik).toBeUndefined();
    typing(true);
    // Their message ends it.
    setup.store.getState().receive(setup.fake.groupMessage('gstrik', jonas, 'Hej'));
    expect(setup.store.getState().groupTyping.gstrik).toBeUndefined();
  });
});

describe('live membership changes (spec chat section 4)', () => {
  it('counts members +1 and −1 and appends the action message to the open group', async () => {
    const setup = await groupSetup();
    await setup.store.getState().openConversation('gstrik');
    await flush();
    const count = () => setup.store.getState().open?.group?.membersCount;
    expect(count()).toBe(4);
    const change = setup.fake.emit(
      'added',
      'gstrik',
      mette,
      personAsUser({ uid: 'emil', name: 'Emil' }),
    );
    expect(count()).toBe(5);
    expect(setup.store.getState().open?.messages.at(-1)?.id).toBe(change.message?.id);
    setup.fake.emit('left', 'gstrik', jonas, jonas);
    expect(count()).toBe(4);
    const item = setup.store
      .getState()
      .list.items.find((each) => conversationWithId(each) === 'gstrik');
    expect(item?.conversationType === 'group' && item.conversationWith.membersCount).toBe(4);
  });

  it('applies a change that arrives twice (group and user topic) once', async () => {
    const setup = await groupSetup();
    await setup.store.getState().openConversation('gstrik');
    await flush();
    const change = setup.fake.emit(
      'added',
      'gstrik',
      mette,
      personAsUser({ uid: 'emil', name: 'Emil' }),
    );
    const shown = setup.store.getState().open?.messages.length;
    setup.store.getState().receive(change.message ?? setup.fake.groupMessage('gstrik', me, ''));
    expect(setup.store.getState().open?.messages.length).toBe(shown);
  });

  it('ignores another group’s events in the open group', async () => {
    const setup = await groupSetup();
    setup.fake.seedGroup({ guid: 'gloeb', name: 'Løbeklubben', type: 'public', owner: jonas }, [
      [me, 'participant'],
    ]);
    await setup.store.getState().openConversation('gstrik');
    await flush();
    const before = setup.store.getState().open;
    setup.fake.emit('added', 'gloeb', jonas, mette);
    const after = setup.store.getState().open;
    expect(after?.group).toEqual(before?.group);
    expect(after?.messages).toEqual(before?.messages);
  });

  it('updates my scope when it changes', async () => {
    const setup = await groupSetup();
    await setup.store.getState().openConversation('gstrik');
    setup.fake.emit('scope', 'gstrik', mette, me, 'moderator');
    expect(setup.store.getState().open?.group?.scope).toBe('moderator');
  });

  it.each(['kicked', 'banned'] as const)(
    'removes and closes the group when I am %s',
    async (action) => {
      const setup = await groupSetup();
      await setup.store.getState().openConversation('gstrik');
      setup.fake.emit(action, 'gstrik', mette, me);
      expect(setup.store.getState().open).toBeNull();
      expect(order(setup)).not.toContain('gstrik');
    },
  );

  it('removes and closes a deleted group', async () => {
    const setup = await groupSetup();
    await setup.store.getState().openConversation('gstrik');
    setup.fake.emit('deleted', 'gstrik', mette, null);
    expect(setup.store.getState().open).toBeNull();
    expect(order(setup)).not.toContain('gstrik');
  });

  it('brings a group I was added to into the list', async () => {
    const setup = await groupSetup();
    setup.fake.seedGroup({ guid: 'gloeb', name: 'Løbeklubben', type: 'private', owner: jonas });
    setup.fake.emit('added', 'gloeb', jonas, me);
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

  it('leaving sets hasJoined false and closes the group', async () => {
    const setup = await groupSetup();
    await setup.store.getState().openConversation('gstrik');
    expect(await setup.store.getState().leaveGroup('gstrik')).toBe(true);
    expect(setup.store.getState().open).toBeNull();
    expect(order(setup)).not.toContain('gstrik');
    expect((await setup.service.getGroup('gstrik')).hasJoined).toBe(false);
  });

  it('joins a password group only with its password, telling the refusal', async () => {
    const setup = await groupSetup();
    setup.fake.seedGroup({ guid: 'gpw', name: 'Hemmelig', type: 'password', owner: jonas });
    expect(await setup.store.getState().joinGroup('gpw', 'forkert')).toBe('Forkert adgangskode.');
    expect(setup.store.getState().open?.uid).not.toBe('gpw');
    expect(await setup.store.getState().joinGroup('gpw', 'hemmelig')).toBeNull();
    expect(setup.store.getState().open?.uid).toBe('gpw');
  });

  it('only logs a failed ban, kick, scope change, unban, leave or delete (spec section 8)', async () => {
    const setup = await groupSetup();
    const { store } = setup;
    // A participant may not kick or ban: the service refuses, the store logs it, tells nobody.
    expect(await store.getState().kickMember('gstrik', JONAS.uid)).toBe(false);
    expect(await store.getState().banMember('gstrik', JONAS.uid)).toBe(false);
    expect(setup.fake.groups.get('gstrik')?.members.some((m) => m.uid === JONAS.uid)).toBe(true);
    setup.fake.failNext('leaveGroup');
    expect(await store.getState().leaveGroup('gstrik')).toBe(false);
    expect(setup.logs.map((entry) => entry.message)).toEqual(
      expect.arrayContaining([
        'member could not be kicked',
        'member could not be banned',
        'group could not be left',
      ]),
    );
    expect(setup.told).toEqual([]);
    expect(order(setup)).toContain('gstrik');
  });
});
