import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { server, signUp, useTestServer } from '../../test/harness';
import { connectionCount, like, react, settle } from './test-support';

// Removing a connection while the e-mail digest marks the same notifications as mailed, on
// PostgreSQL (PGlite has one connection: nothing runs beside a transaction there). The digest's
// update and the removal's deletions touch the same rows; once they took them in opposite
// orders, PostgreSQL broke the deadlock by failing the removal, which answered 500. Here a
// transaction takes the rows as the digest did (the like first, then the connection) around
// the removal, so the two always meet: the removal must still answer 200, and the connection
// is gone.

useTestServer();

const onPostgres = Boolean(process.env.WOB_TEST_DATABASE_URL);

async function waitForLockWait(): Promise<void> {
  const db = server.app.wob.db;
  for (let tries = 0; tries < 200; tries += 1) {
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

describe.skipIf(!onPostgres)('removing a connection on PostgreSQL', () => {
  it('answers 200 when the digest holds the same notifications at that moment', async () => {
    const alice = await signUp(server, { name: 'Alice' });
    const bob = await signUp(server, { name: 'Bob' });
    expect((await like(server, bob, alice)).status).toBe(200);
    expect((await like(server, alice, bob)).data.matched).toBe(true);
    await settle(server);
    const db = server.app.wob.db;
    const of = async (kind: string) => {
      const [row] = await db
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
    const likeId = await of('like');
    const connectionId = await of('connection');

    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const mailedAt = server.clock.now();
    // As the digest's markMailed: Bob's like to Alice first, then the connection's.
    const digest = db
      .transaction(async (tx) => {
        await tx.update(notifications).set({ mailedAt }).where(eq(notifications.id, likeId));
        holding();
        await gate;
        await tx.update(notifications).set({ mailedAt }).where(eq(notifications.id, connectionId));
      })
      .then(
        () => 'committed',
        () => 'failed',
      );
    await held;
    const removal = react(server, 'removeConnection', bob, alice.id);
    await waitForLockWait();
    release();

    const answer = await removal;
    expect(answer.status).toBe(200);
    expect(answer.data.relation).toMatchObject({ isMatched: false, disliked: true });
    expect(await digest).toBe('committed');
    expect(await connectionCount(server, alice, bob)).toBe(0);
    // The removal's notifications are gone, whoever waited for whom.
    expect(
      await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, alice.id), eq(notifications.actorId, bob.id))),
    ).toEqual([]);
  });
});
