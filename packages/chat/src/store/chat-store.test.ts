import { describe, expect, it } from 'vitest';
import {
  connect,
  createChatSetup,
  createWorld,
  DAY,
  EMIL,
  JONAS,
  ME,
  METTE,
  NOW,
  SOFIE,
  seedConversations,
} from '../test/chat-fixtures';
import { unreadTotal } from './chat-store';
import { deliveryStateOf } from './messages';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function openPage(options: Parameters<typeof createChatSetup>[1] = {}) {
  const world = createWorld();
  seedConversations(world);
  const setup = createChatSetup(world, options);
  await setup.store.getState().openPage();
  return setup;
}

const order = (setup: {
  store: { getState(): { list: { items: { conversationWith: { uid: string } }[] } } };
}) => setup.store.getState().list.items.map((item) => item.conversationWith.uid);

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

describe('sending', () => {
  it('shows a local copy and replaces it with the stored message, never two', async () => {
    const setup = await openPage();
    const sending = setup.store.getState().sendText('  Vi ses kl. 12  ');
    const local = setup.store.getState().open?.messages.at(-1);
    expect(local?.text).toBe('Vi ses kl. 12');
    expect(local && deliveryStateOf(local)).toBe('sending');
    await sending;
    const messages = setup.store.getState().open?.messages ?? [];
    expect(messages.filter((message) => message.text === 'Vi ses kl. 12')).toHaveLength(1);
    const stored = messages.at(-1);
    expect(stored?.local).toBeUndefined();
    expect(stored && deliveryStateOf(stored)).toBe('sent');
    expect(setup.store.getState().list.items[0]?.lastMessage?.text).toBe('Vi ses kl. 12');
  });

  it('keeps one copy when the event of another tab arrives before the answer', async () => {
    const setup = await openPage();
    const otherTab = setup.world.serviceFor(ME.uid);
    await otherTab.login();
    // The other tab sends with this store's next client id: its event reaches this store first.
    const muid = 'muid-me-1';
    const sending = setup.store.getState().sendText('Samme besked');
    await otherTab.sendMessage({
      receiverId: METTE.uid,
      receiverType: 'user',
      muid,
      text: 'Samme besked',
    });
    await sending;
    const copies =
      setup.store.getState().open?.messages.filter((m) => m.text === 'Samme besked') ?? [];
    expect(copies).toHaveLength(1);
    expect(copies[0]?.local).toBeUndefined();
  });

  it('does not send empty text', async () => {
    const setup = await openPage();
    expect(await setup.store.getState().sendText('   \n ')).toBe(false);
    expect(setup.service.callsOf('sendMessage')).toBe(0);
  });

  it('keeps a failed message with its error, and a retry sends it once', async () => {
    const setup = await openPage({
      translate: (key) => (key === 'chat:spec.networkError' ? 'There was a network error.' : key),
    });
    setup.world.failNext('send', 'network');
    await setup.store.getState().sendText('Hallo?');
    const failed = setup.store.getState().open?.messages.at(-1);
    expect(failed && deliveryStateOf(failed)).toBe('error');
    expect(failed?.local?.error).toBe('There was a network error.');
    await setup.store.getState().retry(failed?.muid ?? '');
    const messages = setup.store.getState().open?.messages.filter((m) => m.text === 'Hallo?') ?? [];
    expect(messages).toHaveLength(1);
    expect(messages[0]?.local).toBeUndefined();
    expect(setup.world.messages.filter((m) => m.text === 'Hallo?')).toHaveLength(1);
  });

  it('turns own messages delivered, then seen, from the receipts', async () => {
    const setup = await openPage();
    await setup.store.getState().sendText('Læser du med?');
    const mette = setup.world.serviceFor(METTE.uid);
    await mette.login();
    const sent = setup.world.messages.at(-1);
    if (!sent) throw new Error('nothing sent');
    await mette.markAsDelivered(sent);
    expect(deliveryStateOf(setup.store.getState().open?.messages.at(-1) ?? sent)).toBe('delivered');
    await mette.markAsRead(sent);
    expect(deliveryStateOf(setup.store.getState().open?.messages.at(-1) ?? sent)).toBe('seen');
  });

  it('edits own text in place and deletes to a deleted bubble', async () => {
    const setup = await openPage();
    const mine = setup.store.getState().open?.messages.find((m) => m.sender.uid === ME.uid);
    if (!mine) throw new Error('no own message');
    setup.store.getState().startEdit(mine);
    expect(setup.store.getState().open?.editing?.id).toBe(mine.id);
    await setup.store.getState().sendText('Godmorgen! Hvordan gik løbet?');
    const edited = setup.store.getState().open?.messages.find((m) => m.id === mine.id);
    expect(edited?.text).toBe('Godmorgen! Hvordan gik løbet?');
    expect(edited?.editedAt).not.toBeNull();
    expect(setup.store.getState().open?.editing).toBeNull();
    const count = setup.store.getState().open?.messages.length;
    await setup.store.getState().deleteMessage(mine.id);
    const deleted = setup.store.getState().open?.messages.find((m) => m.id === mine.id);
    expect(deleted?.deletedAt).not.toBeNull();
    expect(setup.store.getState().open?.messages.length).toBe(count);
  });

  it('does not edit the other person’s messages', async () => {
    const setup = await openPage();
    const theirs = setup.store.getState().open?.messages.find((m) => m.sender.uid === METTE.uid);
    if (!theirs) throw new Error('no message of theirs');
    setup.store.getState().startEdit(theirs);
    expect(setup.store.getState().open?.editing).toBeNull();
  });

  it('sends media with upload progress and refuses nothing under the cap', async () => {
    const setup = await openPage();
    const file = new File(['abc'], 'kaffe.png', { type: 'image/png' });
    await setup.store.getState().sendMedia('image', file);
    const message = setup.store.getState().open?.messages.at(-1);
    expect(message?.type).toBe('image');
    expect(message?.local).toBeUndefined();
    expect(message?.data.attachments?.[0]?.name).toBe('kaffe.png');
    expect(setup.store.getState().uploads).toEqual({});
  });
});

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

