import type { EndpointId } from '@wob/api';
import { apiError, createFakeApi, type FakeHandlers } from '@wob/test-utils';
import { describe, expect, it } from 'vitest';
import { createSignalRouter } from './signalling';
import { settle } from './test/fake-rtc';

// The signals' order: up, one POST after the other per receiver; down, kept until the call's
// media take them.

const SIGNAL = 'chatCallSignal' as EndpointId;

describe('call signalling', () => {
  it('sends the signals to one person one after the other, and goes on after a failure', async () => {
    const releases: Array<() => void> = [];
    let failNext = true;
    const fake = createFakeApi({
      [SIGNAL]: () =>
        new Promise((resolve, reject) => {
          releases.push(() => {
            if (failNext) {
              failNext = false;
              reject(apiError(500));
            } else resolve({ data: {} });
          });
        }),
    } as FakeHandlers);
    const logs: string[] = [];
    const router = createSignalRouter(fake.api, (message) => logs.push(message));
    const send = router.sender('v1.call.1', 'u-bo');
    send({ kind: 'description', description: { type: 'offer', sdp: 'o' } });
    send({ kind: 'candidate', candidate: { candidate: 'c' } });
    await settle();
    expect(fake.inputsOf(SIGNAL)).toHaveLength(1);
    releases[0]?.();
    await settle();
    expect(fake.inputsOf(SIGNAL)).toEqual([
      {
        sessionId: 'v1.call.1',
        to: 'u-bo',
        signal: { kind: 'description', description: { type: 'offer', sdp: 'o' } },
      },
      {
        sessionId: 'v1.call.1',
        to: 'u-bo',
        signal: { kind: 'candidate', candidate: { candidate: 'c' } },
      },
    ]);
    expect(logs).toEqual(['a call signal was not sent']);
  });

  it('does not log a 404 (the other left the call)', async () => {
    const fake = createFakeApi({
      [SIGNAL]: () => {
        throw apiError(404);
      },
    } as FakeHandlers);
    const logs: string[] = [];
    const router = createSignalRouter(fake.api, (message) => logs.push(message));
    router.sender('v1.call.1', 'u-bo')({ kind: 'candidate', candidate: null });
    await settle();
    expect(logs).toEqual([]);
  });

  it('keeps what comes before the media, in order, per call; forgets it when the call is over', () => {
    const router = createSignalRouter(createFakeApi().api, () => undefined);
    const event = (sessionId: string, sdp: string) => ({
      type: 'call.signal',
      sessionId,
      from: 'u-bo',
      signal: { kind: 'description', description: { type: 'offer', sdp } },
    });
    expect(router.onEvent(event('v1.a', 'first'))).toBe(true);
    router.onEvent(event('v1.a', 'second'));
    router.onEvent(event('v1.b', 'other call'));
    expect(router.onEvent({ type: 'call.signal', sessionId: 'v1.a' })).toBe(false);
    const got: string[] = [];
    const stop = router.attach('v1.a', (_from, signal) => {
      if (signal.kind === 'description') got.push(signal.description.sdp ?? '');
    });
    router.onEvent(event('v1.a', 'live'));
    expect(got).toEqual(['first', 'second', 'live']);
    stop();
    router.forget('v1.b');
    router.attach('v1.b', (_from, signal) => {
      if (signal.kind === 'description') got.push(signal.description.sdp ?? '');
    });
    expect(got).toEqual(['first', 'second', 'live']);
  });
});
