import { and, eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { blocks } from '../../db/schema';

// Who may receive a person's presence (online, offline and the last active time). The one
// rule, at the two places presence is delivered: the audience of each change (modules/chat/
// presence.ts) and the `presence:<id>` topic (platform/realtime/authorise.ts). Today: nobody
// across a block, either way. A stricter rule (the age-range toggle) goes here.

/** Of `viewerIds`, those who may receive the presence of `subjectId`. */
export async function filterPresenceViewers(
  db: Queryable,
  subjectId: string,
  viewerIds: readonly string[],
): Promise<string[]> {
  const candidates = [...new Set(viewerIds)].filter((id) => id !== subjectId);
  if (candidates.length === 0) return [];
  const blocked = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, subjectId), inArray(blocks.blockedId, candidates)),
        and(eq(blocks.blockedId, subjectId), inArray(blocks.blockerId, candidates)),
      ),
    );
  const refused = new Set(
    blocked.map((row) => (row.blockerId === subjectId ? row.blockedId : row.blockerId)),
  );
  return candidates.filter((id) => !refused.has(id));
}

/** May `viewerId` receive the presence of `subjectId`? (One's own: always.) */
export async function mayReceivePresence(
  db: Queryable,
  viewerId: string,
  subjectId: string,
): Promise<boolean> {
  if (viewerId === subjectId) return true;
  return (await filterPresenceViewers(db, subjectId, [viewerId])).length === 1;
}
