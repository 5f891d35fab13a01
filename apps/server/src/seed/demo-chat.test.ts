import type { ChatMessage, UserConversation, RequestState } from '@wob/api';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, seedSteps } from '../db/schema';
import { DAY_MS } from '../platform/clock';
import { createPasswordHasher } from '../platform/passwords';
import { getAs, post, postAs } from '../test/http';
import { server, type SignedUp, useTestServer } from '../test/harness';
import { demoChat } from './demo-chat';
import { DEMO_PASSWORD, demoWoblerId } from './demo-woblers';
import { runSeed } from './index';

// What demo1@woble.local finds in /chat on a first start, read through the chat's own API:
// the conversation list with its unread badges, one conversation over three days with an
// edited and a deleted message, and a message request waiting for an answer.

const people = new Map<number, SignedUp>();

useTestServer({ env: { WOB_SEED: 'true' } });

async function logIn(number: number): Promise<SignedUp> {
  const known = people.get(number);
  if (known) return known;
  const email = `demo${number}@woble.local`;
  const answer = await post(server.app, '/api/login', { username: email, password: DEMO_PASSWORD });
  expect(answer.statusCode).toBe(200);
  const body = answer.json() as { token: string; data: { user: { _id: string } } };
  const person = { email, password: DEMO_PASSWORD, token: body.token, id: body.data.user._id };
  people.set(number, person);
  return person;
}

async function conversationsOf(who: SignedUp): Promise<UserConversation[]> {
  const answer = await getAs<{ conversations: UserConversation[] }>(
    server,
    '/chat-api/conversations',
    who,
  );
  expect(answer.status).toBe(200);
  return answer.data.conversations;
}

async function messagesOf(who: SignedUp, otherNumber: number): Promise<ChatMessage[]> {
  const answer = await getAs<{ messages: ChatMessage[] }>(server, '/chat-api/messages', who, {
    conversationWith: demoWoblerId(otherNumber),
    limit: '50',
  });
  expect(answer.status).toBe(200);
  return answer.data.messages;
}

async function unreadOf(who: SignedUp): Promise<Record<string, number>> {
  const answer = await getAs<{ users: Record<string, number> }>(server, '/chat-api/unread', who);
  expect(answer.status).toBe(200);
  return answer.data.users;
}

async function requestState(who: SignedUp, otherNumber: number): Promise<RequestState> {
  const answer = await postAs<RequestState>(server, '/api/chat/await-accept', who, {
    sender_id: who.id,
    receiver_id: demoWoblerId(otherNumber),
  });
  expect(answer.status).toBe(200);
  return answer.data;
}

/** Whole days between the server's now and a message's sending time. */
function daysAgo(message: ChatMessage): number {
  return Math.floor((server.clock.now().getTime() - message.sentAt * 1000) / DAY_MS);
}

async function storedMessageCount(): Promise<number> {
  const [row] = await server.app.wob.db.select({ n: count() }).from(chatMessages);
  return row?.n ?? 0;
}

