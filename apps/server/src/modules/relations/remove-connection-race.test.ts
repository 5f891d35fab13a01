import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client';
import { notifications } from '../../db/schema';
import { server, signUp, useTestServer, type SignedUp } from '../../test/harness';
import { lockPair } from './store';
import { connectionCount, like, react, settle } from './test-support';

// Removing a connection while the e-mail digest marks the same notifications as mailed, on
// PostgreSQL (PGlite has one connection: nothing runs beside a transaction there). The digest's
// update and the removal's deletions touch the same rows (Bob's like to Alice and their
// connection's notification); once they took them in opposite orders, PostgreSQL broke the
// deadlock by failing the removal, which answered 500. Now both lock them in id order, and a
// pair transaction failed by a deadlock is run again.
//
// The tests hold rows in transactions of their own around the removal and are driven by
// locks, not by time: each step waits until pg_stat_activity shows the expected number of
// transactions waiting for a lock. Who PostgreSQL fails in a deadlock is fixed too: the one
// that looks for it first, after its own `deadlock_timeout`, once per wait. So a loaded
// machine does not change the outcome.

useTestServer();

const onPostgres = Boolean(process.env.WOB_TEST_DATABASE_URL);

/** Waits until `count` transactions of this database wait for a lock. */
async function waitForLockWaits(count: number): Promise<void> {
  const db = server.app.wob.db;
  for (let tries = 0; tries < 2_000; tries += 1) {
    const rows = await db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const waiting = (rows as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting ?? 0;
    if (waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${count} transactions never waited for a lock at once`);
}

/** Alice and Bob connected, with the ids of Bob's like to Alice and of their connection's. */
async function connectedPair() {
  const alice = await signUp(server, { name: 'Alice' });
  const bob = await signUp(server, { name: 'Bob' });
  expect((await like(server, bob, alice)).status).toBe(200);
  expect((await like(server, alice, bob)).data.matched).toBe(true);
  await settle(server);
  const of = async (kind: string) => {
    const [row] = await server.app.wob.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, alice.id),
          eq(notifications.actorId, bob.id),
          eq(notifications.kind, kind),
        ),
      );
    if (!row) throw new Error(`no ${kind} notification`);
    return row.id;
  };
  // Ids are random: sorted, they say in which order the removal locks the two rows.
  const [lower, higher] = [await of('like'), await of('connection')].sort();
  return { alice, bob, lower: lower as string, higher: higher as string };
}

/**
 * A transaction in two steps: `first`, then, once `go` is called, `second`, then it commits.
 * `deadlockTimeout` is how long it waits for a lock before it looks for a deadlock (a
 * superuser's setting: the test cluster's user is one).
 */
function twoSteps(
  deadlockTimeout: string,
  first: (tx: Tx) => Promise<unknown>,
  second: (tx: Tx) => Promise<unknown>,
) {
  let go: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    go = resolve;
  });
  let holding: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const outcome = server.app.wob.db
    .transaction(async (tx) => {
      await tx.execute(sql`select set_config('deadlock_timeout', ${deadlockTimeout}, true)`);
      await first(tx);
      holding();
      await gate;
      await second(tx);
    })
    .then(
      () => 'committed',
      (error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  return { held, go, outcome };
}

/** Marks a notification mailed, as the digest does (taking its row's lock). */
function markMailed(id: string) {
  const mailedAt = server.clock.now();
  return (tx: Tx) => tx.update(notifications).set({ mailedAt }).where(eq(notifications.id, id));
}

/** Which of `ids` another transaction holds locked right now (skips them, locks nothing). */
async function lockedByOthers(ids: string[]): Promise<string[]> {
  const free = await server.app.wob.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(inArray(notifications.id, ids))
    .for('update', { skipLocked: true });
  return ids.filter((id) => !free.some((row) => row.id === id));
}

async function expectRemoved(
  alice: SignedUp,
  bob: SignedUp,
  answer: Awaited<ReturnType<typeof react>>,
) {
  expect(answer.status).toBe(200);
  expect(answer.data.relation).toMatchObject({ isMatched: false, disliked: true });
  expect(await connectionCount(server, alice, bob)).toBe(0);
  // The removal's notifications are gone, whoever waited for whom.
  expect(
    await server.app.wob.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, alice.id), eq(notifications.actorId, bob.id))),
  ).toEqual([]);
}

describe.skipIf(!onPostgres)('removing a connection on PostgreSQL', () => {
  it('answers 200 when the digest holds the same notifications at that moment', async () => {
    const { alice, bob, lower, higher } = await connectedPair();
    // As the digest's markMailed takes them: in id order. It looks for a deadlock 1 ms into a
    // wait, long before the removal would (1 s): were there one, the digest would be failed.
    const digest = twoSteps('1ms', markMailed(lower), markMailed(higher));
    await digest.held;
    const removal = react(server, 'removeConnection', bob, alice.id);
    await waitForLockWaits(1);
    // The removal waits for the lower row and has taken nothing out of order meanwhile.
    expect(await lockedByOthers([lower, higher])).toEqual([lower]);
    digest.go();

    expect(await digest.outcome).toBe('committed');
    await expectRemoved(alice, bob, await removal);
  });

  it('answers 200 when PostgreSQL fails the removal to break a deadlock: it is run again', async () => {
    const { alice, bob, lower, higher } = await connectedPair();
    // A deadlock the removal finds, because it is the last to wait: the blocker holds the lower
    // row and the holder the higher. The removal takes the pair's lock and waits for the
    // lower row; the holder then waits for the pair's lock. The blocker ends: the removal
    // takes the lower row and waits for the higher, held by the holder, which waits for it.
    // The removal looks 1 s into that wait (the holder only after a minute), so PostgreSQL
    // fails the removal's transaction; the holder then commits and the removal, run again,
    // answers 200. Without the retry it would answer 500.
    const blocker = twoSteps('1min', markMailed(lower), async () => undefined);
    const holder = twoSteps('1min', markMailed(higher), (tx) => lockPair(tx, alice.id, bob.id));
    await blocker.held;
    await holder.held;
    const removal = react(server, 'removeConnection', bob, alice.id);
    await waitForLockWaits(1);
    expect(await lockedByOthers([lower, higher])).toEqual([lower, higher]);
    holder.go();
    await waitForLockWaits(2);
    blocker.go();

    expect(await blocker.outcome).toBe('committed');
    expect(await holder.outcome).toBe('committed');
    await expectRemoved(alice, bob, await removal);
  });
});
