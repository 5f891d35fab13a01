import { randomBytes } from 'node:crypto';
import type { RealtimeEvent } from '@wob/api';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseUrl } from '../../config';
import { createTestDatabase, signUp, type TestDatabase } from '../../test/harness';
import type { RealtimeHub } from './hub';
import {
  createPostgresHub,
  DEFAULT_CHANNEL,
  MAX_EVENT_BYTES,
  NOTIFY_MAX_BYTES,
  notifyPayloads,
} from './postgres-hub';
import { connectAs, startRealtimeServer } from './test-support';

function quietLogger() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Text that does not compress: an SDP offer's fingerprints and candidates come close. */
function noise(chars: number): string {
  return randomBytes(chars).toString('base64').slice(0, chars);
}

describe('notifyPayloads', () => {
  it('sends an event that fits as it is, and a larger one in compressed parts under the limit', () => {
    expect(notifyPayloads('user:u1', { type: 'small' })).toEqual([
      '{"topic":"user:u1","event":{"type":"small"}}',
    ]);
    const parts = notifyPayloads('user:u1', { type: 'call.signal', sdp: noise(15_000) }) ?? [];
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
    expect(notifyPayloads('user:u1', { type: 'huge', text: 'x'.repeat(MAX_EVENT_BYTES) })).toBe(
      null,
    );
  });
});

describe('createPostgresHub without a reachable PostgreSQL', () => {
  it('fails at start instead of at the first event', async () => {
    await expect(
      createPostgresHub({ url: 'postgres://nobody@127.0.0.1:1/none', logger: quietLogger() }),
    ).rejects.toThrow();
    await expect(
      createPostgresHub({
        url: 'postgres://x@127.0.0.1:1/x',
        channel: 'Bad-Name',
        logger: quietLogger(),
      }),
    ).rejects.toThrow(/identifier/);
  });
});

// LISTEN/NOTIFY needs a PostgreSQL server: these run when WOB_TEST_DATABASE_URL is set, which
// `scripts/test-pg.mjs` does in CI (the root test command's "server tests on PostgreSQL").
describe.skipIf(!testDatabaseUrl())('createPostgresHub on PostgreSQL', () => {
  let database: TestDatabase;
  let url: string;
  const hubs: RealtimeHub[] = [];

  async function hub(logger = quietLogger()): Promise<RealtimeHub> {
    const created = await createPostgresHub({ url, logger, reconnectDelayMs: 50 });
    hubs.push(created);
    return created;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    url = database.url ?? '';
  });
  afterAll(async () => {
    for (const created of hubs) await created.close();
    await database?.drop();
  });

  it('delivers every event to the listeners of every instance, in publishing order', async () => {
    const first = await hub();
    const second = await hub();
    const onFirst: RealtimeEvent[] = [];
    const onSecond: RealtimeEvent[] = [];
    first.subscribe('bubble:b1', (event) => onFirst.push(event));
    second.subscribe('bubble:b1', (event) => onSecond.push(event));
    second.subscribe('bubble:other', () => onSecond.push({ type: 'wrong topic' }));
    for (let n = 0; n < 20; n += 1) first.publish('bubble:b1', { type: 'comment.added', n });
    await eventually(() => onFirst.length === 20 && onSecond.length === 20);
    const expected = Array.from({ length: 20 }, (_, n) => ({ type: 'comment.added', n }));
    expect(onFirst).toEqual(expected);
    expect(onSecond).toEqual(expected);
  });

  it('carries an event over the NOTIFY limit whole, in publishing order', async () => {
    const publisher = await hub();
    const listener = await hub();
    const received: RealtimeEvent[] = [];
    listener.subscribe('user:callee', (event) => received.push(event));
    const offer = { type: 'call.signal', sdp: noise(15_000) };
    const compressible = { type: 'call.signal', sdp: 'a=candidate '.repeat(1_500) };
    publisher.publish('user:callee', { type: 'before' });
    publisher.publish('user:callee', offer);
    publisher.publish('user:callee', compressible);
    publisher.publish('user:callee', { type: 'after' });
    await eventually(() => received.length === 4);
    expect(received).toEqual([{ type: 'before' }, offer, compressible, { type: 'after' }]);
  });

  it('drops an event too large to carry with a log line, and delivers the next ones', async () => {
    const logger = quietLogger();
    const publisher = await hub(logger);
    const listener = await hub();
    const received: RealtimeEvent[] = [];
    listener.subscribe('bubble:big', (event) => received.push(event));
    publisher.publish('bubble:big', { type: 'too.big', text: 'x'.repeat(MAX_EVENT_BYTES) });
    publisher.publish('bubble:big', { type: 'small' });
    await eventually(() => received.length === 1);
    expect(received).toEqual([{ type: 'small' }]);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ topic: 'bubble:big', eventType: 'too.big' }),
      expect.stringContaining('too large'),
    );
  });

  it('ignores a foreign notification on its channel', async () => {
    const logger = quietLogger();
    const listening = await hub(logger);
    const received: RealtimeEvent[] = [];
    listening.subscribe('bubble:x', (event) => received.push(event));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('SELECT pg_notify($1, $2)', [DEFAULT_CHANNEL, 'not json']);
      await client.query('SELECT pg_notify($1, $2)', [DEFAULT_CHANNEL, '{"topic":"bubble:x"}']);
    } finally {
      await client.end();
    }
    await eventually(() => logger.warn.mock.calls.length === 2);
    listening.publish('bubble:x', { type: 'after' });
    await eventually(() => received.length === 1);
    expect(received).toEqual([{ type: 'after' }]);
  });

  it('listens again after its connection was cut', async () => {
    const logger = quietLogger();
    const listening = await hub(logger);
    const received: RealtimeEvent[] = [];
    listening.subscribe('bubble:cut', (event) => received.push(event));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      );
    } finally {
      await admin.end();
    }
    await eventually(() => logger.info.mock.calls.length > 0);
    await eventually(() => {
      listening.publish('bubble:cut', { type: 'probe' });
      return received.length > 0;
    });
    expect(received[0]).toEqual({ type: 'probe' });
  });

  it('carries events between two app instances to their sockets (REALTIME_FANOUT=postgres)', async () => {
    const env = { REALTIME_FANOUT: 'postgres', DATABASE_URL: url };
    const one = await startRealtimeServer({ testDatabase: database, env });
    const two = await startRealtimeServer({ testDatabase: database, env });
    try {
      const member = await signUp(one);
      const peer = await connectAs(one.url, member.token);
      two.app.wob.realtime.publish(`user:${member.id}`, { type: 'notification.new', from: 'two' });
      expect(await peer.next()).toEqual({
        type: 'event',
        topic: `user:${member.id}`,
        event: { type: 'notification.new', from: 'two' },
      });
      peer.close();
    } finally {
      await two.close();
      await one.close();
    }
  });
});
