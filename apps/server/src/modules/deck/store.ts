import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { Coordinates } from '../../platform/geo/gazetteer';
import { cardVisible, deckVisible, profileVisible, type Viewer } from '../people/visibility-sql';

// SQL of the deck, profiles and the saved list (README 'Discovery'). Rules about who may be
// seen are in visibility.ts; shaping a card is views.ts'.

/** Rows of a raw statement, on either driver (PGlite and node-postgres both answer `rows`). */
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// ---------------------------------------------------------------------------------------------
// The deck's indexes (migration 0007). users_deck_idx: one GiST R-tree over five dimensions per
// live account —
// the point on the earth (x, y, z in metres, as earthdistance stores it; the earth's centre
// while the place is unknown, which no distance box ever contains), the birth date and the
// gender — so the distance, age and gender filters narrow the candidates together in one index
// scan. The birth date (days) and gender (0–4) are scaled so that a typical filter spans a
// range comparable to its distance box, which keeps the R-tree's splits useful on every axis.
// users_bubble_ids_idx: GIN over users.bubble_ids, the account's active Bubbles, which a
// trigger on memberships keeps; the Bubble filter and the shared count read the row itself.

export const EARTH_RADIUS_M = 6_378_168;
/** Metres per day of birth date in the index (15 years of ages ≈ 110 km). */
export const DAY_SCALE = 20;
/** Metres between two genders in the index. */
export const GENDER_SCALE = 100_000;
export const GENDER_CODES = {
  male: 0,
  female: 1,
  'non-binary': 2,
  transgender: 3,
  intersex: 4,
} as const;

/**
 * The indexed expression, word for word as in db/schema/accounts.ts (PostgreSQL matches a query
 * to an expression index by the expression).
 */
export const DECK_CUBE = sql.raw(
  `cube(cube(coalesce(u.earth_point, '(0,0,0)'::cube), ((coalesce(u.birth_date, '1900-01-01'::date) - '1970-01-01'::date) * ${DAY_SCALE})::float8), ((case u.gender when 'male' then 0 when 'female' then 1 when 'non-binary' then 2 when 'transgender' then 3 else 4 end) * ${GENDER_SCALE})::float8)`,
);

/** A point as earthdistance's ll_to_earth computes it. */
export function earthXyz(place: Coordinates): [number, number, number] {
  const lat = (place.latitude * Math.PI) / 180;
  const lng = (place.longitude * Math.PI) / 180;
  return [
    EARTH_RADIUS_M * Math.cos(lat) * Math.cos(lng),
    EARTH_RADIUS_M * Math.cos(lat) * Math.sin(lng),
    EARTH_RADIUS_M * Math.sin(lat),
  ];
}

/** Day number (since 1970-01-01) of an ISO date. */
export function dayNumber(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
}

export interface DeckFilter {
  viewer: Viewer;
  /** The viewer's place; null when unknown (no distances, no distance filter). */
  origin: Coordinates | null;
  /** Metres; applied only with an origin. */
  distanceM: number | null;
  /** The viewer's active Bubbles (for the shared count). */
  mine: readonly string[];
  /**
   * Bubble ids whose active members qualify — only ones the viewer may see (visibleBubbles) —
   * or 'all'.
   */
  bubbleIds: 'all' | readonly string[];
  gender: keyof typeof GENDER_CODES | 'all';
  /** Birth dates (ISO, both included) of the age range. */
  birthFrom: string;
  birthTo: string;
  /** A folded search key ('' for none): each of its words a part of the name. */
  search: string;
  exclude: readonly string[];
  offset: number;
  limit: number;
}

export interface DeckHit {
  id: string;
  /**
   * The straight-line (chord) distance in metres, null when either place is unknown: it orders
   * exactly as the distance over the earth's surface does (see chordOf).
   */
  dist: number | null;
  shared: number;
  total: number;
}

