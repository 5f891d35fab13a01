import type { ChatMessage } from '@wob/api';
import { CALL_LIMITS } from '@wob/validation';
import { describe, expect, it } from 'vitest';
import { server, signUp, useTestServer } from '../../test/harness';
import { getAs, postAs } from '../../test/http';
import { CHAT, signUpPair } from './chat-test-support';
import {
  acceptCall,
  activeCall,
  CallLog,
  callGroup,
  callHistory,
  callUser,
  endCall,
  rejectCall,
  signal,
} from './calls-test-support';
import { insertGroup } from './group-test-support';

// Group calls: every active member but the caller is rung (not those blocked either way with
// the caller, not those on another call); a mesh of at most CALL_LIMITS.groupMax joined; one
// message per member joined, rejected or left; the call ends when fewer than two remain.

useTestServer();

async function groupMessages(who: { token: string }, guid: string): Promise<ChatMessage[]> {
  const page = await getAs<{ messages: ChatMessage[] }>(server, CHAT.messages, who as never, {
    conversationWith: guid,
    conversationType: 'group',
  });
  expect(page.status).toBe(200);
  return page.data.messages;
}

describe('a group call', () => {
  it('rings the members, lets four join, refuses the fifth, and ends when one is left', async () => {
    const people = await Promise.all(
      ['Anna', 'Bo', 'Cleo', 'Dan', 'Eva', 'Finn'].map((name) => signUp(server, { name })),
    );
    const [anna, bo, cleo, dan, eva, finn] = people as [
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
    ];
    const guid = await insertGroup(server.app.wob.db, people, { name: 'Friday' });
    const log = new CallLog(people, server);

    const rung = await callGroup(server, anna, guid, 'video');
    expect(rung.status, rung.message).toBe(200);
    const call = rung.data.call;
    expect(call).toMatchObject({
      status: 'initiated',
      receiverType: 'group',
      receiverId: guid,
      receiver: { uid: guid, name: 'Friday' },
    });
    expect(call.participants.map((p) => p.state)).toEqual([
      'joined',
      'ringing',
      'ringing',
      'ringing',
      'ringing',
      'ringing',
    ]);
    expect((await activeCall(server, finn)).data.call?.sessionId).toBe(call.sessionId);

    expect((await acceptCall(server, bo, call.sessionId)).data.call.status).toBe('ongoing');
    expect((await rejectCall(server, cleo, call.sessionId, 'rejected')).data.call.status).toBe(
      'ongoing',
    );
    await acceptCall(server, dan, call.sessionId);
    await acceptCall(server, eva, call.sessionId);
    const full = await acceptCall(server, finn, call.sessionId);
    expect(full.status).toBe(409);
    expect(full.message).toBe('The call is full.');
    const fullDanish = await acceptCall(server, finn, call.sessionId, 'da');
    expect(fullDanish.status).toBe(409);
    expect(fullDanish.message).toBe('Opkaldet er fuldt.');
    // Still rung: a later accept, once someone has left, joins.
    expect((await activeCall(server, finn)).data.call?.sessionId).toBe(call.sessionId);

    // Signals between joined members only.
    expect((await signal(server, dan, eva, call.sessionId)).status).toBe(200);
    expect((await signal(server, finn, eva, call.sessionId)).status).toBe(404);
    expect((await signal(server, dan, cleo, call.sessionId)).status).toBe(404);
    expect(log.signalsOf(eva).map((s) => s.from)).toEqual([dan.id]);

    expect((await endCall(server, bo, call.sessionId)).data.call.status).toBe('ongoing');
    expect((await endCall(server, dan, call.sessionId)).data.call.status).toBe('ongoing');
    const last = await endCall(server, eva, call.sessionId);
    expect(last.data.call.status).toBe('ended');
    expect((await activeCall(server, anna)).data.call).toBeNull();
    expect((await activeCall(server, finn)).data.call).toBeNull();

    const messages = await groupMessages(anna, guid);
    expect(messages.map((m) => [m.sender.name, m.call?.action, m.call?.status])).toEqual([
      ['Anna', 'initiated', 'initiated'],
      ['Bo', 'ongoing', 'ongoing'],
      ['Bo', 'joined', 'ongoing'],
      ['Cleo', 'rejected', 'ongoing'],
      ['Dan', 'joined', 'ongoing'],
      ['Eva', 'joined', 'ongoing'],
      ['Bo', 'left', 'ongoing'],
      ['Dan', 'left', 'ongoing'],
      ['Eva', 'left', 'ended'],
      ['Eva', 'ended', 'ended'],
    ]);
    expect(messages.every((m) => m.category === 'call' && m.type === 'video')).toBe(true);
    // Call messages never count as unread in a group.
    const unread = await getAs<{ groups: Record<string, number> }>(server, CHAT.unread, finn);
    expect(unread.data.groups).toEqual({});
    expect(log.statuses(finn).at(-1)).toBe('ended');
    const history = await callHistory(server, cleo, { uid: guid, receiverType: 'group' });
    expect(history.data.calls.map((c) => c.sessionId)).toEqual([call.sessionId]);
    log.stop();
  });

  it('leaves out members blocked either way with the caller and members on another call', async () => {
    const [anna, bo] = await signUpPair(server, { connected: false });
    const cleo = await signUp(server, { name: 'Cleo' });
    const dan = await signUp(server, { name: 'Dan' });
    const outsider = await signUp(server, { name: 'Out' });
    const guid = await insertGroup(server.app.wob.db, [anna, bo, cleo, dan]);
    await postAs(server, CHAT.block, bo, { _id: anna.id });
    await callUser(server, outsider, dan);
    const call = (await callGroup(server, anna, guid)).data.call;
    expect(call.participants[0]).toMatchObject({ uid: anna.id, state: 'joined' });
    expect(new Map(call.participants.map((p) => [p.uid, p.state]))).toEqual(
      new Map([
        [anna.id, 'joined'],
        [cleo.id, 'ringing'],
        [dan.id, 'busy'],
      ]),
    );
    // Not a participant: the call is not theirs to see.
    expect((await acceptCall(server, bo, call.sessionId)).status).toBe(404);
    // The only member rung turns it down: the call is over.
    const rejected = await rejectCall(server, cleo, call.sessionId, 'rejected');
    expect(rejected.data.call.status).toBe('rejected');
    expect((await activeCall(server, anna)).data.call).toBeNull();
  });

  it('is refused to someone who is not a member (403) and to a group of one (409)', async () => {
    const [anna, bo] = await signUpPair(server, { connected: false });
    const guid = await insertGroup(server.app.wob.db, [anna]);
    expect((await callGroup(server, bo, guid)).status).toBe(403);
    expect((await callGroup(server, anna, guid)).status).toBe(409);
  });

  it('stops ringing the members who did not answer once it would have been unanswered', async () => {
    const anna = await signUp(server, { name: 'Anna' });
    const bo = await signUp(server, { name: 'Bo' });
    const cleo = await signUp(server, { name: 'Cleo' });
    const guid = await insertGroup(server.app.wob.db, [anna, bo, cleo]);
    const log = new CallLog([cleo], server);
    const call = (await callGroup(server, anna, guid)).data.call;
    await acceptCall(server, bo, call.sessionId);
    server.clock.advance(CALL_LIMITS.unansweredAfterMs - 1_000);
    await server.app.wobExtras.callSweeper.runAll();
    expect((await activeCall(server, cleo)).data.call?.sessionId).toBe(call.sessionId);
    server.clock.advance(1_000);
    await server.app.wobExtras.callSweeper.runAll();
    expect((await activeCall(server, cleo)).data.call).toBeNull();
    const told = log.updatesOf(cleo).at(-1)?.call;
    expect(told?.status).toBe('ongoing');
    expect(told?.participants.find((p) => p.uid === cleo.id)).toMatchObject({
      state: 'left',
      joinedAt: null,
    });
    // Free for other calls; the call goes on for the two in it.
    expect((await callUser(server, cleo, anna)).data.call.status).toBe('busy');
    expect((await activeCall(server, bo)).data.call?.status).toBe('ongoing');
    log.stop();
  });

  it('is busy at once when every member is on another call', async () => {
    const [anna, bo] = await signUpPair(server, { connected: false });
    const outsider = await signUp(server, { name: 'Out' });
    const guid = await insertGroup(server.app.wob.db, [anna, bo]);
    await callUser(server, outsider, bo);
    const busy = await callGroup(server, anna, guid);
    expect(busy.status, busy.message).toBe(200);
    expect(busy.data.call.status).toBe('busy');
    expect((await activeCall(server, anna)).data.call).toBeNull();
    const messages = await groupMessages(anna, guid);
    expect(messages.map((m) => [m.sender.uid, m.call?.action])).toEqual([[anna.id, 'busy']]);
  });

  it('is cancelled when its caller hangs up while it rings', async () => {
    const [anna, bo] = await signUpPair(server, { connected: false });
    const guid = await insertGroup(server.app.wob.db, [anna, bo]);
    const call = (await callGroup(server, anna, guid)).data.call;
    expect((await endCall(server, anna, call.sessionId)).data.call.status).toBe('cancelled');
    expect((await activeCall(server, bo)).data.call).toBeNull();
  });
});
