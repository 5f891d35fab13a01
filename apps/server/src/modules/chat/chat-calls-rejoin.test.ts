import type { ChatCall } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { server, signUp, useTestServer } from '../../test/harness';
import { messagesOf, signUpPair } from './chat-test-support';
import {
  acceptCall,
  activeCall,
  CallLog,
  callGroup,
  callUser,
  endCall,
  rejoinCall,
} from './calls-test-support';
import { insertGroup } from './group-test-support';

// Back into a call after a reload (`POST /chat-api/calls/rejoin`): a joined participant of an
// ongoing call gets a new media generation (their `joinedAt` moves on), told to everyone in
// the call; nobody else learns anything (404), and no call message is written.

useTestServer();

const joinedAtOf = (call: ChatCall, uid: string) =>
  call.participants.find((participant) => participant.uid === uid)?.joinedAt;

describe('rejoining a call', () => {
  it('moves the joined person’s generation on and tells both, without a call message', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const call = (await callUser(server, alice, bob)).data.call;
    const accepted = (await acceptCall(server, bob, call.sessionId)).data.call;
    const before = joinedAtOf(accepted, bob.id) as number;
    const messagesBefore = (await messagesOf(server, bob, alice)).data.messages.length;
    const log = new CallLog([alice, bob], server);

    server.clock.advance(30_000);
    const rejoined = await rejoinCall(server, bob, call.sessionId);
    expect(rejoined.status, rejoined.message).toBe(200);
    expect(rejoined.data.call.status).toBe('ongoing');
    expect(joinedAtOf(rejoined.data.call, bob.id)).toBe(before + 30);
    // Only Bob's generation moved; the call's own start (its duration) did not.
    expect(joinedAtOf(rejoined.data.call, alice.id)).toBe(joinedAtOf(accepted, alice.id));
    expect(rejoined.data.call.joinedAt).toBe(accepted.joinedAt);

    for (const person of [alice, bob]) {
      const told = log.updatesOf(person);
      expect(told).toHaveLength(1);
      expect(joinedAtOf(told[0]?.call as ChatCall, bob.id)).toBe(before + 30);
    }
    expect((await messagesOf(server, bob, alice)).data.messages).toHaveLength(messagesBefore);
    expect(joinedAtOf((await activeCall(server, alice)).data.call as ChatCall, bob.id)).toBe(
      before + 30,
    );
    log.stop();
  });

  it('gives every rejoin its own generation, even many at the same moment', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const call = (await callUser(server, alice, bob)).data.call;
    const accepted = (await acceptCall(server, bob, call.sessionId)).data.call;
    const before = joinedAtOf(accepted, alice.id) as number;

    // Five tabs of Alice's take the call over at once, on a clock that does not move.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => rejoinCall(server, alice, call.sessionId)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const generations = answers.map((answer) => joinedAtOf(answer.data.call, alice.id) as number);
    expect(new Set(generations).size).toBe(5);
    expect(Math.min(...generations)).toBeGreaterThan(before);
    expect(Math.max(...generations)).toBe(before + 5);
  });

  it('answers 404 to anyone not joined in the ongoing call, and changes nothing', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const stranger = await signUp(server, { name: 'Stranger' });
    const call = (await callUser(server, alice, bob)).data.call;
    const log = new CallLog([alice, bob], server);

    // Still ringing: neither the caller nor the callee is in an ongoing call.
    expect((await rejoinCall(server, alice, call.sessionId)).status).toBe(404);
    expect((await rejoinCall(server, bob, call.sessionId)).status).toBe(404);

    await acceptCall(server, bob, call.sessionId);
    const notFound = await rejoinCall(server, stranger, call.sessionId);
    expect(notFound.status).toBe(404);
    expect(notFound.message).toBe('This call was not found.');
    expect((await rejoinCall(server, stranger, 'no-such-call')).status).toBe(404);

    await endCall(server, alice, call.sessionId);
    expect((await rejoinCall(server, bob, call.sessionId)).status).toBe(404);
    // Told the accept and the end only: the refused rejoins told nobody anything.
    expect(log.statuses(alice)).toEqual(['ongoing', 'ended']);
    expect(log.statuses(bob)).toEqual(['ongoing', 'ended']);
    log.stop();
  });

  it('refuses a body without a session id (422, translated)', async () => {
    const [alice] = await signUpPair(server, { connected: true });
    const answer = await rejoinCall(server, alice, '');
    expect(answer.status).toBe(422);
    expect(answer.message).not.toBe('');
  });

  it('in a group call, lets a joined member rejoin and tells every member; not one who left', async () => {
    const people = await Promise.all(
      ['Anna', 'Bo', 'Cleo'].map((name) => signUp(server, { name })),
    );
    const [anna, bo, cleo] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
    const guid = await insertGroup(server.app.wob.db, people, { name: 'Friday' });
    const call = (await callGroup(server, anna, guid)).data.call;
    await acceptCall(server, bo, call.sessionId);
    await acceptCall(server, cleo, call.sessionId);
    const log = new CallLog(people, server);

    server.clock.advance(5_000);
    const rejoined = await rejoinCall(server, bo, call.sessionId);
    expect(rejoined.status, rejoined.message).toBe(200);
    for (const person of people) {
      expect(log.updatesOf(person).map((event) => joinedAtOf(event.call, bo.id))).toEqual([
        joinedAtOf(rejoined.data.call, bo.id),
      ]);
    }

    await endCall(server, cleo, call.sessionId);
    expect((await rejoinCall(server, cleo, call.sessionId)).status).toBe(404);
    log.stop();
  });
});
