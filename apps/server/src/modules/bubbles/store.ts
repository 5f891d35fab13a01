import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { type Db, isUniqueViolation, type Queryable } from '../../db/client';
import { bubbleActivityDays, bubbles, comments, media, memberships } from '../../db/schema';
import { searchKey } from '../../platform/search-key';
import { nameKey } from './names';
import type { BubbleRow } from './access';

// SQL of the Bubbles module. Rules live in service.ts; every function here runs on the
// database or inside the caller's transaction.

export const NAME_KEY = 'bubbles_name_key';

export const SLUG_KEY = 'bubbles_slug_key';

/** The new-activity badge counts at most this many (the tile shows '9+' above 9). */
export const NEW_ACTIVITY_CAP = 10;

/**
 * Trending: the TOP Bubbles by comments and replies written in the last WINDOW_DAYS, among
 * those with at least MIN_COMMENTS; ties go to the one with the latest comment.
 */
export const TRENDING = { windowDays: 7, top: 3, minComments: 3 } as const;

export type BubbleSortOrder = 'popular' | 'newest' | 'alphabetical';

export type MembershipRole = 'owner' | 'moderator' | 'member';

export type MembershipStatus = 'active' | 'pending';

// A live account: not deleted, not anonymised. Only they count as members and are listed.
const liveUser = (alias: string) =>
  sql.raw(`${alias}.deleted_at is null and ${alias}.anonymised_at is null`);

const activeCount =
  sql<number>`(select count(*) from memberships am join users au on au.id = am.user_id where am.bubble_id = ${bubbles.id} and am.status = 'active' and ${liveUser('au')})`
    .mapWith(Number)
    .as('active_count');

const pendingCount =
  sql<number>`(select count(*) from memberships pm join users pu on pu.id = pm.user_id where pm.bubble_id = ${bubbles.id} and pm.status = 'pending' and ${liveUser('pu')})`
    .mapWith(Number)
    .as('pending_count');

/**
 * Comments and replies by others since the viewer's last visit (or since they became a
 * member), counted up to the cap only: the badge never needs more, and the index on
 * (bubble_id, created_at) stops after NEW_ACTIVITY_CAP rows.
 */
function newActivity(viewerId: string) {
  return sql<number>`case when ${memberships.status} = 'active' then (select count(*) from (select 1 from comments c where c.bubble_id = ${bubbles.id} and c.created_at > coalesce(${memberships.lastVisitAt}, ${memberships.activatedAt}, ${memberships.joinedAt}) and c.author_id <> ${viewerId} limit ${NEW_ACTIVITY_CAP}) recent) else 0 end`
    .mapWith(Number)
    .as('new_activity');
}

function tileColumns(viewerId: string) {
  return {
    bubble: bubbles,
    status: memberships.status,
    role: memberships.role,
    notify: memberships.notify,
    lastVisitAt: memberships.lastVisitAt,
    joinedAt: memberships.joinedAt,
    activeCount,
    pendingCount,
    newActivity: newActivity(viewerId),
  };
}

/** A Bubble with the viewer's membership (null fields when none) and its counts. */
export interface TileRow {
  bubble: BubbleRow;
  status: string | null;
  role: string | null;
  notify: boolean | null;
  lastVisitAt: Date | null;
  joinedAt: Date | null;
  activeCount: number;
  pendingCount: number;
  newActivity: number;
}

const viewerMembership = (viewerId: string) =>
  and(eq(memberships.bubbleId, bubbles.id), eq(memberships.userId, viewerId));

/**
 * The operator's takedown rule for lists: a Bubble taken down is shown to its owner only
 * (README 'Bubbles': takedown). The page, board and polls follow the same rule in access.ts.
 */
export function shownTo(viewerId: string) {
  return sql`(${bubbles.takenDownAt} is null or exists (select 1 from memberships om where om.bubble_id = ${bubbles.id} and om.user_id = ${viewerId} and om.role = 'owner' and om.status = 'active'))`;
}

