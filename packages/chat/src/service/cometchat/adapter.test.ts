import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ChatMessage, ChatError, type MessageListener } from '../port';
import { FakeSessionStorage } from './test/cloud';
import { type CometChatTab, createCometChatTestWorld } from './test/world';

// The cometchat adapter over the scripted CometChat: what the contract suite does not cover —
// the login and the SDK's lazy loading, muid retries, blocks through the product API, the
// catch-up after a lost connection, and the failures the spec wants only logged.

const PEOPLE = [
  { uid: 'ann', name: 'Ann' },
  { uid: 'bob', name: 'Bob' },
  { uid: 'cy', name: 'Cy' },
];

function world() {
  return createCometChatTestWorld(PEOPLE);
}

const text = (tab: CometChatTab, to: string, body: string, muid = `${tab.uid}-${body}`) =>
  tab.service.sendMessage({ receiverId: to, receiverType: 'user', muid, text: body });

function recorder(tab: CometChatTab) {
  const events: string[] = [];
  const messages: ChatMessage[] = [];
  const listener: MessageListener = {
    onTextMessageReceived: (message) => {
      messages.push(message);
      events.push(`text ${message.text}`);
    },
    onMediaMessageReceived: (message) => {
      messages.push(message);
      events.push(`media ${message.type}`);
    },
    onMessageEdited: (message) => events.push(`edited ${message.id} ${message.text}`),
    onMessageDeleted: (message) => events.push(`deleted ${message.id}`),
    onMessagesDelivered: (receipt) =>
      events.push(`delivered ${receipt.messageId} by ${receipt.sender}`),
    onMessagesRead: (receipt) => events.push(`read ${receipt.messageId} by ${receipt.sender}`),
    onTypingStarted: (indicator) => events.push(`typing ${indicator.sender.name}`),
    onTypingEnded: (indicator) => events.push(`stopped ${indicator.sender.name}`),
    onTransientMessageReceived: (message) =>
      events.push(`transient ${JSON.stringify(message.data)}`),
  };
  tab.service.addMessageListener(listener);
  tab.service.addConnectionListener({
    onConnected: () => events.push('connected'),
    onDisconnected: () => events.push('disconnected'),
  });
  return { events, messages };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loading the SDK', () => {
  it('happens on the first login only, never for listeners, the user or typing', async () => {
    const { tab } = world();
    const ann = tab('ann');
    ann.service.addMessageListener({});
    ann.service.addUserListener({});
    ann.service.addConnectionListener({});
    ann.service.addProductListener({});
    ann.service.startTyping({ receiverId: 'bob', receiverType: 'user' });
    ann.service.sendTransientMessage(
      { receiverId: 'bob', receiverType: 'user' },
      { type: 'live_reaction' },
    );
    expect(ann.service.getLoggedInUser()).toBeNull();
    await expect(ann.service.getUnreadMessageCountForAllUsers()).rejects.toMatchObject({
      code: 'login',
    });
    await expect(ann.service.conversationsRequest().fetchNext()).rejects.toMatchObject({
      code: 'login',
    });
    expect(ann.loads()).toBe(0);
    await ann.service.login();
    await ann.service.logout();
    await ann.service.login();
    expect(ann.loads()).toBe(1);
  });
});

