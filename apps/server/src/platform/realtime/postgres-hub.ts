import { Buffer } from 'node:buffer';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { createInProcessHub, type RealtimeEvent, type RealtimeHub } from './hub';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more (default build). */
export const NOTIFY_MAX_BYTES = 7999;
export const DEFAULT_CHANNEL = 'wob_realtime';

export interface PostgresHubOptions {
  /** The same PostgreSQL as DATABASE_URL: LISTEN/NOTIFY is scoped to one database. */
  url: string;
  channel?: string;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  onListenerError?: (error: unknown) => void;
  /** First wait before listening again after the connection was lost (doubles, max 30 s). */
  reconnectDelayMs?: number;
}

interface Envelope {
  topic: string;
  event: RealtimeEvent;
}

function parseEnvelope(payload: string | undefined): Envelope | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as { topic?: unknown; event?: { type?: unknown } };
    if (typeof value.topic !== 'string') return null;
    if (typeof value.event !== 'object' || value.event === null) return null;
    if (typeof value.event.type !== 'string') return null;
    return value as Envelope;
  } catch {
    return null;
  }
}

/**
 * The realtime fan-out across server instances: every publish is a `NOTIFY` on one channel,
 * and every instance (this one included) `LISTEN`s on a connection of its own and hands the
 * events to its local listeners. Events therefore reach this process's sockets through the
 * database too, in the order they were published from one instance (one publishing
 * connection).
 *
 * Limits, by design: a payload (topic + event as JSON) must stay under 8000 bytes — larger
 * events are dropped with an error log line, so publishers send references (ids) and let
 * clients fetch the rest; events published while an instance's LISTEN connection is down do
 * not reach that instance's sockets (it reconnects by itself; clients refetch on reconnect).
 */
export async function createPostgresHub(options: PostgresHubOptions): Promise<RealtimeHub> {
  const channel = options.channel ?? DEFAULT_CHANNEL;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) {
    throw new Error(`realtime channel must be a lower-case SQL identifier, got ${channel}`);
  }
  const { logger } = options;
  const firstDelay = options.reconnectDelayMs ?? 1_000;
  const local = createInProcessHub(options.onListenerError);

  // One connection publishes, so the events of this instance keep their order.
  const publisher = new pg.Pool({ connectionString: options.url, max: 1 });
  publisher.on('error', (error) =>
    logger.warn({ err: error }, 'realtime publisher lost its connection'),
  );
  const inFlight = new Set<Promise<unknown>>();

  let listener: pg.Client | null = null;
  let closing = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let delay = firstDelay;

  function onNotification(message: pg.Notification): void {
    if (message.channel !== channel) return;
    const envelope = parseEnvelope(message.payload);
    if (!envelope) {
      logger.warn({ channel }, 'realtime notification ignored: not an event');
      return;
    }
    local.publish(envelope.topic, envelope.event);
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: options.url });
    // Without an error listener a lost connection would crash the process.
    client.on('error', (error) => {
      logger.warn({ err: error }, 'realtime LISTEN connection failed');
    });
    client.on('notification', onNotification);
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closing) {
      await client.end().catch(() => undefined);
      return;
    }
    // Only a connection that was listening is worth restoring when it ends.
    client.on('end', () => {
      if (listener === client) listener = null;
      if (!closing) scheduleListen();
    });
    listener = client;
    delay = firstDelay;
  }

  function scheduleListen(): void {
    if (closing || retryTimer) return;
    const wait = delay;
    delay = Math.min(delay * 2, 30_000);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      listen().then(
        () => logger.info({ channel }, 'realtime LISTEN connection restored'),
        (error: unknown) => {
          logger.warn({ err: error }, 'realtime LISTEN reconnection failed');
          scheduleListen();
        },
      );
    }, wait);
  }

  // The first LISTEN must work: a misconfigured database fails the start, not the first event.
  try {
    await listen();
  } catch (error) {
    await publisher.end().catch(() => undefined);
    throw error;
  }

  return {
    publish(topic, event) {
      if (closing) return;
      const payload = JSON.stringify({ topic, event } satisfies Envelope);
      const bytes = Buffer.byteLength(payload, 'utf8');
      if (bytes > NOTIFY_MAX_BYTES) {
        logger.error(
          { topic, eventType: event.type, bytes, limit: NOTIFY_MAX_BYTES },
          'realtime event too large for NOTIFY; dropped (publish ids, not content)',
        );
        return;
      }
      const sent = publisher
        .query('SELECT pg_notify($1, $2)', [channel, payload])
        .catch((error: unknown) => {
          logger.error({ err: error, topic, eventType: event.type }, 'realtime NOTIFY failed');
        });
      inFlight.add(sent);
      void sent.finally(() => inFlight.delete(sent));
    },
    publishLocal: (topic, event) => local.publish(topic, event),
    subscribe: (topic, handler) => local.subscribe(topic, handler),
    async close() {
      if (closing) return;
      // Events published before close still go out.
      await Promise.allSettled([...inFlight]);
      closing = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
      await local.close();
    },
  };
}
