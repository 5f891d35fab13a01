import { CALL_LIMITS } from '@wob/validation';
import { describe, expect, it } from 'vitest';
import { server, signUp, useTestServer } from '../../test/harness';
import { postAs } from '../../test/http';
import {
  CHAT,
  conversationsOf,
  messagesOf,
  sendText,
  signUpPair,
  storedMessages,
  syncOf,
  unreadOf,
} from './chat-test-support';
import {
  acceptCall,
  activeCall,
  CallLog,
  callHistory,
  callUser,
  endCall,
  rejectCall,
} from './calls-test-support';

// The rules of one-to-one calls: one call per person (busy, already in a call, under
// concurrency), blocks, unanswered after CALL_LIMITS.unansweredAfterMs on the server's clock,
// and call messages in pages, sync and the conversation list without raising unread counts.

useTestServer();

const sweep = () => server.app.wobExtras.callSweeper.runAll();

describe('one call per person', () => {
  it('answers a call to someone in another call busy at once, with a busy message from them', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const carol = await signUp(server, { name: 'Carol' });
    const log = new CallLog([alice, bob, carol], server);
    await callUser(server, alice, bob);
    const busy = await callUser(server, carol, bob, 'audio');
    expect(busy.status, busy.message).toBe(200);
    expect(busy.data.call.status).toBe('busy');
    expect(busy.data.call.participants.map((p) => [p.uid, p.state])).toEqual([
      [carol.id, 'joined'],
      [bob.id, 'busy'],
    ]);
    const page = await messagesOf(server, carol, bob);
    expect(page.data.messages.map((m) => [m.sender.uid, m.call?.status, m.call?.action])).toEqual([
      [bob.id, 'busy', 'busy'],
    ]);
    // Carol is free again at once; Bob is still rung by Alice.
    expect((await activeCall(server, carol)).data.call).toBeNull();
    expect(log.statuses(carol)).toEqual(['busy']);
    expect(log.statuses(bob)).toEqual(['initiated', 'busy']);
    log.stop();
  });

  it('refuses a caller who is already in a call (409, translated)', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const carol = await signUp(server, { name: 'Carol' });
    await callUser(server, alice, bob);
    const again = await callUser(server, alice, carol, 'audio');
    expect(again.status).toBe(409);
    expect(again.message).toBe('You are already in a call.');
    // Bob, rung, cannot call out either.
    expect((await callUser(server, bob, carol)).status).toBe(409);
    expect(await storedMessages(server, alice, carol)).toEqual([]);
  });

  it('rings exactly one of ten people calling the same callee at once; nine are busy', async () => {
    const callee = await signUp(server, { name: 'Callee' });
    const callers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signUp(server, { name: `Caller ${i}` })),
    );
    const answers = await Promise.all(callers.map((caller) => callUser(server, caller, callee)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const statuses = answers.map((a) => a.data.call.status).sort();
    expect(statuses).toEqual([...Array(9).fill('busy'), 'initiated']);
    const ringing = answers.find((a) => a.data.call.status === 'initiated');
    expect((await activeCall(server, callee)).data.call?.sessionId).toBe(
      ringing?.data.call.sessionId,
    );
  });

  it('never rings two calls when two people call each other at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [alice, bob] = await signUpPair(server, { connected: true });
      const [one, two] = await Promise.all([
        callUser(server, alice, bob),
        callUser(server, bob, alice),
      ]);
      const ringing = [one, two].filter(
        (a) => a.status === 200 && a.data.call.status === 'initiated',
      );
      expect(ringing).toHaveLength(1);
      const other = ringing[0] === one ? two : one;
      // The second either found its caller already rung (409) or its callee calling (busy).
      expect(other.status === 409 || other.data.call.status === 'busy').toBe(true);
      const aliceCall = (await activeCall(server, alice)).data.call;
      expect(aliceCall?.sessionId).toBe(ringing[0]?.data.call.sessionId);
      expect((await activeCall(server, bob)).data.call?.sessionId).toBe(aliceCall?.sessionId);
    }
  });
});

describe('blocks', () => {
  it('refuses a call across a block either way (403) and writes nothing', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    await postAs(server, CHAT.block, bob, { _id: alice.id });
    const blocked = await callUser(server, alice, bob);
    expect(blocked.status).toBe(403);
    expect(blocked.message).toBe('This user has blocked you.');
    const blocker = await callUser(server, bob, alice);
    expect(blocker.status).toBe(403);
    expect(await storedMessages(server, alice, bob)).toEqual([]);
    expect(await storedMessages(server, bob, alice)).toEqual([]);
    expect((await activeCall(server, alice)).data.call).toBeNull();
    expect((await activeCall(server, bob)).data.call).toBeNull();
  });

  it('ends a call between two people when one blocks the other', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const log = new CallLog([alice, bob], server);
    const call = (await callUser(server, alice, bob)).data.call;
    await acceptCall(server, bob, call.sessionId);
    await postAs(server, CHAT.block, bob, { _id: alice.id });
    await server.app.wob.tasks.idle();
    expect((await activeCall(server, alice)).data.call).toBeNull();
    expect(log.statuses(alice)).toEqual(['initiated', 'ongoing', 'ended']);
    const ended = log.updatesOf(alice).at(-1)?.call;
    expect(ended?.sessionId).toBe(call.sessionId);
    log.stop();
  });

  it('answers 404 for someone who does not exist and 422 for oneself', async () => {
    const alice = await signUp(server, { name: 'Alice' });
    expect((await callUser(server, alice, 'no-such-person')).status).toBe(404);
    expect((await callUser(server, alice, alice)).status).toBe(422);
  });
});