/** LIKE pattern for a text anywhere, with the pattern characters of the text escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Name and title match through the search key, folded by JavaScript (platform/search-key.ts),
 * so 'ÆBLE' finds 'Æblemost' and 'aarhus' finds 'Århus' on any database locale (PGlite's C
 * locale folds only ASCII).
 */
function searchCondition(search: string) {
  const key = searchKey(search);
  if (!key) return undefined;
  return like(bubbles.searchKey, containsPattern(key));
}

/** One page of Find Bubble, in the chosen order, and how many Bubbles match. */
export async function selectBubblePage(
  db: Queryable,
  viewerId: string,
  options: { sort: BubbleSortOrder; search: string; offset: number; limit: number },
): Promise<{ rows: TileRow[]; total: number }> {
  const where = and(searchCondition(options.search), shownTo(viewerId));
  const order =
    options.sort === 'alphabetical'
      ? [asc(bubbles.sortKey), asc(bubbles.id)]
      : options.sort === 'newest'
        ? [desc(bubbles.createdAt), desc(bubbles.id)]
        : // By the active-member count (the select's alias), the newest first among equals.
          [sql`active_count desc`, desc(bubbles.createdAt), desc(bubbles.id)];
  const [rows, totals] = await Promise.all([
    db
      .select(tileColumns(viewerId))
      .from(bubbles)
      .leftJoin(memberships, viewerMembership(viewerId))
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(bubbles).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function selectTile(
  db: Queryable,
  viewerId: string,
  bubbleId: string,
): Promise<TileRow | undefined> {
  const [row] = await db
    .select(tileColumns(viewerId))
    .from(bubbles)
    .leftJoin(memberships, viewerMembership(viewerId))
    .where(and(eq(bubbles.id, bubbleId), shownTo(viewerId)))
    .limit(1);
  return row;
}

/** Tiles of the Bubbles `ids` for the viewer, in no particular order (the menu search's). */
export async function selectTiles(
  db: Queryable,
  viewerId: string,
  ids: readonly string[],
): Promise<TileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(tileColumns(viewerId))
    .from(bubbles)
    .leftJoin(memberships, viewerMembership(viewerId))
    .where(and(inArray(bubbles.id, [...ids]), shownTo(viewerId)));
}

/** The viewer's Bubbles (active and pending), the one opened last first. */
export async function selectMemberTiles(db: Queryable, viewerId: string): Promise<TileRow[]> {
  return db
    .select(tileColumns(viewerId))
    .from(bubbles)
    .innerJoin(memberships, viewerMembership(viewerId))
    .where(shownTo(viewerId))
    .orderBy(
      sql`${memberships.lastVisitAt} desc nulls last`,
      desc(memberships.joinedAt),
      asc(bubbles.id),
    );
}

/**
 * The trending Bubbles' ids (see TRENDING), from the posts per Bubble and UTC day that a
 * trigger keeps (bubble_activity_days): the days from `since`'s on, a few rows per Bubble.
 */
export async function selectTrendingIds(db: Queryable, since: Date): Promise<Set<string>> {
  const posts = sql`sum(${bubbleActivityDays.posts})`;
  const rows = await db
    .select({ id: bubbleActivityDays.bubbleId })
    .from(bubbleActivityDays)
    .where(gte(bubbleActivityDays.day, since.toISOString().slice(0, 10)))
    .groupBy(bubbleActivityDays.bubbleId)
    .having(sql`${posts} >= ${TRENDING.minComments}`)
    .orderBy(
      sql`${posts} desc`,
      sql`max(${bubbleActivityDays.lastAt}) desc`,
      asc(bubbleActivityDays.bubbleId),
    )
    .limit(TRENDING.top);
  return new Set(rows.map((row) => row.id));
}

/** A Bubble's id by its name, whatever its case (the bubbles_name_key index). */
export async function findBubbleIdByName(db: Queryable, name: string): Promise<string | undefined> {
  if (!name) return undefined;
  const [row] = await db
    .select({ id: bubbles.id })
    .from(bubbles)
    .where(eq(bubbles.nameKey, nameKey(name)))
    .limit(1);
  return row?.id;
}

// --- Creating and renaming: the unique indexes decide, never a read before the write. ---

const SLUG_ATTEMPTS = 6;

/**
 * The next free-looking collision suffix of `base`: one above the highest in use (at least
 * 2). Only a guess; the unique index on slug decides.
 */
async function suffixedSlug(db: Queryable, base: string, attempt: number): Promise<string> {
  if (attempt >= SLUG_ATTEMPTS - 1) {
    // Many writers racing for one base: step aside with a random suffix.
    return `${base}-${randomInt(1_000_000, 10_000_000)}`;
  }
  const [row] = await db
    .select({
      n: sql<
        number | null
      >`max(cast(substring(${bubbles.slug} from ${sql.raw(String(base.length + 2))}) as integer))`,
    })
    .from(bubbles)
    // `base` holds only a-z, 0-9 and '-', so it is safe inside the pattern.
    .where(sql`${bubbles.slug} ~ ${`^${base}-[0-9]{1,9}$`}`);
  const highest = row?.n === null || row?.n === undefined ? 1 : Number(row.n);
  return `${base}-${Math.max(2, highest + 1)}`;
}

export type NewBubble = Omit<typeof bubbles.$inferInsert, 'slug'>;

/**
 * Inserts a Bubble under `base` or, when taken, `base-2`, `base-3`, …: a slug collision is
 * skipped by ON CONFLICT and the next suffix tried; a name collision (bubbles_name_key)
 * raises, for the caller to answer 422.
 */
export async function insertBubble(
  tx: Queryable,
  row: NewBubble,
  base: string,
): Promise<BubbleRow> {
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
    const slug = attempt === 0 ? base : await suffixedSlug(tx, base, attempt);
    const [inserted] = await tx
      .insert(bubbles)
      .values({ ...row, slug })
      .onConflictDoNothing({ target: bubbles.slug })
      .returning();
    if (inserted) return inserted;
  }
  throw new Error(`no free slug for ${base}`);
}

export interface BubbleChanges {
  name?: string;
  nameKey?: string;
  sortKey?: string;
  title?: string;
  searchKey?: string;
  circleColor?: string;
  isPrivate?: boolean;
  updatedAt: Date;
}

/**
 * Updates a Bubble; with `newSlugBase`, under a new slug found as insertBubble does. Each
 * attempt runs in a savepoint, so a slug collision does not abort the caller's transaction.
 */
export async function updateBubble(
  tx: Db | Queryable,
  id: string,
  changes: BubbleChanges,
  newSlugBase: string | null,
): Promise<BubbleRow | undefined> {
  if (newSlugBase === null) {
    const [row] = await tx.update(bubbles).set(changes).where(eq(bubbles.id, id)).returning();
    return row;
  }
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
    const slug = attempt === 0 ? newSlugBase : await suffixedSlug(tx, newSlugBase, attempt);
    try {
      return await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .update(bubbles)
          .set({ ...changes, slug })
          .where(eq(bubbles.id, id))
          .returning();
        return row;
      });
    } catch (error) {
      if (!isUniqueViolation(error, SLUG_KEY)) throw error;
    }
  }
  throw new Error(`no free slug for ${newSlugBase}`);
}

/**
 * Deletes a Bubble with everything in it (memberships, comments, polls cascade) and the
 * media rows of its comment images; answers those files' paths, to remove once committed.
 */
export async function deleteBubble(tx: Queryable, id: string): Promise<string[]> {
  const files = await tx
    .delete(media)
    .where(
      inArray(
        media.id,
        tx
          .select({ id: sql<string>`${comments.imageId}` })
          .from(comments)
          .where(and(eq(comments.bubbleId, id), isNotNull(comments.imageId))),
      ),
    )
    .returning({ path: media.path });
  await tx.delete(bubbles).where(eq(bubbles.id, id));
  return files.map((file) => file.path);
}
