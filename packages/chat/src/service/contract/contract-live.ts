import { expect, it } from 'vitest';
import type { ChatMessage } from '../port';
import { type ContractStage, everyMessage, ids, rejectionCode, user } from './contract-kit';
import { until } from './recorder';

// The contract suite's tests of what travels live between people: receipts, typing and
// transient messages, blocks, presence, and what a tab missed while cut off; and message
// requests, which end in a block when rejected.

export function describeLiveContract(stage: ContractStage): void {
  const { listen, send, flush, timeout } = stage;

  it(
    'tells the sender when messages were delivered and then read',
    async () => {
      const { world, a, b } = stage;
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
      const { world, a, b } = stage;
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
    'refuses messages across a block with the side of the block, tells both, and lets them through after an unblock',
    async () => {
      const { world, a, b } = stage;
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
      await until(() => bLog.blocks.at(-1)?.hasBlockedMe === false, 'the unblock at B');
      expect(await a.service.getUser(b.uid)).toMatchObject({
        blockedByMe: false,
        hasBlockedMe: false,
      });
      // The product may end a connection with a block; they make it again.
      await world.connect(a, b);
      const after = await send(a, b, 'after the unblock');
      await until(
        () => bLog.text.some((message) => message.id === after.id),
        'the message after the unblock',
      );
    },
    timeout,
  );

  it(
    'tells others when someone goes offline and comes back online',
    async (context) => {
      const { world, a, b } = stage;
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
      const { world, a, b } = stage;
      if (!world.network) return context.skip();
      const network = world.network;
      await world.connect(a, b);
      const bLog = listen(b.service);
      const before = await send(a, b, 'before the cut');
      await until(() => bLog.text.length === 1, 'the first message at B');

      await network.cut(b.service);
      await until(
        () => bLog.connection.includes('disconnected'),
        'B to notice the lost connection',
      );
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
      await until(
        () => bLog.received.some((message) => message.id === after.id),
        'the next message at B',
      );
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
      const { a, b, c } = stage;
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
}
