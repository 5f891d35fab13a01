import type { Clock } from '../../platform/clock';

/**
 * A per-person sliding window: at most `max` events per `windowMs` for one key. Kept in the
 * process, like the per-IP limits of @fastify/rate-limit; it is keyed by account rather than
 * address because creating a Bubble needs an account, and one household shares an address.
 */
export interface SlidingWindowLimiter {
  /** Records an event for `key`; false (and nothing recorded) when the window is full. */
  take(key: string): boolean;
  /** Gives back the last event of `key` (the attempt failed and should not count). */
  release(key: string): void;
}

// Beyond this many keys the map is swept of keys whose events have all expired.
const SWEEP_AT = 10_000;

export function createSlidingWindowLimiter(options: {
  max: number;
  windowMs: number;
  now: Clock;
}): SlidingWindowLimiter {
  const events = new Map<string, number[]>();

  function recent(key: string, since: number): number[] {
    return (events.get(key) ?? []).filter((at) => at > since);
  }

  function sweep(since: number): void {
    for (const [key, times] of events) {
      if (times.every((at) => at <= since)) events.delete(key);
    }
  }

  return {
    take(key) {
      const at = options.now().getTime();
      const since = at - options.windowMs;
      if (events.size >= SWEEP_AT) sweep(since);
      const times = recent(key, since);
      if (times.length >= options.max) {
        events.set(key, times);
        return false;
      }
      times.push(at);
      events.set(key, times);
      return true;
    },
    release(key) {
      const times = events.get(key);
      times?.pop();
      if (times?.length === 0) events.delete(key);
    },
  };
}
