import type { ChatCall } from '@wob/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatError } from '../../chat-error';
import { createCallTestWorld, settle } from '../../cometchat/test/call-world';

// The cometchat CallService adapter on the scripted CometChat: ringing through the chat SDK's
// call API, every change told to both sides as the call after it.

const PEOPLE = [
  { uid: 'ann', name: 'Ann' },
  { uid: 'bob', name: 'Bob' },
  { uid: 'cy', name: 'Cy' },
];

const summary = (call: ChatCall | undefined) =>
  call && {
    status: call.status,
    participants: call.participants.map((person) => `${person.uid}:${person.state}`),
  };

async function people() {
  const world = createCallTestWorld(PEOPLE);
  const [ann, bob, cy] = await Promise.all(PEOPLE.map((person) => world.tab(person.uid)));
  if (!ann || !bob || !cy) throw new Error('three tabs');
  await settle();
  return { world, ann, bob, cy };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('one-to-one calls on CometChat', () => {
  it('rings the callee, and both see it accepted, then ended, with the call in their history', async () => {
    const { ann, bob } = await people();
    const ringing = await ann.calls.initiateCall({
      receiverId: 'bob',
      receiverType: 'user',
      type: 'video',
    });
    expect(ringing).toMatchObject({
      status: 'initiated',
      type: 'video',
      receiverType: 'user',
      receiverId: 'bob',
      conversationId: 'ann_user_bob',
      initiator: { uid: 'ann', name: 'Ann' },
      receiver: { uid: 'bob', name: 'Bob' },
      joinedAt: null,
      endedAt: null,
    });
    expect(ringing.sessionId).toMatch(/^[\w.:-]+$/);
    await settle();
    expect(summary(bob.told.at(-1))).toEqual({
      status: 'initiated',
      participants: ['ann:joined', 'bob:ringing'],
    });
    expect(await bob.calls.getActiveCall()).toMatchObject({ sessionId: ringing.sessionId });

    const accepted = await bob.calls.acceptCall(ringing.sessionId);
    expect(summary(accepted)).toEqual({
      status: 'ongoing',
      participants: ['ann:joined', 'bob:joined'],
    });
    await settle();
    expect(summary(ann.told.at(-1))).toEqual(summary(accepted));
    expect(ann.told.at(-1)?.joinedAt).toEqual(expect.any(Number));

    const ended = await ann.calls.endCall(ringing.sessionId);
    expect(ended.status).toBe('ended');
    expect(ended.endedAt).toEqual(expect.any(Number));
    await settle();
    expect(bob.told.at(-1)?.status).toBe('ended');
    expect(await ann.calls.getActiveCall()).toBeNull();
    expect(await bob.calls.getActiveCall()).toBeNull();

    const history = await bob.calls.callHistory({ uid: 'ann' });
    expect(history.map((call) => [call.sessionId, call.status])).toEqual([
      [ringing.sessionId, 'ended'],
    ]);
  });

  it('tells the caller a rejection, and the callee a cancellation', async () => {
    const { ann, bob } = await people();
    const first = await ann.calls.initiateCall({
      receiverId: 'bob',
      receiverType: 'user',
      type: 'audio',
    });
    await settle();
    expect((await bob.calls.rejectCall(first.sessionId, 'rejected')).status).toBe('rejected');
    await settle();
    expect(summary(ann.told.at(-1))).toEqual({
      status: 'rejected',
      participants: ['ann:left', 'bob:rejected'],
    });

    const second = await ann.calls.initiateCall({
      receiverId: 'bob',
      receiverType: 'user',
      type: 'audio',
    });
    await settle();
    expect(bob.told.at(-1)).toMatchObject({ sessionId: second.sessionId, status: 'initiated' });
    await ann.calls.rejectCall(second.sessionId, 'cancelled');
    await settle();
    expect(bob.told.at(-1)).toMatchObject({ sessionId: second.sessionId, status: 'cancelled' });
    expect(await bob.calls.getActiveCall()).toBeNull();
    const history = await ann.calls.callHistory({ uid: 'bob', limit: 1 });
    expect(history.map((call) => call.status)).toEqual(['cancelled']);
  });

  it('answers busy at once when the callee is on another call, without ringing for them', async () => {
    const { ann, bob, cy } = await people();
    const call = await ann.calls.initiateCall({
      receiverId: 'bob',
      receiverType: 'user',
      type: 'video',
    });
    await settle();
    await bob.calls.acceptCall(call.sessionId);
    await settle();
    const toldBob = bob.told.length;

    const other = await cy.calls.initiateCall({
      receiverId: 'bob',
      receiverType: 'user',
      type: 'audio',
    });
    await settle();
    expect(summary(cy.told.at(-1))).toEqual({
      status: 'busy',
      participants: ['cy:left', 'bob:busy'],
    });
    expect(cy.told.at(-1)?.sessionId).toBe(other.sessionId);
    // Bob heard nothing of Cy's call, and is still in Ann's.
    expect(bob.told.slice(toldBob)).toEqual([]);
    expect(await bob.calls.getActiveCall()).toMatchObject({
      sessionId: call.sessionId,
      status: 'ongoing',
    });
  });

  it('answers busy at once from a tab of the callee opened during their call, without ringing there', async () => {
    const { world, ann, bob, cy } = await people();
    const call = await ann.calls.initiateCall({
      receiverId: 'bob',
      receiverType: 'user',
      type: 'video',
    });
    await settle();
    await bob.calls.acceptCall(call.sessionId);
    await settle();
    // Bob's first tab is gone (closed, or never told of another call); a tab opened later
    // knows of his call only from what his tabs remember.
    await bob.chat.service.logout();
    const later = await world.tab('bob');
    await settle();

    const other = await cy.calls.initiateCall({
      receiverId: 'bob',
      receiverType: 'user',
      type: 'audio',
    });
    await settle();
    expect(cy.told.at(-1)).toMatchObject({ sessionId: other.sessionId, status: 'busy' });
    expect(later.told.filter((told) => told.sessionId === other.sessionId)).toEqual([]);
    expect(await later.calls.getActiveCall()).toMatchObject({
      sessionId: call.sessionId,
      status: 'ongoing',
    });
  });

  it('refuses a second call while one is in a call, and calls across a block either way', async () => {
    const { world, ann, bob, cy } = await people();
    await ann.calls.initiateCall({ receiverId: 'bob', receiverType: 'user', type: 'audio' });
    await expect(
      ann.calls.initiateCall({ receiverId: 'cy', receiverType: 'user', type: 'audio' }),
    ).rejects.toMatchObject({ code: 'not-allowed' });

    world.product.block('cy', 'bob');
    await settle();
    await expect(
      cy.calls.initiateCall({ receiverId: 'bob', receiverType: 'user', type: 'video' }),
    ).rejects.toMatchObject({ code: 'not-allowed' });
    await expect(
      bob.calls.initiateCall({ receiverId: 'cy', receiverType: 'user', type: 'video' }),
    ).rejects.toBeInstanceOf(ChatError);
    await expect(
      bob.calls.initiateCall({ receiverId: 'cy', receiverType: 'user', type: 'video' }),
    ).rejects.toMatchObject({ code: 'not-allowed' });
  });

  it('a call nobody answers in 45 seconds is unanswered on both sides', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { ann, bob } = await people();
    const call = await ann.calls.initiateCall({
      receiverId: 'bob',
      receiverType: 'user',
      type: 'video',
    });
    await settle();
    vi.advanceTimersByTime(44_000);
    await settle();
    expect(ann.told.at(-1)?.status).toBe('initiated');
    vi.advanceTimersByTime(1_000);
    await settle();
    expect(ann.told.at(-1)).toMatchObject({ sessionId: call.sessionId, status: 'unanswered' });
    expect(bob.told.at(-1)).toMatchObject({ sessionId: call.sessionId, status: 'unanswered' });
    await expect(bob.calls.acceptCall(call.sessionId)).rejects.toBeInstanceOf(ChatError);
    expect(await ann.calls.getActiveCall()).toBeNull();
  });

  it('a tab opened during a call finds it, but not once it is over or rang too long', async () => {
    const { world, ann, bob } = await people();
    const call = await ann.calls.initiateCall({
      receiverId: 'bob',
      receiverType: 'user',
      type: 'video',
    });
    await settle();
    await bob.calls.acceptCall(call.sessionId);
    const later = await world.tab('bob');
    expect(await later.calls.getActiveCall()).toMatchObject({
      sessionId: call.sessionId,
      status: 'ongoing',
    });
    await ann.calls.endCall(call.sessionId);
    await settle();
    expect(await (await world.tab('bob')).calls.getActiveCall()).toBeNull();

    vi.useFakeTimers({ toFake: ['Date'] });
    const ringing = await ann.calls.initiateCall({
      receiverId: 'bob',
      receiverType: 'user',
      type: 'audio',
    });
    await settle();
    expect(await (await world.tab('bob')).calls.getActiveCall()).toMatchObject({
      sessionId: ringing.sessionId,
    });
    // The caller's tab closed while it rang: nobody sent `unanswered`.
    vi.setSystemTime(Date.now() + 46_000);
    expect(await (await world.tab('bob')).calls.getActiveCall()).toBeNull();
  });

  it('fails with a login error when the chat is not logged in', async () => {
    const { world, ann } = await people();
    await ann.chat.service.logout();
    await expect(
      ann.calls.initiateCall({ receiverId: 'bob', receiverType: 'user', type: 'audio' }),
    ).rejects.toMatchObject({ code: 'login' });
    expect(world.cloud.calls.filter((call) => call.method === 'initiateCall')).toEqual([]);
  });
});

