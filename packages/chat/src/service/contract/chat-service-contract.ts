import { CHAT_MEDIA_CAPS } from '@wob/validation';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ChatErrorCode,
  type ChatMessage,
  type ChatService,
  type Conversation,
  isChatError,
  type Receiver,
} from '../port';
import { oversizedImage, pngFile } from './fixtures';
import { eventually, newMuid, type Recording, record, until } from './recorder';

// The one behavioural suite of the ChatService port: every
// adapter runs it — wob against the real server and database (e2e/tests/chat-contract.e2e.ts),
// cometchat against a scripted fake of the SDK. It asserts what a caller notices, through the
// port only; whatever is adapter-specific (signing people up, making them connections, cutting
// a socket) comes from the adapter's `setup`.

export interface ContractPerson {
  readonly uid: string;
  readonly name: string;
  /** The person's first tab: a ChatService that is logged in. */
  readonly service: ChatService;
}

export interface ChatContractWorld {
  /** Three different people, each logged in; nobody has written to anybody yet. */
  readonly people: readonly [ContractPerson, ContractPerson, ContractPerson];
  /** Makes two people connections (a mutual like): their messages pass without a request. */
  connect(a: ContractPerson, b: ContractPerson): Promise<void>;
  /** Another logged-in tab of the same person. Without it the multi-tab case is skipped. */
  openTab?(person: ContractPerson): Promise<ChatService>;
  /** Drops a tab's live connection and keeps it down until `restore`. Adapters that resync. */
  network?: {
    cut(service: ChatService): Promise<void>;
    restore(service: ChatService): Promise<void>;
  };
  /** The next send of `service` is stored by the chat service but its answer is lost on the way. */
  loseNextAnswer?(service: ChatService): void;
  /** Whether cutting and restoring a connection tells others offline and online. */
  readonly presence?: boolean;
  /** Ends every tab and whatever setup started. */
  teardown(): Promise<void>;
}

export interface ChatContractOptions {
  /** Per test; a real server needs a few seconds for the longer ones. Default 30 s. */
  timeoutMs?: number;
}

const user = (person: ContractPerson): Receiver => ({
  receiverId: person.uid,
  receiverType: 'user',
});

async function rejectionCode(promise: Promise<unknown>): Promise<ChatErrorCode | 'resolved'> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    if (!isChatError(error)) throw error;
    return error.code;
  }
}

async function allConversations(service: ChatService): Promise<Conversation[]> {
  const request = service.conversationsRequest({ limit: 2 });
  const all: Conversation[] = [];
  for (let page = await request.fetchNext(); page.length > 0; page = await request.fetchNext()) {
    all.push(...page);
    if (all.length > 200) throw new Error('conversationsRequest never ends');
  }
  return all;
}

/** The conversation partners of `service`, newest activity first, among `among`. */
async function partners(service: ChatService, among: ContractPerson[]): Promise<string[]> {
  const uids = new Set(among.map((person) => person.uid));
  return (await allConversations(service))
    .map((conversation) => conversation.conversationWith.uid)
    .filter((uid) => uids.has(uid));
}

async function everyMessage(service: ChatService, other: ContractPerson): Promise<ChatMessage[]> {
  const request = service.messagesRequest({ uid: other.uid, limit: 50 });
  const pages: ChatMessage[][] = [];
  for (let page = await request.fetchPrevious(); page.length > 0; page = await request.fetchPrevious()) {
    pages.unshift(page);
  }
  return pages.flat();
}

const ids = (messages: readonly { id: string }[]) => messages.map((message) => message.id);

/** Message ids are decimal strings in sending order. */
function isAscending(values: readonly string[]): boolean {
  return values.every((value, index) => {
    const previous = values[index - 1];
    return (
      previous === undefined ||
      previous.length < value.length ||
      (previous.length === value.length && previous < value)
    );
  });
}

