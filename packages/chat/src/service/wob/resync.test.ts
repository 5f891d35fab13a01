import { apiError } from '@wob/test-utils';
import { describe, expect, it } from 'vitest';
import { record } from '../contract/recorder';
import { ME, message, OTHER, scripted, settle } from './test/fakes';

// After a lost connection the wob adapter asks `/chat-api/sync` for every change after the last
// one it delivered, page after page, tells the listeners what was missed — never a message
// twice — and only then says onConnected.

describe('login', () => {
  it('learns where "now" is without telling old messages as new', async () => {
    const world = scripted();
    world.fake.on('chatConversations', () => ({
      data: {
        conversations: [
          {
            conversationId: 'c1',
            conversationType: 'user',
            conversationWith: {
              ...message(1).sender,
              status: 'online',
              lastActiveAt: null,
              blockedByMe: false,
              hasBlockedMe: false,
            },
            lastMessage: message(20, { seqNo: 25 }),
            unreadMessageCount: 3,
          },
        ],
        next: 'more',
      },
    }));
    // Changes after the newest conversation's last message: older messages read meanwhile.
    world.syncPages.push({
      messages: [message(18, { seqNo: 26, readAt: 5 }), message(21, { seqNo: 27 })],
      cursor: '27',
      more: false,
    });
    const log = record(world.service);

    const me = await world.service.login();

    expect(me.uid).toBe(ME);
    expect(world.fake.inputsOf('chatSync')).toEqual([{ after: '25', limit: 500 }]);
    expect(log.received).toEqual([]);
    expect(log.read).toEqual([]);
    // The socket was online all along: ready.
    await settle();
    expect(log.connection).toEqual(['connected']);

    // The next resync starts from the last change learnt at login.
    world.topic.resync();
    await settle();
    expect(world.fake.inputsOf('chatSync').at(-1)).toEqual({ after: '27', limit: 500 });
    expect(log.received).toEqual([]);
  });

  it('fails with a login error when the service refuses the person', async () => {
    const world = scripted();
    world.fake.on('chatMe', () => {
      throw apiError(401, 'Please log in.');
    });
    await expect(world.service.login()).rejects.toMatchObject({
      code: 'login',
      message: 'Please log in.',
    });
    expect(world.service.getLoggedInUser()).toBeNull();
  });
});

