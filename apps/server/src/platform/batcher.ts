// Group commit for work that costs per round trip rather than per item (the chat's sends, the
// session lookups of every request): items that arrive while a batch is being worked on wait
// and go together in the next one. An item that finds the batcher idle goes on the next turn
// of the event loop, with whatever else arrived in this one, so a quiet server answers as fast
// as without batching; under load a batch costs about as much as one item, whatever its size.

/** One item's outcome; `run` answers one per item, in order. */
export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface Batcher<J, R> {
  add(item: J): Promise<R>;
  /** Resolves once every item added so far is settled. */
  drained(): Promise<void>;
}

export interface BatcherOptions {
  /** At most this many items per batch. */
  maxBatch: number;
  /** At most this many batches at a time (1: one after the other, in order). */
  concurrency?: number;
}

interface Waiting<J, R> {
  item: J;
  resolve(value: R): void;
  reject(error: unknown): void;
}

/**
 * `run` works on one batch and answers each item's outcome; if it throws, every item of that
 * batch fails with its error.
 */
export function createBatcher<J, R>(
  run: (items: J[]) => Promise<Settled<R>[]>,
  options: BatcherOptions,
): Batcher<J, R> {
  const { maxBatch, concurrency = 1 } = options;
  const waiting: Waiting<J, R>[] = [];
  const workers = new Set<Promise<void>>();
  // Counted down in the same turn as a worker last finds `waiting` empty (not in a later
  // `.finally`), so an item added just after always finds a worker that will take it or room
  // to start one.
  let active = 0;

  async function work(): Promise<void> {
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, maxBatch);
        let outcomes: Settled<R>[];
        try {
          outcomes = await run(batch.map((entry) => entry.item));
        } catch (error) {
          outcomes = batch.map(() => ({ ok: false, error }));
        }
        batch.forEach((entry, i) => {
          const outcome = outcomes[i];
          if (outcome?.ok) entry.resolve(outcome.value);
          else entry.reject(outcome ? outcome.error : new Error('a batch answered too few items'));
        });
      }
    } finally {
      active -= 1;
    }
  }

  function start(): void {
    active += 1;
    // The first batch starts on the next turn of the event loop, so everything that arrives in
    // this one (the requests parsed together, the sends a grouped lookup let go at once) goes
    // in it together.
    const worker = new Promise<void>((resolve) => setImmediate(resolve)).then(work);
    workers.add(worker);
    void worker.finally(() => workers.delete(worker));
  }

  return {
    add(item) {
      return new Promise<R>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (active < concurrency) start();
      });
    },
    async drained() {
      while (active > 0) await Promise.all(workers);
    },
  };
}