export function describeChatServiceContract(
  name: string,
  setup: () => Promise<ChatContractWorld>,
  options: ChatContractOptions = {},
): void {
  const timeout = options.timeoutMs ?? 30_000;

  describe(`ChatService contract: ${name}`, () => {
    let world: ChatContractWorld;
    let a: ContractPerson;
    let b: ContractPerson;
    let c: ContractPerson;
    let recordings: Recording[] = [];

    const listen = (service: ChatService) => {
      const recording = record(service);
      recordings.push(recording);
      return recording;
    };

    async function send(from: ContractPerson, to: ContractPerson, text: string, service = from.service) {
      return service.sendMessage({ ...user(to), muid: newMuid(), text });
    }

    /**
     * Everything `from` did toward `to` before this has reached `toLog`: a typing indicator,
     * sent now, travels behind it on the same connection.
     */
    async function flush(from: ContractPerson, to: ContractPerson, toLog: Recording) {
      const before = toLog.typingStarted.filter((indicator) => indicator.sender.uid === from.uid).length;
      from.service.startTyping(user(to));
      await until(
        () => toLog.typingStarted.filter((indicator) => indicator.sender.uid === from.uid).length > before,
        `${to.name} to see ${from.name} typing`,
      );
      from.service.endTyping(user(to));
    }

    beforeEach(async () => {
      world = await setup();
      [a, b, c] = world.people;
      recordings = [];
    });

    afterEach(async () => {
      for (const recording of recordings) recording.stop();
      await world?.teardown();
    });

    it(
      'answers the logged-in user, again on a second login',
      async () => {
        for (const person of world.people) {
          expect(person.service.getLoggedInUser()).toMatchObject({ uid: person.uid });
          const again = await person.service.login();
          expect(again).toMatchObject({ uid: person.uid, name: person.name });
          expect(person.service.getLoggedInUser()?.uid).toBe(person.uid);
        }
      },
      timeout,
    );

    it(
      "delivers a text message once, as the sender's answer describes it, and not back to the sending tab",
      async () => {
        await world.connect(a, b);
        const aLog = listen(a.service);
        const bLog = listen(b.service);
        const muid = newMuid();

        const sent = await a.service.sendMessage({ ...user(b), muid, text: 'Hello Bo' });

        expect(sent).toMatchObject({
          muid,
          text: 'Hello Bo',
          type: 'text',
          category: 'message',
          receiverId: b.uid,
          receiverType: 'user',
          sender: { uid: a.uid },
          deletedAt: null,
        });
        await until(() => bLog.text.length > 0, 'the message at the receiver');
        await flush(a, b, bLog);
        expect(bLog.text).toHaveLength(1);
        expect(bLog.received).toHaveLength(1);
        expect(bLog.text[0]).toMatchObject({
          id: sent.id,
          muid,
          text: 'Hello Bo',
          conversationId: sent.conversationId,
          sentAt: sent.sentAt,
          sender: { uid: a.uid, name: sent.sender.name },
          receiverId: b.uid,
        });
        // The sender has the answer: its own listeners are not told the message again.
        await flush(b, a, aLog);
        expect(aLog.received).toHaveLength(0);
      },
      timeout,
    );

    it(
      "tells the sender's other tab the message its answer describes",
      async (context) => {
        if (!world.openTab) return context.skip();
        await world.connect(a, b);
        const secondTab = await world.openTab(a);
        const tabLog = listen(secondTab);

        const sent = await send(a, b, 'From the first tab');

        await until(() => tabLog.text.length > 0, 'the message in the second tab');
        expect(tabLog.text[0]).toMatchObject({
          id: sent.id,
          muid: sent.muid,
          text: sent.text,
          conversationId: sent.conversationId,
          sender: { uid: a.uid },
          receiverId: b.uid,
        });
      },
      timeout,
    );

    it(
      'stores a message once however often it is sent with the same muid',
      async () => {
        await world.connect(a, b);
        const bLog = listen(b.service);
        const muid = newMuid();

        const first = await a.service.sendMessage({ ...user(b), muid, text: 'Only once' });
        const second = await a.service.sendMessage({ ...user(b), muid, text: 'Only once' });

        expect(second.id).toBe(first.id);
        await until(() => bLog.text.length > 0, 'the message at the receiver');
        await flush(a, b, bLog);
        expect(ids(bLog.received)).toEqual([first.id]);
        expect(ids(await everyMessage(b.service, a))).toEqual([first.id]);
      },
      timeout,
    );

    it(
      'retries a send whose answer was lost with the same muid: one message, one delivery',
      async (context) => {
        if (!world.loseNextAnswer) return context.skip();
        await world.connect(a, b);
        const bLog = listen(b.service);

        world.loseNextAnswer(a.service);
        const sent = await send(a, b, 'Through a bad network');

        await until(() => bLog.text.length > 0, 'the message at the receiver');
        await flush(a, b, bLog);
        expect(ids(bLog.received)).toEqual([sent.id]);
        expect(ids(await everyMessage(a.service, b))).toEqual([sent.id]);
      },
      timeout,
    );

    it(
      'lists conversations newest activity first, counts unread per incoming message and resets on markAsRead',
      async () => {
        await world.connect(a, b);
        await world.connect(c, b);
        const bLog = listen(b.service);

        await send(a, b, 'one from A');
        await send(c, b, 'one from C');
        await until(() => bLog.text.length === 2, 'both messages at B');
        expect(await partners(b.service, [a, c])).toEqual([c.uid, a.uid]);

        const latest = await send(a, b, 'two from A');
        await until(() => bLog.text.length === 3, 'the third message at B');
        const conversations = await allConversations(b.service);
        const withA = conversations.find((conversation) => conversation.conversationWith.uid === a.uid);
        const withC = conversations.find((conversation) => conversation.conversationWith.uid === c.uid);
        expect(conversations.map((conversation) => conversation.conversationWith.uid).filter(
          (uid) => uid === a.uid || uid === c.uid,
        )).toEqual([a.uid, c.uid]);
        expect(withA).toMatchObject({
          conversationId: latest.conversationId,
          conversationType: 'user',
          unreadMessageCount: 2,
          lastMessage: { id: latest.id, text: 'two from A' },
        });
        expect(withC?.unreadMessageCount).toBe(1);
        const counts = await b.service.getUnreadMessageCountForAllUsers();
        expect(counts[a.uid]).toBe(2);
        expect(counts[c.uid]).toBe(1);
        // The sender has nothing unread in that conversation.
        expect((await a.service.getUnreadMessageCountForAllUsers())[b.uid] ?? 0).toBe(0);

        const received = bLog.text.find((message) => message.id === latest.id);
        if (!received) throw new Error('the latest message did not arrive');
        await b.service.markAsRead(received);

        await eventually(async () => {
          const after = await b.service.getUnreadMessageCountForAllUsers();
          expect(after[a.uid] ?? 0).toBe(0);
          expect(after[c.uid]).toBe(1);
        });
        const reread = await allConversations(b.service);
        expect(
          reread.find((conversation) => conversation.conversationWith.uid === a.uid)?.unreadMessageCount,
        ).toBe(0);
      },
      timeout,
    );

    it(
      'pages a conversation older and newer without gaps or repeats',
      async () => {
        await world.connect(a, b);
        const sent: ChatMessage[] = [];
        for (let index = 1; index <= 7; index += 1) {
          const from = index % 3 === 0 ? b : a;
          sent.push(await send(from, from === a ? b : a, `message ${index}`));
        }

        const request = b.service.messagesRequest({ uid: a.uid, limit: 3 });
        const pages: string[][] = [];
        for (let page = await request.fetchPrevious(); page.length > 0; page = await request.fetchPrevious()) {
          // Oldest first within a page.
          expect(isAscending(ids(page))).toBe(true);
          pages.unshift(ids(page));
          if (pages.length > 10) throw new Error('fetchPrevious never ends');
        }
        expect(pages.flat()).toEqual(ids(sent));
        expect(pages.at(-1)).toEqual(ids(sent.slice(-3)));
        expect(await request.fetchPrevious()).toEqual([]);

        const later = [await send(a, b, 'message 8'), await send(b, a, 'message 9')];
        expect(ids(await request.fetchNext())).toEqual(ids(later));
        expect(await request.fetchNext()).toEqual([]);
        const texts = (await everyMessage(b.service, a)).map((message) => message.text);
        expect(texts).toEqual([...sent, ...later].map((message) => message.text));
      },
      timeout,
    );

    it(
      'tells edits and deletions to the other side; a deleted message stays as a deleted bubble',
      async () => {
        await world.connect(a, b);
        const bLog = listen(b.service);
        const sent = await send(a, b, 'Tpyo');
        await until(() => bLog.text.length > 0, 'the message at B');

        const edited = await a.service.editMessage(sent.id, 'Typo fixed');
        expect(edited).toMatchObject({ id: sent.id, text: 'Typo fixed' });
        expect(edited.editedAt).not.toBeNull();
        await until(() => bLog.edited.length > 0, 'the edit at B');
        expect(bLog.edited[0]).toMatchObject({ id: sent.id, text: 'Typo fixed', editedAt: edited.editedAt });

        expect(await rejectionCode(b.service.editMessage(sent.id, 'Not mine'))).toMatch(
          /^(not-allowed|not-found)$/,
        );
        expect(await rejectionCode(b.service.deleteMessage(sent.id))).toMatch(/^(not-allowed|not-found)$/);

        const deleted = await a.service.deleteMessage(sent.id);
        expect(deleted.id).toBe(sent.id);
        expect(deleted.deletedAt).not.toBeNull();
        await until(() => bLog.deleted.length > 0, 'the deletion at B');
        expect(bLog.deleted[0]?.id).toBe(sent.id);
        expect(bLog.deleted[0]?.deletedAt).not.toBeNull();
        const [bubble] = await everyMessage(b.service, a);
        expect(bubble?.id).toBe(sent.id);
        expect(bubble?.deletedAt).not.toBeNull();
        expect(bubble?.text ?? '').toBe('');
        await flush(a, b, bLog);
        expect(bLog.edited).toHaveLength(1);
        expect(bLog.deleted).toHaveLength(1);
      },
      timeout,
    );

    it(
      'tells the sender when messages were delivered and then read',
      async () => {
        await world.connect(a, b);
        const aLog = listen(a.service);
        const bLog = listen(b.service);
        const first = await send(a, b, 'first');
        const second = await send(a, b, 'second');
        await until(() => bLog.text.length === 2, 'both messages at B');
        const arrived = bLog.text.find((message) => message.id === second.id);
        if (!arrived) throw new Error('the second message did not arrive');

        await b.service.markAsDelivered(arrived);
        await until(() => aLog.delivered.length > 0, 'the delivered receipt at A');
        expect(aLog.delivered[0]).toMatchObject({
          messageId: second.id,
          conversationId: second.conversationId,
          sender: b.uid,
          receiptType: 'delivered',
        });

        await b.service.markAsRead(arrived);
        await until(() => aLog.read.length > 0, 'the read receipt at A');
        expect(aLog.read[0]).toMatchObject({
          messageId: second.id,
          conversationId: second.conversationId,
          sender: b.uid,
          receiptType: 'read',
        });
        // Every earlier message of the conversation counts as read too.
        const seen = await everyMessage(a.service, b);
        expect(ids(seen)).toEqual([first.id, second.id]);
        for (const message of seen) {
          expect(message.deliveredAt).not.toBeNull();
          expect(message.readAt).not.toBeNull();
        }
      },
      timeout,
    );

    it(
      'tells typing started and ended, and transient messages, to the receiver',
      async () => {
        await world.connect(a, b);
        const bLog = listen(b.service);

        a.service.startTyping(user(b));
        await until(() => bLog.typingStarted.length > 0, 'typing started at B');
        expect(bLog.typingStarted[0]).toMatchObject({
          sender: { uid: a.uid },
          receiverId: b.uid,
          receiverType: 'user',
        });
        a.service.endTyping(user(b));
        await until(() => bLog.typingEnded.length > 0, 'typing ended at B');
        expect(bLog.typingEnded[0]).toMatchObject({ sender: { uid: a.uid }, receiverId: b.uid });

        a.service.sendTransientMessage(user(b), { type: 'live_reaction', reaction: 'heart' });
        await until(() => bLog.transient.length > 0, 'the transient message at B');
        expect(bLog.transient[0]).toMatchObject({
          sender: { uid: a.uid },
          receiverId: b.uid,
          data: { type: 'live_reaction', reaction: 'heart' },
        });
        // Neither is a message.
        expect(bLog.received).toHaveLength(0);
      },
      timeout,
    );

    it(
      'sends an image as a media message with its url, lists it in shared media, and refuses one too large',
      async () => {
        await world.connect(a, b);
        const bLog = listen(b.service);
        const progress: number[] = [];

        const sent = await a.service.sendMediaMessage(
          { ...user(b), muid: newMuid(), type: 'image', file: pngFile() },
          (fraction) => progress.push(fraction),
        );

        expect(sent).toMatchObject({ type: 'image', category: 'message', receiverId: b.uid });
        expect(sent.data.url).toBeTruthy();
        expect(progress.at(-1)).toBe(1);
        await until(() => bLog.media.length > 0, 'the image at B');
        expect(bLog.media[0]).toMatchObject({ id: sent.id, type: 'image' });
        expect(bLog.media[0]?.data.url).toBeTruthy();
        expect(bLog.text).toHaveLength(0);
        const photos = await b.service.sharedMediaRequest({ uid: a.uid, kind: 'photos' }).fetchNext();
        expect(ids(photos)).toEqual([sent.id]);
        expect(
          await b.service.sharedMediaRequest({ uid: a.uid, kind: 'documents' }).fetchNext(),
        ).toEqual([]);

        const tooLarge = a.service.sendMediaMessage({
          ...user(b),
          muid: newMuid(),
          type: 'image',
          file: oversizedImage(CHAT_MEDIA_CAPS.image + 1),
        });
        expect(await rejectionCode(tooLarge)).toBe('too-large');
      },
      timeout,
    );

    it(
      'delivers a custom message (a sticker) to onCustomMessageReceived with its data',
      async () => {
        await world.connect(a, b);
        const bLog = listen(b.service);
        const customData = { sticker_url: 'https://example.com/heart.png', sticker_name: 'heart' };

        const sent = await a.service.sendCustomMessage({
          ...user(b),
          muid: newMuid(),
          customType: 'extension_sticker',
          customData,
        });

        expect(sent).toMatchObject({ category: 'custom', data: { customData } });
        await until(() => bLog.custom.length > 0, 'the sticker at B');
        expect(bLog.custom[0]).toMatchObject({ id: sent.id, category: 'custom', data: { customData } });
        expect(bLog.text).toHaveLength(0);
      },
      timeout,
    );

    it(
      'refuses messages across a block with the side of the block, tells both, and lets them through after an unblock',
      async () => {
        await world.connect(a, b);
        const bLog = listen(b.service);
        await send(a, b, 'before the block');

        await a.service.blockUsers([b.uid]);

        await until(() => bLog.blocks.some((change) => change.uid === a.uid), 'the block at B');
        expect(bLog.blocks.at(-1)).toEqual({ uid: a.uid, blockedByMe: false, hasBlockedMe: true });
        expect(await rejectionCode(send(a, b, 'I blocked you'))).toBe('blocked');
        expect(await rejectionCode(send(b, a, 'You blocked me'))).toBe('has-blocked-me');
        expect(await a.service.getUser(b.uid)).toMatchObject({
          uid: b.uid,
          blockedByMe: true,
          hasBlockedMe: false,
        });
        expect(await b.service.getUser(a.uid)).toMatchObject({
          uid: a.uid,
          blockedByMe: false,
          hasBlockedMe: true,
        });
        expect(bLog.received.map((message) => message.text)).toEqual(['before the block']);

        await a.service.unblockUsers([b.uid]);
        await until(
          () => bLog.blocks.at(-1)?.hasBlockedMe === false,
          'the unblock at B',
        );
        expect(await a.service.getUser(b.uid)).toMatchObject({ blockedByMe: false, hasBlockedMe: false });
        // The product may end a connection with a block; they make it again.
        await world.connect(a, b);
        const after = await send(a, b, 'after the unblock');
        await until(() => bLog.text.some((message) => message.id === after.id), 'the message after the unblock');
      },
      timeout,
    );

    it(
      'deletes a conversation for the caller only; a new message brings it back with only the new messages',
      async () => {
        await world.connect(a, b);
        const aLog = listen(a.service);
        await send(a, b, 'old one');
        await send(b, a, 'old two');
        await until(() => aLog.text.length > 0, 'the reply at A');

        await a.service.deleteConversation(b.uid, 'user');

        expect(await partners(a.service, [b])).toEqual([]);
        expect(await a.service.messagesRequest({ uid: b.uid }).fetchPrevious()).toEqual([]);
        expect(await partners(b.service, [a])).toEqual([a.uid]);
        expect((await everyMessage(b.service, a)).map((message) => message.text)).toEqual([
          'old one',
          'old two',
        ]);

        const fresh = await send(b, a, 'new start');
        expect(await partners(a.service, [b])).toEqual([b.uid]);
        expect(ids(await everyMessage(a.service, b))).toEqual([fresh.id]);
      },
      timeout,
    );

    it(
      'answers a conversation and a user before any message, and the conversation of a message',
      async () => {
        await world.connect(a, c);
        const empty = await a.service.getConversation(c.uid, 'user');
        expect(empty).toMatchObject({
          conversationType: 'user',
          conversationWith: { uid: c.uid, name: c.name, blockedByMe: false, hasBlockedMe: false },
          lastMessage: null,
          unreadMessageCount: 0,
        });
        const other = await a.service.getUser(c.uid);
        expect(other).toMatchObject({ uid: c.uid, name: c.name });
        expect(['online', 'offline']).toContain(other.status);

        const sent = await send(a, c, 'hi');
        expect(sent.conversationId).toBe(empty.conversationId);
        const fromMessage = await a.service.getConversationFromMessage(sent);
        expect(fromMessage).toMatchObject({
          conversationId: empty.conversationId,
          conversationWith: { uid: c.uid },
          lastMessage: { id: sent.id },
        });
        expect(await rejectionCode(a.service.getUser('no-such-user-0000'))).toBe('not-found');
        expect(await rejectionCode(a.service.editMessage('999999999999', 'nothing'))).toMatch(
          /^(not-found|not-allowed)$/,
        );
      },
      timeout,
    );

    it(
      'stops telling a listener once it is removed',
      async () => {
        await world.connect(a, b);
        const kept = listen(b.service);
        const removed = listen(b.service);
        removed.stop();

        await send(a, b, 'only for the kept listener');

        await until(() => kept.text.length > 0, 'the message at the kept listener');
        await flush(a, b, kept);
        expect(removed.received).toHaveLength(0);
        expect(removed.typingStarted).toHaveLength(0);
      },
      timeout,
    );

    it(
      'tells others when someone goes offline and comes back online',
      async (context) => {
        if (!world.presence || !world.network) return context.skip();
        const network = world.network;
        await world.connect(a, b);
        const aLog = listen(a.service);
        await send(b, a, 'so that we have a conversation');

        await network.cut(b.service);
        await until(() => aLog.offline.some((person) => person.uid === b.uid), "B's offline at A");
        const offline = aLog.offline.find((person) => person.uid === b.uid);
        expect(offline).toMatchObject({ uid: b.uid, status: 'offline', name: b.name });
        expect(typeof offline?.lastActiveAt).toBe('number');
        expect((await a.service.getUser(b.uid)).status).toBe('offline');

        await network.restore(b.service);
        await until(() => aLog.online.some((person) => person.uid === b.uid), "B's online at A");
        expect(aLog.online.find((person) => person.uid === b.uid)).toMatchObject({
          uid: b.uid,
          status: 'online',
        });
        expect((await a.service.getUser(b.uid)).status).toBe('online');
      },
      timeout,
    );

    it(
      'delivers what was sent while a tab was cut off exactly once and in order after it reconnects',
      async (context) => {
        if (!world.network) return context.skip();
        const network = world.network;
        await world.connect(a, b);
        const bLog = listen(b.service);
        const before = await send(a, b, 'before the cut');
        await until(() => bLog.text.length === 1, 'the first message at B');

        await network.cut(b.service);
        await until(() => bLog.connection.includes('disconnected'), 'B to notice the lost connection');
        const missed: ChatMessage[] = [];
        for (let index = 1; index <= 5; index += 1) missed.push(await send(a, b, `missed ${index}`));
        await a.service.editMessage(before.id, 'before the cut, edited');
        // Nothing reaches a tab that is cut off.
        expect(bLog.received).toHaveLength(1);

        await network.restore(b.service);
        await until(() => bLog.connection.at(-1) === 'connected', 'B to be connected again');
        // onConnected comes after what was missed.
        expect(ids(bLog.received)).toEqual(ids([before, ...missed]));
        expect(bLog.edited.map((message) => [message.id, message.text])).toEqual([
          [before.id, 'before the cut, edited'],
        ]);

        const after = await send(a, b, 'after the reconnect');
        await until(() => bLog.received.some((message) => message.id === after.id), 'the next message at B');
        await flush(a, b, bLog);
        expect(ids(bLog.received)).toEqual(ids([before, ...missed, after]));
        expect(bLog.edited).toHaveLength(1);
      },
      timeout,
    );

    // Message requests are Woble's (the product API), whichever service carries the messages;
    // Reject & Block is the one block (`blockUsers`).
    it(
      'keeps message requests: one side waits, the other accepts, likes back, or rejects and blocks',
      async () => {
        const waiting = await a.service.addToWaiting(b.uid);
        expect(waiting?.sender.waiting).toBe(true);
        expect((await b.service.getRequestState(a.uid))?.receiver).toMatchObject({
          waiting: true,
          blocked: false,
        });

        const accepted = await b.service.acceptRequest(a.uid);
        expect(accepted?.receiver.waiting).toBe(false);
        expect((await a.service.getRequestState(b.uid))?.sender.waiting).toBe(false);

        expect(await c.service.likeBack(a.uid)).toMatchObject({ matched: false });
        expect((await a.service.getRequestState(c.uid))?.receiver.liked).toBe(true);
        expect(await a.service.likeBack(c.uid)).toMatchObject({ matched: true });

        expect(typeof (await c.service.blockUsers([b.uid]))).toBe('string');
        expect((await c.service.getRequestState(b.uid))?.sender.blocked).toBe(true);
        expect((await b.service.getRequestState(c.uid))?.receiver.blocked).toBe(true);
      },
      timeout,
    );
  });
}
