import { describe, expect, it, vi } from 'vitest';
import type { CometChatNamespace, SdkMessage, SdkMessageListenerCallbacks } from '../sdk';
import { FakeCometChatCloud, FakeSessionStorage } from './cloud';

// The fake is test support, but the adapter's tests are only as good as it is: it must behave
// as CometChat does, computed from its state, for two clients at once.

const APP = 'app-1';

async function signedIn(cloud: FakeCometChatCloud, uid: string, storage?: FakeSessionStorage) {
  const client = cloud.connect({ storage });
  const { CometChat } = client.sdk;
  const settings = new CometChat.AppSettingsBuilder()
    .subscribePresenceForAllUsers()
    .setRegion('eu')
    .autoEstablishSocketConnection(true)
    .build();
  await CometChat.init(APP, settings);
  if (!client.uid) await CometChat.login(cloud.createAuthToken(uid));
  return { client, CometChat };
}

function collect(CometChat: CometChatNamespace) {
  const events: Array<{ kind: string; payload: unknown }> = [];
  const record =
    (kind: keyof SdkMessageListenerCallbacks) =>
    (payload: unknown): void => {
      events.push({ kind, payload });
    };
  CometChat.addMessageListener(
    'test',
    new CometChat.MessageListener({
      onTextMessageReceived: record('onTextMessageReceived'),
      onMediaMessageReceived: record('onMediaMessageReceived'),
      onMessagesDelivered: record('onMessagesDelivered'),
      onMessagesRead: record('onMessagesRead'),
      onMessageEdited: record('onMessageEdited'),
      onTypingStarted: record('onTypingStarted'),
    }),
  );
  return events;
}

function world() {
  let now = 1_700_000_000;
  const cloud = new FakeCometChatCloud({ appId: APP, now: () => now });
  cloud.createUser({ uid: 'ann', name: 'Ann' });
  cloud.createUser({ uid: 'bob', name: 'Bob', avatar: 'https://example.test/bob.png' });
  cloud.createUser({ uid: 'cy', name: 'Cy' });
  return { cloud, tick: (seconds = 1) => (now += seconds) };
}

const text = (CometChat: CometChatNamespace, to: string, body: string, muid = body) => {
  const message = new CometChat.TextMessage(to, body, 'user');
  message.setMuid(muid);
  return CometChat.sendMessage(message);
};