describe('login', () => {
  it('asks our server for an auth token and logs in with it; the CometChat user is made on first use', async () => {
    const { tab, cloud, product } = world();
    const ann = tab('ann');
    expect(cloud.users.has('ann')).toBe(false);
    const me = await ann.service.login();
    expect(me).toMatchObject({ uid: 'ann', name: 'Ann', status: 'online', lastActiveAt: null });
    expect(me.avatar).toBe('/media/avatars/ann.svg?v=A');
    expect(ann.service.getLoggedInUser()).toEqual(me);
    expect(cloud.users.get('ann')?.name).toBe('Ann');
    expect(product.calls.filter((call) => call.endpoint === 'cometchatToken')).toHaveLength(1);
    expect(cloud.calls.map((call) => call.method)).toEqual(['init', 'login']);
  });

  it('shares one login between callers that ask at once', async () => {
    const { tab, product } = world();
    const ann = tab('ann');
    const [first, second] = await Promise.all([ann.service.login(), ann.service.login()]);
    expect(second).toEqual(first);
    expect(product.calls.filter((call) => call.endpoint === 'cometchatToken')).toHaveLength(1);
  });

  it('reuses the session CometChat kept for the same person and replaces someone else’s', async () => {
    const { tab, product, cloud } = world();
    const storage = new FakeSessionStorage();
    await tab('ann', { storage }).service.login();
    const tokens = () => product.calls.filter((call) => call.endpoint === 'cometchatToken').length;
    // A reload of the same browser by the same person: no new token.
    const again = tab('ann', { storage });
    expect((await again.service.login()).uid).toBe('ann');
    expect(tokens()).toBe(1);
    // Someone else signs in to Woble in that browser.
    const bob = tab('bob', { storage });
    expect((await bob.service.login()).uid).toBe('bob');
    expect(tokens()).toBe(2);
    expect(cloud.calls.filter((call) => call.method === 'logout')).toEqual([
      { uid: 'ann', method: 'logout' },
    ]);
  });

  it('fails with “login” when the token, CometChat’s login or its init fails', async () => {
    const { tab, product, cloud } = world();
    const ann = tab('ann');
    product.failNext('cometchatToken', 502);
    await expect(ann.service.login()).rejects.toMatchObject({ code: 'login' });
    const bob = tab('bob', { getAuthToken: async () => 'a-token-cometchat-never-issued' });
    await expect(bob.service.login()).rejects.toMatchObject({ code: 'login' });
    const wrongApp = tab('cy', { appId: 'another-app' });
    await expect(wrongApp.service.login()).rejects.toBeInstanceOf(ChatError);
    await expect(wrongApp.service.login()).rejects.toMatchObject({ code: 'login' });
    // A failed login can be tried again.
    expect((await ann.service.login()).uid).toBe('ann');
    expect(cloud.users.has('ann')).toBe(true);
  });

  it('gives up on an init that does not finish within the login wait, and can try again', async () => {
    vi.useFakeTimers();
    const { tab, cloud } = world();
    const ann = tab('ann');
    const release = cloud.stall('init');
    const attempt = ann.service.login();
    const outcome = attempt.then(
      () => 'in',
      (error: unknown) => (error instanceof ChatError ? error.code : 'other'),
    );
    await vi.advanceTimersByTimeAsync(9_900);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await outcome).toBe('login');
    release();
    vi.useRealTimers();
    expect((await ann.service.login()).uid).toBe('ann');
    expect(ann.loads()).toBe(2);
  });

  it('lets a call made during the login wait for it', async () => {
    const { tab } = world();
    const ann = tab('ann');
    const login = ann.service.login();
    const counts = ann.service.getUnreadMessageCountForAllUsers();
    await login;
    expect(await counts).toEqual({});
  });
});