describe('demo chats', () => {
  it('give demo1 three conversations, latest first, with unread badges', async () => {
    const demo1 = await logIn(1);
    const list = await conversationsOf(demo1);
    // The request first: the chat opens (and reads) the first conversation on its first load.
    expect(list.map((entry) => entry.conversationWith.uid)).toEqual([
      demoWoblerId(18),
      demoWoblerId(7),
      demoWoblerId(8),
    ]);
    expect(list.map((entry) => entry.unreadMessageCount)).toEqual([2, 1, 2]);
    expect(list.map((entry) => entry.lastMessage?.sender.uid)).toEqual([
      demoWoblerId(18),
      demoWoblerId(7),
      demoWoblerId(8),
    ]);
    expect(list.every((entry) => entry.conversationWith.name.length > 0)).toBe(true);
    // The header badge sums these.
    expect(await unreadOf(demo1)).toEqual({
      [demoWoblerId(7)]: 1,
      [demoWoblerId(8)]: 2,
      [demoWoblerId(18)]: 2,
    });
  });

  it('hold a Danish conversation with demo7 over three days, all read but the newest', async () => {
    const demo1 = await logIn(1);
    const messages = await messagesOf(demo1, 7);
    expect(messages.length).toBeGreaterThanOrEqual(10);
    expect(new Set(messages.map((message) => message.sender.uid))).toEqual(
      new Set([demo1.id, demoWoblerId(7)]),
    );
    // Oldest first, in sending order; a date, 'Yesterday' and 'Today' between them.
    const ids = messages.map((message) => Number(message.id));
    expect(ids).toEqual([...ids].sort((one, other) => one - other));
    const times = messages.map((message) => message.sentAt);
    expect(times).toEqual([...times].sort((one, other) => one - other));
    expect([...new Set(messages.map(daysAgo))]).toEqual([2, 1, 0]);
    expect(messages.some((message) => /[æøå]/.test(message.text ?? ''))).toBe(true);

    const newest = messages.at(-1);
    expect(newest?.sender.uid).toBe(demoWoblerId(7));
    expect(newest?.readAt).toBeNull();
    expect(messages.slice(0, -1).every((message) => message.readAt !== null)).toBe(true);
    expect(messages.slice(0, -1).every((message) => message.deliveredAt !== null)).toBe(true);
    expect(messages.every((message) => message.requested === false)).toBe(true);

    const edited = messages.filter((message) => message.editedAt !== null);
    expect(edited).toHaveLength(1);
    expect(edited[0]?.sender.uid).toBe(demo1.id);
    expect(edited[0]?.text).toContain('kl. 10');
    expect(edited[0]?.editedAt).toBeGreaterThan(edited[0]?.sentAt ?? Number.POSITIVE_INFINITY);

    const deleted = messages.filter((message) => message.deletedAt !== null);
    expect(deleted).toHaveLength(1);
    expect(deleted[0]?.sender.uid).toBe(demo1.id);
    expect(deleted[0]?.text).toBeUndefined();
    expect(deleted[0]?.data).toEqual({});
    // Not the last message: the list shows a readable one.
    expect(deleted[0]?.id).not.toBe(newest?.id);

    // demo7's side: everything of demo1's read, nothing unread.
    const demo7 = await logIn(7);
    const theirs = await conversationsOf(demo7);
    expect(theirs.find((entry) => entry.conversationWith.uid === demo1.id)).toMatchObject({
      unreadMessageCount: 0,
      lastMessage: { id: newest?.id },
    });
    expect(await unreadOf(demo7)).toEqual({});
  });

  it('hold a short conversation with demo8 whose last two messages wait to be read', async () => {
    const demo1 = await logIn(1);
    const messages = await messagesOf(demo1, 8);
    expect(messages.map((message) => message.sender.uid)).toEqual([
      demo1.id,
      demoWoblerId(8),
      demoWoblerId(8),
    ]);
    expect(messages[0]?.readAt).not.toBeNull();
    expect(messages.slice(1).map((message) => message.readAt)).toEqual([null, null]);
    expect(messages.slice(1).every((message) => message.deliveredAt !== null)).toBe(true);
  });

  it('wait in a message request from demo18, who is not connected with demo1', async () => {
    const demo1 = await logIn(1);
    const messages = await messagesOf(demo1, 18);
    expect(messages).toHaveLength(2);
    expect(messages.every((message) => message.sender.uid === demoWoblerId(18))).toBe(true);
    expect(messages.every((message) => message.requested)).toBe(true);

    // demo1 sees the banner: the other side waits, neither liked, nobody blocked.
    expect(await requestState(demo1, 18)).toEqual({
      sender: { liked: false, waiting: false, blocked: false },
      receiver: { liked: false, waiting: true, blocked: false },
    });
    const demo18 = await logIn(18);
    expect((await requestState(demo18, 1)).sender.waiting).toBe(true);
    // Between connections nothing waits.
    expect((await requestState(demo1, 7)).receiver.waiting).toBe(false);
  });

  it('run once: a database that has demo chats already gets none added', async () => {
    const before = await storedMessageCount();
    // As if the step were new to a database seeded (and chatted in) before it existed.
    await server.app.wob.db.delete(seedSteps).where(eq(seedSteps.name, demoChat.name));
    const applied = await runSeed(
      server.app.wob.db,
      {
        now: server.clock.now,
        hasher: createPasswordHasher(server.config.argon2),
        logger: server.app.log,
      },
      [demoChat],
    );
    expect(applied).toEqual([demoChat.name]);
    expect(await storedMessageCount()).toBe(before);
    expect(
      (await conversationsOf(await logIn(1))).map((entry) => entry.unreadMessageCount),
    ).toEqual([2, 1, 2]);
  });

  it('are rows the chat service carries on from: reading, replying and accepting', async () => {
    const demo1 = await logIn(1);
    const demo7 = await logIn(7);
    const newest = (await messagesOf(demo1, 7)).at(-1);
    const read = await postAs(server, '/chat-api/receipts', demo1, {
      id: newest?.id,
      receiptType: 'read',
    });
    expect(read.status).toBe(200);
    expect(await unreadOf(demo1)).toEqual({ [demoWoblerId(8)]: 2, [demoWoblerId(18)]: 2 });

    const sent = await postAs<ChatMessage>(server, '/chat-api/messages/text', demo7, {
      receiverId: demo1.id,
      receiverType: 'user',
      muid: 'demo-chat-test-1',
      text: 'Vi ses på lørdag!',
    });
    expect(sent.status).toBe(200);
    expect(sent.data.requested).toBe(false);
    const list = await conversationsOf(demo1);
    expect(list[0]).toMatchObject({
      conversationWith: { uid: demoWoblerId(7) },
      unreadMessageCount: 1,
      lastMessage: { id: sent.data.id },
    });

    const accepted = await postAs<RequestState>(server, '/api/chat/accept', demo1, {
      sender_id: demoWoblerId(18),
    });
    expect(accepted.status).toBe(200);
    expect(accepted.data.receiver.waiting).toBe(false);
    const delivered = await messagesOf(demo1, 18);
    expect(delivered.map((message) => message.requested)).toEqual([false, false]);
  });
});
