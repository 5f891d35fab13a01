import { describe, expect, it } from 'vitest';
import { connect, createChatSetup, createWorld, DAY, ME, METTE, NOW } from '../test/chat-fixtures';
import { openPage } from '../test/chat-store-helpers';

// The chat store's open conversation: incoming messages, reading and the unseen banner.

describe('incoming messages of the open conversation', () => {
  it('are read at the bottom, and counted for the banner while scrolled away', async () => {
    const setup = await openPage();
    const mette = setup.world.serviceFor(METTE.uid);
    await mette.login();
    setup.store.getState().setAtBottom(false);
    await mette.sendMessage({ receiverId: ME.uid, receiverType: 'user', muid: 'a', text: 'En' });
    await mette.sendMessage({ receiverId: ME.uid, receiverType: 'user', muid: 'b', text: 'To' });
    expect(setup.store.getState().open?.unseen).toBe(2);
    expect(setup.world.messages.find((m) => m.muid === 'b')?.readAt).toBeNull();
    expect(setup.world.messages.find((m) => m.muid === 'b')?.deliveredAt).not.toBeNull();
    setup.store.getState().setAtBottom(true);
    expect(setup.store.getState().open?.unseen).toBe(0);
    expect(setup.world.messages.find((m) => m.muid === 'b')?.readAt).not.toBeNull();
  });

  it('are not read while the tab is hidden', async () => {
    let visible = true;
    const setup = await openPage({ visible: () => visible });
    visible = false;
    const mette = setup.world.serviceFor(METTE.uid);
    await mette.login();
    await mette.sendMessage({
      receiverId: ME.uid,
      receiverType: 'user',
      muid: 'h',
      text: 'Skjult',
    });
    expect(setup.world.messages.find((m) => m.muid === 'h')?.readAt).toBeNull();
    visible = true;
    setup.store.getState().markSeen();
    expect(setup.world.messages.find((m) => m.muid === 'h')?.readAt).not.toBeNull();
  });

  it('loads older messages when scrolled to the top', async () => {
    const world = createWorld();
    connect(world, ME.uid, METTE.uid);
    for (let index = 0; index < 70; index += 1) {
      world.seed(
        index % 2 ? ME.uid : METTE.uid,
        index % 2 ? METTE.uid : ME.uid,
        { text: `Besked ${index}` },
        { sentAt: NOW - DAY + index, read: true },
      );
    }
    const setup = createChatSetup(world);
    await setup.store.getState().openPage();
    expect(setup.store.getState().open?.messages).toHaveLength(30);
    await setup.store.getState().loadOlder();
    await setup.store.getState().loadOlder();
    const messages = setup.store.getState().open?.messages ?? [];
    expect(messages).toHaveLength(70);
    expect(messages[0]?.text).toBe('Besked 0');
    expect(setup.store.getState().open?.hasOlder).toBe(false);
  });

  it('shows the typing indicator and ends it with the message', async () => {
    const setup = await openPage();
    const mette = setup.world.serviceFor(METTE.uid);
    await mette.login();
    mette.startTyping({ receiverId: ME.uid, receiverType: 'user' });
    expect(setup.store.getState().typing[METTE.uid]).toBe(true);
    await mette.sendMessage({
      receiverId: ME.uid,
      receiverType: 'user',
      muid: 't',
      text: 'Færdig',
    });
    expect(setup.store.getState().typing[METTE.uid]).toBeUndefined();
  });

  it('follows presence', async () => {
    const setup = await openPage();
    setup.world.setPresence(METTE.uid, true);
    expect(setup.store.getState().open?.user.status).toBe('online');
    setup.world.setPresence(METTE.uid, false, NOW - 60);
    expect(setup.store.getState().open?.user.status).toBe('offline');
    expect(setup.store.getState().open?.user.lastActiveAt).toBe(NOW - 60);
  });
});
