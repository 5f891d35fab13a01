import { expect, it } from 'vitest';
import { type CallContractStage, callRejection, stateOf } from './call-contract-kit';

// Group calls through the port: every member rings, each joins, turns it down or leaves on
// their own, and the call ends when fewer than two remain.

export function describeCallGroupsContract(stage: CallContractStage): void {
  async function groupOfThree(): Promise<string> {
    const { a, b, c, world } = stage;
    if (!world.group) throw new Error('the world has no groups');
    return world.group(a, [b, c]);
  }

  it(
    'rings every member; one joins, one declines, and the call goes on',
    async () => {
      const { a, b, c } = stage;
      const guid = await groupOfThree();
      const aLog = stage.listen(a.service);
      const cLog = stage.listen(c.service);
      const ringing = await a.service.initiateCall({
        receiverId: guid,
        receiverType: 'group',
        type: 'video',
      });
      expect(ringing).toMatchObject({
        status: 'initiated',
        receiverType: 'group',
        receiverId: guid,
      });
      expect(stateOf(ringing, b)).toBe('ringing');
      expect(stateOf(ringing, c)).toBe('ringing');
      await cLog.waitFor(
        ringing.sessionId,
        (call) => stateOf(call, c) === 'ringing',
        `${c.name} to be rung`,
      );

      const joined = await b.service.acceptCall(ringing.sessionId);
      expect(joined.status).toBe('ongoing');
      expect(stateOf(joined, b)).toBe('joined');
      expect(stateOf(joined, c)).toBe('ringing');
      await aLog.waitFor(
        ringing.sessionId,
        (call) => stateOf(call, b) === 'joined',
        `${a.name} to see ${b.name} join`,
      );

      const declined = await c.service.rejectCall(ringing.sessionId, 'rejected');
      expect(declined.status).toBe('ongoing');
      expect(stateOf(declined, c)).toBe('rejected');
      await aLog.waitFor(
        ringing.sessionId,
        (call) => stateOf(call, c) === 'rejected',
        `${a.name} to see ${c.name} decline`,
      );
      expect(await c.service.getActiveCall()).toBeNull();
      await a.service.endCall(ringing.sessionId);
    },
    stage.timeout,
  );

  it(
    'lets one member leave while two remain, and ends when fewer than two are left',
    async () => {
      const { a, b, c } = stage;
      const guid = await groupOfThree();
      const bLog = stage.listen(b.service);
      const ringing = await a.service.initiateCall({
        receiverId: guid,
        receiverType: 'group',
        type: 'audio',
      });
      await b.service.acceptCall(ringing.sessionId);
      await c.service.acceptCall(ringing.sessionId);

      const afterLeaving = await a.service.endCall(ringing.sessionId);
      expect(afterLeaving.status).toBe('ongoing');
      expect(stateOf(afterLeaving, a)).toBe('left');
      await bLog.waitFor(
        ringing.sessionId,
        (call) => stateOf(call, a) === 'left',
        `${b.name} to see ${a.name} leave`,
      );
      expect(await a.service.getActiveCall()).toBeNull();
      expect((await b.service.getActiveCall())?.sessionId).toBe(ringing.sessionId);

      const over = await c.service.endCall(ringing.sessionId);
      expect(over.status).toBe('ended');
      await bLog.waitFor(
        ringing.sessionId,
        (call) => call.status === 'ended',
        `${b.name} to see the call end`,
      );
      expect(await b.service.getActiveCall()).toBeNull();
      const history = await b.service.callHistory({ uid: guid, receiverType: 'group' });
      expect(history.map((call) => call.sessionId)).toEqual([ringing.sessionId]);
    },
    stage.timeout,
  );

  it(
    'ends the group call as rejected when every member declines',
    async () => {
      const { a, b, c } = stage;
      const guid = await groupOfThree();
      const ringing = await a.service.initiateCall({
        receiverId: guid,
        receiverType: 'group',
        type: 'audio',
      });
      await b.service.rejectCall(ringing.sessionId, 'rejected');
      const last = await c.service.rejectCall(ringing.sessionId, 'rejected');
      expect(last.status).toBe('rejected');
      expect(await a.service.getActiveCall()).toBeNull();
    },
    stage.timeout,
  );

  it(
    'refuses a group call to a group one is not in',
    async () => {
      const { b, c, world } = stage;
      if (!world.group) throw new Error('the world has no groups');
      const guid = await world.group(b, [c]);
      const outsider = stage.a;
      expect(
        await callRejection(
          outsider.service.initiateCall({ receiverId: guid, receiverType: 'group', type: 'audio' }),
        ),
      ).not.toBe('resolved');
    },
    stage.timeout,
  );
}
