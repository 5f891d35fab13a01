import { useEffect } from 'react';

// The ring tones of the call screens, made with the Web Audio API (no audio file to fetch):
// `incoming` rings for a call to me (two short bursts of 440 + 480 Hz every 3 s), `ringback` is
// the softer tone a caller hears while it rings (425 Hz, 1 s on, 4 s off, at a third of the
// volume). Browsers only let a page make sound after a person has interacted with it: a tone
// starts only when its AudioContext can run; otherwise the overlay rings silently and the
// phone vibrates where it can. Nothing here throws.

export type RingToneKind = 'incoming' | 'ringback';

/** The part of AudioContext a ring tone uses (tests pass a fake). */
export interface RingAudioContext {
  readonly state: string;
  readonly currentTime: number;
  readonly destination: AudioNode;
  resume(): Promise<void>;
  close(): Promise<void>;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
}

export interface RingToneEnvironment {
  /** Makes an AudioContext; null when the browser has none. */
  createContext?: (() => RingAudioContext) | null;
  /** Whether the page has had a person's gesture (autoplay may start sound). */
  hasUserActivation?: () => boolean;
  vibrate?: ((pattern: number | number[]) => boolean) | null;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export interface RingTone {
  stop(): void;
}

interface ToneShape {
  frequencies: readonly number[];
  /** Seconds each burst sounds, from the start of a cycle. */
  bursts: readonly (readonly [start: number, length: number])[];
  cycleMs: number;
  gain: number;
  vibration: readonly number[] | null;
}

const TONES: Record<RingToneKind, ToneShape> = {
  incoming: {
    frequencies: [440, 480],
    bursts: [
      [0, 0.4],
      [0.6, 0.4],
    ],
    cycleMs: 3000,
    gain: 0.12,
    vibration: [400, 200, 400],
  },
  ringback: {
    frequencies: [425],
    bursts: [[0, 1]],
    cycleMs: 5000,
    gain: 0.04,
    vibration: null,
  },
};

function browserEnvironment(): Required<RingToneEnvironment> {
  const AudioContextClass =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    createContext: AudioContextClass ? () => new AudioContextClass() : null,
    // Browsers without the User Activation API decide themselves (resume() then says).
    hasUserActivation: () => nav?.userActivation?.hasBeenActive ?? true,
    vibrate: nav && typeof nav.vibrate === 'function' ? (pattern) => nav.vibrate(pattern) : null,
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
  };
}

function scheduleBursts(context: RingAudioContext, tone: ToneShape): void {
  const start = context.currentTime + 0.05;
  const gain = context.createGain();
  gain.gain.setValueAtTime(0, start);
  for (const [at, length] of tone.bursts) {
    // Short ramps, so a burst starts and stops without a click.
    gain.gain.setValueAtTime(0, start + at);
    gain.gain.linearRampToValueAtTime(tone.gain, start + at + 0.02);
    gain.gain.setValueAtTime(tone.gain, start + at + length - 0.02);
    gain.gain.linearRampToValueAtTime(0, start + at + length);
  }
  gain.connect(context.destination);
  const end = Math.max(...tone.bursts.map(([at, length]) => at + length));
  for (const frequency of tone.frequencies) {
    const oscillator = context.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency, start);
    oscillator.connect(gain);
    oscillator.start(start);
    oscillator.stop(start + end + 0.05);
  }
}

/**
 * Starts a ring tone; `stop()` ends it (sound, its timer and the vibration). Sound only when
 * the page may play it; an incoming call vibrates too (and only vibrates when it may not).
 */
export function startRingTone(kind: RingToneKind, environment: RingToneEnvironment = {}): RingTone {
  const env = { ...browserEnvironment(), ...environment };
  const tone = TONES[kind];
  let stopped = false;
  let context: RingAudioContext | null = null;
  let timer: unknown = null;

  const vibrate = () => {
    if (!tone.vibration || !env.vibrate) return;
    try {
      env.vibrate([...tone.vibration]);
    } catch {
      // Vibration is a nicety; a browser that refuses it changes nothing.
    }
  };

  const cycle = () => {
    if (stopped) return;
    vibrate();
    if (context?.state === 'running') {
      try {
        scheduleBursts(context, tone);
      } catch {
        // A closed or broken context: the call rings on screen all the same.
      }
    }
  };

  // The first cycle sounds as soon as the context runs: at once, or when resume() has let it.
  let firstSounded = false;
  const soundFirst = () => {
    if (stopped || firstSounded || context?.state !== 'running') return;
    firstSounded = true;
    try {
      scheduleBursts(context, tone);
    } catch {
      // A closed or broken context: the call rings on screen all the same.
    }
  };
  if (env.createContext && env.hasUserActivation()) {
    try {
      context = env.createContext();
      void context.resume().then(soundFirst, () => undefined);
    } catch {
      context = null;
    }
  }
  soundFirst();
  vibrate();
  timer = env.setInterval(cycle, tone.cycleMs);

  return {
    stop() {
      if (stopped) return;
      stopped = true;
      if (timer !== null) env.clearInterval(timer);
      if (tone.vibration && env.vibrate) {
        try {
          env.vibrate(0);
        } catch {
          // as above
        }
      }
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
}

/** Rings `kind` while `active` is true; stops when it turns false or the component goes. */
export function useRingTone(
  kind: RingToneKind,
  active: boolean,
  environment?: RingToneEnvironment,
): void {
  useEffect(() => {
    if (!active) return;
    const tone = startRingTone(kind, environment);
    return () => tone.stop();
  }, [kind, active, environment]);
}
