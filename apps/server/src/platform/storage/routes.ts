import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES as M } from '../../messages';
import { HttpError, notFound } from '../http/http-error';
import { avatarSvg } from './avatar';
import { attachmentDisposition } from './file-names';
import { findLiveUserName, findServableMedia } from './media-store';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `GET /media/<id>?exp=&sig=`: an uploaded file behind a signed, expiring URL (403 when the
 * signature is wrong or expired). `GET /media/avatars/<userId>.svg`: the generated avatar,
 * public and cacheable.
 */
export function registerMediaRoutes(app: FastifyInstance): void {
  const { db, media, now } = app.wob;

  app.get<{ Params: { file: string } }>('/media/avatars/:file', async (request, reply) => {
    const match = /^(.+)\.svg$/.exec(request.params.file);
    const userId = match?.[1];
    if (!userId || !ID.test(userId)) throw notFound();
    const name = await findLiveUserName(db, userId);
    if (name === undefined) throw notFound();
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(avatarSvg(userId, name));
  });

  app.get<{
    Params: { id: string };
    Querystring: { exp?: unknown; sig?: unknown; name?: unknown };
  }>('/media/:id', async (request, reply) => {
    const { id } = request.params;
    const { exp, sig } = request.query;
    if (!ID.test(id)) throw notFound();
    if (typeof exp !== 'string' || typeof sig !== 'string' || !media.verify(id, exp, sig)) {
      throw new HttpError(403, M.request.mediaLinkInvalid);
    }
    const row = await findServableMedia(db, id);
    if (!row) throw notFound();
    const file = media.absolutePath(row.path);
    const info = await stat(file).catch(() => null);
    if (!info) throw notFound();
    const maxAge = Math.max(0, Number(exp) - Math.floor(now().getTime() / 1000));
    // A file sent in the chat that is no image is saved, never shown: whatever it holds,
    // the browser does not open it inside the app. Its name comes with the link (the chat
    // message holds it) and is cleaned into the header here.
    if (row.kind === 'chat-file' && !row.mime.startsWith('image/')) {
      const name = typeof request.query.name === 'string' ? request.query.name : undefined;
      const extension = /\.([A-Za-z0-9]{1,10})$/.exec(row.path)?.[1] ?? 'bin';
      reply.header('Content-Disposition', attachmentDisposition(name, `file.${extension}`));
    }
    return reply
      .type(row.mime)
      .header('Content-Length', info.size)
      .header('Cache-Control', `private, max-age=${maxAge}, immutable`)
      .send(createReadStream(file));
  });
}
