import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { requestLogs } from '../../db/schema';
import type { Clock } from '../clock';

type RequestLogEntry = typeof requestLogs.$inferInsert;

export interface RequestLogWriter {
  add(entry: RequestLogEntry): void;
  /** Writes what is buffered; resolves when it is stored. */
  flush(): Promise<void>;
}

/**
 * Request logs are written in batches (every second, or every 200 requests), so the log
 * costs one INSERT per batch instead of one per request.
 */
export function createRequestLogWriter(
  db: Db,
  logger: FastifyBaseLogger,
  options: { maxBatch?: number; flushMs?: number } = {},
): RequestLogWriter {
  const maxBatch = options.maxBatch ?? 200;
  const flushMs = options.flushMs ?? 1000;
  let buffer: RequestLogEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = buffer;
    buffer = [];
    writing = writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await db.insert(requestLogs).values(batch);
      } catch (error) {
        // Losing a batch of traffic logs must never fail requests or stop the server.
        logger.error({ err: error, entries: batch.length }, 'could not store request logs');
      }
    });
    return writing;
  }

  return {
    add(entry) {
      buffer.push(entry);
      if (buffer.length >= maxBatch) void flush();
      else if (!timer) timer = setTimeout(() => void flush(), flushMs).unref();
    },
    flush,
  };
}

/** Records method, route pattern, status, duration, user and hashed IP of each /api call. */
export function installRequestLog(
  app: FastifyInstance,
  writer: RequestLogWriter,
  hashIp: (ip: string) => string,
  now: Clock,
): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') return;
    writer.add({
      at: now(),
      method: request.method,
      route: request.routeOptions.url ?? '(unmatched)',
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
      userId: request.wobSession?.user.id ?? null,
      ipHash: hashIp(request.ip),
    });
  });
}
