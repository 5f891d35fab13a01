import type { ChatMessage, Conversation } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { getAs, postAs } from '../../test/http';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import {
  CHAT,
  connect,
  conversationsOf,
  EventLog,
  messagesOf,
  newMuid,
  sendText,
  setUserRow,
  storedMessages,
  unreadOf,
  signUpPair,
  syncOf,
} from './chat-test-support';

// Messages between two connected people: idempotent sends, edit and delete rights, receipts,
// unread counts, deleting a conversation for oneself, and the list's paging.

useTestServer();

function receipt(who: SignedUp, message: ChatMessage, receiptType: 'delivered' | 'read') {
  return postAs(server, CHAT.receipts, who, { id: message.id, receiptType });
}

describe('sending', () => {
  it('stores a message once however often it is sent, answers the same one, and tells once', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const log = new EventLog(server, [alice, bob]);
    try {
      const muid = newMuid();
      const answers = [];
      for (let i = 0; i < 3; i += 1)
        answers.push(await sendText(server, alice, bob, 'Hello', muid));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const ids = new Set(answers.map((a) => a.data.id));
      expect(ids.size).toBe(1);
      expect(answers[0]?.data).toMatchObject({
        muid,
        text: 'Hello',
        sender: { uid: alice.id, name: 'Alice' },
        receiverId: bob.id,
        receiverType: 'user',
        type: 'text',
        category: 'message',
        requested: false,
        deliveredAt: null,
        readAt: null,
      });
      expect(answers[0]?.data.sentAt).toBe(Math.floor(server.clock.now().getTime() / 1000));
      expect(await storedMessages(server, alice, bob)).toHaveLength(1);
      await log.settle();
      expect(log.ofType(bob, 'chat.message').map((e) => e.message.id)).toEqual([...ids]);
      // The sender's other tabs get it too.
      expect(log.ofType(alice, 'chat.message').map((e) => e.message.id)).toEqual([...ids]);
    } finally {
      log.stop();
    }
  });

  it('stores one message when the same send arrives several times at once', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const log = new EventLog(server, [bob]);
    try {
      const muid = newMuid();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => sendText(server, alice, bob, 'Once', muid)),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
      expect(await storedMessages(server, alice, bob)).toHaveLength(1);
      await log.settle();
      expect(log.ofType(bob, 'chat.message')).toHaveLength(1);
      expect((await unreadOf(server, bob)).data.users).toEqual({ [alice.id]: 1 });
    } finally {
      log.stop();
    }
  });

  it('refuses a client message id used before for another person (409)', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const carol = await signUp(server);
    await connect(server, alice, carol);
    const muid = newMuid();
    await sendText(server, alice, bob, 'For Bob', muid);
    const reused = await sendText(server, alice, carol, 'For Carol', muid);
    expect(reused.status).toBe(409);
    expect(await storedMessages(server, alice, carol)).toEqual([]);
  });

  it('refuses messages to oneself and to groups (not there yet), and empty texts', async () => {
    const [alice] = await signUpPair(server, { connected: true });
    expect((await sendText(server, alice, alice, 'Me')).status).toBe(422);
    const group = await postAs(server, CHAT.text, alice, {
      receiverId: 'some-group',
      receiverType: 'group',
      muid: newMuid(),
      text: 'Hi group',
    });
    expect(group.status).toBe(404);
    expect(group.message).toBe('This group could not be found.');
    const blank = await postAs(server, CHAT.text, alice, {
      receiverId: 'x',
      muid: newMuid(),
      text: '   ',
    });
    expect(blank.status).toBe(422);
  });

  it('sends a custom message (a sticker) with its data, and refuses one posing as a built-in type', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const sticker = await postAs<ChatMessage>(server, CHAT.custom, alice, {
      receiverId: bob.id,
      muid: newMuid(),
      customType: 'extension_sticker',
      customData: { sticker_url: '/stickers/wave.png', sticker_name: 'wave' },
    });
    expect(sticker.status).toBe(200);
    expect(sticker.data).toMatchObject({
      type: 'extension_sticker',
      category: 'custom',
      data: { customData: { sticker_url: '/stickers/wave.png', sticker_name: 'wave' } },
    });
    expect(sticker.data.text).toBeUndefined();
    const posing = await postAs(server, CHAT.custom, alice, {
      receiverId: bob.id,
      muid: newMuid(),
      customType: 'image',
      customData: {},
    });
    expect(posing.status).toBe(422);
  });

  it('shows each person’s picture as their privacy says: to connections, else the avatar', async () => {
    const alice = await signUp(server, { name: 'Alice' });
    const bob = await signUp(server, { name: 'Bob' });
    await setUserRow(server, alice, { showImagesToAll: false });
    const asStranger = await sendText(server, alice, bob, 'Hi stranger');
    expect(asStranger.data.sender.avatar).toMatch(/^\/media\/[0-9a-f]{24}\?exp=/);
    const seenByBob = (await messagesOf(server, bob, alice)).data.messages[0];
    expect(seenByBob?.sender.avatar).toMatch(/^\/media\/avatars\//);
    await connect(server, alice, bob);
    const connected = (await messagesOf(server, bob, alice)).data.messages[0];
    expect(connected?.sender.avatar).toMatch(/^\/media\/[0-9a-f]{24}\?exp=/);
  });

  it('answers threads: a reply names its parent, and the main list can leave replies out', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const parent = await sendText(server, alice, bob, 'Parent');
    const reply = await postAs<ChatMessage>(server, CHAT.text, bob, {
      receiverId: alice.id,
      muid: newMuid(),
      text: 'Reply',
      parentMessageId: parent.data.id,
    });
    expect(reply.status).toBe(200);
    expect(reply.data.parentMessageId).toBe(parent.data.id);
    // A reply to a reply, or to a message of another conversation, is refused.
    const nested = await postAs(server, CHAT.text, alice, {
      receiverId: bob.id,
      muid: newMuid(),
      text: 'Nested',
      parentMessageId: reply.data.id,
    });
    expect(nested.status).toBe(422);
    const main = await messagesOf(server, alice, bob, { hideReplies: 'true' });
    expect(main.data.messages.map((m) => m.text)).toEqual(['Parent']);
    const thread = await messagesOf(server, alice, bob, { parentMessageId: parent.data.id });
    expect(thread.data.messages.map((m) => m.text)).toEqual(['Reply']);
  });
});