describe('the fake CometChat cloud', () => {
  it('logs in only with an auth token it issued, and only after init', async () => {
    const { cloud } = world();
    const client = cloud.connect();
    const { CometChat } = client.sdk;
    await expect(CometChat.login('nope')).rejects.toMatchObject({
      code: 'COMETCHAT_INITIALIZATION_NOT_DONE',
    });
    const wrongRegion = new CometChat.AppSettingsBuilder().setRegion('us').build();
    await expect(CometChat.init(APP, wrongRegion)).rejects.toMatchObject({
      code: 'AUTH_ERR_INVALID_APPID',
    });
    await CometChat.init(APP, new CometChat.AppSettingsBuilder().setRegion('eu').build());
    await expect(CometChat.login('nope')).rejects.toMatchObject({
      code: 'AUTH_ERR_AUTH_TOKEN_NOT_FOUND',
    });
    expect(await CometChat.getLoggedinUser()).toBeNull();
    const user = await CometChat.login(cloud.createAuthToken('ann'));
    expect(user.getUid()).toBe('ann');
    expect((await CometChat.getLoggedinUser())?.getUid()).toBe('ann');
    expect(() => cloud.createUser({ uid: 'ann', name: 'Again' })).toThrow();
  });

  it('keeps the session in the browser storage across a reload', async () => {
    const { cloud } = world();
    const storage = new FakeSessionStorage();
    await signedIn(cloud, 'ann', storage);
    const reloaded = cloud.connect({ storage });
    const { CometChat } = reloaded.sdk;
    await CometChat.init(APP, new CometChat.AppSettingsBuilder().setRegion('eu').build());
    expect((await CometChat.getLoggedinUser())?.getUid()).toBe('ann');
    expect(reloaded.connected).toBe(true);
  });

  it('delivers a message to the receiver and to the sender’s other tabs, not back to the sending tab', async () => {
    const { cloud } = world();
    const ann = await signedIn(cloud, 'ann');
    const annOtherTab = await signedIn(cloud, 'ann');
    const bob = await signedIn(cloud, 'bob');
    const cy = await signedIn(cloud, 'cy');
    const toAnn = collect(ann.CometChat);
    const toAnnOther = collect(annOtherTab.CometChat);
    const toBob = collect(bob.CometChat);
    const toCy = collect(cy.CometChat);
    const sent = await text(ann.CometChat, 'bob', 'Hello Bob', 'muid-1');
    expect(sent.getMuid()).toBe('muid-1');
    expect(sent.getConversationId()).toBe('ann_user_bob');
    await vi.waitFor(() => expect(toBob).toHaveLength(1));
    await vi.waitFor(() => expect(toAnnOther).toHaveLength(1));
    const received = toBob[0]?.payload as SdkMessage;
    expect(received.getId()).toBe(sent.getId());
    expect(received.getText?.()).toBe('Hello Bob');
    expect(received.getSender().getName()).toBe('Ann');
    expect(toAnn).toEqual([]);
    expect(toCy).toEqual([]);
  });

  it('pages a conversation backwards and forwards from a message id', async () => {
    const { cloud } = world();
    const ann = await signedIn(cloud, 'ann');
    const bob = await signedIn(cloud, 'bob');
    for (let index = 1; index <= 7; index += 1) {
      await text(index % 2 ? ann.CometChat : bob.CometChat, index % 2 ? 'bob' : 'ann', `m${index}`);
    }
    await text(ann.CometChat, 'cy', 'elsewhere');
    const backwards = new bob.CometChat.MessagesRequestBuilder().setUID('ann').setLimit(3).build();
    const texts = (page: SdkMessage[]) => page.map((message) => message.getText?.());
    expect(texts(await backwards.fetchPrevious())).toEqual(['m5', 'm6', 'm7']);
    expect(texts(await backwards.fetchPrevious())).toEqual(['m2', 'm3', 'm4']);
    expect(texts(await backwards.fetchPrevious())).toEqual(['m1']);
    expect(await backwards.fetchPrevious()).toEqual([]);
    const forwards = new bob.CometChat.MessagesRequestBuilder()
      .setUID('ann')
      .setMessageId(4)
      .setLimit(2)
      .build();
    expect(texts(await forwards.fetchNext())).toEqual(['m5', 'm6']);
    expect(texts(await forwards.fetchNext())).toEqual(['m7']);
    expect(await forwards.fetchNext()).toEqual([]);
  });

  it('counts unread messages until the receiver marks them read, and tells the sender', async () => {
    const { cloud, tick } = world();
    const ann = await signedIn(cloud, 'ann');
    const bob = await signedIn(cloud, 'bob');
    const toAnn = collect(ann.CometChat);
    await text(ann.CometChat, 'bob', 'one');
    const second = await text(ann.CometChat, 'bob', 'two');
    await text(ann.CometChat, 'bob', 'three');
    expect(await bob.CometChat.getUnreadMessageCountForAllUsers()).toEqual({ ann: 3 });
    tick();
    await bob.CometChat.markAsRead(String(second.getId()), 'ann', 'user', 'ann');
    expect(await bob.CometChat.getUnreadMessageCountForAllUsers()).toEqual({ ann: 1 });
    await vi.waitFor(() => expect(toAnn.map((event) => event.kind)).toContain('onMessagesRead'));
    const conversation = await bob.CometChat.getConversation('ann', 'user');
    expect(conversation.getUnreadMessageCount()).toBe(1);
    const mine = await ann.CometChat.getMessageDetails(String(second.getId()));
    expect(mine.getReadAt()).toBeGreaterThan(0);
    expect(mine.getDeliveredAt()).toBeGreaterThan(0);
    // The SDK's markAsRead takes one message or four strings; three is refused.
    const threeArguments = bob.CometChat.markAsRead as (...args: string[]) => unknown;
    await expect(Promise.resolve(threeArguments('1', 'ann', 'user'))).rejects.toMatchObject({
      code: 'INVALID_PARAMETER',
    });
  });

  it('refuses messages across a block in either direction and hides the blocker’s list entry', async () => {
    const { cloud } = world();
    const ann = await signedIn(cloud, 'ann');
    const bob = await signedIn(cloud, 'bob');
    await text(ann.CometChat, 'bob', 'before');
    expect(await ann.CometChat.blockUsers(['bob', 'nobody'])).toMatchObject({
      bob: { success: true },
      nobody: { success: false },
    });
    await expect(text(ann.CometChat, 'bob', 'after')).rejects.toMatchObject({
      code: 'ERR_BLOCKED_RECEIVER',
    });
    await expect(text(bob.CometChat, 'ann', 'back')).rejects.toMatchObject({
      code: 'ERR_BLOCKED_SENDER',
    });
    const bobSeen = await bob.CometChat.getUser('ann');
    expect(bobSeen.getHasBlockedMe()).toBe(true);
    const annList = await new ann.CometChat.ConversationsRequestBuilder()
      .withBlockedInfo(true)
      .build()
      .fetchNext();
    expect(annList).toEqual([]);
    await ann.CometChat.unblockUsers(['bob']);
    await expect(text(bob.CometChat, 'ann', 'back')).resolves.toBeDefined();
  });

  it('lists conversations by latest activity, paged without repeats', async () => {
    const { cloud } = world();
    cloud.createUser({ uid: 'dee', name: 'Dee' });
    const ann = await signedIn(cloud, 'ann');
    await text(ann.CometChat, 'bob', 'to bob');
    await text(ann.CometChat, 'cy', 'to cy');
    await text(ann.CometChat, 'dee', 'to dee');
    await text(ann.CometChat, 'bob', 'to bob again');
    const request = new ann.CometChat.ConversationsRequestBuilder().setLimit(2).build();
    const first = await request.fetchNext();
    const second = await request.fetchNext();
    const uidOf = (conversation: { getConversationWith(): object }) =>
      (conversation.getConversationWith() as { getUid(): string }).getUid();
    expect(first.map(uidOf)).toEqual(['bob', 'dee']);
    expect(second.map(uidOf)).toEqual(['cy']);
    expect(await request.fetchNext()).toEqual([]);
  });

  it('deletes a conversation for one side only', async () => {
    const { cloud } = world();
    const ann = await signedIn(cloud, 'ann');
    const bob = await signedIn(cloud, 'bob');
    await text(ann.CometChat, 'bob', 'hi');
    await bob.CometChat.deleteConversation('ann', 'user');
    await expect(bob.CometChat.getConversation('ann', 'user')).rejects.toMatchObject({
      code: 'ERR_CONVERSATION_NOT_ACCESSIBLE',
    });
    expect((await ann.CometChat.getConversation('bob', 'user')).getLastMessage()?.getText?.()).toBe(
      'hi',
    );
    await text(ann.CometChat, 'bob', 'again');
    const page = await new bob.CometChat.MessagesRequestBuilder()
      .setUID('ann')
      .build()
      .fetchPrevious();
    expect(page.map((message) => message.getText?.())).toEqual(['again']);
  });

  it('drops events and fails calls while a client is offline, and reconnects by itself', async () => {
    const { cloud } = world();
    const ann = await signedIn(cloud, 'ann');
    const bob = await signedIn(cloud, 'bob');
    const toBob = collect(bob.CometChat);
    const connection: string[] = [];
    bob.CometChat.addConnectionListener(
      'test',
      new bob.CometChat.ConnectionListener({
        onConnected: () => connection.push('connected'),
        inConnecting: () => connection.push('connecting'),
        onDisconnected: () => connection.push('disconnected'),
      }),
    );
    bob.client.goOffline();
    await text(ann.CometChat, 'bob', 'while away');
    await expect(text(bob.CometChat, 'ann', 'from a train')).rejects.toMatchObject({
      code: 'FAILED_TO_FETCH',
    });
    bob.client.goOnline();
    await vi.waitFor(() => expect(connection).toEqual(['disconnected', 'connecting', 'connected']));
    expect(toBob).toEqual([]);
    const missed = await new bob.CometChat.MessagesRequestBuilder()
      .setUID('ann')
      .setMessageId(0)
      .build()
      .fetchNext();
    expect(missed.map((message) => message.getText?.())).toEqual(['while away']);
  });

  it('answers the changes after a time with updatesOnly, even within the second of sending', async () => {
    const { cloud } = world();
    const ann = await signedIn(cloud, 'ann');
    const bob = await signedIn(cloud, 'bob');
    const kept = await text(ann.CometChat, 'bob', 'kept');
    const edited = await text(ann.CometChat, 'bob', 'edited');
    const edit = new ann.CometChat.TextMessage('bob', 'edited!', 'user');
    edit.setId(edited.getId());
    await ann.CometChat.editMessage(edit);
    const changes = await new bob.CometChat.MessagesRequestBuilder()
      .setUID('ann')
      .setUpdatedAfter(String(kept.getSentAt() - 1))
      .updatesOnly(true)
      .build()
      .fetchNext();
    expect(changes.map((message) => message.getText?.())).toEqual(['edited!']);
  });

  it('tells presence to those who subscribed, with the last active time on going offline', async () => {
    const { cloud, tick } = world();
    const ann = await signedIn(cloud, 'ann');
    const seen: string[] = [];
    ann.CometChat.addUserListener(
      'test',
      new ann.CometChat.UserListener({
        onUserOnline: (user) => seen.push(`${user.getUid()} online`),
        onUserOffline: (user) => seen.push(`${user.getUid()} offline ${user.getLastActiveAt()}`),
      }),
    );
    const bob = await signedIn(cloud, 'bob');
    tick(5);
    await bob.CometChat.logout();
    await vi.waitFor(() => expect(seen).toEqual(['bob online', 'bob offline 1700000005']));
    expect((await ann.CometChat.getUser('bob')).getStatus()).toBe('offline');
  });

  it('stores uploads of media messages and refuses files above its limit', async () => {
    const cloud = new FakeCometChatCloud({ appId: APP, maxUploadBytes: 10 });
    cloud.createUser({ uid: 'ann', name: 'Ann' });
    cloud.createUser({ uid: 'bob', name: 'Bob' });
    const ann = await signedIn(cloud, 'ann');
    const small = new File(['12345'], 'cat.png', { type: 'image/png' });
    const stored = await ann.CometChat.sendMediaMessage(
      new ann.CometChat.MediaMessage('bob', small, 'image', 'user'),
    );
    const attachment = stored.getAttachments?.()[0];
    expect(attachment?.getName()).toBe('cat.png');
    expect(attachment?.getExtension()).toBe('png');
    expect(attachment?.getSize()).toBe(5);
    expect(cloud.files.get(stored.getURL?.() ?? '')).toBe(small);
    const big = new File(['0123456789ab'], 'big.bin');
    await expect(
      ann.CometChat.sendMediaMessage(new ann.CometChat.MediaMessage('bob', big, 'file', 'user')),
    ).rejects.toMatchObject({ code: 'ERR_FILE_SIZE_EXCEEDED' });
  });
});
