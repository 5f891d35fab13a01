import type { ChatMessage } from '@wob/api';
import { CHAT_CONSTANTS } from '@wob/validation';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { postAs } from '../../test/http';
import { server, signUp, useTestServer } from '../../test/harness';
import {
  CHAT,
  connect,
  EventLog,
  messagesOf,
  newMuid,
  requestState,
  sendText,
  storedMessages,
  unreadOf,
  signUpPair,
} from './chat-test-support';
import { createSendQueue } from './send-queue';

// The send queue (send-queue.ts): sends that arrive together are written together, and every
// rule holds as if they had been sent one by one — the request limit, a reply accepting a
// request, blocks, idempotency — while one refused send never fails the others, and events
// leave in the order of the stored ids.

useTestServer();

const texts = (messages: readonly ChatMessage[]) => messages.map((m) => m.text);

describe('sends arriving together', () => {
  it('keeps a request at 30 waiting messages when 40 first messages arrive at once', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    const limit = CHAT_CONSTANTS.messageRequestLimit;
    const answers = await Promise.all(
      Array.from({ length: limit + 10 }, (_, i) => sendText(server, alice, bob, `Hej ${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const stored = await storedMessages(server, alice, bob);
    expect(stored).toHaveLength(limit);
    expect(stored.every((row) => row.requested)).toBe(true);
    expect((await requestState(server, bob, alice)).data.receiver.waiting).toBe(true);
  });

  it('lets a reply that arrives with the first messages accept the request, whoever came first', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    const answers = await Promise.all([
      sendText(server, alice, bob, 'Hej Bob'),
      sendText(server, alice, bob, 'Er du der?'),
      sendText(server, bob, alice, 'Hej Alice'),
      sendText(server, alice, bob, 'Godt'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // One of them opened a request and the other's message answered it: nothing waits now.
    const seenByBob = (await messagesOf(server, bob, alice)).data.messages;
    expect(seenByBob).toHaveLength(4);
    expect(seenByBob.map((m) => m.requested)).toEqual([false, false, false, false]);
    const state = (await requestState(server, alice, bob)).data;
    expect(state.sender.waiting || state.receiver.waiting).toBe(false);
  });

  it('refuses a blocked sender without failing the others sent with it', async () => {
    const [alice, bob, carl] = [
      ...(await signUpPair(server, { connected: false })),
      await signUp(server, { name: 'Carl' }),
    ];
    await connect(server, alice, bob);
    await connect(server, carl, bob);
    expect((await postAs(server, CHAT.block, bob, { _id: carl.id })).status).toBe(200);
    const answers = await Promise.all([
      sendText(server, alice, bob, 'En'),
      sendText(server, carl, bob, 'Blokeret'),
      sendText(server, alice, bob, 'To'),
      sendText(server, alice, 'no-such-person', 'Ingen'),
      sendText(server, alice, bob, 'Tre'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 403, 200, 404, 200]);
    expect(answers[1]?.message).toBe('This user has blocked you.');
    expect(texts((await messagesOf(server, bob, alice)).data.messages)).toEqual([
      'En',
      'To',
      'Tre',
    ]);
    expect(await storedMessages(server, carl, bob)).toHaveLength(0);
  });

  it('stores a retry sent in the same moment once, answers both with it and tells once', async () => {
    const [alice, bob, carl] = [
      ...(await signUpPair(server, { connected: false })),
      await signUp(server, { name: 'Carl' }),
    ];
    await connect(server, alice, bob);
    await connect(server, alice, carl);
    const log = new EventLog(server, [bob]);
    const muid = newMuid();
    const answers = await Promise.all([
      sendText(server, alice, bob, 'Før', newMuid()),
      sendText(server, alice, bob, 'Én gang', muid),
      sendText(server, alice, bob, 'Én gang', muid),
      sendText(server, alice, carl, 'Samme id, en anden', muid),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 409]);
    expect(answers[1]?.data.id).toBe(answers[2]?.data.id);
    expect(await storedMessages(server, alice, bob)).toHaveLength(2);
    expect(await storedMessages(server, alice, carl)).toHaveLength(0);
    await log.settle();
    expect(log.ofType(bob, 'chat.message').map((e) => e.message.text)).toEqual(['Før', 'Én gang']);
    log.stop();
  });

  it('publishes the messages in the order of their ids, to both people', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    await connect(server, alice, bob);
    const log = new EventLog(server, [alice, bob]);
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        i % 3 === 0 ? sendText(server, bob, alice, `b${i}`) : sendText(server, alice, bob, `a${i}`),
      ),
    );
    await log.settle();
    for (const person of [alice, bob]) {
      const ids = log.ofType(person, 'chat.message').map((e) => Number(e.message.id));
      expect(ids).toHaveLength(25);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
    log.stop();
    // Each person's unread count is the other's messages: none were read.
    expect((await unreadOf(server, bob)).data.users).toEqual({ [alice.id]: 16 });
    expect((await unreadOf(server, alice)).data.users).toEqual({ [bob.id]: 9 });
  });
});

describe('the send queue', () => {
  it('writes sends that arrive together or wait together in one transaction', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    await connect(server, alice, bob);
    const db = server.app.wob.db;
    let transactions = 0;
    // The queue only opens transactions; count them.
    const counting = {
      transaction: (...args: Parameters<Db['transaction']>) => {
        transactions += 1;
        return db.transaction(...args);
      },
    } as Db;
    const queue = createSendQueue({ db: counting, logger: server.app.log });
    const job = (text: string) => ({
      senderId: alice.id,
      receiverId: bob.id,
      muid: newMuid(),
      content: { type: 'text', category: 'message' as const, text, data: {} },
      at: server.clock.now(),
    });
    await queue.send(job('alone'));
    expect(transactions).toBe(1);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => queue.send(job(`${i}`))),
    );
    // Sent in the same turn of the event loop: one transaction for all 50.
    expect(transactions).toBe(2);
    // While a batch is written, what arrives waits and goes together in the next one.
    const writing = queue.send(job('while'));
    await new Promise<void>((resolve) => setImmediate(resolve));
    const waited = Array.from({ length: 20 }, (_, i) => queue.send(job(`w${i}`)));
    await Promise.all([writing, ...waited]);
    expect(transactions).toBe(4);
    expect(outcomes.every((outcome) => outcome.fresh)).toBe(true);
    const ids = outcomes.map((outcome) => outcome.row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(50);
    await queue.drained();
  });

  it('fails only the send that breaks the batch, and writes the others one by one', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    await connect(server, alice, bob);
    const queue = createSendQueue({ db: server.app.wob.db, logger: server.app.log });
    const at = server.clock.now();
    const file = {
      id: `media-${newMuid()}`,
      kind: 'chat-file' as const,
      path: 'chat/x.bin',
      mimeType: 'application/octet-stream',
      size: 3,
      name: 'x.bin',
      extension: 'bin',
    };
    const send = (text: string | null, media?: typeof file) =>
      queue.send({
        senderId: alice.id,
        receiverId: bob.id,
        muid: newMuid(),
        content: media
          ? { type: 'file', category: 'message', text: null, data: {}, media }
          : { type: 'text', category: 'message', text, data: {} },
        at,
      });
    const first = send('først');
    // Waiting behind the first: one batch, in which the second file reuses the first's id.
    const results = await Promise.allSettled([
      send('et'),
      send(null, file),
      send('to'),
      send(null, file),
      send('tre'),
    ]);
    await first;
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const stored = (await messagesOf(server, bob, alice)).data.messages;
    expect(stored.map((m) => m.text ?? m.type)).toEqual(['først', 'et', 'file', 'to', 'tre']);
  });
});
