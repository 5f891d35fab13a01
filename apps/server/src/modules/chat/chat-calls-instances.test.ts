import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config';
import {
  connectAs,
  type Frame,
  type Peer,
  useTwoInstances,
} from '../../platform/realtime/test-support';
import { signUp } from '../../test/harness';
import { CALL_LIMITS } from '@wob/validation';
import { connect, messagesOf } from './chat-test-support';
import { acceptCall, activeCall, callUser, endCall, signal } from './calls-test-support';

// A call across two app instances on one PostgreSQL with REALTIME_FANOUT=postgres: the caller
// on one, the callee on the other. The ringing, the accept, the signals and the hang-up reach
// the other instance's socket; one call per person holds across both (the database decides).
// Runs when WOB_TEST_DATABASE_URL is set (scripts/test-pg.mjs).

async function nextOf(peer: Peer, type: string, timeoutMs = 5_000): Promise<Frame> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const frame = await peer.next(Math.max(1, deadline - Date.now()));
    if (frame.type === 'event' && (frame.event as { type?: string }).type === type) return frame;
  }
}

const statusOf = (frame: Frame) => (frame.event as { call: { status: string } }).call.status;

describe.skipIf(!testDatabaseUrl())(
  'a call across two instances (REALTIME_FANOUT=postgres)',
  () => {
    const instances = useTwoInstances();

    it('rings, connects, signals and hangs up between a caller on one and a callee on the other', async () => {
      const { one, two } = instances;
      const anna = await signUp(one, { name: 'Anna' });
      const peter = await signUp(one, { name: 'Peter' });
      const maria = await signUp(one, { name: 'Maria' });
      await connect(one, anna, peter);
      const annaOnOne = await connectAs(one.url, anna.token);
      const peterOnTwo = await connectAs(two.url, peter.token);
      try {
        const call = (await callUser(one, anna, peter)).data.call;
        expect(statusOf(await nextOf(peterOnTwo, 'call.updated'))).toBe('initiated');
        // Busy through the other instance too.
        const busy = await callUser(two, maria, peter);
        expect(busy.data.call.status).toBe('busy');

        const accepted = await acceptCall(two, peter, call.sessionId);
        expect(accepted.data.call.status).toBe('ongoing');
        let frame = await nextOf(annaOnOne, 'call.updated');
        while (statusOf(frame) !== 'ongoing') frame = await nextOf(annaOnOne, 'call.updated');

        expect((await signal(one, anna, peter, call.sessionId)).status).toBe(200);
        const relayed = await nextOf(peterOnTwo, 'call.signal');
        expect(relayed.event).toMatchObject({ sessionId: call.sessionId, from: anna.id });

        await endCall(two, peter, call.sessionId);
        frame = await nextOf(annaOnOne, 'call.updated');
        while (statusOf(frame) !== 'ended') frame = await nextOf(annaOnOne, 'call.updated');
      } finally {
        annaOnOne.close();
        peterOnTwo.close();
      }
    });

    it('makes a ringing call unanswered once when both instances sweep at the same moment', async () => {
      const { one, two } = instances;
      const anna = await signUp(one, { name: 'Anna' });
      const peter = await signUp(one, { name: 'Peter' });
      await connect(one, anna, peter);
      await callUser(one, anna, peter);
      for (const instance of [one, two]) instance.clock.advance(CALL_LIMITS.unansweredAfterMs);
      await Promise.all([
        one.app.wobExtras.callSweeper.runAll(),
        two.app.wobExtras.callSweeper.runAll(),
      ]);
      expect((await activeCall(two, peter)).data.call).toBeNull();
      const page = await messagesOf(two, peter, anna);
      expect(page.data.messages.map((m) => m.call?.action)).toEqual(['initiated', 'unanswered']);
    });
  },
);