describe('thread reply counts', () => {
  it("counts a thread's replies on its parent, tells both people and the resync", async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const parent = await sendText(server, alice, bob, 'Parent');
    expect(parent.data.replyCount).toBeUndefined();
    const log = new EventLog(server, [alice, bob]);
    try {
      for (const text of ['One', 'Two']) {
        const reply = await postAs<ChatMessage>(server, CHAT.text, bob, {
          receiverId: alice.id,
          muid: newMuid(),
          text,
          parentMessageId: parent.data.id,
        });
        expect(reply.status).toBe(200);
        // Only the parent counts replies.
        expect(reply.data.replyCount).toBeUndefined();
      }
      await log.settle();
      for (const person of [alice, bob]) {
        const updates = log.ofType(person, 'chat.message.updated').map((e) => e.message);
        expect(updates.map((m) => [m.id, m.replyCount])).toEqual([
          [parent.data.id, 1],
          [parent.data.id, 2],
        ]);
      }
    } finally {
      log.stop();
    }
    const main = await messagesOf(server, alice, bob, { hideReplies: 'true' });
    expect(main.data.messages.map((m) => [m.text, m.replyCount])).toEqual([['Parent', 2]]);
    // A resync from before the replies holds the parent with its count, after them.
    const synced = await syncOf(server, alice, parent.data.seq);
    const ids = synced.data.messages.map((m) => m.id);
    expect(ids.at(-1)).toBe(parent.data.id);
    expect(synced.data.messages.at(-1)?.replyCount).toBe(2);
  });
});

