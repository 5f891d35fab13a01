import { endpoints } from '@wob/api';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { expectCleanAnswer, junkValue } from '../../test/junk';
import { CHAT, connect, newMuid, sendText } from './chat-test-support';
import { createPoll, EXTENSIONS } from './extensions-test-support';

// Hostile input against a real conversation (src/junk.test.ts covers every endpoint with ids of
// nothing): junk in any field of the chat's calls, with real people and messages around it, is
// answered 4xx or accepted, never 500, and the conversation still works afterwards.

let alice: SignedUp;
let bob: SignedUp;
let messageId = '';
let pollId = '';

useTestServer();

beforeAll(async () => {
  alice = await signUp(server, { name: 'Alice' });
  bob = await signUp(server, { name: 'Bob' });
  await connect(server, alice, bob);
  messageId = (await sendText(server, bob, alice, 'Hello Alice')).data.id;
  pollId = (await createPoll(server, bob, { receiver: alice.id })).data.id;
});

// Long strings just above the longest message text (4,000 characters).
const junk = junkValue({ minLength: 4_001, maxLength: 6_000 });

const bases: Record<string, () => Record<string, unknown>> = {
  [CHAT.text]: () => ({ receiverId: bob.id, muid: newMuid(), text: 'Junk test' }),
  [CHAT.custom]: () => ({
    receiverId: bob.id,
    muid: newMuid(),
    customType: 'extension_sticker',
    customData: { sticker_url: '/s.png' },
  }),
  [CHAT.edit]: () => ({ id: messageId, text: 'Edited' }),
  [CHAT.delete]: () => ({ id: '999999999' }),
  [CHAT.receipts]: () => ({ id: messageId, receiptType: 'delivered' }),
  [CHAT.typing]: () => ({ receiverId: bob.id, typing: false }),
  [CHAT.transient]: () => ({ receiverId: bob.id, data: { type: 'live_reaction' } }),
  [CHAT.awaitAccept]: () => ({ sender_id: alice.id, receiver_id: bob.id }),
  [CHAT.addToWaiting]: () => ({ sender_id: alice.id, receiver_id: bob.id }),
  [CHAT.accept]: () => ({ sender_id: bob.id }),
  [CHAT.deleteConversation]: () => ({ conversationWith: 'no-such-wobler' }),
  [EXTENSIONS.createPoll]: () => ({
    question: 'Junk?',
    options: ['A', 'B'],
    receiver: bob.id,
    muid: newMuid(),
  }),
  [EXTENSIONS.vote]: () => ({ id: pollId, vote: 1 }),
  [EXTENSIONS.react]: () => ({ msgId: messageId, emoji: ':heart:' }),
};

describe('hostile chat input', () => {
  it('answers junk in any field of the chat calls without a 500', async () => {
    const cases = fc
      .constantFrom(...Object.keys(bases))
      .chain((path) =>
        fc.tuple(
          fc.constant(path),
          fc.constantFrom(...Object.keys(bases[path]?.() ?? {}), 'receiverType', 'parentMessageId'),
          junk,
        ),
      );
    await fc.assert(
      fc.asyncProperty(cases, async ([path, field, value]) => {
        const payload = { ...bases[path]?.(), [field]: value };
        const response = await server.app.inject({
          method: 'POST',
          url: path,
          payload,
          headers: { authorization: `Bearer ${alice.token}`, 'accept-language': 'en' },
        });
        expectCleanAnswer(response, `${path}.${field} = ${JSON.stringify(value)?.slice(0, 60)}`);
      }),
      { numRuns: 300 },
    );
  });

  it('answers junk queries about the conversation without a 500', async () => {
    const queries = [endpoints.chatMessages, endpoints.chatSharedMedia, endpoints.chatConversation];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...queries),
        fc.constantFrom('limit', 'before', 'after', 'parentMessageId', 'hideReplies', 'kind'),
        fc.oneof(fc.string({ maxLength: 40 }), fc.integer().map(String)),
        async (endpoint, key, value) => {
          const response = await server.app.inject({
            method: 'GET',
            url: endpoint.path,
            query: { conversationWith: bob.id, kind: 'documents', [key]: value },
            headers: { authorization: `Bearer ${alice.token}` },
          });
          expectCleanAnswer(response, `${endpoint.id} ${key} = ${JSON.stringify(value)}`);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('still works afterwards', async () => {
    const answer = await sendText(server, alice, bob, 'Still fine');
    expect(answer.status).toBe(200);
    expect(answer.data.text).toBe('Still fine');
  });
});
