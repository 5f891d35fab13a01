import { record, until } from '@wob/chat/contract';
import { type ChatMessage, isChatError } from '@wob/chat/wob';
import { expect, test } from 'vitest';
import { type ChatClient, connectPeople, openChatClient, signUpChatPerson } from '../support/chat';
import { createRestartableServer } from '../support/restartable-server';

// The chat's reliability: two clients (the wob adapter, as the web app runs it) exchange 5,000
// messages while their server process is restarted twice and their sockets are cut; afterwards
// every acknowledged message has arrived exactly once and in order at the other side. The
// server is this test's own, on its own data folder, so the restarts disturb no other test.

const PER_SIDE = 2_500;
const TOTAL = PER_SIDE * 2;
const WINDOW = 4;

// A send the adapter gave up on (its retries ran out while the server was down) is sent again
// with the same muid, as the composer's retry does: it is stored once either way.
const RESEND_CODES = new Set(['network', 'timeout', 'unknown']);

/** Message ids are decimal strings in the order the server stored the messages. */
function byId(a: ChatMessage, b: ChatMessage): number {
  return a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Sends PER_SIDE messages from `from` to `to`, WINDOW at a time (as a person sending photos in
 * a row would), each until it is acknowledged.
 */
async function sendAll(
  from: ChatClient,
  to: ChatClient,
  label: string,
  acknowledged: ChatMessage[],
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < PER_SIDE) {
      const index = next;
      next += 1;
      const muid = `reliability-${label}-${index}-${from.person.uid}`;
      for (;;) {
        try {
          const message = await from.service.sendMessage({
            receiverId: to.person.uid,
            receiverType: 'user',
            muid,
            text: `${label} ${index}`,
          });
          acknowledged.push(message);
          break;
        } catch (error) {
          if (!isChatError(error) || !RESEND_CODES.has(error.code)) throw error;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: WINDOW }, worker));
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

test('every acknowledged message of 5,000 arrives exactly once and in order across two server restarts and cut sockets', async () => {
  const server = await createRestartableServer({ label: 'wob-chat-reliability' });
  const clients: ChatClient[] = [];
  let explain: (missing: string[]) => string = () => '';
  const progressLines: string[] = [];
  try {
    const [alma, bo] = await Promise.all([
      signUpChatPerson(server.baseUrl, 'Alma Reliable'),
      signUpChatPerson(server.baseUrl, 'Bo Reliable'),
    ]);
    if (!alma || !bo) throw new Error('two people');
    const options = {
      retry: { attempts: 12, initialMs: 100, maxMs: 1_000 },
      syncRetry: { attempts: 12, initialMs: 100, maxMs: 1_000 },
    };
    const traces = { a: [] as string[], b: [] as string[] };
    const a = await openChatClient(server.baseUrl, alma, {
      ...options,
      trace: (line) => traces.a.push(`${Date.now()} ${line}`),
    });
    const b = await openChatClient(server.baseUrl, bo, {
      ...options,
      trace: (line) => traces.b.push(`${Date.now()} ${line}`),
    });
    explain = (missing) => {
      const lines: string[] = [];
      for (const [name, trace] of Object.entries(traces)) {
        for (const line of trace) {
          if (!/^\d+ (event|sync)/.test(line) || missing.some((id) => line.includes(`${id}@`))) {
            lines.push(`${name} ${line}`);
          }
        }
      }
      return lines.join('\n');
    };
    clients.push(a, b);
    await connectPeople(a, b);
    const aLog = record(a.service);
    const bLog = record(b.service);

    const fromA: ChatMessage[] = [];
    const fromB: ChatMessage[] = [];
    const progress = () => fromA.length + fromB.length;
    const at = (count: number) =>
      until(() => progress() >= count, `${count} acknowledged sends`, 90_000);
    const restarts: string[] = [];

    // Progress every 5 s, printed only when the test fails.
    const started = Date.now();
    const ticker = setInterval(() => {
      progressLines.push(
        `${Math.round((Date.now() - started) / 1000)}s acknowledged ${progress()}, at A ${aLog.received.length}, at B ${bLog.received.length}; A: ${traces.a.at(-1)}; B: ${traces.b.at(-1)}`,
      );
    }, 5_000);
    const chaos = (async () => {
      await at(TOTAL * 0.15);
      a.cut();
      await at(TOTAL * 0.22);
      a.restore();
      await at(TOTAL * 0.33);
      await server.stop();
      await pause(300);
      await server.start();
      restarts.push('first');
      await at(TOTAL * 0.5);
      b.cut();
      await at(TOTAL * 0.58);
      b.restore();
      await at(TOTAL * 0.66);
      await server.stop();
      await pause(300);
      await server.start();
      restarts.push('second');
      await at(TOTAL * 0.8);
      a.cut();
      b.cut();
      await at(TOTAL * 0.86);
      a.restore();
      b.restore();
    })();

    await Promise.all([sendAll(a, b, 'A', fromA), sendAll(b, a, 'B', fromB), chaos]).finally(() =>
      clearInterval(ticker),
    );
    expect(restarts).toEqual(['first', 'second']);
    expect(fromA).toHaveLength(PER_SIDE);
    expect(fromB).toHaveLength(PER_SIDE);

    await until(
      () => bLog.received.length >= PER_SIDE && aLog.received.length >= PER_SIDE,
      'every message at the other side',
      60_000,
    );
    // Anything late (a double) would come before a typing indicator sent now.
    for (const [from, to, log] of [
      [a, b, bLog],
      [b, a, aLog],
    ] as const) {
      from.service.startTyping({ receiverId: to.person.uid, receiverType: 'user' });
      await until(() => log.typingStarted.length > 0, 'the closing typing indicator', 30_000);
    }

    const ids = (messages: readonly ChatMessage[]) => messages.map((message) => message.id);
    const missing = [
      ...ids(fromA).filter((id) => !ids(bLog.received).includes(id)),
      ...ids(fromB).filter((id) => !ids(aLog.received).includes(id)),
    ];
    if (missing.length > 0) console.log(`missing ${missing.join(',')}\n${explain(missing)}`);
    // Exactly the acknowledged messages, each once, in the order the server stored them.
    expect(ids(bLog.received)).toEqual(ids([...fromA].sort(byId)));
    expect(ids(aLog.received)).toEqual(ids([...fromB].sort(byId)));
    const texts = (label: string) =>
      Array.from({ length: PER_SIDE }, (_, index) => `${label} ${index}`);
    expect(bLog.received.map((message) => message.text).sort()).toEqual(texts('A').sort());
    expect(aLog.received.map((message) => message.text).sort()).toEqual(texts('B').sort());
    // Stored once each: the conversation holds exactly the acknowledged messages.
    const request = a.service.messagesRequest({ uid: bo.uid, limit: 100 });
    let stored = 0;
    for (
      let page = await request.fetchPrevious();
      page.length > 0;
      page = await request.fetchPrevious()
    ) {
      stored += page.length;
    }
    expect(stored).toBe(TOTAL);
  } catch (error) {
    console.log(`Progress:\n${progressLines.join('\n')}`);
    console.log(`The reliability server's last lines:\n${server.output()}`);
    throw error;
  } finally {
    await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
    await server.dispose();
  }
}, 180_000);