describe('editing and deleting', () => {
  it('lets only the sender edit, only text, and publishes the edit to both', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const sent = await sendText(server, alice, bob, 'Helo');
    const log = new EventLog(server, [alice, bob]);
    try {
      server.clock.advance(5_000);
      const edited = await postAs<ChatMessage>(server, CHAT.edit, alice, {
        id: sent.data.id,
        text: 'Hello',
      });
      expect(edited.status).toBe(200);
      expect(edited.data).toMatchObject({ id: sent.data.id, text: 'Hello' });
      expect(edited.data.editedAt).toBe(Math.floor(server.clock.now().getTime() / 1000));
      expect(Number(edited.data.seq)).toBeGreaterThan(Number(sent.data.seq));
      await log.settle();
      expect(log.ofType(bob, 'chat.message.edited').map((e) => e.message.text)).toEqual(['Hello']);

      const byBob = await postAs(server, CHAT.edit, bob, { id: sent.data.id, text: 'Hijacked' });
      expect(byBob.status).toBe(403);
      expect(byBob.message).toBe('You can only edit or delete your own messages.');
      const sticker = await postAs<ChatMessage>(server, CHAT.custom, alice, {
        receiverId: bob.id,
        muid: newMuid(),
        customType: 'extension_sticker',
        customData: { sticker_url: '/s.png' },
      });
      const notText = await postAs(server, CHAT.edit, alice, { id: sticker.data.id, text: 'x' });
      expect(notText.status).toBe(422);
      expect(notText.message).toBe('Only text messages can be edited.');
      // A stranger to the conversation learns nothing about the message.
      const carol = await signUp(server);
      expect((await postAs(server, CHAT.edit, carol, { id: sent.data.id, text: 'x' })).status).toBe(
        404,
      );
    } finally {
      log.stop();
    }
  });

  it('lets only the sender delete; the row stays as a deleted bubble without its text', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const sent = await sendText(server, alice, bob, 'Secret');
    expect((await postAs(server, CHAT.delete, bob, { id: sent.data.id })).status).toBe(403);
    const log = new EventLog(server, [alice, bob]);
    try {
      const deleted = await postAs<ChatMessage>(server, CHAT.delete, alice, { id: sent.data.id });
      expect(deleted.status).toBe(200);
      expect(deleted.data.deletedAt).toBe(Math.floor(server.clock.now().getTime() / 1000));
      expect(deleted.data.text).toBeUndefined();
      await log.settle();
      expect(log.ofType(bob, 'chat.message.deleted').map((e) => e.message.id)).toEqual([
        sent.data.id,
      ]);
      const rows = await storedMessages(server, alice, bob);
      expect(rows.map((row) => [row.text, row.deletedAt !== null])).toEqual([[null, true]]);
      const seen = (await messagesOf(server, bob, alice)).data.messages;
      expect(seen.map((m) => [m.id, m.text, m.deletedAt !== null])).toEqual([
        [sent.data.id, undefined, true],
      ]);
      // Deleting again answers the deleted message; editing it is refused.
      expect((await postAs(server, CHAT.delete, alice, { id: sent.data.id })).status).toBe(200);
      const edit = await postAs(server, CHAT.edit, alice, { id: sent.data.id, text: 'Back' });
      expect(edit.status).toBe(409);
    } finally {
      log.stop();
    }
  });
});

describe('receipts and unread counts', () => {
  it('counts unread messages per person and marks every earlier message read, for the receiver only', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const sent: ChatMessage[] = [];
    for (const text of ['One', 'Two', 'Three']) {
      sent.push((await sendText(server, alice, bob, text)).data);
    }
    expect((await unreadOf(server, bob)).data.users).toEqual({ [alice.id]: 3 });
    expect((await unreadOf(server, alice)).data.users).toEqual({});
    const [first, second, third] = sent as [ChatMessage, ChatMessage, ChatMessage];

    // The sender cannot mark their own messages.
    const own = await receipt(alice, third, 'read');
    expect(own.status).toBe(403);
    expect(own.message).toBe('Only the receiver of a message can mark it delivered or read.');

    const log = new EventLog(server, [alice, bob]);
    try {
      server.clock.advance(1_000);
      expect((await receipt(bob, second, 'delivered')).status).toBe(200);
      const delivered = (await messagesOf(server, alice, bob)).data.messages;
      expect(delivered.map((m) => m.deliveredAt !== null)).toEqual([true, true, false]);
      expect(delivered.map((m) => m.readAt)).toEqual([null, null, null]);
      expect((await unreadOf(server, bob)).data.users).toEqual({ [alice.id]: 3 });

      server.clock.advance(1_000);
      expect((await receipt(bob, second, 'read')).status).toBe(200);
      const at = Math.floor(server.clock.now().getTime() / 1000);
      const read = (await messagesOf(server, alice, bob)).data.messages;
      expect(read.map((m) => m.readAt)).toEqual([at, at, null]);
      expect((await unreadOf(server, bob)).data.users).toEqual({ [alice.id]: 1 });
      await log.settle();
      const receipts = log.ofType(alice, 'chat.receipt');
      expect(
        receipts.map((e) => [e.receipt.messageId, e.receipt.receiptType, e.receipt.sender]),
      ).toEqual([
        [second.id, 'delivered', bob.id],
        [second.id, 'read', bob.id],
      ]);
      expect(receipts[1]?.receipt.at).toBe(at);
      // Marking an earlier message again changes nothing and tells nobody.
      log.clear();
      expect((await receipt(bob, first, 'read')).status).toBe(200);
      await log.settle();
      expect(log.ofType(alice, 'chat.receipt')).toEqual([]);
      expect((await receipt(bob, third, 'read')).status).toBe(200);
      expect((await unreadOf(server, bob)).data.users).toEqual({});
      const list = (await conversationsOf(server, bob)).data.conversations;
      expect(list[0]?.unreadMessageCount).toBe(0);
    } finally {
      log.stop();
    }
  });
});

