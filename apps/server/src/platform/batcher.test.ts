import { describe, expect, it } from 'vitest';
import { createBatcher, type Settled } from './batcher';

// The group-commit batcher: what waits together goes together, nothing is left waiting, and a
// batch's failure stays its own.

/** A run that records its batches and waits for `release` before answering each item doubled. */
function recordingRun() {
  const batches: number[][] = [];
  let open: (() => void)[] = [];
  const run = async (items: number[]): Promise<Settled<number>[]> => {
    batches.push(items);
    await new Promise<void>((resolve) => open.push(resolve));
    return items.map((item) => ({ ok: true, value: item * 2 }));
  };
  const release = () => {
    const waiting = open;
    open = [];
    for (const resolve of waiting) resolve();
  };
  return { batches, run, release, running: () => open.length };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createBatcher', () => {
  it('runs a lone item at once and what arrives meanwhile in one batch, in order', async () => {
    const { batches, run, release } = recordingRun();
    const batcher = createBatcher(run, { maxBatch: 10 });
    const first = batcher.add(1);
    await tick();
    const rest = [2, 3, 4].map((item) => batcher.add(item));
    expect(batches).toEqual([[1]]);
    release();
    expect(await first).toBe(2);
    await tick();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    release();
    expect(await Promise.all(rest)).toEqual([4, 6, 8]);
  });

  it('takes at most maxBatch items at a time', async () => {
    const { batches, run, release } = recordingRun();
    const batcher = createBatcher(run, { maxBatch: 2 });
    const all = [1, 2, 3, 4, 5].map((item) => batcher.add(item));
    for (let i = 0; i < 3; i += 1) {
      await tick();
      release();
    }
    expect(await Promise.all(all)).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('puts what arrives in the same turn of the event loop in one batch', async () => {
    const { batches, run, release } = recordingRun();
    const batcher = createBatcher(run, { maxBatch: 10 });
    const all = [1, 2, 3].map((item) => batcher.add(item));
    await tick();
    expect(batches).toEqual([[1, 2, 3]]);
    release();
    expect(await Promise.all(all)).toEqual([2, 4, 6]);
  });

  it('never strands an item added as the last batch settles', async () => {
    const batcher = createBatcher(
      async (items: number[]) => items.map((item) => ({ ok: true as const, value: item })),
      { maxBatch: 10 },
    );
    // Each answer adds the next item from its continuation, the moment the worker finishes.
    let last = 0;
    for (let i = 1; i <= 50; i += 1) last = await batcher.add(i);
    expect(last).toBe(50);
    await batcher.drained();
  });

  it('fails every item of a batch whose run throws, and goes on with the next', async () => {
    let calls = 0;
    const batcher = createBatcher(
      async (items: string[]) => {
        calls += 1;
        if (items.includes('bad')) throw new Error('the database is gone');
        return items.map((item) => ({ ok: true as const, value: item }));
      },
      { maxBatch: 10 },
    );
    expect(await batcher.add('first')).toBe('first');
    // Sent in the same turn: one batch, which fails as a whole.
    const [bad, withIt] = await Promise.allSettled([batcher.add('bad'), batcher.add('with it')]);
    expect(bad?.status).toBe('rejected');
    expect(withIt).toMatchObject({ status: 'rejected', reason: new Error('the database is gone') });
    expect(await batcher.add('later')).toBe('later');
    expect(calls).toBe(3);
  });

  it('answers each item its own outcome', async () => {
    const batcher = createBatcher(
      async (items: number[]): Promise<Settled<number>[]> =>
        items.map((item) =>
          item % 2 === 0
            ? { ok: true, value: item }
            : { ok: false, error: new Error(`odd ${item}`) },
        ),
      { maxBatch: 10 },
    );
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map((item) => batcher.add(item)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
  });

  it('runs up to `concurrency` batches at once, and drained waits for all', async () => {
    const { run, release, running } = recordingRun();
    const batcher = createBatcher(run, { maxBatch: 10, concurrency: 2 });
    const first = batcher.add(1);
    await tick();
    const all = [first, batcher.add(2), batcher.add(3)];
    await tick();
    expect(running()).toBe(2);
    let drained = false;
    const waiting = batcher.drained().then(() => {
      drained = true;
    });
    await tick();
    expect(drained).toBe(false);
    release();
    await waiting;
    expect(await Promise.all(all)).toEqual([2, 4, 6]);
  });
});
