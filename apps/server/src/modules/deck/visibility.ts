import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { blocks } from '../../db/schema';

// Who may see whom (README 'Discovery'). Every list and profile of this module composes its
// WHERE clause from these fragments, so a rule lives in one place. `u` is the alias of the
// other Wobler's users row in the statements of store.ts and search.ts.
//
// - profile rules (profiles, saved list, menu search): a live account (neither deleted nor
//   anonymised), not the viewer, no block either way, and an age-range restriction of theirs
//   that admits the viewer's age;
// - deck rules: the profile rules, and nobody the viewer already handled (liked, disliked,
//   saved or reported).

/** Neither deleted nor anonymised. */
export const liveAccount = sql`u.deleted_at is null and u.anonymised_at is null`;

/** Not the viewer. */
export const notViewer = (viewerId: string): SQL => sql`u.id <> ${viewerId}`;

/**
 * No block between them, in either direction (the one block table: ARCHITECTURE.md). Written
 * as NOT IN over the viewer's few rows, which PostgreSQL evaluates once into a hash (a
 * "hashed SubPlan"), so each candidate costs one hash probe whatever the plan around it.
 */
export const noBlockEitherWay = (viewerId: string): SQL =>
  sql`u.id not in (select bv.blocked_id from blocks bv where bv.blocker_id = ${viewerId}
    union all select bu.blocker_id from blocks bu where bu.blocked_id = ${viewerId})`;

/** They did not block the viewer (a block by the viewer leaves the profile readable). */
export const notBlockedByThem = (viewerId: string): SQL =>
  sql`not exists (select 1 from blocks bu where bu.blocker_id = u.id and bu.blocked_id = ${viewerId})`;

/** 'Only show my profile to an age range': off, or the viewer's age inside it. */
export const ageRangeAdmits = (viewerAge: number): SQL =>
  sql`(not u.age_range_enabled or ${viewerAge} between u.age_range_from and u.age_range_to)`;

/** Nobody the viewer liked, disliked, saved or reported (they left the viewer's deck); hashed as above. */
export const notHandledBy = (viewerId: string): SQL =>
  sql`u.id not in (select hr.target_id from reactions hr where hr.user_id = ${viewerId}
    union all select hs.target_id from saved_woblers hs where hs.user_id = ${viewerId}
    union all select hp.target_id from reports hp where hp.reporter_id = ${viewerId})`;

export interface Viewer {
  id: string;
  /** Whole years on the service clock's today. */
  age: number;
}

/** The profile rules as one condition. */
export function profileVisible(viewer: Viewer): SQL {
  return sql.join(
    [liveAccount, notViewer(viewer.id), noBlockEitherWay(viewer.id), ageRangeAdmits(viewer.age)],
    sql` and `,
  );
}

/** The deck rules as one condition. */
export function deckVisible(viewer: Viewer): SQL {
  return sql.join([profileVisible(viewer), notHandledBy(viewer.id)], sql` and `);
}

/** A block between the two, either way (get-user-profile answers 404 then). */
export async function blockedEitherWay(
  db: Queryable,
  one: string,
  other: string,
): Promise<boolean> {
  const [row] = await db
    .select({ blocker: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, one), eq(blocks.blockedId, other)),
        and(eq(blocks.blockerId, other), eq(blocks.blockedId, one)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
