import { describe, expect, it } from 'vitest';
import {
  connect,
  createChatSetup,
  createWorld,
  EMIL,
  JONAS,
  ME,
  METTE,
  SOFIE,
  seedConversations,
} from '../test/chat-fixtures';
import { flush, openPage, order } from '../test/chat-store-helpers';
import { unreadTotal } from './chat-store';

// The chat store's conversation list: order, unread counts, paging, blocks and deletions.

describe('the conversation list', () => {
  it('loads latest first and opens the first conversation', async () => {
    const setup = await openPage();
    expect(order(setup)).toEqual([METTE.uid, JONAS.uid, SOFIE.uid]);
    expect(setup.store.getState().open?.uid).toBe(METTE.uid);
    expect(setup.store.getState().open?.origin).toBe('auto');
  });

  it('opens the stored selectedWobler once and removes the entry', async () => {
    const world = createWorld();
    seedConversations(world);
    const setup = createChatSetup(world, { selected: { id: EMIL.uid, name: EMIL.name } });
    await setup.store.getState().openPage();
    expect(setup.store.getState().open?.uid).toBe(EMIL.uid);
    expect(setup.store.getState().open?.user.name).toBe(EMIL.name);
    expect(setup.store.getState().open?.origin).toBe('stored');
    expect(setup.storage.value).toBeNull();
    expect(setup.service.callsOf('getConversation')).toBe(1);
  });

  it('moves a conversation to the top on a new, an edited and a deleted message', async () => {
    const setup = await openPage();
    const sofie = setup.world.serviceFor(SOFIE.uid);
    await sofie.login();
    const sent = await sofie.sendMessage({
      receiverId: ME.uid,
      receiverType: 'user',
      muid: 's1',
      text: 'Hej!',
    });
    expect(order(setup)).toEqual([SOFIE.uid, METTE.uid, JONAS.uid]);
    expect(setup.store.getState().list.items[0]?.lastMessage?.text).toBe('Hej!');

    const jonas = setup.world.serviceFor(JONAS.uid);
    await jonas.login();
    const old = setup.world.messages.find((message) => message.sender.uid === JONAS.uid);
    await jonas.editMessage(old?.id ?? '', 'Hej Karen! Søerne på søndag?');
    expect(order(setup)).toEqual([JONAS.uid, SOFIE.uid, METTE.uid]);

    await sofie.deleteMessage(sent.id);
    expect(order(setup)).toEqual([SOFIE.uid, JONAS.uid, METTE.uid]);
    expect(setup.store.getState().list.items[0]?.lastMessage?.deletedAt).not.toBeNull();
  });

  it('adds a conversation that was not in the list when its first message arrives', async () => {
    const setup = await openPage();
    const emil = setup.world.serviceFor(EMIL.uid);
    await emil.login();
    await emil.sendMessage({
      receiverId: ME.uid,
      receiverType: 'user',
      muid: 'e1',
      text: 'Hej, jeg er ny her',
    });
    await flush();
    expect(order(setup)[0]).toBe(EMIL.uid);
    expect(setup.store.getState().unread[EMIL.uid]).toBe(1);
  });

  it('counts unread per conversation, not for the open one, and sums them for the badge', async () => {
    const setup = await openPage();
    // Mette's two unread messages were read when her (open) conversation loaded.
    expect(setup.store.getState().unread[METTE.uid]).toBe(0);
    const jonas = setup.world.serviceFor(JONAS.uid);
    await jonas.login();
    await jonas.sendMessage({
      receiverId: ME.uid,
      receiverType: 'user',
      muid: 'j1',
      text: 'Er du der?',
    });
    await jonas.sendMessage({
      receiverId: ME.uid,
      receiverType: 'user',
      muid: 'j2',
      text: 'Hallo?',
    });
    const mette = setup.world.serviceFor(METTE.uid);
    await mette.login();
    await mette.sendMessage({
      receiverId: ME.uid,
      receiverType: 'user',
      muid: 'm1',
      text: 'Kaffe kl. 12?',
    });
    expect(setup.store.getState().unread[JONAS.uid]).toBe(2);
    expect(setup.store.getState().unread[METTE.uid]).toBe(0);
    expect(unreadTotal(setup.store.getState())).toBe(2);
    // Incoming messages of a closed conversation are marked delivered.
    expect(
      setup.world.messages
        .filter((m) => m.muid === 'j1' || m.muid === 'j2')
        .every((m) => m.deliveredAt !== null),
    ).toBe(true);

    await setup.store.getState().openConversation(JONAS.uid);
    expect(setup.store.getState().unread[JONAS.uid]).toBe(0);
    expect(unreadTotal(setup.store.getState())).toBe(0);
    expect(setup.world.messages.find((m) => m.muid === 'j2')?.readAt).not.toBeNull();
  });

  it('reads the unread total at start for the header badge', async () => {
    const world = createWorld();
    seedConversations(world);
    const setup = createChatSetup(world);
    await setup.store.getState().start();
    expect(unreadTotal(setup.store.getState())).toBe(2);
    expect(setup.store.getState().list.status).toBe('idle');
  });

  it('removes a conversation when its person is blocked', async () => {
    const setup = await openPage();
    expect(await setup.store.getState().block(JONAS.uid)).toBe(true);
    expect(order(setup)).toEqual([METTE.uid, SOFIE.uid]);
    expect(setup.world.blocks.has(`${ME.uid}>${JONAS.uid}`)).toBe(true);
  });

  it('deletes a conversation and closes it when it was open', async () => {
    const setup = await openPage();
    await setup.store.getState().deleteConversation(METTE.uid);
    expect(order(setup)).toEqual([JONAS.uid, SOFIE.uid]);
    expect(setup.store.getState().open).toBeNull();
  });

  it('shows the error state when the list fails, and only logs when a further page fails', async () => {
    const world = createWorld();
    seedConversations(world);
    world.failNext('conversations');
    const setup = createChatSetup(world);
    await setup.store.getState().openPage();
    expect(setup.store.getState().list.status).toBe('error');
    expect(setup.logs.map((log) => log.message)).toContain('conversations could not be loaded');
    await setup.store.getState().retryList();
    expect(setup.store.getState().list.status).toBe('ready');
  });

  it('pages conversations by 30', async () => {
    const people = Array.from({ length: 35 }, (_, index) => ({
      uid: `p${index}`,
      name: `Person ${index}`,
    }));
    const world = createWorld({ people: [ME, ...people] });
    for (const person of people) {
      connect(world, ME.uid, person.uid);
      world.seed(person.uid, ME.uid, { text: `Hej fra ${person.name}` }, { read: true });
    }
    const setup = createChatSetup(world);
    await setup.store.getState().openPage();
    expect(setup.store.getState().list.items).toHaveLength(30);
    expect(setup.store.getState().list.hasMore).toBe(true);
    await setup.store.getState().loadMore();
    expect(setup.store.getState().list.items).toHaveLength(35);
    expect(setup.store.getState().list.hasMore).toBe(false);
  });

  it('fails the login with its status', async () => {
    const world = createWorld();
    world.failNext('login', 'login');
    const setup = createChatSetup(world);
    await setup.store.getState().openPage();
    expect(setup.store.getState().session.status).toBe('error');
  });
});
