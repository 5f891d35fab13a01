import { CALL_LIMITS } from '@wob/validation';
import { expect, it } from 'vitest';
import { type CallContractStage, callRejection, callTo, stateOf } from './call-contract-kit';

// One-to-one calls through the port: ringing, accepting, hanging up, turning down, cancelling,
// busy, unanswered, blocks, the active call and the history.

export function describeCallStatesContract(stage: CallContractStage): void {
  it(
    'rings the callee, who accepts; both are told, then hanging up ends it for both',
    async () => {
      const { a, b } = stage;
      const aLog = stage.listen(a.service);
      const bLog = stage.listen(b.service);
      const ringing = await a.service.initiateCall(callTo(b, 'video'));
      expect(ringing).toMatchObject({
        status: 'initiated',
        type: 'video',
        receiverType: 'user',
        receiverId: b.uid,
        initiator: { uid: a.uid },
        receiver: { uid: b.uid },
        joinedAt: null,
        endedAt: null,
      });
      expect(ringing.conversationId).not.toBe('');
      expect(stateOf(ringing, b)).toBe('ringing');

      const incoming = await bLog.waitFor(
        ringing.sessionId,
        (call) => call.status === 'initiated',
        `${b.name} to be rung`,
      );
      expect(incoming.initiator.uid).toBe(a.uid);
      expect(stateOf(incoming, b)).toBe('ringing');

      const accepted = await b.service.acceptCall(ringing.sessionId);
      expect(accepted.status).toBe('ongoing');
      expect(accepted.joinedAt).not.toBeNull();
      expect(stateOf(accepted, a)).toBe('joined');
      expect(stateOf(accepted, b)).toBe('joined');
      await aLog.waitFor(
        ringing.sessionId,
        (call) => call.status === 'ongoing',
        `${a.name} to hear the accept`,
      );

      const ended = await a.service.endCall(ringing.sessionId);
      expect(ended.status).toBe('ended');
      expect(ended.endedAt).not.toBeNull();
      await bLog.waitFor(
        ringing.sessionId,
        (call) => call.status === 'ended',
        `${b.name} to hear the hang-up`,
      );
      expect(await a.service.getActiveCall()).toBeNull();
      expect(await b.service.getActiveCall()).toBeNull();
    },
    stage.timeout,
  );

  it(
    'stops the ringing in the callee’s other tabs when one tab accepts',
    async (context) => {
      const { a, b, world } = stage;
      if (!world.openTab) return context.skip();
      const secondTab = await world.openTab(b);
      const secondLog = stage.listen(secondTab);
      const ringing = await a.service.initiateCall(callTo(b));
      await secondLog.waitFor(
        ringing.sessionId,
        (call) => stateOf(call, b) === 'ringing',
        'the second tab to ring',
      );
      await b.service.acceptCall(ringing.sessionId);
      const told = await secondLog.waitFor(
        ringing.sessionId,
        (call) => call.status === 'ongoing',
        'the second tab to hear that the first accepted',
      );
      expect(stateOf(told, b)).toBe('joined');
      // The second tab cannot take the call a second time.
      expect(await callRejection(secondTab.acceptCall(ringing.sessionId))).not.toBe('resolved');
      await a.service.endCall(ringing.sessionId);
    },
    stage.timeout,
  );

  it(
    'lets the callee reject: the caller is told rejected and both are free again',
    async () => {
      const { a, b } = stage;
      const aLog = stage.listen(a.service);
      const ringing = await a.service.initiateCall(callTo(b));
      const rejected = await b.service.rejectCall(ringing.sessionId, 'rejected');
      expect(rejected.status).toBe('rejected');
      expect(stateOf(rejected, b)).toBe('rejected');
      await aLog.waitFor(
        ringing.sessionId,
        (call) => call.status === 'rejected',
        `${a.name} to hear the rejection`,
      );
      expect(await a.service.getActiveCall()).toBeNull();
      expect(await b.service.getActiveCall()).toBeNull();
      // Over is over: it cannot be accepted afterwards.
      expect(await callRejection(b.service.acceptCall(ringing.sessionId))).not.toBe('resolved');
    },
    stage.timeout,
  );

  it(
    'lets the caller cancel a call that rings: the callee stops ringing',
    async () => {
      const { a, b } = stage;
      const bLog = stage.listen(b.service);
      const ringing = await a.service.initiateCall(callTo(b));
      const cancelled = await a.service.rejectCall(ringing.sessionId, 'cancelled');
      expect(cancelled.status).toBe('cancelled');
      await bLog.waitFor(
        ringing.sessionId,
        (call) => call.status === 'cancelled',
        `${b.name} to stop ringing`,
      );
      expect(await b.service.getActiveCall()).toBeNull();
      // Only the caller cancels; only a callee rejects.
      const again = await a.service.initiateCall(callTo(b));
      expect(await callRejection(b.service.rejectCall(again.sessionId, 'cancelled'))).not.toBe(
        'resolved',
      );
      expect(await callRejection(a.service.rejectCall(again.sessionId, 'rejected'))).not.toBe(
        'resolved',
      );
      await a.service.rejectCall(again.sessionId, 'cancelled');
    },
    stage.timeout,
  );

  it(
    'answers busy at once when the callee is on another call, and refuses a second call of the caller',
    async () => {
      const { a, b, c } = stage;
      const first = await a.service.initiateCall(callTo(b));
      await b.service.acceptCall(first.sessionId);
      const cLog = stage.listen(c.service);

      const busy = await c.service.initiateCall(callTo(b));
      expect(busy.status).toBe('busy');
      expect(busy.endedAt).not.toBeNull();
      expect(stateOf(busy, b)).toBe('busy');
      expect(busy.receiver.name).toBe(b.name);
      expect(await c.service.getActiveCall()).toBeNull();
      // The busy call does not disturb the call in progress.
      expect((await b.service.getActiveCall())?.sessionId).toBe(first.sessionId);
      expect(cLog.calls.every((call) => call.sessionId !== first.sessionId)).toBe(true);

      // One call per person: someone in a call cannot start another.
      expect(await callRejection(a.service.initiateCall(callTo(c)))).toBe('not-allowed');
      await b.service.endCall(first.sessionId);
    },
    stage.timeout,
  );

  it(
    'treats a callee who is being rung as busy too',
    async () => {
      const { a, b, c } = stage;
      const ringing = await a.service.initiateCall(callTo(b));
      const busy = await c.service.initiateCall(callTo(b));
      expect(busy.status).toBe('busy');
      expect((await b.service.getActiveCall())?.sessionId).toBe(ringing.sessionId);
      await a.service.rejectCall(ringing.sessionId, 'cancelled');
    },
    stage.timeout,
  );

  it(
    'leaves a call nobody answers unanswered after the timeout',
    async (context) => {
      const { a, b, world } = stage;
      if (!world.advance) return context.skip();
      const aLog = stage.listen(a.service);
      const bLog = stage.listen(b.service);
      const ringing = await a.service.initiateCall(callTo(b, 'video'));
      await world.advance(CALL_LIMITS.unansweredAfterMs - 5_000);
      expect((await a.service.getActiveCall())?.status).toBe('initiated');
      await world.advance(5_000);
      await aLog.waitFor(
        ringing.sessionId,
        (call) => call.status === 'unanswered',
        `${a.name} to hear it unanswered`,
      );
      await bLog.waitFor(
        ringing.sessionId,
        (call) => call.status === 'unanswered',
        `${b.name} to stop ringing`,
      );
      expect(await a.service.getActiveCall()).toBeNull();
      expect(await b.service.getActiveCall()).toBeNull();
      expect(await callRejection(b.service.acceptCall(ringing.sessionId))).not.toBe('resolved');
    },
    stage.timeout,
  );

  it(
    'refuses a call across a block, whoever blocked',
    async () => {
      const { a, b, c, world } = stage;
      await world.block(a, b);
      expect(await callRejection(a.service.initiateCall(callTo(b)))).toBe('not-allowed');
      expect(await callRejection(b.service.initiateCall(callTo(a)))).toBe('not-allowed');
      expect(await a.service.getActiveCall()).toBeNull();
      expect(await b.service.getActiveCall()).toBeNull();
      // Others are not affected.
      const call = await c.service.initiateCall(callTo(a));
      expect(call.status).toBe('initiated');
      await c.service.rejectCall(call.sessionId, 'cancelled');
    },
    stage.timeout,
  );

  it(
    'answers the call one is in or is rung in, for a tab opened during it',
    async () => {
      const { a, b, world } = stage;
      const ringing = await a.service.initiateCall(callTo(b, 'video'));
      expect(await b.service.getActiveCall()).toMatchObject({
        sessionId: ringing.sessionId,
        status: 'initiated',
      });
      await b.service.acceptCall(ringing.sessionId);
      expect(await a.service.getActiveCall()).toMatchObject({
        sessionId: ringing.sessionId,
        status: 'ongoing',
      });
      if (world.openTab) {
        const later = await world.openTab(b);
        expect(await later.getActiveCall()).toMatchObject({
          sessionId: ringing.sessionId,
          status: 'ongoing',
        });
      }
      await b.service.endCall(ringing.sessionId);
      expect(await a.service.getActiveCall()).toBeNull();
    },
    stage.timeout,
  );

  it(
    'lists the calls with a person, newest first, with their outcome',
    async () => {
      const { a, b, c } = stage;
      const first = await a.service.initiateCall(callTo(b));
      await b.service.rejectCall(first.sessionId, 'rejected');
      const second = await b.service.initiateCall(callTo(a, 'video'));
      await a.service.acceptCall(second.sessionId);
      await a.service.endCall(second.sessionId);
      const elsewhere = await a.service.initiateCall(callTo(c));
      await a.service.rejectCall(elsewhere.sessionId, 'cancelled');

      const history = await a.service.callHistory({ uid: b.uid });
      expect(history.map((call) => [call.sessionId, call.status])).toEqual([
        [second.sessionId, 'ended'],
        [first.sessionId, 'rejected'],
      ]);
      expect(history[0]?.initiator.uid).toBe(b.uid);
      expect((await b.service.callHistory({ uid: a.uid })).map((call) => call.sessionId)).toEqual([
        second.sessionId,
        first.sessionId,
      ]);
      expect(
        (await a.service.callHistory({ uid: b.uid, limit: 1 })).map((call) => call.sessionId),
      ).toEqual([second.sessionId]);
    },
    stage.timeout,
  );
}
