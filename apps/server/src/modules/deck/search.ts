import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { bubbles, users } from '../../db/schema';
import { searchKey } from '../../platform/search-key';
import { containsPattern, rowsOf } from './store';
import { profileVisible, type Viewer } from '../people/visibility-sql';

// The header's menu search (README 'Discovery'): Woblers by name and Bubbles by name or title,
// both through their folded search keys (platform/search-key.ts) and the trigram GIN indexes
// of migration 0006. Every word of the text must be a part of the key (`LIKE '%…%'`):
// 'aarhus' finds 'Århus', 'soeren' finds 'Søren', 'anna hansen' finds 'Anna Marie Hansen'.
// Only when that finds nothing at all (neither Woblers nor Bubbles: a fuzzy pass beside exact
// hits only adds noise), the words may also match by trigram word similarity (pg_trgm's
// `<%`, for that statement's transaction with the threshold of wordSimilarityFor), for typos
// and Danish letters typed as one plain letter: 'soren' finds 'Søren', 'kirstn' 'Kirsten'. Best matches first: the key
// starting with the text, then trigram similarity, then the key, then the id.

/** At most this many words of a text are matched. */
const MAX_WORDS = 6;

/**
 * Word similarity from which a word counts as found in the second pass: pg_trgm's default
 * (0.6), or 0.4 when a word is short (5 letters or fewer), where one missing letter weighs more
 * ('soren' and 'soeren' are 0.44 alike; 'sorensen' and 'soerensen' 0.78). A lower threshold for
 * long words would match every '-sen' surname and cost a check of most rows.
 */
export function wordSimilarityFor(term: string): number {
  const shortest = Math.min(
    ...term
      .split(' ')
      .filter(Boolean)
      .map((word) => word.length),
  );
  return shortest <= 5 ? 0.4 : 0.6;
}

/** Every word of `term` in `column` (a search key): as a part, or also by word similarity. */
export function wordsMatch(column: SQL, term: string, fuzzy: boolean): SQL {
  const words = term.split(' ').filter(Boolean).slice(0, MAX_WORDS);
  return sql.join(
    words.map((word) =>
      fuzzy
        ? sql`(${column} like ${containsPattern(word)} or ${word} <% ${column})`
        : sql`${column} like ${containsPattern(word)}`,
    ),
    sql` and `,
  );
}

/** Best first: starts with the text, trigram similarity, the key, the id. */
function ranking(column: SQL, idColumn: SQL, term: string): SQL {
  return sql`${column} like ${`${containsPattern(term).slice(1)}`} desc,
    similarity(${column}, ${term}) desc, ${column}, ${idColumn}`;
}

export interface SearchPage {
  ids: string[];
  total: number;
}

type PageQuery = (db: Queryable, fuzzy: boolean) => Promise<SearchPage>;

/** The exact pass, or the fuzzy pass in a transaction with the lower threshold. */
async function onePass(db: Db, term: string, fuzzy: boolean, page: PageQuery): Promise<SearchPage> {
  if (!fuzzy) return page(db, false);
  const threshold = String(wordSimilarityFor(term));
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${threshold}, true)`,
    );
    return page(tx, true);
  });
}

/** One page and the total of `from … where`, ordered; past the end the total is counted alone. */
async function pageOf(
  db: Queryable,
  from: SQL,
  where: SQL,
  order: SQL,
  id: SQL,
  offset: number,
  limit: number,
): Promise<SearchPage> {
  const rows = await rowsOf<{ id: string; total: number }>(
    db,
    sql`select ${id} as id, count(*) over ()::int as total from ${from} where ${where}
      order by ${order} limit ${limit} offset ${offset}`,
  );
  if (rows.length > 0 || offset === 0) {
    return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
  }
  const [count] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${from} where ${where}`,
  );
  return { ids: [], total: count?.total ?? 0 };
}

/** Woblers under the profile rules (not the deck's: people already liked are found too). */
export function searchWoblers(
  db: Db,
  viewer: Viewer,
  term: string,
  offset: number,
  limit: number,
  fuzzy = false,
): Promise<SearchPage> {
  const key = sql`u.search_key`;
  return onePass(db, term, fuzzy, (tx, fuzzy) =>
    pageOf(
      tx,
      sql`users u`,
      sql`${wordsMatch(key, term, fuzzy)} and ${profileVisible(viewer)}`,
      ranking(key, sql`u.id`, term),
      sql`u.id`,
      offset,
      limit,
    ),
  );
}

/**
 * Bubbles by name or title. Private ones are found like public ones: their tile (name, title,
 * colour) is what Find Bubble shows anyway; their content stays behind access.ts.
 */
export function searchBubbles(
  db: Db,
  term: string,
  offset: number,
  limit: number,
  fuzzy = false,
): Promise<SearchPage> {
  const key = sql`b.search_key`;
  return onePass(db, term, fuzzy, (tx, fuzzy) =>
    pageOf(
      tx,
      sql`bubbles b`,
      // A Bubble the operator took down is found by nobody (its owner reaches it from My Bubbles).
      sql`b.taken_down_at is null and ${wordsMatch(key, term, fuzzy)}`,
      ranking(key, sql`b.id`, term),
      sql`b.id`,
      offset,
      limit,
    ),
  );
}

/**
 * Search keys for rows that have none (written outside the services: the demo content, or a
 * row of an older version). Runs at every start; a handful of rows at most after the first.
 * Answers how many rows got a key.
 */
export async function backfillSearchKeys(db: Queryable): Promise<number> {
  const people = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.searchKey, ''), ne(users.name, ''), isNull(users.deletedAt)));
  for (const person of people) {
    await db
      .update(users)
      .set({ searchKey: searchKey(person.name) })
      .where(eq(users.id, person.id));
  }
  const communities = await db
    .select({ id: bubbles.id, name: bubbles.name, title: bubbles.title })
    .from(bubbles)
    .where(eq(bubbles.searchKey, ''));
  for (const bubble of communities) {
    await db
      .update(bubbles)
      .set({ searchKey: searchKey(`${bubble.name} ${bubble.title}`) })
      .where(eq(bubbles.id, bubble.id));
  }
  return people.length + communities.length;
}
