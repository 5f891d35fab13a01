import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { media, users } from '../../db/schema';

export interface MediaRow {
  id: string;
  ownerId: string;
  mime: string;
  path: string;
}

/** A media row as it is served: its kind decides whether it is shown or downloaded. */
export interface ServableMedia extends MediaRow {
  kind: string;
}

export async function insertMedia(
  db: Queryable,
  row: {
    id: string;
    ownerId: string;
    kind: 'profile-picture' | 'comment-image' | 'link-preview';
    mime: string;
    path: string;
    bytes: number;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(media).values(row);
}

/** Deletes media rows and answers their files' paths, for removal after the commit. */
export async function deleteMediaRows(db: Queryable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(media)
    .where(inArray(media.id, [...ids]))
    .returning({ path: media.path });
  return rows.map((row) => row.path);
}

export async function deleteMedia(db: Queryable, id: string): Promise<MediaRow | undefined> {
  const [row] = await db
    .delete(media)
    .where(eq(media.id, id))
    .returning({ id: media.id, ownerId: media.ownerId, mime: media.mime, path: media.path });
  return row;
}

/** A media file whose owner is a live account; deleted owners' media are not served. */
export async function findServableMedia(
  db: Queryable,
  id: string,
): Promise<ServableMedia | undefined> {
  const [row] = await db
    .select({
      id: media.id,
      ownerId: media.ownerId,
      kind: media.kind,
      mime: media.mime,
      path: media.path,
    })
    .from(media)
    .innerJoin(users, eq(users.id, media.ownerId))
    .where(and(eq(media.id, id), isNull(users.deletedAt), isNull(users.anonymisedAt)))
    .limit(1);
  return row;
}

export async function findLiveUserName(db: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNull(users.anonymisedAt)))
    .limit(1);
  return row?.name;
}
