import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

const require = createRequire(import.meta.url);

type PrettyFactory = (options: Record<string, unknown>) => NodeJS.WritableStream;

/**
 * pino-pretty is a development dependency: used when present, never required. It runs as a
 * synchronous stream in this thread (not as a transport worker), so the last lines before
 * exit are written and no worker keeps the process alive after shutdown.
 */
function prettyStream(): NodeJS.WritableStream | undefined {
  try {
    const loaded = require('pino-pretty') as PrettyFactory | { default: PrettyFactory };
    const factory = typeof loaded === 'function' ? loaded : loaded.default;
    return factory({ translateTime: 'HH:MM:ss', ignore: 'pid,hostname', sync: true });
  } catch {
    return undefined;
  }
}

// Reset links carry their token in the page path; it must not end up in logs.
const SECRET_PATHS = /\/reset-password\/[^/?#]+/g;

/**
 * Structured pino logs: JSON in production, pretty in development when pino-pretty is
 * installed. Request bodies are never logged, and the authorization header is redacted.
 */
export function createLoggerOptions(config: Config): FastifyServerOptions['logger'] {
  const stream = config.nodeEnv === 'development' ? prettyStream() : undefined;
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return {
          id: request.id,
          method: request.method,
          url: request.url.replace(SECRET_PATHS, '/reset-password/[token]'),
        };
      },
    },
    ...(stream ? { stream } : {}),
  };
}
