import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { Ties, Viewer } from './visibility';

// The rule of visibility.ts as SQL, for the lists that leave people out altogether (the deck,
// search, the saved list). `u` is the alias of the other person's users row in the statements
// that use them. They say what `visibilityOf` says, and the property test checks that they
// agree:
// - `profileVisible` ⇔ `visibilityOf(...).profile` (sight `open`): a live account, not the
//   viewer, no block either way, and an age range of theirs that admits the viewer's age;
// - `cardVisible` ⇔ `visibilityOf(...).card`: the same, except that a block by the viewer
//   leaves the card (so it can be lifted);
// - deck rules: the profile rules, and nobody the viewer already handled (liked, disliked,
//   saved or reported).

export type { Viewer };

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

/** The profile rules as one condition. */
export function profileVisible(viewer: Viewer): SQL {
  return sql.join(
    [liveAccount, notViewer(viewer.id), noBlockEitherWay(viewer.id), ageRangeAdmits(viewer.age)],
    sql` and `,
  );
}

/** The card rules (/view-wobler) as one condition. */
export function cardVisible(viewer: Viewer): SQL {
  return sql.join(
    [liveAccount, notViewer(viewer.id), notBlockedByThem(viewer.id), ageRangeAdmits(viewer.age)],
    sql` and `,
  );
}

/** The deck rules as one condition. */
export function deckVisible(viewer: Viewer): SQL {
  return sql.join([profileVisible(viewer), notHandledBy(viewer.id)], sql` and `);
}

/** How `viewerId` stands with each of `ids` (blocks both ways, connection), by id. */
export async function readTiesMany(
  db: Queryable,
  viewerId: string,
  ids: readonly string[],
): Promise<Map<string, Ties>> {
  const result = new Map<string, Ties>();
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return result;
  const { rows } = (await db.execute(sql`select p.id,
      exists (select 1 from blocks where blocker_id = ${viewerId} and blocked_id = p.id)
        as blocked_by_viewer,
      exists (select 1 from blocks where blocker_id = p.id and blocked_id = ${viewerId})
        as blocked_viewer,
      exists (select 1 from connections
        where (user_a = ${viewerId} and user_b = p.id)
           or (user_a = p.id and user_b = ${viewerId})) as connected
    from unnest(${sql.param(wanted)}::text[]) as p(id)`)) as unknown as {
    rows: { id: string; blocked_by_viewer: boolean; blocked_viewer: boolean; connected: boolean }[];
  };
  for (const row of rows) {
    result.set(row.id, {
      blockedByViewer: row.blocked_by_viewer,
      blockedViewer: row.blocked_viewer,
      connected: row.connected,
    });
  }
  return result;
}

const NO_TIES: Ties = { blockedByViewer: false, blockedViewer: false, connected: false };

/** How `viewerId` and `personId` stand (blocks both ways, connection). */
export async function readTies(db: Queryable, viewerId: string, personId: string): Promise<Ties> {
  return (await readTiesMany(db, viewerId, [personId])).get(personId) ?? NO_TIES;
}

/** Whether `userId` blocked anyone or was blocked by anyone (broadcastVisibility reads it). */
export async function hasAnyBlock(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = (await db.execute(sql`select
      exists (select 1 from blocks where blocker_id = ${userId} or blocked_id = ${userId})
        as any_block`)) as unknown as { rows: { any_block: boolean }[] };
  return rows[0]?.any_block ?? false;
}
