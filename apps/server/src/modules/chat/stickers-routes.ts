import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import { notFound } from '../../platform/http/http-error';
import { STICKER_ASSET_PREFIX, stickerCatalog } from './stickers';

/**
 * The stickers extension: `GET /chat-api/extensions/stickers/v1/fetch` (signed in) and the
 * sticker files, public like the generated avatars (a sticker is no one's data), cached for a
 * year since each name carries its content's hash.
 */
export function registerStickerRoutes(app: FastifyInstance): void {
  bindSignedInEndpoint(app, endpoints.chatStickersFetch, async () => ({
    data: stickerCatalog().stickers,
  }));

  app.get<{ Params: { file: string } }>(`${STICKER_ASSET_PREFIX}:file`, async (request, reply) => {
    const body = stickerCatalog().files.get(request.params.file);
    if (!body) throw notFound();
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(body);
  });
}
