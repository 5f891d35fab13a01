import websocket from '@fastify/websocket';
import { REALTIME_CLOSE_CODES as CLOSE, REALTIME_LIMITS, REALTIME_PATH } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES as M } from '../../messages';
import { sendError } from '../http/error-handling';
import { createTopicAuthoriser, type TopicRule } from './authorise';
import { type ConnectionLifecycle, openConnection, type RealtimeConnection } from './connection';
import type { RealtimeEvent } from './hub';

/** How long shutdown waits for clients to answer the 1001 close before cutting them off. */
const SHUTDOWN_GRACE_MS = 2_000;

/**
 * The `/realtime` WebSocket: one authenticated connection per tab (protocol in `@wob/api`
 * realtime.ts). Upgrades go through Fastify's hooks like any request: the per-IP rate limit
 * counts connection attempts (RATE_LIMIT_REALTIME_MAX per window; 429 before the upgrade),
 * and security headers do not apply to a 101 answer. A plain GET is answered 404.
 */
export async function registerRealtimeRoutes(
  app: FastifyInstance,
  options: {
    /** Who may receive the topics of each kind besides one's own (`createTopicAuthoriser`). */
    topicRules: Readonly<Record<string, TopicRule>>;
    lifecycle?: ConnectionLifecycle;
    initialEvent?: (topic: string) => Promise<RealtimeEvent | null>;
    /** Topics each socket follows from the start, outside maxTopics (a person's groups). */
    implicitTopics?: (userId: string) => Promise<readonly string[]>;
  },
): Promise<void> {
  const { config, realtime, authenticate } = app.wob;
  const connections = new Set<RealtimeConnection>();
  const authorise = createTopicAuthoriser(options.topicRules);

  const heartbeat = setInterval(() => {
    for (const connection of connections) connection.heartbeat();
  }, config.realtime.pingIntervalMs);
  heartbeat.unref();

  // Added before the plugin's own preClose, so it runs first: every client is told 1001
  // (going away) and gets a moment to answer, then the rest are cut off and the HTTP server
  // can finish closing.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    const all = [...connections];
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), SHUTDOWN_GRACE_MS);
    });
    const done = Promise.all(all.map((c) => c.shutdown(CLOSE.goingAway, 'server shutting down')));
    if ((await Promise.race([done, grace])) === 'late') {
      for (const connection of all) connection.terminate();
    }
    clearTimeout(timer);
  });

  await app.register(websocket, {
    options: { maxPayload: REALTIME_LIMITS.maxMessageBytes },
    errorHandler(error, socket, request) {
      // Client-side faults (oversized or invalid frames, resets): `ws` is already closing the
      // socket with the matching code; only a handler fault needs closing here.
      request.log.info({ err: error }, 'realtime socket error');
      if (socket.readyState === socket.OPEN) socket.close(CLOSE.internal, 'server error');
    },
  });

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    config: {
      rateLimit: {
        max: config.realtime.connectionsPerWindow,
        timeWindow: config.rateLimit.windowMs,
      },
    },
    // Without an upgrade there is nothing here, as for any unknown server path.
    handler: async (_request, reply) => sendError(reply, 404, M.request.notFound),
    wsHandler: (socket, request) => {
      const connection = openConnection(socket, {
        hub: realtime,
        authenticate,
        authorise,
        logger: request.log,
        lifecycle: options.lifecycle,
        initialEvent: options.initialEvent,
        implicitTopics: options.implicitTopics,
        limits: {
          authTimeoutMs: config.realtime.authTimeoutMs,
          maxTopics: REALTIME_LIMITS.maxTopics,
          // A client re-subscribing every topic after a reconnection sends up to 50 at once.
          maxPendingMessages: 2 * REALTIME_LIMITS.maxTopics,
          maxBufferedBytes: 1024 * 1024,
        },
      });
      connections.add(connection);
      void connection.closed.then(() => connections.delete(connection));
    },
  });
}
