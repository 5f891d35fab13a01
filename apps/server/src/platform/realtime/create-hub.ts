import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createInProcessHub, type RealtimeHub } from './hub';
import { createPostgresHub } from './postgres-hub';

/**
 * The hub the configuration asks for: in-process by default (one instance), PostgreSQL
 * LISTEN/NOTIFY with REALTIME_FANOUT=postgres so that several instances behind a load
 * balancer deliver every event to every socket.
 */
export async function createRealtimeHub(
  config: Config,
  logger: FastifyBaseLogger,
): Promise<RealtimeHub> {
  const onListenerError = (error: unknown) =>
    logger.error({ err: error }, 'a realtime listener failed');
  if (config.realtime.fanout === 'postgres' && config.databaseUrl) {
    return createPostgresHub({ url: config.databaseUrl, logger, onListenerError });
  }
  return createInProcessHub(onListenerError);
}
