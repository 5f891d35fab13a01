import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { IMAGE_MAX_BYTES, MESSAGES, parseImageDataUrl } from '@wob/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client';
import { ads } from '../../db/schema';
import { newId } from '../../platform/crypto';
import { fieldError, notFound } from '../../platform/http/http-error';
import { ImageRejectedError, processImage } from '../../platform/storage/images';
import type { MediaStorage } from '../../platform/storage/media-storage';

// The house ads' pictures. They are the operator's, not a member's, so they live in the media
// storage under 'ads/<id>.webp' and the ad row keeps that key (the `media` table is for
// members' files). Every new picture gets a new key: its URL can be cached for good, and the
// old file is removed once the row no longer points at it.

const AD_IMAGE_FILE = /^[A-Za-z0-9_-]{1,64}\.webp$/;

/**
 * Checks and re-encodes an uploaded picture exactly like a member's (processImage: the bytes
 * decide the type, the image is rotated upright, scaled down and written as WebP without
 * EXIF), then stores it under a new key. A picture that is no image answers a 422 on `image`.
 */
export async function storeAdImage(media: MediaStorage, dataUrl: string): Promise<string> {
  const parsed = parseImageDataUrl(dataUrl);
  if (!parsed) throw fieldError('image', MESSAGES.image.invalid);
  if (parsed.byteLength > IMAGE_MAX_BYTES) throw fieldError('image', MESSAGES.image.tooLarge);
  try {
    const image = await processImage(Buffer.from(parsed.base64, 'base64'));
    return await media.put(`ads/${newId()}.webp`, image.data);
  } catch (error) {
    if (error instanceof ImageRejectedError) throw fieldError('image', MESSAGES.image.invalid);
    throw error;
  }
}

/**
 * `GET /media/ads/<file>`: an ad's picture, public and cached for a year (the key changes with
 * the picture). Only a file an ad row points at is served.
 */
export function registerAdImageRoute(app: FastifyInstance, db: Queryable, media: MediaStorage) {
  app.get<{ Params: { file: string } }>('/media/ads/:file', async (request, reply) => {
    const { file } = request.params;
    if (!AD_IMAGE_FILE.test(file)) throw notFound();
    const key = `ads/${file}`;
    const [row] = await db.select({ id: ads.id }).from(ads).where(eq(ads.imageKey, key)).limit(1);
    if (!row) throw notFound();
    const path = media.absolutePath(key);
    const info = await stat(path).catch(() => null);
    if (!info) throw notFound();
    return reply
      .type('image/webp')
      .header('Content-Length', info.size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(createReadStream(path));
  });
}
