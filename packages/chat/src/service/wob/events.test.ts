import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@wob/api';
import { record } from '../contract/recorder';
import { PRESENCE_WATCH_LIMIT } from './presence-watch';
import { chatUser, conversationIdOf, ME, message, OTHER, scripted, settle } from './test/fakes';

// Realtime events of the person's own topic, mapped onto the port's listeners.

async function loggedIn() {
  const world = scripted();
  await world.service.login();
  const log = record(world.service);
  return { ...world, log };
}

describe('the wob adapter on realtime events', () => {
  it('routes new messages by kind, once each, and not the echo of its own sends', async () => {
    const world = await loggedIn();
    world.fake.on('chatSendText', () => ({
      data: message(5, { from: ME, to: OTHER, muid: 'mine' }),
    }));
    await world.service.sendMessage({
      receiverId: OTHER,
      receiverType: 'user',
      muid: 'mine',
      text: 'x',
    });

    world.topic.emit({
      type: 'chat.message',
      message: message(5, { from: ME, to: OTHER, muid: 'mine' }),
    });
    world.topic.emit({ type: 'chat.message', message: message(6) });
    world.topic.emit({ type: 'chat.message', message: message(6) });
    world.topic.emit({
      type: 'chat.message',
      message: message(7, { type: 'image', text: undefined }),
    });
    world.topic.emit({
      type: 'chat.message',
      message: message(8, { type: 'extension_sticker', category: 'custom', text: undefined }),
    });
    world.topic.emit({
      type: 'chat.message',
      message: message(9, { type: 'file', text: undefined }),
    });
    // Another tab of mine sent this one: news here.
    world.topic.emit({
      type: 'chat.message',
      message: message(10, { from: ME, to: OTHER, muid: 'other-tab' }),
    });

    expect(world.log.text.map((m) => m.id)).toEqual(['6', '10']);
    expect(world.log.media.map((m) => m.id)).toEqual(['7', '9']);
    expect(world.log.custom.map((m) => m.id)).toEqual(['8']);
  });

  it('tells a call message as a custom one, so the list shows it in place', async () => {
    const world = await loggedIn();
    const call = message(12, { type: 'video', category: 'call', text: undefined });
    world.topic.emit({ type: 'chat.message', message: call });
    expect(world.log.custom.map((m) => m.id)).toEqual(['12']);
    expect(world.log.text).toEqual([]);
    expect(world.log.media).toEqual([]);
  });

  it('suppresses the echo of its own send even when the event comes before the answer', async () => {
    const world = await loggedIn();
    world.fake.on('chatSendText', () => {
      world.topic.emit({
        type: 'chat.message',
        message: message(11, { from: ME, to: OTHER, muid: 'early' }),
      });
      return { data: message(11, { from: ME, to: OTHER, muid: 'early' }) };
    });
    await world.service.sendMessage({
      receiverId: OTHER,
      receiverType: 'user',
      muid: 'early',
      text: 'x',
    });
    expect(world.log.received).toEqual([]);
  });

  it('tells edits and deletions once, newest state only, and not its own', async () => {
    const world = await loggedIn();
    world.topic.emit({ type: 'chat.message', message: message(3, { seqNo: 3 }) });
    const edited = message(3, { seqNo: 4, text: 'fixed', editedAt: 1_700_000_100 });
    world.topic.emit({ type: 'chat.message.edited', message: edited });
    world.topic.emit({ type: 'chat.message.edited', message: edited });
    world.topic.emit({ type: 'chat.message.edited', message: message(3, { seqNo: 3 }) });
    const deleted = message(3, { seqNo: 5, text: undefined, deletedAt: 1_700_000_200 });
    world.topic.emit({ type: 'chat.message.deleted', message: deleted });

    world.fake.on('chatEditMessage', () => {
      world.topic.emit({
        type: 'chat.message.edited',
        message: message(12, { from: ME, to: OTHER, seqNo: 20, editedAt: 1 }),
      });
      return { data: message(12, { from: ME, to: OTHER, seqNo: 20, editedAt: 1 }) };
    });
    await world.service.editMessage('12', 'mine');

    expect(world.log.edited).toEqual([edited]);
    expect(world.log.deleted).toEqual([deleted]);
  });

  it('tells receipts, typing, transient messages and the product events', async () => {
    const world = await loggedIn();
    const conversationId = conversationIdOf(ME, OTHER);
    const receipt = {
      messageId: '4',
      conversationId,
      receiverType: 'user' as const,
      sender: OTHER,
      receiptType: 'read' as const,
      at: 1_700_000_300,
    };
    world.topic.emit({ type: 'chat.receipt', receipt, seq: '30' });
    world.topic.emit({ type: 'chat.receipt', receipt, seq: '30' });
    world.topic.emit({
      type: 'chat.receipt',
      receipt: { ...receipt, receiptType: 'delivered' },
      seq: '31',
    });
    const sender = { uid: OTHER, name: 'Other', avatar: '' };
    world.topic.emit({
      type: 'chat.typing',
      indicator: { sender, receiverId: ME, receiverType: 'user', typing: true },
    });
    world.topic.emit({
      type: 'chat.typing',
      indicator: { sender, receiverId: ME, receiverType: 'user', typing: false },
    });
    world.topic.emit({
      type: 'chat.transient',
      transient: { sender, receiverId: ME, receiverType: 'user', data: { reaction: 'heart' } },
    });
    world.topic.emit({
      type: 'chat.block',
      otherId: OTHER,
      blockedByMe: false,
      hasBlockedMe: true,
    });
    world.topic.emit({
      type: 'chat.request',
      otherId: OTHER,
      state: {
        sender: { liked: false, waiting: false, blocked: false },
        receiver: { liked: false, waiting: true, blocked: false },
      },
    });
    world.topic.emit({ type: 'chat.conversation.deleted', conversationId });
    // Not a chat event, and a malformed one: ignored.
    world.topic.emit({ type: 'notification.created', notification: {} });
    world.topic.emit({ type: 'chat.message', message: { id: 1 } });

    expect(world.log.read).toEqual([receipt]);
    // A read counts as delivered: an older delivered receipt is no news.
    expect(world.log.delivered).toEqual([]);
    expect(world.log.typingStarted).toEqual([{ sender, receiverId: ME, receiverType: 'user' }]);
    expect(world.log.typingEnded).toEqual([{ sender, receiverId: ME, receiverType: 'user' }]);
    expect(world.log.transient).toEqual([
      { sender, receiverId: ME, receiverType: 'user', data: { reaction: 'heart' } },
    ]);
    expect(world.log.blocks).toEqual([{ uid: OTHER, blockedByMe: false, hasBlockedMe: true }]);
    expect(world.log.requests).toEqual([{ uid: OTHER }]);
    expect(world.log.conversationsDeleted).toEqual([conversationId]);
    expect(world.log.received).toEqual([]);
  });

  it('does not echo its own receipts back, but tells those of its other tabs', async () => {
    const world = await loggedIn();
    world.fake.on('chatReceipt', () => ({ data: {} }));
    const incoming = message(4);
    await world.service.markAsRead(incoming);
    const mine = {
      messageId: '4',
      conversationId: incoming.conversationId,
      receiverType: 'user' as const,
      sender: ME,
      receiptType: 'read' as const,
      at: 1,
    };
    world.topic.emit({ type: 'chat.receipt', receipt: mine, seq: '40' });
    world.topic.emit({ type: 'chat.receipt', receipt: { ...mine, messageId: '6' }, seq: '41' });
    expect(world.log.read.map((receipt) => receipt.messageId)).toEqual(['6']);
    expect(world.fake.inputsOf('chatReceipt')).toEqual([{ id: '4', receiptType: 'read' }]);
    // Receipts are only for received messages.
    await world.service.markAsDelivered(message(5, { from: ME, to: OTHER }));
    expect(world.fake.inputsOf('chatReceipt')).toHaveLength(1);
  });

  it('tells presence as whole users, fetching one it does not know yet', async () => {
    const world = await loggedIn();
    world.fake.on('chatUser', () => ({
      data: chatUser(OTHER, { name: 'Olga', blockedByMe: true }),
    }));

    world.topic.emit({
      type: 'chat.presence',
      user: { uid: OTHER, status: 'offline', lastActiveAt: 1_700_000_500 },
    });
    world.topic.emit({
      type: 'chat.presence',
      user: { uid: OTHER, status: 'online', lastActiveAt: null },
    });
    await settle();

    expect(world.log.offline).toEqual([
      chatUser(OTHER, {
        name: 'Olga',
        blockedByMe: true,
        status: 'offline',
        lastActiveAt: 1_700_000_500,
      }),
    ]);
    expect(world.log.online).toEqual([chatUser(OTHER, { name: 'Olga', blockedByMe: true })]);
    expect(world.fake.inputsOf('chatUser')).toHaveLength(1);
  });

  it('follows the presence topic of a person it fetched, the latest few only, until logout', async () => {
    const topics = new Map<string, (event: RealtimeEvent) => void>();
    const world = scripted({
      subscribeTopic: (topic, listener) => {
        topics.set(topic, listener);
        return () => topics.delete(topic);
      },
    });
    await world.service.login();
    const log = record(world.service);
    world.fake.on('chatConversation', (input) => {
      const uid = (input as { conversationWith: string }).conversationWith;
      return {
        data: {
          conversationId: conversationIdOf(ME, uid),
          conversationType: 'user',
          conversationWith: chatUser(uid),
          lastMessage: null,
          unreadMessageCount: 0,
        },
      };
    });

    // A chat opened before its first message: no conversation, so only the topic tells.
    await world.service.getConversation(OTHER, 'user');
    expect([...topics.keys()]).toEqual([`presence:${OTHER}`]);
    topics.get(`presence:${OTHER}`)?.({
      type: 'chat.presence',
      user: { uid: OTHER, status: 'offline', lastActiveAt: 1_700_000_900 },
    });
    await settle();
    expect(log.offline.map((user) => [user.uid, user.lastActiveAt])).toEqual([
      [OTHER, 1_700_000_900],
    ]);

    for (let n = 0; n < PRESENCE_WATCH_LIMIT + 2; n += 1)
      await world.service.getUser(`person-${n}`);
    expect(topics.size).toBe(PRESENCE_WATCH_LIMIT);
    expect(topics.has(`presence:${OTHER}`)).toBe(false);
    await world.service.getUser(ME);
    expect(topics.has(`presence:${ME}`)).toBe(false);

    await world.service.logout();
    expect(topics.size).toBe(0);
  });

  it('stops telling a removed listener, and one broken listener does not stop the others', async () => {
    const world = await loggedIn();
    const removed: string[] = [];
    const stop = world.service.addMessageListener({
      onTextMessageReceived: (m) => removed.push(m.id),
    });
    world.service.addMessageListener({
      onTextMessageReceived: () => {
        throw new Error('broken listener');
      },
    });
    world.topic.emit({ type: 'chat.message', message: message(1) });
    stop();
    stop();
    world.topic.emit({ type: 'chat.message', message: message(2) });

    expect(removed).toEqual(['1']);
    expect(world.log.text.map((m) => m.id)).toEqual(['1', '2']);
    expect(world.logs).toContain('a chat listener failed');
  });

  it('tells nothing after logout, and stops listening to the topic', async () => {
    const world = await loggedIn();
    expect(world.topic.listeners.size).toBe(1);
    await world.service.logout();
    expect(world.topic.listeners.size).toBe(0);
    expect(world.service.getLoggedInUser()).toBeNull();
  });
});
