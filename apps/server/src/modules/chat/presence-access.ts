import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { blocks, users } from '../../db/schema';
import { viewerOf, visibilityOf } from '../people/visibility';

// Who may receive a person's presence (online, offline and the last active time), at the two
// places presence is delivered: the audience of each change (modules/chat/presence.ts) and the
// `presence:<id>` topic (platform/realtime/authorise.ts). The rule itself is people/
// visibility.ts (no block either way, the viewer's age inside the person's age range, a live
// account); this file reads the facts it needs for many viewers in two statements.

/** Of `viewerIds`, those who may receive the presence of `subjectId` on `today`. */
export async function filterPresenceViewers(
  db: Queryable,
  subjectId: string,
  viewerIds: readonly string[],
  today: Date,
): Promise<string[]> {
  const candidates = [...new Set(viewerIds)].filter((id) => id !== subjectId);
  if (candidates.length === 0) return [];
  const [person] = await db
    .select({
      id: users.id,
      live: sql<boolean>`(${users.deletedAt} is null and ${users.anonymisedAt} is null)`,
      pictureId: users.pictureId,
      showImagesToAll: users.showImagesToAll,
      ageRangeEnabled: users.ageRangeEnabled,
      ageRangeFrom: users.ageRangeFrom,
      ageRangeTo: users.ageRangeTo,
    })
    .from(users)
    .where(eq(users.id, subjectId));
  if (!person) return [];
  const viewers = await db
    .select({
      id: users.id,
      birthDate: users.birthDate,
      blockedByViewer: sql<boolean>`exists (select 1 from ${blocks}
        where ${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${subjectId})`,
      blockedViewer: sql<boolean>`exists (select 1 from ${blocks}
        where ${blocks.blockerId} = ${subjectId} and ${blocks.blockedId} = ${users.id})`,
    })
    .from(users)
    .where(inArray(users.id, candidates));
  return viewers
    .filter(
      (row) => visibilityOf(viewerOf(row, today), person, { ...row, connected: false }).presence,
    )
    .map((row) => row.id);
}

/** May `viewerId` receive the presence of `subjectId` on `today`? (One's own: always.) */
export async function mayReceivePresence(
  db: Queryable,
  viewerId: string,
  subjectId: string,
  today: Date,
): Promise<boolean> {
  if (viewerId === subjectId) return true;
  return (await filterPresenceViewers(db, subjectId, [viewerId], today)).length === 1;
}