describe('message requests', () => {
  it('refuses a caller whose message request still waits (403, translated), until it is accepted', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    expect((await sendText(server, alice, bob, 'Hi Bob')).data.requested).toBe(true);
    const refused = await callUser(server, alice, bob);
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('You can call once they have accepted your message request.');
    const danish = await callUser(server, alice, bob, 'audio', 'da');
    expect(danish.status).toBe(403);
    expect(danish.message).toBe('Du kan ringe, når de har accepteret din beskedanmodning.');
    expect((await activeCall(server, alice)).data.call).toBeNull();
    expect((await activeCall(server, bob)).data.call).toBeNull();
    expect((await storedMessages(server, alice, bob)).map((m) => m.category)).toEqual(['message']);

    // The receiver may call the one who wrote to them.
    const back = await callUser(server, bob, alice);
    expect(back.status, back.message).toBe(200);
    await endCall(server, bob, back.data.call.sessionId);

    expect((await postAs(server, CHAT.accept, bob, { sender_id: alice.id })).status).toBe(200);
    const accepted = await callUser(server, alice, bob);
    expect(accepted.status, accepted.message).toBe(200);
    expect(accepted.data.call.status).toBe('initiated');
  });
});

describe('unanswered', () => {
  it('turns a call still ringing after 45 s unanswered, not before, with a message from the caller', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const log = new CallLog([alice, bob], server);
    const call = (await callUser(server, alice, bob)).data.call;
    server.clock.advance(CALL_LIMITS.unansweredAfterMs - 1_000);
    await sweep();
    expect((await activeCall(server, bob)).data.call?.status).toBe('initiated');
    server.clock.advance(1_000);
    await sweep();
    expect((await activeCall(server, bob)).data.call).toBeNull();
    expect((await acceptCall(server, bob, call.sessionId)).status).toBe(409);
    expect(log.statuses(bob)).toEqual(['initiated', 'unanswered']);
    const page = await messagesOf(server, bob, alice);
    expect(page.data.messages.map((m) => [m.sender.uid, m.call?.action])).toEqual([
      [alice.id, 'initiated'],
      [alice.id, 'unanswered'],
    ]);
    // A second sweep changes nothing.
    await sweep();
    expect(log.statuses(bob)).toEqual(['initiated', 'unanswered']);
    log.stop();
  });

  it('leaves an accepted call alone', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const call = (await callUser(server, alice, bob)).data.call;
    await acceptCall(server, bob, call.sessionId);
    server.clock.advance(CALL_LIMITS.unansweredAfterMs * 2);
    await sweep();
    expect((await activeCall(server, alice)).data.call?.status).toBe('ongoing');
  });
});

describe('call messages', () => {
  it('show in pages, sync and as the last message, and never count as unread', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const call = (await callUser(server, alice, bob, 'audio')).data.call;
    await rejectCall(server, bob, call.sessionId, 'rejected');
    const synced = await syncOf(server, bob, '0');
    expect(synced.data.messages.map((m) => [m.category, m.type, m.call?.action])).toEqual([
      ['call', 'audio', 'initiated'],
      ['call', 'audio', 'rejected'],
    ]);
    const first = synced.data.messages[0];
    expect(first?.call).toEqual({
      sessionId: call.sessionId,
      status: 'initiated',
      action: 'initiated',
      callInitiator: expect.objectContaining({ uid: alice.id, name: 'Alice' }),
      duration: null,
    });
    const list = await conversationsOf(server, bob);
    const withAlice = list.data.conversations.find((c) => c.conversationWith.uid === alice.id);
    expect(withAlice?.lastMessage?.call?.action).toBe('rejected');
    expect(withAlice?.unreadMessageCount).toBe(0);
    expect((await unreadOf(server, bob)).data.users).toEqual({});
    expect((await unreadOf(server, alice)).data.users).toEqual({});
  });

  it('answers the history with that person, newest first, limited', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const carol = await signUp(server, { name: 'Carol' });
    for (let i = 0; i < 3; i += 1) {
      const call = (await callUser(server, alice, bob)).data.call;
      server.clock.advance(1_000);
      await endCall(server, alice, call.sessionId);
    }
    const history = await callHistory(server, bob, { uid: alice.id, limit: '2' });
    expect(history.status, history.message).toBe(200);
    expect(history.data.calls.map((c) => c.status)).toEqual(['cancelled', 'cancelled']);
    expect(history.data.calls[0]?.initiatedAt).toBeGreaterThan(
      history.data.calls[1]?.initiatedAt ?? 0,
    );
    expect((await callHistory(server, carol, { uid: alice.id })).data.calls).toEqual([]);
  });

  it('refuses a status that is not the caller’s or the callee’s to give (422)', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const call = (await callUser(server, alice, bob)).data.call;
    expect((await rejectCall(server, alice, call.sessionId, 'rejected')).status).toBe(422);
    expect((await rejectCall(server, bob, call.sessionId, 'cancelled')).status).toBe(422);
    const busy = await rejectCall(server, bob, call.sessionId, 'busy');
    expect(busy.data.call.status).toBe('busy');
  });
});
