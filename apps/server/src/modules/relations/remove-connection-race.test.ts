import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { server, signUp, useTestServer, type SignedUp } from '../../test/harness';
import { connectionCount, like, react, settle } from './test-support';

// Removing a connection while the e-mail digest marks the same notifications as mailed, on
// PostgreSQL (PGlite has one connection: nothing runs beside a transaction there). The digest's
// update and the removal's deletions touch the same rows (Bob's like to Alice and their
// connection's notification); once they took them in opposite orders, PostgreSQL broke the
// deadlock by failing the removal, which answered 500. Now both lock them in id order, and a
// pair transaction failed by a deadlock is run again.
//
// Each test holds the rows in a transaction of its own around the removal, so the two always
// meet, and is driven by locks, not by time: the holder takes its first row, the removal is
// started and seen waiting for a lock in pg_stat_activity, then the holder takes its second
// row and commits. Which one PostgreSQL fails in a deadlock is fixed too (see the second
// test), so a loaded machine does not change the outcome.

useTestServer();

const onPostgres = Boolean(process.env.WOB_TEST_DATABASE_URL);

async function waitForLockWait(): Promise<void> {
  const db = server.app.wob.db;
  for (let tries = 0; tries < 2_000; tries += 1) {
    const rows = await db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const waiting = (rows as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting ?? 0;
    if (waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the removal never waited for the rows');
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
 * A transaction that marks `first` mailed, waits for `go`, then marks `second` mailed.
 * `deadlockTimeout` is how long it waits before it looks for a deadlock itself: the one
 * that looks first is the one PostgreSQL fails.
 */
function holdRows(first: string, second: string, deadlockTimeout: string) {
  const db = server.app.wob.db;
  let go: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    go = resolve;
  });
  let holding: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const mailedAt = server.clock.now();
  const outcome = db
    .transaction(async (tx) => {
      await tx.execute(sql`select set_config('deadlock_timeout', ${deadlockTimeout}, true)`);
      await tx.update(notifications).set({ mailedAt }).where(eq(notifications.id, first));
      holding();
      await gate;
      await tx.update(notifications).set({ mailedAt }).where(eq(notifications.id, second));
    })
    .then(
      () => 'committed',
      (error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  return { held, go, outcome };
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
    // As the digest's markMailed takes them: in id order. The digest never looks for a
    // deadlock before the removal would, so were there one, the digest would be failed.
    const digest = holdRows(lower, higher, '1ms');
    await digest.held;
    const removal = react(server, 'removeConnection', bob, alice.id);
    await waitForLockWait();
    // The removal waits for the lower row and has taken nothing out of order meanwhile.
    expect(await lockedByOthers([lower, higher])).toEqual([lower]);
    digest.go();

    expect(await digest.outcome).toBe('committed');
    await expectRemoved(alice, bob, await removal);
  });

  it('answers 200 when a transaction takes them in the other order and PostgreSQL fails the removal', async () => {
    const { alice, bob, lower, higher } = await connectedPair();
    // The higher row first: the removal takes the lower one and waits for the higher, the
    // holder then waits for the lower. A deadlock, which the removal finds (the holder would
    // look only after a minute): PostgreSQL fails the removal's transaction, which is run again.
    const holder = holdRows(higher, lower, '1min');
    await holder.held;
    const removal = react(server, 'removeConnection', bob, alice.id);
    await waitForLockWait();
    holder.go();

    expect(await holder.outcome).toBe('committed');
    await expectRemoved(alice, bob, await removal);
  });
});