/** LIKE pattern for a text anywhere, with the pattern characters of the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A text[] value of `ids` (drizzle would spread a plain array into a list). */
export function textArray(ids: readonly string[]): SQL {
  if (ids.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
}

/** A tsquery text matching a tsvector that holds any of `ids` (as array_to_tsvector makes them). */
export function anyOf(ids: readonly string[]): string {
  return ids.map((id) => `'${id.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');
}

/** The box of the filter in the index's five dimensions. */
function filterBox(filter: DeckFilter): SQL {
  const lower: number[] = [];
  const upper: number[] = [];
  if (filter.origin && filter.distanceM !== null) {
    // earthdistance's earth_box: the cube around the point that holds the sphere of the chord.
    const chord = chordOf(filter.distanceM);
    for (const axis of earthXyz(filter.origin)) {
      lower.push(axis - chord);
      upper.push(axis + chord);
    }
  } else {
    lower.push(-2 * EARTH_RADIUS_M, -2 * EARTH_RADIUS_M, -2 * EARTH_RADIUS_M);
    upper.push(2 * EARTH_RADIUS_M, 2 * EARTH_RADIUS_M, 2 * EARTH_RADIUS_M);
  }
  lower.push(dayNumber(filter.birthFrom) * DAY_SCALE);
  upper.push(dayNumber(filter.birthTo) * DAY_SCALE);
  const gender = filter.gender === 'all' ? null : GENDER_CODES[filter.gender];
  lower.push(gender === null ? 0 : gender * GENDER_SCALE);
  upper.push(gender === null ? 4 * GENDER_SCALE : gender * GENDER_SCALE);
  const list = (values: number[]) =>
    sql.join(
      values.map((value) => sql`${value}::float8`),
      sql`, `,
    );
  return sql`cube(array[${list(lower)}], array[${list(upper)}])`;
}

const originPoint = (origin: Coordinates) =>
  sql`ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)`;

/**
 * The chord (straight line through the earth, as cube_distance measures between two
 * earthdistance points) of a distance over the surface. The chord grows with the distance, so
 * the deck filters and orders on cube_distance, a C function, rather than on earth_distance,
 * whose SQL wrapper (sec_to_gc) PostgreSQL cannot inline and so calls once per row: that
 * halves the deck's time on its largest result sets (bench 'deck').
 */
export function chordOf(distanceM: number): number {
  return 2 * EARTH_RADIUS_M * Math.sin(Math.min(distanceM / (2 * EARTH_RADIUS_M), Math.PI / 2));
}

/**
 * How the deck finds its candidates: 'place' through the five-dimensional index (distance
 * box, birth dates, gender), the Bubble filter checked on each row; 'members' through the GIN
 * index of users.bubble_ids (the listed Bubbles' members), the box checked on each row. The
 * answer is the same; the cost is not.
 */
export type DeckStrategy = 'place' | 'members';

/** Below this many active memberships in the listed Bubbles, their members are read first. */
export const MEMBERS_FIRST_MAX = 3000;

/**
 * The deck's statement: one page and the number of matches, in one scan of users. Order:
 * shared active Bubbles with the viewer (most first, counted on the row's bubble_ids), distance
 * (nearest first, unknown last), id.
 */
export function deckQuery(filter: DeckFilter, strategy: DeckStrategy = 'place'): SQL {
  const { viewer, origin } = filter;
  const distance = origin
    ? sql`cube_distance(u.earth_point, ${originPoint(origin)})`
    : sql`null::float8`;
  const box = filterBox(filter);
  // The index each strategy does not use is kept out of the planner's reach (function form),
  // because it cannot estimate the cube's selectivity and would pick the wrong one. With
  // 'place' the listed Bubbles are checked inside the cube index's scan (its second column,
  // the Bubbles as lexemes), so only their members' rows are read.
  const conditions: SQL[] = [
    strategy === 'place' ? sql`${DECK_CUBE} <@ ${box}` : sql`cube_contained(${DECK_CUBE}, ${box})`,
    deckVisible(viewer),
  ];
  const listed = filter.bubbleIds === 'all' ? null : filter.bubbleIds;
  if (listed !== null) {
    const ids = textArray(listed);
    conditions.push(
      listed.length === 0
        ? sql`false`
        : strategy === 'members'
          ? sql`u.bubble_ids && ${ids}`
          : sql`array_to_tsvector(u.bubble_ids) @@ ${anyOf(listed)}::tsquery`,
    );
  }
  if (origin && filter.distanceM !== null)
    conditions.push(sql`${distance} <= ${chordOf(filter.distanceM)}::float8`);
  // Every word of the search text, as a part of the folded name.
  for (const word of filter.search.split(' ').filter(Boolean)) {
    conditions.push(sql`u.search_key like ${containsPattern(word)}`);
  }
  if (filter.exclude.length > 0) conditions.push(sql`u.id not in ${filter.exclude}`);
  return sql`
    select u.id, ${distance} as dist, ${sharedCount(filter.mine)} as shared,
      count(*) over ()::int as total
    from users u
    where ${sql.join(conditions, sql` and `)}
    order by shared desc, dist asc nulls last, u.id
    limit ${filter.limit} offset ${filter.offset}`;
}

/** Up to this many of the viewer's Bubbles are counted with one containment test each. */
const SHARED_TESTS_MAX = 16;

/**
 * How many of `mine` are in the row's bubble_ids. A sum of containment tests costs a fraction
 * of a per-row subquery; a viewer in very many Bubbles gets the subquery.
 */
function sharedCount(mine: readonly string[]): SQL {
  if (mine.length === 0) return sql`0`;
  if (mine.length > SHARED_TESTS_MAX) {
    return sql`(select count(*) from unnest(u.bubble_ids) sb where sb = any(${textArray(mine)}))::int`;
  }
  return sql`(${sql.join(
    mine.map((id) => sql`(u.bubble_ids @> array[${id}]::text[])::int`),
    sql` + `,
  )})`;
}

/**
 * The listed Bubbles the viewer may filter the deck by: public ones and private ones they are
 * active in, never one the operator took down.
 */
export async function visibleBubbles(
  db: Queryable,
  listed: readonly string[],
  mine: readonly string[],
): Promise<string[]> {
  if (listed.length === 0) return [];
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select b.id from bubbles b
      where b.id in ${listed} and (not b.is_private or b.id = any(${textArray(mine)}))
        and b.taken_down_at is null`,
  );
  return rows.map((row) => row.id);
}

