import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { createInProcessHub, type RealtimeEvent, type RealtimeHub } from './hub';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more (default build). */
export const NOTIFY_MAX_BYTES = 7999;
export const DEFAULT_CHANNEL = 'wob_realtime';
/**
 * The largest event (topic + event as JSON) carried at all; a larger one is dropped with an
 * error log line. Far above anything published (a video call's SDP offer is 4–7 KB, a signal
 * at most 16 000 characters), it bounds what a listener reassembles.
 */
export const MAX_EVENT_BYTES = 1_000_000;
/** Base64 characters per part of a large event, leaving room for the part's own JSON. */
const PART_DATA_CHARS = NOTIFY_MAX_BYTES - 200;
const MAX_PARTS = Math.ceil((MAX_EVENT_BYTES * 4) / 3 / PART_DATA_CHARS) + 1;
/** A large event whose parts have not all arrived after this long is given up. */
const PART_WAIT_MS = 60_000;

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

/**
 * One part of an event over the NOTIFY limit: the envelope's JSON, deflated, base64, cut into
 * `count` parts that all go out in one statement, so in one transaction, which PostgreSQL
 * delivers whole (all parts or none) and in order.
 */
interface Part {
  part: { id: string; index: number; count: number };
  data: string;
}

function parsePart(value: unknown): Part | null {
  if (typeof value !== 'object' || value === null || !('part' in value)) return null;
  const { part, data } = value as { part?: Partial<Part['part']>; data?: unknown };
  if (typeof data !== 'string' || typeof part !== 'object' || part === null) return null;
  const { id, index, count } = part;
  if (typeof id !== 'string' || id.length > 64) return null;
  if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > MAX_PARTS) {
    return null;
  }
  if (!Number.isInteger(index) || (index as number) < 0 || (index as number) >= (count as number)) {
    return null;
  }
  return { part: { id, index: index as number, count: count as number }, data };
}

/** The NOTIFY payloads of one event: itself when it fits, else its compressed parts. */
export function notifyPayloads(topic: string, event: RealtimeEvent): string[] | null {
  const payload = JSON.stringify({ topic, event } satisfies Envelope);
  const bytes = Buffer.byteLength(payload, 'utf8');
  if (bytes <= NOTIFY_MAX_BYTES) return [payload];
  if (bytes > MAX_EVENT_BYTES) return null;
  const packed = deflateRawSync(Buffer.from(payload, 'utf8')).toString('base64');
  const count = Math.ceil(packed.length / PART_DATA_CHARS);
  const id = randomUUID();
  return Array.from({ length: count }, (_, index) =>
    JSON.stringify({
      part: { id, index, count },
      data: packed.slice(index * PART_DATA_CHARS, (index + 1) * PART_DATA_CHARS),
    } satisfies Part),
  );
}

function parseJson(payload: string | undefined): unknown {
  if (!payload) return null;
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}

function asEnvelope(parsed: unknown): Envelope | null {
  if (typeof parsed !== 'object' || parsed === null) return null;
  const value = parsed as { topic?: unknown; event?: { type?: unknown } };
  if (typeof value.topic !== 'string') return null;
  if (typeof value.event !== 'object' || value.event === null) return null;
  if (typeof value.event.type !== 'string') return null;
  return value as Envelope;
}

/**
 * The realtime fan-out across server instances: every publish is a `NOTIFY` on one channel,
 * and every instance (this one included) `LISTEN`s on a connection of its own and hands the
 * events to its local listeners. Events therefore reach this process's sockets through the
 * database too, in the order they were published from one instance (one publishing
 * connection).
 *
 * NOTIFY takes payloads under 8000 bytes. A larger event (a WebRTC offer with video, a call
 * signal) is deflated, base64-encoded and cut into parts, all sent in one statement (one
 * transaction, so delivered whole and in order); each instance puts the parts back together
 * (`notifyPayloads`, `Part`). Events over MAX_EVENT_BYTES are dropped with an error log line,
 * so publishers still send references (ids) rather than content. Events published while an
 * instance's LISTEN connection is down do not reach that instance's sockets (it reconnects by
 * itself; clients refetch on reconnect).
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

  // The parts of large events received so far, by the event's id.
  const pending = new Map<string, { parts: (string | undefined)[]; got: number; since: number }>();

  /** The whole event once its last part is in; null while parts are missing or on junk. */
  function reassemble(part: Part): Envelope | 'waiting' | null {
    const now = Date.now();
    // Parts are only ever missing when a LISTEN connection broke mid-delivery.
    for (const [id, entry] of pending) if (now - entry.since > PART_WAIT_MS) pending.delete(id);
    const { id, index, count } = part.part;
    let entry = pending.get(id);
    if (!entry) {
      entry = { parts: new Array<string | undefined>(count).fill(undefined), got: 0, since: now };
      pending.set(id, entry);
    }
    if (entry.parts.length !== count) return null;
    if (entry.parts[index] === undefined) entry.got += 1;
    entry.parts[index] = part.data;
    if (entry.got < count) return 'waiting';
    pending.delete(id);
    try {
      const packed = Buffer.from(entry.parts.join(''), 'base64');
      const json = inflateRawSync(packed, { maxOutputLength: MAX_EVENT_BYTES }).toString('utf8');
      return asEnvelope(parseJson(json));
    } catch {
      return null;
    }
  }

  function onNotification(message: pg.Notification): void {
    if (message.channel !== channel) return;
    const parsed = parseJson(message.payload);
    const part = parsePart(parsed);
    const envelope = part ? reassemble(part) : asEnvelope(parsed);
    if (envelope === 'waiting') return;
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
      // Parts of a large event that were under way on this connection will not come.
      pending.clear();
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
      const payloads = notifyPayloads(topic, event);
      if (!payloads) {
        logger.error(
          { topic, eventType: event.type, limit: MAX_EVENT_BYTES },
          'realtime event too large to carry; dropped (publish ids, not content)',
        );
        return;
      }
      // One statement: the parts of a large event are one transaction, delivered together.
      const calls = payloads.map((_, n) => `pg_notify($1, $${n + 2})`).join(', ');
      const sent = publisher
        .query(`SELECT ${calls}`, [channel, ...payloads])
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
