import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES as M } from '../../messages';
import { translate } from '../i18n';
import { sendError } from './error-handling';

/** Paths that belong to the server, never to the web app's client-side routes. */
const SERVER_PREFIXES = ['/api', '/admin-api', '/media', '/chat-api', '/realtime'];

function isServerPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * A page load: a GET the browser makes for a document (Accept: text/html), or the root. A
 * missing script or image gets a 404, not the SPA's HTML under a wrong type.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isServerPath(request.url)) return false;
  const accept = request.headers.accept;
  const path = request.url.split('?')[0];
  return path === '/' || (typeof accept === 'string' && /\btext\/html\b/i.test(accept));
}

/**
 * Serves the built SPA from `webDir`: hashed files under /assets cached for a year, every
 * other file revalidated, and index.html for any page route the client router owns. Unknown
 * /api (and other server) paths answer 404 JSON. Without a build the server still runs and
 * tells the visitor how to build the web app.
 */
export async function installWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = join(webDir, 'index.html');
  const built = existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      // Routes for the files that exist; everything else reaches the not-found handler.
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, path) {
        const immutable = path.startsWith(join(webDir, 'assets'));
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDir }, 'the web app is not built: run `pnpm build`');
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRequest(request)) {
      return sendError(reply, 404, M.request.notFound);
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(translate(request.wobLocale, M.request.webAppNotBuilt));
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
