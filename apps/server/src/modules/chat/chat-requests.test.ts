import { CHAT_CONSTANTS } from '@wob/validation';
import { describe, expect, it } from 'vitest';
import { postAs } from '../../test/http';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import {
  CHAT,
  connect,
  conversationsOf,
  EventLog,
  messagesOf,
  requestState,
  sendText,
  setUserRow,
  storedMessages,
  signUpPair,
} from './chat-test-support';

// Message requests (spec chat sections 4 and 7): what waits, who sees it,
// accepting, the limit, connections, and 'let people message me'.

useTestServer();

const NOTHING = { liked: false, waiting: false, blocked: false };

function addToWaiting(who: SignedUp, other: SignedUp) {
  return postAs(server, CHAT.addToWaiting, who, { sender_id: who.id, receiver_id: other.id });
}

function accept(who: SignedUp, sender: SignedUp) {
  return postAs(server, CHAT.accept, who, { sender_id: sender.id });
}

describe('message requests', () => {
  it('makes a first sender’s messages wait, visible to both, until the receiver accepts', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    expect((await requestState(server, alice, bob)).data).toEqual({
      sender: NOTHING,
      receiver: NOTHING,
    });
    const log = new EventLog(server, [alice, bob]);
    try {
      const opened = await addToWaiting(alice, bob);
      expect(opened.status).toBe(200);
      expect(opened.data).toEqual({
        sender: { ...NOTHING, waiting: true },
        receiver: NOTHING,
      });
      const first = await sendText(server, alice, bob, 'Hi Bob, nice profile');
      expect(first.status).toBe(200);
      expect(first.data.requested).toBe(true);
      await log.settle();
      // Bob hears of the request and gets the message, marked as waiting.
      expect(log.ofType(bob, 'chat.request').at(-1)).toEqual({
        type: 'chat.request',
        otherId: alice.id,
        state: { sender: NOTHING, receiver: { ...NOTHING, waiting: true } },
      });
      expect(
        log.ofType(bob, 'chat.message').map((e) => [e.message.text, e.message.requested]),
      ).toEqual([['Hi Bob, nice profile', true]]);
      // The receiver sees the request in the list and the messages under the banner.
      expect((await requestState(server, bob, alice)).data).toEqual({
        sender: NOTHING,
        receiver: { ...NOTHING, waiting: true },
      });
      const list = (await conversationsOf(server, bob)).data.conversations;
      expect(list.map((c) => [c.conversationWith.uid, c.lastMessage?.requested])).toEqual([
        [alice.id, true],
      ]);
      expect((await messagesOf(server, bob, alice)).data.messages.map((m) => m.requested)).toEqual([
        true,
      ]);

      log.clear();
      const accepted = await accept(bob, alice);
      expect(accepted.status).toBe(200);
      expect(accepted.message).toBe('Message request accepted.');
      expect(accepted.data).toEqual({ sender: NOTHING, receiver: NOTHING });
      await log.settle();
      expect(log.ofType(alice, 'chat.request')).toEqual([
        { type: 'chat.request', otherId: bob.id, state: { sender: NOTHING, receiver: NOTHING } },
      ]);
      // The waiting messages are ordinary now, and new ones do not wait.
      const messages = (await messagesOf(server, alice, bob)).data.messages;
      expect(messages.map((m) => m.requested)).toEqual([false]);
      expect(Number(messages[0]?.seq)).toBeGreaterThan(Number(first.data.seq));
      expect((await sendText(server, alice, bob, 'Thanks!')).data.requested).toBe(false);
      expect((await sendText(server, bob, alice, 'You are welcome')).data.requested).toBe(false);
    } finally {
      log.stop();
    }
  });

  it('opens the request on the first message even without add-to-waiting', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    expect((await sendText(server, alice, bob, 'Straight in')).data.requested).toBe(true);
    expect((await requestState(server, alice, bob)).data.sender.waiting).toBe(true);
  });

  it('accepts a request when the receiver writes back', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    await sendText(server, alice, bob, 'Hello');
    const reply = await sendText(server, bob, alice, 'Hi yourself');
    expect(reply.data.requested).toBe(false);
    expect((await requestState(server, alice, bob)).data).toEqual({
      sender: NOTHING,
      receiver: NOTHING,
    });
    expect((await messagesOf(server, alice, bob)).data.messages.map((m) => m.requested)).toEqual([
      false,
      false,
    ]);
  });

  it('holds at most 30 waiting messages, then answers 429 and stores nothing more', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    const limit = CHAT_CONSTANTS.messageRequestLimit;
    for (let i = 1; i <= limit; i += 1) {
      const sent = await sendText(server, alice, bob, `Message ${i}`);
      expect(sent.status, `message ${i}`).toBe(200);
      expect(sent.data.requested).toBe(true);
    }
    const over = await sendText(server, alice, bob, 'One too many');
    expect(over.status).toBe(429);
    expect(over.message).toBe(
      'Your message request holds as many messages as it can. Wait for an answer before you send more.',
    );
    expect(await storedMessages(server, alice, bob)).toHaveLength(limit);
    await accept(bob, alice);
    expect((await sendText(server, alice, bob, 'Now it flows')).status).toBe(200);
  });

  it('lets nothing wait between connections', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    await connect(server, alice, bob);
    const state = await addToWaiting(alice, bob);
    expect(state.data).toEqual({ sender: NOTHING, receiver: NOTHING });
    expect((await sendText(server, alice, bob, 'Hi connection')).data.requested).toBe(false);
  });

  it('lets a like back end a waiting request: the messages are ordinary once connected', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    await postAs(server, CHAT.like, alice, { _id: bob.id });
    await sendText(server, alice, bob, 'I liked you');
    expect((await requestState(server, bob, alice)).data).toEqual({
      sender: NOTHING,
      receiver: { liked: true, waiting: true, blocked: false },
    });
    // Like Back makes them a connection; the banner is read again.
    expect(
      (await postAs<{ matched: boolean }>(server, CHAT.like, bob, { _id: alice.id })).data.matched,
    ).toBe(true);
    expect((await requestState(server, bob, alice)).data).toEqual({
      sender: { ...NOTHING, liked: true },
      receiver: { ...NOTHING, liked: true },
    });
    expect((await messagesOf(server, bob, alice)).data.messages.map((m) => m.requested)).toEqual([
      false,
    ]);
  });

  it('refuses a new conversation from a non-connection when messages are off, not from a connection', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    await setUserRow(server, bob, { allowMessages: false });
    const refused = await sendText(server, alice, bob, 'Hello?');
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('This Wobler only accepts messages from their connections.');
    expect((await addToWaiting(alice, bob)).status).toBe(403);
    expect(await storedMessages(server, alice, bob)).toEqual([]);
    // Bob may still write to Alice; and a connection may write to Bob.
    const carol = await signUp(server);
    await connect(server, carol, bob);
    expect((await sendText(server, carol, bob, 'We are connected')).status).toBe(200);
  });

  it('accepts only a request that exists, from the receiver', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    const none = await accept(bob, alice);
    expect(none.status).toBe(404);
    expect(none.message).toBe('There is no message request from this user.');
    await sendText(server, alice, bob, 'Hi');
    // Alice cannot accept her own request to Bob.
    expect((await accept(alice, bob)).status).toBe(404);
    expect((await accept(bob, alice)).status).toBe(200);
    // Accepting twice changes nothing.
    expect((await accept(bob, alice)).status).toBe(200);
  });

  it('refuses product calls made for someone else', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    const carol = await signUp(server);
    for (const path of [CHAT.awaitAccept, CHAT.addToWaiting]) {
      const answer = await postAs(server, path, carol, {
        sender_id: alice.id,
        receiver_id: bob.id,
      });
      expect(answer.status, path).toBe(403);
      expect(answer.message).toBe('You can only do this for yourself.');
    }
    const self = await postAs(server, CHAT.awaitAccept, alice, {
      sender_id: alice.id,
      receiver_id: alice.id,
    });
    expect(self.status).toBe(422);
  });

  it('answers 404 for people who are not chat users: unknown, deleted or anonymised', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    const carol = await signUp(server);
    await setUserRow(server, bob, { deletedAt: server.clock.now() });
    await setUserRow(server, carol, { anonymisedAt: server.clock.now() });
    for (const target of [bob.id, carol.id, 'no-such-user']) {
      expect((await sendText(server, alice, target, 'Hello')).status, target).toBe(404);
      const state = await postAs(server, CHAT.awaitAccept, alice, {
        sender_id: alice.id,
        receiver_id: target,
      });
      expect(state.status).toBe(404);
      expect(state.message).toBe('This user could not be found.');
    }
  });
});
