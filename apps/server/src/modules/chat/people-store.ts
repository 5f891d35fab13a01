import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { blocks, chatMembers, connections, users } from '../../db/schema';
import { pairOf } from './ids';
import { type RequestStateValue, USER_ID, column } from './store';

// Chat SQL about people: the chat users as a viewer sees them, where two people stand for
// the chat rules (connection, blocks, requests) and when someone was last active.

/** A chat user as the views need them, seen by one viewer. */
export interface ChatPerson {
  id: string;
  name: string;
  pictureId: string | null;
  showImagesToAll: boolean;
  allowMessages: boolean;
  lastActiveAt: Date;
  /** Not deleted, not anonymised. */
  live: boolean;
  /** What people/visibility.ts reads besides the above. */
  birthDate: string | null;
  ageRangeEnabled: boolean;
  ageRangeFrom: number;
  ageRangeTo: number;
  connected: boolean;
  blockedByMe: boolean;
  hasBlockedMe: boolean;
}

/** The people `ids` as `viewerId` sees them (the viewer included when asked), by id. */
export async function findPeople(
  db: Queryable,
  viewerId: string,
  ids: readonly string[],
): Promise<Map<string, ChatPerson>> {
  const wanted = [...new Set(ids)];
  const result = new Map<string, ChatPerson>();
  if (wanted.length === 0) return result;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      pictureId: users.pictureId,
      showImagesToAll: users.showImagesToAll,
      allowMessages: users.allowMessages,
      lastActiveAt: users.lastActiveAt,
      live: sql<boolean>`(${users.deletedAt} is null and ${users.anonymisedAt} is null)`,
      birthDate: users.birthDate,
      ageRangeEnabled: users.ageRangeEnabled,
      ageRangeFrom: users.ageRangeFrom,
      ageRangeTo: users.ageRangeTo,
      connected: sql<boolean>`exists (select 1 from ${connections}
        where (${connections.userA} = ${viewerId} and ${connections.userB} = ${USER_ID})
           or (${connections.userA} = ${USER_ID} and ${connections.userB} = ${viewerId}))`,
      blockedByMe: sql<boolean>`exists (select 1 from ${blocks}
        where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${USER_ID})`,
      hasBlockedMe: sql<boolean>`exists (select 1 from ${blocks}
        where ${blocks.blockerId} = ${USER_ID} and ${blocks.blockedId} = ${viewerId})`,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  for (const row of rows) result.set(row.id, row);
  return result;
}

/** Where two people stand for the chat rules, read in one statement. */
export interface PairState {
  other: ChatPerson | null;
  /** The caller's request to the other, and the other's to the caller. */
  mine: { state: RequestStateValue; count: number } | null;
  theirs: { state: RequestStateValue; count: number } | null;
  iLiked: boolean;
  theyLiked: boolean;
}

export async function readPair(db: Queryable, me: string, otherId: string): Promise<PairState> {
  const pairs = await readPairs(db, [{ me, otherId }]);
  return pairs.get(pairKey(me, otherId)) ?? NO_PAIR;
}

const NO_PAIR: PairState = {
  other: null,
  mine: null,
  theirs: null,
  iLiked: false,
  theyLiked: false,
};

/** The key of `readPairs`' answer: the pair as `me` sees it. */
export function pairKey(me: string, otherId: string): string {
  return `${me}>${otherId}`;
}

interface PairRow {
  me: string;
  id: string;
  name: string;
  picture_id: string | null;
  show_images_to_all: boolean;
  allow_messages: boolean;
  last_active_at: Date | string;
  live: boolean;
  birth_date: string | null;
  age_range_enabled: boolean;
  age_range_from: number;
  age_range_to: number;
  connected: boolean;
  blocked_by_me: boolean;
  has_blocked_me: boolean;
  mine: string | null;
  theirs: string | null;
  i_liked: boolean;
  they_liked: boolean;
}

/**
 * Several pairs' states in one statement (the send queue reads a batch's pairs at once), by
 * `pairKey(me, otherId)`; a pair whose other person does not exist is missing.
 */
