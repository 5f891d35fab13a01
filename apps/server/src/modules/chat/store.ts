import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { chatMembers, chatMessages } from '../../db/schema';
import { pairLockKey } from '../relations/store';

// SQL of the chat. Every change runs in one transaction that first calls `lockChat`:
// the pair's advisory lock (the same one block-wobler and like take, so a block and a send never
// interleave), then each person's chat lock in id order. Values of chat_seq are only taken
// under those locks, so each person's changes commit in seq order and `/chat-api/sync` never
// steps over a change still in flight.
//
// This file holds the row types, the locks and the SQL helpers the chat's store files share:
// people-store, request-store, message-store, media-store and conversation-store.

/**
 * A message as the chat reads it: every column but the search document, which only the
 * search's SQL reads (search-store.ts).
 */
export type MessageRow = Omit<typeof chatMessages.$inferSelect, 'searchDocument'>;

export type MemberRow = typeof chatMembers.$inferSelect;

export type RequestStateValue = 'waiting' | 'accepted' | 'rejected';

export const NEXT_SEQ = sql`nextval('chat_seq')`;

/**
 * One parameter holding a whole column of values, for `unnest(...)`: a batch of any size is
 * then one short statement with a few parameters, cheap to build and to plan.
 */
export function column(values: readonly unknown[], type: string) {
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}

/** `users.id` written out with its table, for subqueries on tables that have an id too. */
export const USER_ID = sql.raw('"users"."id"');

export async function lockChat(tx: Queryable, one: string, other: string): Promise<void> {
  await lockChats(tx, [[one, other]]);
}

/**
 * `lockChat` for several pairs at once (the send queue's batches): every pair's lock, then
 * every person's, each kind in one sorted order. A single pair's transaction takes its pair
 * lock (`lockPair`, the key block-wobler and like take too), then its two people in id order,
 * so any two transactions take the locks they share in the same order and never wait on each
 * other in a circle. One statement takes them all.
 */
export async function lockChats(
  tx: Queryable,
  pairs: readonly [string, string][],
  groupSends: readonly { senderId: string; guid: string }[] = [],
): Promise<void> {
  const pairKeys = new Set<string>();
  const people = new Set<string>();
  const groups = new Set<string>();
  for (const [one, other] of pairs) {
    pairKeys.add(pairLockKey(one, other));
    people.add(one);
    people.add(other);
  }
  for (const { senderId, guid } of groupSends) {
    people.add(senderId);
    groups.add(guid);
  }
  await takeLocks(tx, [
    ...[...pairKeys].sort(byCodeUnits),
    ...[...people].sort(byCodeUnits).map(personLockKey),
    ...[...groups].sort(byCodeUnits).map(groupLockKey),
  ]);
}

const personLockKey = (id: string) => `wob:chat:user:${id}`;
const groupLockKey = (guid: string) => `wob:chat:group:${guid}`;

/**
 * The lock of a group's conversation (taken after any person's lock): every change of its
 * messages or members takes a chat_seq value only while holding it, as a person's changes do
 * under their own lock. A group message is one row that many people sync; `/chat-api/sync`
 * takes the shared side of its reader's locks (`awaitChatWriters`), so it never reads past a
 * group change still in flight.
 */
export async function lockGroups(tx: Queryable, guids: readonly string[]): Promise<void> {
  await takeLocks(tx, [...new Set(guids)].sort(byCodeUnits).map(groupLockKey));
}

/**
 * Waits for every change in flight that concerns `userId` (their own lock, and the lock of
 * each of their groups) and holds them off until the transaction ends: a read of changes
 * after a seq then sees every change with a smaller seq that it would ever see.
 */
export async function awaitChatWriters(
  tx: Queryable,
  userId: string,
  guids: readonly string[],
): Promise<void> {
  const keys = [personLockKey(userId), ...[...new Set(guids)].sort(byCodeUnits).map(groupLockKey)];
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  await tx.execute(
    sql`select count(pg_advisory_xact_lock_shared(hashtextextended(k, 0)))
      from unnest(array[${list}]::text[]) with ordinality as l(k, n)`,
  );
}

/** JavaScript's string order (UTF-16 code units), as `pairOf` compares ids. */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Transaction advisory locks on `keys`, taken one after the other in the given order. */
async function takeLocks(tx: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  await tx.execute(
    sql`select count(pg_advisory_xact_lock(hashtextextended(k, 0)))
      from unnest(array[${list}]::text[]) with ordinality as l(k, n)`,
  );
}