describe('sending', () => {
  it('answers the stored message for a retried muid and stores it once', async () => {
    const { tab, cloud } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    const toBob = recorder(bob);
    const outgoing = { receiverId: 'bob', receiverType: 'user' as const, muid: 'm-1', text: 'Hej' };
    const [first, concurrent] = await Promise.all([
      ann.service.sendMessage(outgoing),
      ann.service.sendMessage(outgoing),
    ]);
    const retried = await ann.service.sendMessage(outgoing);
    expect(concurrent.id).toBe(first.id);
    expect(retried.id).toBe(first.id);
    expect(cloud.messages.filter((message) => message.muid === 'm-1')).toHaveLength(1);
    await vi.waitFor(() => expect(toBob.events).toEqual(['text Hej']));
  });

  it('finds a send whose answer was lost instead of storing it twice', async () => {
    const { tab, cloud } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    const toBob = recorder(bob);
    cloud.loseNextAnswer('sendMessage');
    const outgoing = {
      receiverId: 'bob',
      receiverType: 'user' as const,
      muid: 'm-lost',
      text: 'Hej',
    };
    const sent = await ann.service.sendMessage(outgoing);
    expect(sent).toMatchObject({ muid: 'm-lost', text: 'Hej' });
    expect(cloud.messages.filter((message) => message.muid === 'm-lost')).toHaveLength(1);
    // The retry looked for the muid before sending again.
    expect(cloud.calls.filter((call) => call.method === 'sendMessage')).toHaveLength(1);
    expect(cloud.calls.filter((call) => call.method === 'fetchPrevious')).toHaveLength(1);
    await vi.waitFor(() => expect(toBob.events).toEqual(['text Hej']));
  });

  it('sends again a message that never arrived, and gives up while the network stays away', async () => {
    const { tab, cloud } = world();
    const ann = tab('ann');
    await ann.service.login();
    cloud.failNext('sendMessage', 'FAILED_TO_FETCH');
    await expect(text(ann, 'bob', 'first try', 'm-2')).resolves.toMatchObject({ muid: 'm-2' });
    expect(cloud.messages).toHaveLength(1);
    ann.client.goOffline();
    await expect(text(ann, 'bob', 'on a train', 'm-3')).rejects.toMatchObject({ code: 'network' });
    expect(cloud.messages).toHaveLength(1);
    ann.client.goOnline();
    // The caller's retry with the same muid.
    await expect(text(ann, 'bob', 'on a train', 'm-3')).resolves.toMatchObject({ muid: 'm-3' });
    expect(cloud.messages.map((message) => message.muid)).toEqual(['m-2', 'm-3']);
  });

  it('writes to someone who never opened the chat: our server makes them known to CometChat first', async () => {
    const { tab, cloud, product } = world();
    const ann = tab('ann');
    await ann.service.login();
    expect(cloud.users.has('cy')).toBe(false);
    const sent = await text(ann, 'cy', 'first contact');
    expect(sent.receiverId).toBe('cy');
    expect(product.calls.filter((call) => call.endpoint === 'cometchatUser')).toEqual([
      { uid: 'ann', endpoint: 'cometchatUser', input: { uid: 'cy' } },
    ]);
    // Cy logs in later and finds it.
    const cy = tab('cy');
    await cy.service.login();
    expect((await cy.service.getConversation('ann')).lastMessage?.id).toBe(sent.id);
    expect(product.calls.filter((call) => call.endpoint === 'cometchatUser')).toHaveLength(1);
  });

  it('does not retry what CometChat refused', async () => {
    const { tab, cloud } = world();
    const ann = tab('ann');
    await ann.service.login();
    cloud.failNext('sendMessage', 'ERR_BAD_REQUEST');
    await expect(text(ann, 'bob', 'refused', 'm-4')).rejects.toMatchObject({ code: 'invalid' });
    expect(cloud.calls.filter((call) => call.method === 'sendMessage')).toHaveLength(1);
  });

  it('refuses empty text and media above Woble’s caps before anything is sent', async () => {
    const { tab, cloud } = world();
    const ann = tab('ann');
    await ann.service.login();
    await expect(text(ann, 'bob', '   ')).rejects.toMatchObject({ code: 'invalid' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await expect(
      ann.service.sendMediaMessage({
        receiverId: 'bob',
        receiverType: 'user',
        muid: 'big',
        type: 'image',
        file: big,
      }),
    ).rejects.toMatchObject({ code: 'too-large' });
    expect(cloud.calls.map((call) => call.method)).not.toContain('sendMediaMessage');
  });

  it('uploads media, reports the start and the end, and the receiver gets its URL', async () => {
    const { tab } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    const toBob = recorder(bob);
    const progress: number[] = [];
    const file = new File(['png-bytes'], 'cat.png', { type: 'image/png' });
    const sent = await ann.service.sendMediaMessage(
      { receiverId: 'bob', receiverType: 'user', muid: 'img-1', type: 'image', file },
      (fraction) => progress.push(fraction),
    );
    expect(progress).toEqual([0, 1]);
    expect(sent.data.attachments?.[0]).toMatchObject({
      name: 'cat.png',
      mimeType: 'image/png',
      size: 9,
    });
    await vi.waitFor(() => expect(toBob.messages).toHaveLength(1));
    expect(toBob.messages[0]?.data.url).toBe(sent.data.url);
  });

  it('names the side of a block in the error', async () => {
    const { tab, product, cloud } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    product.block('ann', 'bob');
    await vi.waitFor(() => expect(cloud.isBlocked('ann', 'bob')).toBe(true));
    await expect(text(ann, 'bob', 'hi')).rejects.toMatchObject({ code: 'blocked' });
    await expect(text(bob, 'ann', 'hi')).rejects.toMatchObject({ code: 'has-blocked-me' });
    await expect(text(ann, 'nobody', 'hi')).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('blocks', () => {
  it('go to the product’s block table only (our server sets CometChat’s), and are told to the listeners', async () => {
    const { tab, product, cloud } = world();
    const ann = tab('ann');
    await ann.service.login();
    const changes: unknown[] = [];
    ann.service.addProductListener({ onBlockChanged: (change) => changes.push(change) });
    await ann.service.blockUsers(['bob']);
    expect(product.isBlocked('ann', 'bob')).toBe(true);
    expect(product.calls.filter((call) => call.endpoint === 'blockWobler')).toHaveLength(1);
    // One writer of CometChat's block list, the server (the fake product plays it): a tab
    // never calls the SDK's blockUsers, so a late tab cannot undo a newer change.
    expect(cloud.isBlocked('ann', 'bob')).toBe(true);
    expect(changes).toContainEqual({ uid: 'bob', blockedByMe: true, hasBlockedMe: false });
    await ann.service.unblockUsers(['bob']);
    expect(product.isBlocked('ann', 'bob')).toBe(false);
    expect(cloud.isBlocked('ann', 'bob')).toBe(false);
    const sdkBlocks = cloud.calls.filter((call) => /^(un)?blockUsers$/.test(call.method));
    expect(sdkBlocks).toEqual([]);
  });

  it('change nothing on CometChat when the product refuses', async () => {
    const { tab, product, cloud } = world();
    const ann = tab('ann');
    await ann.service.login();
    product.failNext('blockWobler', 403);
    await expect(ann.service.blockUsers(['bob'])).rejects.toMatchObject({
      code: 'not-allowed',
      message: 'Refused.',
    });
    expect(cloud.isBlocked('ann', 'bob')).toBe(false);
    expect(cloud.calls.map((call) => call.method)).not.toContain('blockUsers');
  });

  it('made elsewhere in Woble are told to both people', async () => {
    const { tab, product, cloud } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    const annSees: unknown[] = [];
    const bobSees: unknown[] = [];
    ann.service.addProductListener({ onBlockChanged: (change) => annSees.push(change) });
    bob.service.addProductListener({ onBlockChanged: (change) => bobSees.push(change) });
    product.block('ann', 'bob');
    await vi.waitFor(() => expect(cloud.isBlocked('ann', 'bob')).toBe(true));
    await vi.waitFor(() =>
      expect(bobSees).toEqual([{ uid: 'ann', blockedByMe: false, hasBlockedMe: true }]),
    );
    await vi.waitFor(() =>
      expect(annSees).toEqual([{ uid: 'bob', blockedByMe: true, hasBlockedMe: false }]),
    );
    // Neither tab touches CometChat's blocks; the server's mirror set the blocker's side only.
    expect(cloud.isBlocked('bob', 'ann')).toBe(false);
    expect(cloud.calls.map((call) => call.method)).not.toContain('blockUsers');
  });
});

describe('a lost connection', () => {
  it('is followed by what was missed — new messages, edits, deletions, receipts — before onConnected', async () => {
    let now = 1_700_000_000;
    const { tab } = createCometChatTestWorld(PEOPLE, { now: () => now });
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    const bobLog = recorder(bob);
    const early = await text(ann, 'bob', 'early');
    const toDelete = await text(ann, 'bob', 'oops');
    const fromBob = await text(bob, 'ann', 'from bob');
    await vi.waitFor(() => expect(bobLog.events).toEqual(['text early', 'text oops']));
    bobLog.events.length = 0;
    bob.client.goOffline();
    await vi.waitFor(() => expect(bobLog.events).toEqual(['disconnected']));
    now += 10;
    await ann.service.editMessage(early.id, 'early, edited');
    await ann.service.deleteMessage(toDelete.id);
    await ann.service.markAsRead(fromBob);
    await text(ann, 'bob', 'while you were away');
    // Someone Bob never heard from before.
    const cy = tab('cy');
    await cy.service.login();
    await text(cy, 'bob', 'hello from cy');
    bob.client.goOnline();
    await vi.waitFor(() => expect(bobLog.events.at(-1)).toBe('connected'));
    // In order per conversation; the conversation with the latest activity first.
    expect(bobLog.events).toEqual([
      'disconnected',
      'text hello from cy',
      'text while you were away',
      `edited ${early.id} early, edited`,
      `deleted ${toDelete.id}`,
      `delivered ${fromBob.id} by ann`,
      `read ${fromBob.id} by ann`,
      'connected',
    ]);
  });
});

describe('receipts, typing and transient messages', () => {
  it('reach the other person; receipt failures are only logged', async () => {
    const { tab, cloud } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    const annLog = recorder(ann);
    const bobLog = recorder(bob);
    const sent = await text(ann, 'bob', 'read me');
    await vi.waitFor(() => expect(bobLog.messages).toHaveLength(1));
    const received = bobLog.messages[0] as ChatMessage;
    await bob.service.markAsDelivered(received);
    await bob.service.markAsRead(received);
    // Marking one's own message does nothing.
    await ann.service.markAsRead(sent);
    await vi.waitFor(() =>
      expect(annLog.events).toEqual([`delivered ${sent.id} by bob`, `read ${sent.id} by bob`]),
    );
    cloud.failNext('markAsRead', 'FAILED_TO_FETCH');
    await expect(bob.service.markAsRead(received)).resolves.toBeUndefined();
    expect(bob.logged.map((entry) => entry.message)).toEqual(['markAsRead failed']);
    bob.service.startTyping({ receiverId: 'ann', receiverType: 'user' });
    bob.service.endTyping({ receiverId: 'ann', receiverType: 'user' });
    bob.service.sendTransientMessage(
      { receiverId: 'ann', receiverType: 'user' },
      { type: 'live_reaction', reaction: 'heart' },
    );
    await vi.waitFor(() =>
      expect(annLog.events.slice(2)).toEqual([
        'typing Bob',
        'stopped Bob',
        'transient {"type":"live_reaction","reaction":"heart"}',
      ]),
    );
  });
});

describe('conversations', () => {
  it('answer an empty conversation with someone not written to yet, and deleting twice is fine', async () => {
    const { tab } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    expect(await ann.service.getConversation('bob')).toMatchObject({
      conversationId: 'ann_user_bob',
      conversationWith: { uid: 'bob', name: 'Bob', status: 'online' },
      lastMessage: null,
      unreadMessageCount: 0,
    });
    const sent = await text(bob, 'ann', 'hi');
    expect(await ann.service.getConversationFromMessage(sent)).toMatchObject({
      conversationWith: { uid: 'bob' },
      lastMessage: { id: sent.id },
      unreadMessageCount: 1,
    });
    await ann.service.deleteConversation('bob');
    await ann.service.deleteConversation('bob');
    expect((await ann.service.getConversation('bob')).lastMessage).toBeNull();
    expect((await bob.service.getConversation('ann')).lastMessage?.id).toBe(sent.id);
  });

  it('pages shared media newest first, by kind', async () => {
    const { tab } = world();
    const ann = tab('ann');
    await ann.service.login();
    for (let index = 1; index <= 12; index += 1) {
      const file = new File([`p${index}`], `p${index}.png`, { type: 'image/png' });
      await ann.service.sendMediaMessage({
        receiverId: 'bob',
        receiverType: 'user',
        muid: `p${index}`,
        type: 'image',
        file,
      });
    }
    await ann.service.sendMediaMessage({
      receiverId: 'bob',
      receiverType: 'user',
      muid: 'doc',
      type: 'file',
      file: new File(['pdf'], 'a.pdf', { type: 'application/pdf' }),
    });
    const photos = ann.service.sharedMediaRequest({ uid: 'bob', kind: 'photos' });
    const names = (page: ChatMessage[]) =>
      page.map((message) => message.data.attachments?.[0]?.name);
    expect(names(await photos.fetchNext())).toEqual(
      ['p12', 'p11', 'p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4', 'p3'].map((name) => `${name}.png`),
    );
    expect(names(await photos.fetchNext())).toEqual(['p2.png', 'p1.png']);
    expect(await photos.fetchNext()).toEqual([]);
    const documents = ann.service.sharedMediaRequest({ uid: 'bob', kind: 'documents' });
    expect(names(await documents.fetchNext())).toEqual(['a.pdf']);
  });

  it('read a conversation backwards, then catch up forwards from the newest message read', async () => {
    const { tab } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    for (let index = 1; index <= 5; index += 1) await text(ann, 'bob', `m${index}`);
    const request = bob.service.messagesRequest({ uid: 'ann', limit: 3 });
    const texts = (page: ChatMessage[]) => page.map((message) => message.text);
    expect(texts(await request.fetchPrevious())).toEqual(['m3', 'm4', 'm5']);
    expect(texts(await request.fetchPrevious())).toEqual(['m1', 'm2']);
    expect(await request.fetchNext()).toEqual([]);
    await text(ann, 'bob', 'm6');
    expect(texts(await request.fetchNext())).toEqual(['m6']);
  });
});

describe('editing and deleting', () => {
  it('is for one’s own messages; the other side is told', async () => {
    const { tab } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    const bobLog = recorder(bob);
    const sent = await text(ann, 'bob', 'helo');
    await expect(bob.service.editMessage(sent.id, 'hacked')).rejects.toMatchObject({
      code: 'not-allowed',
    });
    await expect(bob.service.deleteMessage(sent.id)).rejects.toMatchObject({ code: 'not-allowed' });
    await expect(ann.service.editMessage(sent.id, '  ')).rejects.toMatchObject({ code: 'invalid' });
    const edited = await ann.service.editMessage(sent.id, ' hello ');
    expect(edited).toMatchObject({ id: sent.id, text: 'hello' });
    expect(Number(edited.seq)).toBeGreaterThanOrEqual(Number(sent.seq));
    const deleted = await ann.service.deleteMessage(sent.id);
    expect(deleted.deletedAt).not.toBeNull();
    expect(deleted).not.toHaveProperty('text');
    await vi.waitFor(() =>
      expect(bobLog.events).toEqual(['text helo', `edited ${sent.id} hello`, `deleted ${sent.id}`]),
    );
  });
});

describe('presence and extensions', () => {
  it('tells who comes online and goes offline; extensions CometChat does not have are not found', async () => {
    const { tab, cloud } = world();
    const ann = tab('ann');
    await ann.service.login();
    const seen: string[] = [];
    ann.service.addUserListener({
      onUserOnline: (user) => seen.push(`${user.uid} ${user.status}`),
      onUserOffline: (user) => seen.push(`${user.uid} ${user.status}`),
    });
    const bob = tab('bob');
    await bob.service.login();
    await bob.service.logout();
    await vi.waitFor(() => expect(seen).toEqual(['bob online', 'bob offline']));
    expect(bob.service.getLoggedInUser()).toBeNull();
    await expect(ann.service.callExtension('polls', 'POST', 'v1/create', {})).rejects.toMatchObject(
      {
        code: 'not-found',
      },
    );
    cloud.extensions.set('stickers', ({ uid, endpoint }) => ({ for: uid, endpoint }));
    expect(await ann.service.callExtension('stickers', 'GET', 'v1/fetch')).toEqual({
      for: 'ann',
      endpoint: 'v1/fetch',
    });
  });
});
