import { readFile } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client';
import { media as mediaTable, type ReportSnapshot, reports, users } from '../../db/schema';
import { newId } from '../../platform/crypto';
import type { MediaStorage } from '../../platform/storage/media-storage';

// A report's snapshot: the reported content as it was at the first report. Its pictures are
// copied inside the media storage under a moderation key ('mod' + id), never shared with the
// original's file, so they outlive a deleted message, comment or profile picture. The console
// shows them through signed URLs of /moderation-media/:key (routes.ts).

export type SnapshotImage = ReportSnapshot['images'][number];

const EXTENSION_OF: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Writes a picture's bytes under a new moderation key; null for a type that is no picture. */
export async function storeImage(
  storage: MediaStorage,
  data: Buffer,
  mime: string,
): Promise<SnapshotImage | null> {
  const extension = EXTENSION_OF[mime];
  if (!extension) return null;
  const key = `mod${newId()}`;
  const path = await storage.write(key, extension, data);
  return { key, path, mime };
}

/**
 * Copies pictures read elsewhere (a CometChat message's, through `read`); one that cannot be
 * read is skipped (its URL stays in the snapshot's text).
 */
export async function copyRemoteImages(
  storage: MediaStorage,
  urls: readonly string[],
  read: (url: string) => Promise<{ data: Buffer; mime: string } | null>,
  logger: FastifyBaseLogger,
): Promise<SnapshotImage[]> {
  const images: SnapshotImage[] = [];
  for (const url of urls) {
    try {
      const picture = await read(url);
      const image = picture && (await storeImage(storage, picture.data, picture.mime));
      if (image) images.push(image);
    } catch (error) {
      logger.warn({ err: error }, 'a reported picture could not be copied');
    }
  }
  return images;
}

/** Copies the pictures among `mediaIds` (media rows); files that are gone are skipped. */
export async function copyImages(
  db: Queryable,
  storage: MediaStorage,
  mediaIds: readonly string[],
  logger: FastifyBaseLogger,
): Promise<SnapshotImage[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .select({ id: mediaTable.id, path: mediaTable.path, mime: mediaTable.mime })
    .from(mediaTable)
    .where(inArray(mediaTable.id, [...mediaIds]));
  const images: SnapshotImage[] = [];
  for (const row of rows) {
    if (!EXTENSION_OF[row.mime]) continue;
    try {
      const data = await readFile(storage.absolutePath(row.path));
      const image = await storeImage(storage, data, row.mime);
      if (image) images.push(image);
    } catch (error) {
      logger.warn({ err: error, mediaId: row.id }, 'a reported picture could not be copied');
    }
  }
  return images;
}

/** Sets a report's snapshot pictures, once (a report whose snapshot has pictures keeps them). */
export async function setSnapshotImages(
  db: Queryable,
  reportId: string,
  images: SnapshotImage[],
): Promise<boolean> {
  if (images.length === 0) return false;
  const updated = await db
    .update(reports)
    .set({
      snapshot: sql`jsonb_set(${reports.snapshot}, '{images}', ${JSON.stringify(images)}::jsonb)`,
    })
    .where(sql`${reports.id} = ${reportId} and ${reports.snapshot}->'images' = '[]'::jsonb`)
    .returning({ id: reports.id });
  return updated.length > 0;
}

/**
 * For a Wobler's first report (modules/relations): copies their profile picture into the
 * snapshot. A failure is logged, never the reporter's problem.
 */
export function createWoblerPictureSnapshot(deps: {
  db: Db;
  media: MediaStorage;
  logger: FastifyBaseLogger;
}) {
  return async (reportId: string): Promise<void> => {
    try {
      const [row] = await deps.db
        .select({ pictureId: users.pictureId })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.targetId))
        .where(eq(reports.id, reportId));
      if (!row?.pictureId) return;
      const images = await copyImages(deps.db, deps.media, [row.pictureId], deps.logger);
      if (!(await setSnapshotImages(deps.db, reportId, images))) {
        await Promise.all(images.map((image) => deps.media.remove(image.path)));
      }
    } catch (error) {
      deps.logger.error({ err: error, reportId }, 'a report snapshot picture failed');
    }
  };
}
