// Retries of sends (and of the resync): exponential backoff with "equal jitter" (half of the
// delay fixed, half random), so clients cut off by the same server restart do not all come back
// at the same instant.

export interface RetryOptions {
  /** Tries in all, the first included. Default 5. */
  attempts?: number;
  /** The first wait. Default 500 ms; it doubles after each try. */
  initialMs?: number;
  /** The longest wait. Default 8 s. */
  maxMs?: number;
}

export interface RetryTools {
  /** [0, 1); Math.random by default. */
  random: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY: Required<RetryOptions> = { attempts: 5, initialMs: 500, maxMs: 8_000 };

/** The wait before try number `attempt + 1` (attempt counts from 0). */
export function backoffDelay(
  attempt: number,
  options: Required<RetryOptions>,
  random: () => number,
): number {
  const ceiling = Math.min(options.maxMs, options.initialMs * 2 ** attempt);
  return ceiling / 2 + random() * (ceiling / 2);
}

/**
 * Runs `work` until it succeeds, it fails with an error `retryable` refuses, the tries are used
 * up, or `stopped()` says the caller gave up (logout); then throws the last error.
 */
export async function withRetry<T>(
  work: (attempt: number) => Promise<T>,
  retryable: (error: unknown) => boolean,
  options: Required<RetryOptions>,
  tools: RetryTools,
  stopped: () => boolean = () => false,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work(attempt);
    } catch (error) {
      if (attempt + 1 >= options.attempts || !retryable(error) || stopped()) throw error;
      await tools.sleep(backoffDelay(attempt, options, tools.random));
      if (stopped()) throw error;
    }
  }
}