describe('typing of one’s own', () => {
  it('starts at most every 5 seconds and ends on send or blur', async () => {
    const setup = await openPage();
    const state = () => setup.store.getState();
    state().typed();
    state().typed();
    setup.clock.ms += 4_999;
    state().typed();
    expect(setup.world.typingLog).toEqual([{ from: ME.uid, to: METTE.uid, typing: true }]);
    setup.clock.ms += 1;
    state().typed();
    expect(setup.world.typingLog.filter((entry) => entry.typing)).toHaveLength(2);
    await state().sendText('Hej');
    expect(setup.world.typingLog.at(-1)).toEqual({ from: ME.uid, to: METTE.uid, typing: false });
    state().typed();
    state().stoppedTyping();
    expect(setup.world.typingLog.at(-1)?.typing).toBe(false);
    state().stoppedTyping();
    expect(setup.world.typingLog.filter((entry) => !entry.typing)).toHaveLength(2);
  });
});

describe('message requests', () => {
  async function requestFromEmil() {
    const world = createWorld();
    const emil = world.serviceFor(EMIL.uid);
    await emil.login();
    world.addToWaiting(EMIL.uid, ME.uid);
    await emil.sendMessage({
      receiverId: ME.uid,
      receiverType: 'user',
      muid: 'r1',
      text: 'Hej Karen, må jeg skrive?',
    });
    const setup = createChatSetup(world);
    await setup.store.getState().openPage();
    return setup;
  }

  it('reads the request state when a conversation opens', async () => {
    const setup = await requestFromEmil();
    await flush();
    expect(setup.service.argsOf('getRequestState')).toEqual([[EMIL.uid]]);
    expect(setup.store.getState().open?.request.state?.receiver.waiting).toBe(true);
  });

  it('accepts the request', async () => {
    const setup = await requestFromEmil();
    await flush();
    await setup.store.getState().acceptRequest();
    expect(setup.service.argsOf('acceptRequest')).toEqual([[EMIL.uid]]);
    expect(setup.store.getState().open?.request.state?.receiver.waiting).toBe(false);
  });

  it('rejects and blocks, then reads the state again', async () => {
    const setup = await requestFromEmil();
    await flush();
    await setup.store.getState().rejectAndBlock();
    expect(setup.service.argsOf('blockUsers')).toEqual([[[EMIL.uid]]]);
    const reads = setup.service.history.map((call) => call.name);
    expect(reads.lastIndexOf('getRequestState')).toBeGreaterThan(reads.indexOf('blockUsers'));
    expect(setup.store.getState().open?.request.state?.sender.blocked).toBe(true);
    expect(setup.store.getState().open?.user.blockedByMe).toBe(true);
    expect(setup.store.getState().list.items).toHaveLength(0);
  });

  it('likes back', async () => {
    const world = createWorld();
    seedConversations(world);
    world.like(EMIL.uid, ME.uid);
    const setup = createChatSetup(world, { selected: { id: EMIL.uid, name: EMIL.name } });
    await setup.store.getState().openPage();
    await flush();
    expect(setup.store.getState().open?.request.state?.receiver.liked).toBe(true);
    await setup.store.getState().likeBack();
    expect(setup.service.argsOf('likeBack')).toEqual([[EMIL.uid]]);
    expect(setup.store.getState().open?.request.state?.sender.liked).toBe(true);
  });

  it('posts add-to-waiting before a first message where neither side waits', async () => {
    const world = createWorld();
    const setup = createChatSetup(world, { selected: { id: EMIL.uid, name: EMIL.name } });
    await setup.store.getState().openPage();
    await flush();
    await setup.store.getState().sendText('Hej Emil');
    expect(setup.service.argsOf('addToWaiting')).toEqual([[EMIL.uid]]);
    expect(setup.store.getState().open?.request.state?.sender.waiting).toBe(true);
    await setup.store.getState().sendText('Er du der?');
    expect(setup.service.argsOf('addToWaiting')).toHaveLength(1);
    expect(world.messages.every((message) => message.requested)).toBe(true);
  });

  it('knows when the other person blocked me', async () => {
    const world = createWorld();
    seedConversations(world);
    world.block(METTE.uid, ME.uid);
    const setup = createChatSetup(world);
    await setup.store.getState().openPage();
    await flush();
    expect(setup.store.getState().open?.user.hasBlockedMe).toBe(true);
    expect(await setup.store.getState().sendText('Hallo?')).toBe(false);
  });

  it('stores selectedWobler for the profile with the connection state', async () => {
    const setup = await openPage();
    await flush();
    expect(setup.store.getState().rememberForProfile()).toBe(METTE.uid);
    expect(setup.storage.value).toEqual({
      id: METTE.uid,
      name: METTE.name,
      fromNoti: false,
      isMatched: true,
    });
  });
});