describe('group calls on CometChat', () => {
  it('rings the members; one joins, one rejects, and the call goes on', async () => {
    const { world, ann, bob, cy } = await people();
    const { guid } = await ann.chat.service.createGroup({ name: 'Hikers', type: 'public' });
    await bob.chat.service.joinGroup(guid);
    await cy.chat.service.joinGroup(guid);
    await settle();
    const call = await ann.calls.initiateCall({
      receiverId: guid,
      receiverType: 'group',
      type: 'video',
    });
    expect(call).toMatchObject({
      receiverType: 'group',
      receiverId: guid,
      receiver: { uid: guid, name: 'Hikers' },
      conversationId: `group_${guid}`,
    });
    await settle();
    // CometChat's Call names the group: the adapter reads who is in it, and they ring.
    expect(summary(bob.told.at(-1))).toEqual({
      status: 'initiated',
      participants: ['ann:joined', 'bob:ringing', 'cy:ringing'],
    });

    await bob.calls.acceptCall(call.sessionId);
    await settle();
    expect(summary(ann.told.at(-1))).toEqual({
      status: 'ongoing',
      participants: ['ann:joined', 'bob:joined', 'cy:ringing'],
    });
    await cy.calls.rejectCall(call.sessionId, 'rejected');
    await settle();
    expect(summary(ann.told.at(-1))).toEqual({
      status: 'ongoing',
      participants: ['ann:joined', 'bob:joined', 'cy:rejected'],
    });
    expect(world.cloud.calls.some((entry) => entry.method === 'rejectCall')).toBe(true);

    // Bob hangs up: with fewer than two left in it, the call ends for everyone.
    const left = await bob.calls.endCall(call.sessionId);
    expect(summary(left)).toEqual({
      status: 'ended',
      participants: ['ann:left', 'bob:left', 'cy:rejected'],
    });
    await settle();
    expect(ann.told.at(-1)?.status).toBe('ended');
    expect(await bob.calls.getActiveCall()).toBeNull();
    const history = await cy.calls.callHistory({ uid: guid, receiverType: 'group' });
    expect(history.map((entry) => [entry.sessionId, entry.status])).toEqual([
      [call.sessionId, 'ended'],
    ]);
  });

  it('is over, rejected, when every member declines', async () => {
    const { ann, bob, cy } = await people();
    const { guid } = await ann.chat.service.createGroup({ name: 'Hikers', type: 'public' });
    await bob.chat.service.joinGroup(guid);
    await cy.chat.service.joinGroup(guid);
    const call = await ann.calls.initiateCall({
      receiverId: guid,
      receiverType: 'group',
      type: 'audio',
    });
    await settle();
    expect((await bob.calls.rejectCall(call.sessionId, 'rejected')).status).toBe('initiated');
    const last = await cy.calls.rejectCall(call.sessionId, 'rejected');
    expect(summary(last)).toEqual({
      status: 'rejected',
      participants: ['ann:left', 'bob:rejected', 'cy:rejected'],
    });
    await settle();
    expect(ann.told.at(-1)?.status).toBe('rejected');
    expect(await ann.calls.getActiveCall()).toBeNull();
    // Ann is free to call again.
    const next = await ann.calls.initiateCall({
      receiverId: 'bob',
      receiverType: 'user',
      type: 'audio',
    });
    expect(next.status).toBe('initiated');
  });
});
