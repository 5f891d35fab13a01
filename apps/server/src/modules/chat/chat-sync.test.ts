import type { ChatMessage } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { postAs } from '../../test/http';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import {
  CHAT,
  connect,
  EventLog,
  messagesOf,
  sendText,
  signUpPair,
  syncOf,
} from './chat-test-support';

// `/chat-api/sync`: after a dropped connection the client asks for every
// change after the last seq it saw, page after page; nothing is missing or doubled.

useTestServer();

/** Follows `more` from `after` to the end; answers every message and the last cursor. */
async function syncAll(who: SignedUp, after: string, limit: number) {
  const messages: ChatMessage[] = [];
  let cursor = after;
  for (let page = 0; page < 1_000; page += 1) {
    const answer = await syncOf(server, who, cursor, limit);
    expect(answer.status).toBe(200);
    expect(answer.data.messages.length).toBeLessThanOrEqual(limit);
    messages.push(...answer.data.messages);
    cursor = answer.data.cursor;
    if (!answer.data.more) return { messages, cursor };
  }
  throw new Error('sync never ended');
}

describe('sync', () => {
  it('pages every message of the caller’s conversations in seq order, each once', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const carol = await signUp(server);
    await connect(server, carol, bob);
    const dave = await signUp(server);
    await connect(server, carol, dave);
    const start = (await syncOf(server, bob, '0')).data.cursor;
    for (let i = 0; i < 5; i += 1) {
      await sendText(server, alice, bob, `A${i}`);
      await sendText(server, bob, carol, `B${i}`);
      // Not Bob's conversation: never in his sync.
      await sendText(server, carol, dave, `C${i}`);
    }
    const { messages, cursor } = await syncAll(bob, start, 3);
    expect(messages.map((m) => m.text)).toEqual([
      'A0',
      'B0',
      'A1',
      'B1',
      'A2',
      'B2',
      'A3',
      'B3',
      'A4',
      'B4',
    ]);
    const seqs = messages.map((m) => Number(m.seq));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(cursor).toBe(messages.at(-1)?.seq);
    // Nothing after the end.
    const after = await syncOf(server, bob, cursor);
    expect(after.data).toEqual({ messages: [], cursor, more: false });
  });

  it('brings edits, deletions and receipts again, with a new seq', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const first = (await sendText(server, alice, bob, 'First')).data;
    const second = (await sendText(server, alice, bob, 'Second')).data;
    const cursor = second.seq;
    await postAs(server, CHAT.edit, alice, { id: first.id, text: 'First, edited' });
    await postAs(server, CHAT.receipts, bob, { id: second.id, receiptType: 'read' });
    await postAs(server, CHAT.delete, alice, { id: second.id });
    const { messages } = await syncAll(alice, cursor, 500);
    // Each change is there once, in the order it happened; the message's last state wins.
    const byId = new Map<string, ChatMessage>();
    for (const message of messages) byId.set(message.id, message);
    expect(byId.get(first.id)).toMatchObject({ text: 'First, edited', readAt: expect.any(Number) });
    expect(byId.get(second.id)?.deletedAt).not.toBeNull();
    expect(byId.get(second.id)?.readAt).not.toBeNull();
    for (const message of messages) expect(Number(message.seq)).toBeGreaterThan(Number(cursor));
  });

  it('leaves out what the caller deleted for themselves', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    await sendText(server, alice, bob, 'Gone for Bob');
    await postAs(server, CHAT.deleteConversation, bob, { conversationWith: alice.id });
    await sendText(server, alice, bob, 'Still here');
    const bobs = (await syncAll(bob, '0', 500)).messages.filter((m) => m.sender.uid === alice.id);
    expect(bobs.map((m) => m.text)).toEqual(['Still here']);
    const alices = (await syncAll(alice, '0', 500)).messages;
    expect(alices.map((m) => m.text)).toEqual(['Gone for Bob', 'Still here']);
  });

  it('misses nothing of changes made while it pages, and doubles nothing', async () => {
    const bob = await signUp(server, { name: 'Bob' });
    const friends: SignedUp[] = [];
    for (let i = 0; i < 4; i += 1) {
      const friend = await signUp(server);
      await connect(server, friend, bob);
      friends.push(friend);
    }
    const log = new EventLog(server, [bob]);
    try {
      const sent: string[] = [];
      const seen = new Map<string, string>();
      let cursor = '0';
      const writers = friends.map(async (friend, index) => {
        for (let i = 0; i < 8; i += 1) {
          const answer = await sendText(server, friend, bob, `F${index}-${i}`);
          expect(answer.status).toBe(200);
          sent.push(answer.data.id);
        }
      });
      let writing = true;
      const reader = (async () => {
        while (writing) {
          const answer = await syncOf(server, bob, cursor, 5);
          for (const message of answer.data.messages) {
            const key = `${message.id}@${message.seq}`;
            expect(seen.has(key), `${key} twice`).toBe(false);
            seen.set(key, message.id);
          }
          cursor = answer.data.cursor;
          // PGlite answers within microtasks: let the writers' timers and I/O run too.
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      await Promise.all(writers);
      writing = false;
      await reader;
      const rest = await syncAll(bob, cursor, 5);
      for (const message of rest.messages) {
        const key = `${message.id}@${message.seq}`;
        expect(seen.has(key), `${key} twice`).toBe(false);
        seen.set(key, message.id);
      }
      expect(new Set(seen.values())).toEqual(new Set(sent));
      // Every event carried the seq the sync answered.
      await log.settle();
      const eventKeys = log
        .ofType(bob, 'chat.message')
        .map((e) => `${e.message.id}@${e.message.seq}`);
      expect(new Set(eventKeys)).toEqual(new Set(seen.keys()));
    } finally {
      log.stop();
    }
  });

  it('refuses a cursor that is not a seq', async () => {
    const [alice] = await signUpPair(server, { connected: true });
    for (const after of ['-1', 'abc', '1.5', '01', '9'.repeat(30)]) {
      expect((await syncOf(server, alice, after)).status, after).toBe(422);
    }
    expect((await syncOf(server, alice, '0', 0)).status).toBe(422);
    expect((await syncOf(server, alice, '0', 501)).status).toBe(422);
  });

  it('agrees with the conversation pages', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    for (let i = 0; i < 4; i += 1)
      await sendText(server, i % 2 ? alice : bob, i % 2 ? bob : alice, `${i}`);
    const page = (await messagesOf(server, alice, bob)).data.messages;
    const synced = (await syncAll(alice, '0', 500)).messages.filter((m) =>
      page.some((p) => p.id === m.id),
    );
    expect(synced).toEqual(page);
  });
});