describe('the conversation list', () => {
  it('lists conversations latest first, 30 a page, with the other person, last message and unread count', async () => {
    const me = await signUp(server, { name: 'Me' });
    const others: SignedUp[] = [];
    for (let i = 0; i < 32; i += 1) {
      const other = await signUp(server, { name: `Friend ${i}` });
      await connect(server, me, other);
      await sendText(server, other, me, `From friend ${i}`);
      others.push(other);
    }
    const first = await conversationsOf(server, me);
    expect(first.data.conversations).toHaveLength(30);
    expect(first.data.conversations[0]).toMatchObject({
      conversationType: 'user',
      conversationWith: { uid: others[31]?.id, name: 'Friend 31', status: 'offline' },
      lastMessage: { text: 'From friend 31' },
      unreadMessageCount: 1,
    });
    expect(first.data.next).not.toBeNull();
    const second = await conversationsOf(server, me, { cursor: first.data.next ?? '' });
    expect(second.data.conversations.map((c) => c.conversationWith.name)).toEqual([
      'Friend 1',
      'Friend 0',
    ]);
    expect(second.data.next).toBeNull();
    // A new message moves its conversation to the top.
    await sendText(server, me, others[0] as SignedUp, 'Back to you');
    const again = await conversationsOf(server, me, { limit: '2' });
    expect(again.data.conversations.map((c) => c.conversationWith.name)).toEqual([
      'Friend 0',
      'Friend 31',
    ]);
    expect(again.data.conversations[0]?.lastMessage?.text).toBe('Back to you');
  });

  it('deletes a conversation for the caller only; a new message brings it back without the old ones', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    await sendText(server, alice, bob, 'Old one');
    await sendText(server, bob, alice, 'Old two');
    const log = new EventLog(server, [alice, bob]);
    try {
      const removed = await postAs(server, CHAT.deleteConversation, alice, {
        conversationWith: bob.id,
      });
      expect(removed.status).toBe(200);
      await log.settle();
      expect(log.ofType(alice, 'chat.conversation.deleted')).toHaveLength(1);
      expect(log.of(bob)).toEqual([]);
    } finally {
      log.stop();
    }
    expect((await conversationsOf(server, alice)).data.conversations).toEqual([]);
    expect((await messagesOf(server, alice, bob)).data.messages).toEqual([]);
    expect((await unreadOf(server, alice)).data.users).toEqual({});
    // Bob keeps everything.
    expect((await messagesOf(server, bob, alice)).data.messages.map((m) => m.text)).toEqual([
      'Old one',
      'Old two',
    ]);
    await sendText(server, bob, alice, 'New');
    const list = (await conversationsOf(server, alice)).data.conversations;
    expect(list.map((c) => [c.lastMessage?.text, c.unreadMessageCount])).toEqual([['New', 1]]);
    expect((await messagesOf(server, alice, bob)).data.messages.map((m) => m.text)).toEqual([
      'New',
    ]);
    // The old messages cannot be reached by id either.
    const oldId = (await messagesOf(server, bob, alice)).data.messages[0]?.id;
    expect(
      (await postAs(server, CHAT.receipts, alice, { id: oldId, receiptType: 'read' })).status,
    ).toBe(404);
  });

  it('opens a conversation that has no messages yet', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const conversation = await getAs<Conversation>(server, CHAT.conversation, alice, {
      conversationWith: bob.id,
    });
    expect(conversation.status).toBe(200);
    expect(conversation.data).toMatchObject({
      conversationType: 'user',
      conversationWith: { uid: bob.id, name: 'Bob', blockedByMe: false, hasBlockedMe: false },
      lastMessage: null,
      unreadMessageCount: 0,
    });
  });

  it('pages a conversation backwards and forwards by message id', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    for (let i = 1; i <= 7; i += 1) await sendText(server, alice, bob, `M${i}`);
    const newest = (await messagesOf(server, bob, alice, { limit: '3' })).data.messages;
    expect(newest.map((m) => m.text)).toEqual(['M5', 'M6', 'M7']);
    const older = (
      await messagesOf(server, bob, alice, { limit: '3', before: newest[0]?.id ?? '' })
    ).data.messages;
    expect(older.map((m) => m.text)).toEqual(['M2', 'M3', 'M4']);
    const after = (await messagesOf(server, bob, alice, { limit: '2', after: older[0]?.id ?? '' }))
      .data.messages;
    expect(after.map((m) => m.text)).toEqual(['M3', 'M4']);
  });
});
