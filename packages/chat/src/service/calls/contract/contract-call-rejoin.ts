import { expect, it } from 'vitest';
import { type CallContractStage, callRejection, callTo, stateOf } from './call-contract-kit';

// Back into a call from a reloaded or another tab (`rejoinCall`): allowed to a person joined in
// an ongoing call, and to nobody else. What changes for the media (the others connect to the
// new tab) is proven in the browser.

export function describeCallRejoinContract(stage: CallContractStage): void {
  it(
    'lets a person joined in an ongoing call come back into it from another tab',
    async (context) => {
      const { a, b, world } = stage;
      if (!world.openTab) return context.skip();
      const ringing = await a.service.initiateCall(callTo(b, 'video'));
      await b.service.acceptCall(ringing.sessionId);
      // The reloaded tab: it knows of the call only by asking.
      const reloaded = await world.openTab(b);
      const active = await reloaded.getActiveCall();
      expect(active?.sessionId).toBe(ringing.sessionId);

      const rejoined = await reloaded.rejoinCall(ringing.sessionId);
      expect(rejoined).toMatchObject({ sessionId: ringing.sessionId, status: 'ongoing' });
      expect(stateOf(rejoined, a)).toBe('joined');
      expect(stateOf(rejoined, b)).toBe('joined');
      expect((await a.service.getActiveCall())?.status).toBe('ongoing');

      // Hanging up from the tab that came back ends the call for both.
      expect((await reloaded.endCall(ringing.sessionId)).status).toBe('ended');
      expect(await a.service.getActiveCall()).toBeNull();
    },
    stage.timeout,
  );

  it(
    'refuses to bring anyone back into a call that rings, is over, or is not theirs',
    async () => {
      const { a, b, c } = stage;
      const ringing = await a.service.initiateCall(callTo(b));
      expect(await callRejection(b.service.rejoinCall(ringing.sessionId))).toBe('not-found');
      await b.service.acceptCall(ringing.sessionId);
      expect(await callRejection(c.service.rejoinCall(ringing.sessionId))).toBe('not-found');
      await a.service.endCall(ringing.sessionId);
      expect(await callRejection(a.service.rejoinCall(ringing.sessionId))).toBe('not-found');
      expect(await callRejection(b.service.rejoinCall(ringing.sessionId))).toBe('not-found');
    },
    stage.timeout,
  );
}