export async function readPairs(
  db: Queryable,
  pairs: readonly { me: string; otherId: string }[],
): Promise<Map<string, PairState>> {
  const result = new Map<string, PairState>();
  if (pairs.length === 0) return result;
  // Each pair once (a batch often holds several messages of one pair).
  const unique = [...new Map(pairs.map((pair) => [pairKey(pair.me, pair.otherId), pair])).values()];
  const sides = unique.map(({ me, otherId }) => ({ me, otherId, ...pairOf(me, otherId) }));
  const values = sql`select * from unnest(
    ${column(
      sides.map((p) => p.me),
      'text',
    )}, ${column(
      sides.map((p) => p.otherId),
      'text',
    )},
    ${column(
      sides.map((p) => p.userA),
      'text',
    )}, ${column(
      sides.map((p) => p.userB),
      'text',
    )})`;
  const { rows } = (await db.execute(sql`
    select p.me, u.id, u.name, u.picture_id, u.show_images_to_all, u.allow_messages,
      u.last_active_at, (u.deleted_at is null and u.anonymised_at is null) as live,
      u.birth_date::text as birth_date, u.age_range_enabled, u.age_range_from, u.age_range_to,
      exists (select 1 from connections c where c.user_a = p.a and c.user_b = p.b) as connected,
      exists (select 1 from blocks b where b.blocker_id = p.me and b.blocked_id = u.id)
        as blocked_by_me,
      exists (select 1 from blocks b where b.blocker_id = u.id and b.blocked_id = p.me)
        as has_blocked_me,
      (select r.state || ':' || r.count from chat_requests r
        where r.sender_id = p.me and r.receiver_id = u.id) as mine,
      (select r.state || ':' || r.count from chat_requests r
        where r.sender_id = u.id and r.receiver_id = p.me) as theirs,
      exists (select 1 from reactions x
        where x.user_id = p.me and x.target_id = u.id and x.kind = 'like') as i_liked,
      exists (select 1 from reactions x
        where x.user_id = u.id and x.target_id = p.me and x.kind = 'like') as they_liked
    from (${values}) as p(me, other, a, b)
    join users u on u.id = p.other`)) as unknown as { rows: PairRow[] };
  for (const row of rows) {
    result.set(pairKey(row.me, row.id), {
      other: {
        id: row.id,
        name: row.name,
        pictureId: row.picture_id,
        showImagesToAll: row.show_images_to_all,
        allowMessages: row.allow_messages,
        lastActiveAt: new Date(row.last_active_at),
        live: row.live,
        birthDate: row.birth_date,
        ageRangeEnabled: row.age_range_enabled,
        ageRangeFrom: row.age_range_from,
        ageRangeTo: row.age_range_to,
        connected: row.connected,
        blockedByMe: row.blocked_by_me,
        hasBlockedMe: row.has_blocked_me,
      },
      mine: parseRequest(row.mine),
      theirs: parseRequest(row.theirs),
      iLiked: row.i_liked,
      theyLiked: row.they_liked,
    });
  }
  return result;
}

function parseRequest(value: string | null): PairState['mine'] {
  if (!value) return null;
  const [state, count] = value.split(':');
  return { state: state as RequestStateValue, count: Number(count) };
}

/**
 * Marks `userId` active at `at` (their last realtime socket closed, or the instance holding it
 * died). Never moves back: several instances may write the end of one stay.
 */
export async function touchLastActive(db: Queryable, userId: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ lastActiveAt: sql`greatest(${users.lastActiveAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId));
}

/**
 * Who has a one-to-one conversation with `userId`: the people told of their presence changes
 * (presence-access.ts decides which of them may be).
 */
export async function findConversationPartners(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: chatMembers.userId })
    .from(chatMembers)
    .where(eq(chatMembers.peerId, userId));
  return rows.map((row) => row.id);
}

/** When `userId` was last active (null when unknown). */
export async function findLastActive(db: Queryable, userId: string): Promise<Date | null> {
  const [row] = await db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}
