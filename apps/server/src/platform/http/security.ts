import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES as M } from '../../messages';
import { HttpError } from './http-error';

/**
 * Security headers with a strict Content Security Policy that the built SPA satisfies: its
 * scripts and styles are files from this origin, images may be data:/blob: URLs (picture
 * previews), and the realtime socket connects over ws:/wss:.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Cross-origin embedding of our images is not needed; keep the default same-origin.
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Per-IP rate limits, switched on per route (login, sign-up, reset). An exceeded limit is
 * thrown as an HttpError, so the error handler answers it like every other failure.
 */
export async function installRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, M.request.rateLimited),
  });
}
