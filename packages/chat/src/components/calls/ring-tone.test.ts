import { describe, expect, it, vi } from 'vitest';
import { type RingAudioContext, type RingToneEnvironment, startRingTone } from './ring-tone';

// A recording stand-in for the Web Audio API (jsdom has none): which tones started, at which
// frequencies, and whether the context was closed.
function fakeAudio(initialState: 'running' | 'suspended', resumeTo: 'running' | 'suspended') {
  const started: number[] = [];
  const contexts: { closed: boolean }[] = [];
  const param = () => ({
    setValueAtTime: vi.fn(),
    linearRampToValueAtTime: vi.fn(),
  });
  const createContext = (): RingAudioContext => {
    const record = { closed: false };
    contexts.push(record);
    let state: string = initialState;
    const context = {
      get state() {
        return state;
      },
      currentTime: 0,
      destination: {} as AudioNode,
      async resume() {
        await Promise.resolve();
        state = resumeTo;
      },
      async close() {
        record.closed = true;
        state = 'closed';
      },
      createGain: () => ({ gain: param(), connect: vi.fn() }) as unknown as GainNode,
      createOscillator: () => {
        const frequency = param();
        return {
          type: 'sine',
          frequency,
          connect: vi.fn(),
          start: () => started.push(frequency.setValueAtTime.mock.calls[0]?.[0] as number),
          stop: vi.fn(),
        } as unknown as OscillatorNode;
      },
    };
    return context;
  };
  return { createContext, started, contexts };
}

function environment(overrides: RingToneEnvironment) {
  const timers: (() => void)[] = [];
  const vibrate = vi.fn(() => true);
  const env: RingToneEnvironment = {
    hasUserActivation: () => true,
    vibrate,
    setInterval: (callback) => timers.push(callback),
    clearInterval: vi.fn(),
    ...overrides,
  };
  return { env, timers, vibrate };
}

describe('the ring tone', () => {
  it('rings two tones at once when the page may play sound, again each cycle, and stops', async () => {
    const audio = fakeAudio('running', 'running');
    const { env, timers, vibrate } = environment({ createContext: audio.createContext });
    const tone = startRingTone('incoming', env);
    await Promise.resolve();
    expect(audio.started).toEqual([440, 480]);
    expect(vibrate).toHaveBeenCalledWith([400, 200, 400]);
    timers[0]?.();
    expect(audio.started).toEqual([440, 480, 440, 480]);
    tone.stop();
    await Promise.resolve();
    expect(audio.contexts[0]?.closed).toBe(true);
    expect(vibrate).toHaveBeenLastCalledWith(0);
    expect(env.clearInterval).toHaveBeenCalled();
  });

  it('starts sounding once a suspended context may resume', async () => {
    const audio = fakeAudio('suspended', 'running');
    const { env } = environment({ createContext: audio.createContext });
    const tone = startRingTone('ringback', env);
    expect(audio.started).toEqual([]);
    await vi.waitFor(() => expect(audio.started).toEqual([425]));
    tone.stop();
  });

  it('stays silent but vibrates when autoplay is not allowed, and never throws', async () => {
    const audio = fakeAudio('suspended', 'suspended');
    const before = environment({
      createContext: audio.createContext,
      hasUserActivation: () => false,
    });
    const silent = startRingTone('incoming', before.env);
    expect(audio.contexts).toHaveLength(0);
    expect(before.vibrate).toHaveBeenCalledTimes(1);
    before.timers[0]?.();
    expect(before.vibrate).toHaveBeenCalledTimes(2);
    silent.stop();

    const refused = environment({ createContext: audio.createContext });
    const stillSilent = startRingTone('incoming', refused.env);
    await Promise.resolve();
    refused.timers[0]?.();
    expect(audio.started).toEqual([]);
    stillSilent.stop();

    const broken = environment({
      createContext: () => {
        throw new Error('no audio device');
      },
      vibrate: () => {
        throw new Error('not allowed');
      },
    });
    expect(() => startRingTone('incoming', broken.env).stop()).not.toThrow();
  });

  it('does not vibrate for the caller’s ringback', () => {
    const { env, vibrate } = environment({ createContext: null });
    startRingTone('ringback', env).stop();
    expect(vibrate).not.toHaveBeenCalled();
  });
});