describe('resync', () => {
  async function loggedIn() {
    const world = scripted();
    await world.service.login();
    const log = record(world.service);
    return { ...world, log };
  }

  it('pages through the sync after a lost connection and tells what was missed once, in order, then onConnected', async () => {
    const world = await loggedIn();
    world.topic.emit({ type: 'chat.message', message: message(1, { seqNo: 1 }) });
    world.topic.emit({ type: 'chat.message', message: message(2, { seqNo: 2 }) });
    expect(world.log.text.map((m) => m.id)).toEqual(['1', '2']);

    world.connection.set('offline');
    world.connection.set('connecting');
    // While away: message 2 was read by me on another device and edited, 3–5 arrived (5 was
    // edited, so its change comes before 4's in change order), my message 6 was read by them.
    world.syncPages.push(
      {
        messages: [
          message(2, { seqNo: 3, text: 'two, edited', editedAt: 10 }),
          message(3, { seqNo: 4 }),
          message(5, { seqNo: 6, text: 'five, edited', editedAt: 11 }),
        ],
        cursor: '6',
        more: true,
      },
      {
        messages: [
          message(4, { seqNo: 7 }),
          message(6, {
            seqNo: 8,
            from: ME,
            to: OTHER,
            muid: 'from-my-phone',
            deliveredAt: 12,
            readAt: 12,
          }),
          message(3, { seqNo: 9, deliveredAt: 13, readAt: 13 }),
        ],
        cursor: '9',
        more: false,
      },
    );
    world.connection.set('online');
    await settle();

    // Live events do not move the cursor: the resync starts where the last one ended.
    expect(world.fake.inputsOf('chatSync').slice(-2)).toEqual([
      { after: '0', limit: 500 },
      { after: '6', limit: 500 },
    ]);
    expect(world.log.text.map((m) => m.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(world.log.text.find((m) => m.id === '5')?.text).toBe('five, edited');
    expect(world.log.edited.map((m) => [m.id, m.text])).toEqual([['2', 'two, edited']]);
    // My message 6 read by them, and their message 3 read by me elsewhere: once each.
    expect(world.log.read).toEqual([
      expect.objectContaining({ messageId: '3', sender: ME, receiptType: 'read', at: 13 }),
      expect.objectContaining({ messageId: '6', sender: OTHER, receiptType: 'read', at: 12 }),
    ]);
    expect(world.log.delivered).toEqual([
      expect.objectContaining({ messageId: '3', sender: ME, receiptType: 'delivered' }),
      expect.objectContaining({ messageId: '6', sender: OTHER, receiptType: 'delivered' }),
    ]);
    expect(world.log.connection).toEqual(['disconnected', 'connecting', 'connected']);

    // The same changes again (a second resync, or their late events): nothing new.
    world.topic.emit({ type: 'chat.message', message: message(4, { seqNo: 7 }) });
    world.syncPages.push({
      messages: [message(3, { seqNo: 9, deliveredAt: 13, readAt: 13 }), message(7, { seqNo: 10 })],
      cursor: '10',
      more: false,
    });
    world.topic.resync();
    await settle();
    expect(world.fake.inputsOf('chatSync').at(-1)).toEqual({ after: '9', limit: 500 });
    expect(world.log.text.map((m) => m.id)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(world.log.read).toHaveLength(2);
  });

  it('holds events that come while behind until the resync, then tells both in order; only sync pages move the cursor', async () => {
    const world = await loggedIn();
    world.topic.emit({ type: 'chat.message', message: message(1, { seqNo: 40 }) });
    world.connection.set('offline');
    // Events that come while the adapter knows it is behind neither go out before what was
    // missed nor move the cursor.
    world.topic.emit({ type: 'chat.message', message: message(3, { seqNo: 60 }) });
    world.topic.emit({
      type: 'chat.message.edited',
      message: message(3, { seqNo: 61, text: 'three!', editedAt: 9 }),
    });
    world.topic.emit({
      type: 'chat.receipt',
      receipt: {
        messageId: '3',
        conversationId: message(3).conversationId,
        receiverType: 'user',
        sender: ME,
        receiptType: 'read',
        at: 9,
      },
      seq: '62',
    });
    expect(world.log.text.map((m) => m.id)).toEqual(['1']);
    world.syncPages.push({ messages: [message(2, { seqNo: 50 })], cursor: '50', more: false });
    world.connection.set('online');
    await settle();
    expect(world.fake.inputsOf('chatSync').at(-1)).toEqual({ after: '0', limit: 500 });
    expect(world.log.text.map((m) => [m.id, m.text])).toEqual([
      ['1', 'message 1'],
      ['2', 'message 2'],
      ['3', 'message 3'],
    ]);
    expect(world.log.edited.map((m) => [m.id, m.text])).toEqual([['3', 'three!']]);
    expect(world.log.read.map((receipt) => receipt.messageId)).toEqual(['3']);

    world.topic.resync();
    await settle();
    // The server may publish changes in another order than their seq: a live event proves
    // nothing about older changes, so only the sync's own cursor counts.
    expect(world.fake.inputsOf('chatSync').at(-1)).toEqual({ after: '50', limit: 500 });
  });

  it('moves the cursor on with a quiet resync every 500 live events, without onConnected', async () => {
    const world = await loggedIn();
    world.log.clear();
    const before = world.fake.inputsOf('chatSync').length;
    world.syncPages.push({ messages: [message(499, { seqNo: 499 })], cursor: '700', more: false });
    for (let id = 1; id <= 499; id += 1)
      world.topic.emit({ type: 'chat.message', message: message(id) });
    await settle();
    expect(world.fake.inputsOf('chatSync')).toHaveLength(before);
    world.topic.emit({ type: 'chat.message', message: message(500) });
    await settle();
    expect(world.fake.inputsOf('chatSync')).toHaveLength(before + 1);
    expect(world.log.text).toHaveLength(500);
    expect(world.log.connection).toEqual([]);
    world.topic.resync();
    await settle();
    expect(world.fake.inputsOf('chatSync').at(-1)).toEqual({ after: '700', limit: 500 });
  });

  it('retries a failing sync and says onConnected only once it succeeded', async () => {
    const world = await loggedIn();
    let failures = 2;
    world.fake.on('chatSync', () => {
      if (failures > 0) {
        failures -= 1;
        throw apiError(503);
      }
      return { data: { messages: [message(8, { seqNo: 8 })], cursor: '8', more: false } };
    });
    world.log.clear();
    world.topic.resync();
    await settle(30);
    expect(world.log.text.map((m) => m.id)).toEqual(['8']);
    expect(world.log.connection).toEqual(['connected']);
    expect(world.sleeps.length).toBeGreaterThanOrEqual(2);
  });

  it('never tells a message it fetched in a page as received again', async () => {
    const world = await loggedIn();
    world.fake.on('chatMessages', () => ({ data: { messages: [message(30, { seqNo: 30 })] } }));
    world.connection.set('offline');
    await world.service.messagesRequest({ uid: OTHER }).fetchPrevious();
    world.syncPages.push({
      messages: [message(30, { seqNo: 30 }), message(31, { seqNo: 31 })],
      cursor: '31',
      more: false,
    });
    world.connection.set('online');
    await settle();
    expect(world.log.text.map((m) => m.id)).toEqual(['31']);
  });

  it('forgets everything on a session change', async () => {
    const world = await loggedIn();
    world.topic.emit({ type: 'chat.message', message: message(1, { seqNo: 90 }) });
    for (const listener of [...world.topic.listeners]) listener.onSessionChange?.();
    expect(world.service.getLoggedInUser()).toBeNull();
    expect(world.topic.listeners.size).toBe(0);
    await world.service.login();
    expect(world.fake.inputsOf('chatSync').at(-1)).toEqual({ after: '0', limit: 500 });
  });
});