/** The cheaper strategy for this filter (one bounded count of memberships at most). */
export async function chooseStrategy(db: Queryable, filter: DeckFilter): Promise<DeckStrategy> {
  if (filter.bubbleIds === 'all' || filter.bubbleIds.length === 0) return 'place';
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select 1 from memberships where bubble_id in ${filter.bubbleIds} and status = 'active'
      limit ${MEMBERS_FIRST_MAX + 1}) m`,
  );
  return (row?.n ?? 0) <= MEMBERS_FIRST_MAX ? 'members' : 'place';
}

export async function selectDeckPage(
  db: Queryable,
  filter: DeckFilter,
): Promise<{ hits: DeckHit[]; total: number }> {
  const strategy = await chooseStrategy(db, filter);
  const hits = await rowsOf<DeckHit>(db, deckQuery(filter, strategy));
  if (hits.length > 0 || filter.offset === 0) return { hits, total: hits[0]?.total ?? 0 };
  // Past the last page the window counted nothing: count the matches on their own.
  const first = await rowsOf<DeckHit>(db, deckQuery({ ...filter, offset: 0, limit: 1 }, strategy));
  return { hits, total: first[0]?.total ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Cards: what views.ts needs of each Wobler of a page, with where the viewer stands with them,
// for the whole page in one statement.

export interface CardRow {
  id: string;
  name: string;
  birth_date: string | null;
  picture_id: string | null;
  about: string;
  gender: string;
  city: string;
  country: string;
  show_location: boolean;
  show_gender: boolean;
  show_images_to_all: boolean;
  allow_messages: boolean;
  dist: number | null;
  reaction: string | null;
  saved: boolean;
  reported: boolean;
  matched: boolean;
  blocked_by_me: boolean;
  /** The facts visibilityOf reads besides those above. */
  live: boolean;
  age_range_enabled: boolean;
  age_range_from: number;
  age_range_to: number;
  blocked_viewer: boolean;
}

export function cardColumns(viewerId: string, origin: Coordinates | null): SQL {
  const distance = origin
    ? sql`earth_distance(u.earth_point, ${originPoint(origin)})`
    : sql`null::float8`;
  return sql`u.id, u.name, u.birth_date::text as birth_date, u.picture_id, u.about, u.gender,
    u.city, u.country, u.show_location, u.show_gender, u.show_images_to_all, u.allow_messages,
    ${distance} as dist,
    (select r.kind from reactions r where r.user_id = ${viewerId} and r.target_id = u.id) as reaction,
    exists (select 1 from saved_woblers s where s.user_id = ${viewerId} and s.target_id = u.id) as saved,
    exists (select 1 from reports p where p.reporter_id = ${viewerId} and p.target_id = u.id) as reported,
    exists (select 1 from connections k where (k.user_a = ${viewerId} and k.user_b = u.id)
      or (k.user_a = u.id and k.user_b = ${viewerId})) as matched,
    exists (select 1 from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = u.id) as blocked_by_me,
    (u.deleted_at is null and u.anonymised_at is null) as live,
    u.age_range_enabled, u.age_range_from, u.age_range_to,
    exists (select 1 from blocks b where b.blocker_id = u.id and b.blocked_id = ${viewerId}) as blocked_viewer`;
}

/** The cards of `ids` (in no particular order); nothing is checked here but the ids. */
export async function selectCards(
  db: Queryable,
  viewerId: string,
  origin: Coordinates | null,
  ids: readonly string[],
): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<CardRow>(
    db,
    sql`select ${cardColumns(viewerId, origin)} from users u where u.id in ${ids}`,
  );
}

/** One Wobler's card for /view-wobler: the profile rules, except that a block by the viewer shows. */
export async function selectProfileCard(
  db: Queryable,
  viewer: Viewer,
  origin: Coordinates | null,
  id: string,
): Promise<CardRow | undefined> {
  const [row] = await rowsOf<CardRow>(
    db,
    sql`select ${cardColumns(viewer.id, origin)} from users u
      where u.id = ${id} and ${cardVisible(viewer)}`,
  );
  return row;
}

export interface SharedBubbleRow {
  user_id: string;
  id: string;
  name: string;
  slug: string;
  circle_color: string;
}

/** The Bubbles the viewer and each of `ids` are both active members of, in Danish order. */
export async function selectSharedBubbles(
  db: Queryable,
  viewerId: string,
  ids: readonly string[],
): Promise<SharedBubbleRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<SharedBubbleRow>(
    db,
    sql`select o.user_id, b.id, b.name, b.slug, b.circle_color
      from memberships mv
      join memberships o on o.bubble_id = mv.bubble_id and o.status = 'active' and o.user_id in ${ids}
      join bubbles b on b.id = mv.bubble_id
      where mv.user_id = ${viewerId} and mv.status = 'active'
      order by b.sort_key, b.id`,
  );
}

/** A page of the viewer's saved Woblers, newest saved first, under the profile rules. */
export async function selectSavedPage(
  db: Queryable,
  viewer: Viewer,
  offset: number,
  limit: number,
): Promise<{ ids: string[]; total: number }> {
  const rows = await rowsOf<{ id: string; total: number }>(
    db,
    sql`select u.id, count(*) over ()::int as total
      from saved_woblers sw join users u on u.id = sw.target_id
      where sw.user_id = ${viewer.id} and ${profileVisible(viewer)}
      order by sw.created_at desc, u.id
      limit ${limit} offset ${offset}`,
  );
  if (rows.length > 0 || offset === 0)
    return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
  const [count] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from saved_woblers sw join users u on u.id = sw.target_id
      where sw.user_id = ${viewer.id} and ${profileVisible(viewer)}`,
  );
  return { ids: [], total: count?.total ?? 0 };
}
