import { describe, expect, it } from 'vitest';
import { server, signUp, useTestServer } from '../../test/harness';
import { messagesOf, signUpPair } from './chat-test-support';
import {
  acceptCall,
  activeCall,
  CallLog,
  callUser,
  endCall,
  rejectCall,
  signal,
} from './calls-test-support';

// One-to-one calls on the self-hosted chat: each transition, its call message and its event.

useTestServer();

describe('a one-to-one call', () => {
  it('rings, is accepted and ended, with one call message per change', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const log = new CallLog([alice, bob], server);
    const rung = await callUser(server, alice, bob);
    expect(rung.status, rung.message).toBe(200);
    const call = rung.data.call;
    expect(call).toMatchObject({
      type: 'video',
      status: 'initiated',
      receiverType: 'user',
      receiverId: bob.id,
      initiator: { uid: alice.id, name: 'Alice' },
      receiver: { uid: bob.id, name: 'Bob' },
      joinedAt: null,
      endedAt: null,
    });
    expect(call.participants.map((p) => [p.uid, p.state])).toEqual([
      [alice.id, 'joined'],
      [bob.id, 'ringing'],
    ]);
    expect((await activeCall(server, bob)).data.call?.sessionId).toBe(call.sessionId);

    const accepted = await acceptCall(server, bob, call.sessionId);
    expect(accepted.status, accepted.message).toBe(200);
    expect(accepted.data.call.status).toBe('ongoing');
    server.clock.advance(62_000);
    const ended = await endCall(server, alice, call.sessionId);
    expect(ended.status, ended.message).toBe(200);
    expect(ended.data.call.status).toBe('ended');
    expect((await activeCall(server, bob)).data.call).toBeNull();

    expect(log.statuses(alice)).toEqual(['initiated', 'ongoing', 'ended']);
    expect(log.statuses(bob)).toEqual(['initiated', 'ongoing', 'ended']);
    const page = await messagesOf(server, bob, alice);
    expect(
      page.data.messages.map((m) => [
        m.category,
        m.type,
        m.sender.uid,
        m.call?.action,
        m.call?.duration,
      ]),
    ).toEqual([
      ['call', 'video', alice.id, 'initiated', null],
      ['call', 'video', bob.id, 'ongoing', null],
      ['call', 'video', alice.id, 'ended', 62],
    ]);
    log.stop();
  });

  it('is rejected by the callee and cancelled by the caller', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const first = (await callUser(server, alice, bob, 'audio')).data.call;
    const rejected = await rejectCall(server, bob, first.sessionId, 'rejected');
    expect(rejected.data.call.status).toBe('rejected');
    const second = (await callUser(server, alice, bob, 'audio')).data.call;
    const cancelled = await rejectCall(server, alice, second.sessionId, 'cancelled');
    expect(cancelled.data.call.status).toBe('cancelled');
    // Over: no more transitions.
    expect((await acceptCall(server, bob, second.sessionId)).status).toBe(409);
    expect((await rejectCall(server, bob, first.sessionId, 'rejected')).status).toBe(409);
    expect((await endCall(server, alice, first.sessionId)).status).toBe(409);
    // Someone else's call is not found.
    const carol = await signUp(server, { name: 'Carol' });
    expect((await acceptCall(server, carol, first.sessionId)).status).toBe(404);
  });
});

describe('signalling', () => {
  it('relays a signal between the two joined people only, else 404', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const carol = await signUp(server, { name: 'Carol' });
    const log = new CallLog([alice, bob, carol], server);
    const call = (await callUser(server, alice, bob)).data.call;
    // Ringing: not yet joined.
    expect((await signal(server, alice, bob, call.sessionId)).status).toBe(404);
    await acceptCall(server, bob, call.sessionId);
    const sent = await signal(server, alice, bob, call.sessionId);
    expect(sent.status, sent.message).toBe(200);
    expect(log.signalsOf(bob)).toEqual([
      {
        type: 'call.signal',
        sessionId: call.sessionId,
        from: alice.id,
        signal: { kind: 'description', description: { type: 'offer', sdp: 'v=0\r\n' } },
      },
    ]);
    // A stranger can neither send into the call nor be sent to.
    expect((await signal(server, carol, bob, call.sessionId)).status).toBe(404);
    expect((await signal(server, alice, carol, call.sessionId)).status).toBe(404);
    await endCall(server, bob, call.sessionId);
    expect((await signal(server, alice, bob, call.sessionId)).status).toBe(404);
    expect(log.signalsOf(alice)).toEqual([]);
    expect(log.signalsOf(carol)).toEqual([]);
    expect(log.updatesOf(carol)).toEqual([]);
    log.stop();
  });
});
