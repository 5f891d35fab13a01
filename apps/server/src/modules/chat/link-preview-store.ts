import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { type Db, lockName, type Queryable } from '../../db/client';
import { linkPreviews } from '../../db/schema';
import { deleteMediaRows, insertMedia } from '../../platform/storage/media-store';

// SQL of the link-preview cache (db/schema/link-previews.ts).

export type LinkPreviewRow = typeof linkPreviews.$inferSelect;

/** The cached preview of `url`, if it has not expired. */
export async function findFreshPreview(
  db: Queryable,
  url: string,
  now: Date,
): Promise<LinkPreviewRow | undefined> {
  const [row] = await db
    .select()
    .from(linkPreviews)
    .where(and(eq(linkPreviews.url, url), gt(linkPreviews.expiresAt, now)))
    .limit(1);
  return row;
}

export interface StoredPreviewImage {
  id: string;
  ownerId: string;
  path: string;
  bytes: number;
  width: number;
  height: number;
}

/**
 * Stores a fetched preview (and its image's media row) in place of the one before, under the
 * URL's lock so two servers refreshing one URL at once keep one row. Answers the files of
 * images no longer used, to remove after the commit.
 */
export async function savePreview(
  db: Db,
  row: Omit<LinkPreviewRow, 'imageId' | 'imageWidth' | 'imageHeight'>,
  image: StoredPreviewImage | undefined,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockName(tx, `link-preview:${row.url}`);
    const [before] = await tx
      .select({ imageId: linkPreviews.imageId })
      .from(linkPreviews)
      .where(eq(linkPreviews.url, row.url))
      .for('update');
    if (image) {
      await insertMedia(tx, {
        id: image.id,
        ownerId: image.ownerId,
        kind: 'link-preview',
        mime: 'image/webp',
        path: image.path,
        bytes: image.bytes,
        createdAt: row.fetchedAt,
      });
    }
    const values = {
      ...row,
      imageId: image?.id ?? null,
      imageWidth: image?.width ?? null,
      imageHeight: image?.height ?? null,
    };
    await tx
      .insert(linkPreviews)
      .values(values)
      .onConflictDoUpdate({ target: linkPreviews.url, set: values });
    const replaced = before?.imageId && before.imageId !== image?.id ? [before.imageId] : [];
    return deleteMediaRows(tx, replaced);
  });
}

/**
 * Deletes up to `limit` previews fetched before `before`, with their images' media rows, in one
 * transaction. A preview being refreshed at this moment (its row locked by `savePreview`) is
 * skipped and stays with its new date. Answers how many went and the image files to remove
 * after the commit.
 */
export async function deletePreviewsFetchedBefore(
  db: Db,
  before: Date,
  limit: number,
): Promise<{ previews: number; files: string[] }> {
  return db.transaction(async (tx) => {
    const old = await tx
      .select({ url: linkPreviews.url })
      .from(linkPreviews)
      .where(lt(linkPreviews.fetchedAt, before))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (old.length === 0) return { previews: 0, files: [] };
    const removed = await tx
      .delete(linkPreviews)
      .where(
        inArray(
          linkPreviews.url,
          old.map((row) => row.url),
        ),
      )
      .returning({ imageId: linkPreviews.imageId });
    const images = removed.flatMap((row) => (row.imageId ? [row.imageId] : []));
    return { previews: removed.length, files: await deleteMediaRows(tx, images) };
  });
}
