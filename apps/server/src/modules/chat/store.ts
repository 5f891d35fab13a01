import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  blocks,
  type ChatMessageData,
  chatMembers,
  chatMessages,
  chatRequests,
  connections,
  media,
  users,
} from '../../db/schema';
import { pairLockKey } from '../relations/store';
import { conversationIdOf, pairOf } from './ids';

// SQL of the chat. Every change runs in one transaction that first calls `lockChat`:
// the pair's advisory lock (the same one block-wobler and like take, so a block and a send never
// interleave), then each person's chat lock in id order. Values of chat_seq are only taken
// under those locks, so each person's changes commit in seq order and `/chat-api/sync` never
// steps over a change still in flight.

export type MessageRow = typeof chatMessages.$inferSelect;
export type MemberRow = typeof chatMembers.$inferSelect;
export type RequestStateValue = 'waiting' | 'accepted' | 'rejected';

const NEXT_SEQ = sql`nextval('chat_seq')`;

/**
 * One parameter holding a whole column of values, for `unnest(...)`: a batch of any size is
 * then one short statement with a few parameters, cheap to build and to plan.
 */
function column(values: readonly unknown[], type: string) {
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}
/** `users.id` written out with its table, for subqueries on tables that have an id too. */
const USER_ID = sql.raw('"users"."id"');

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
export async function lockChats(tx: Queryable, pairs: readonly [string, string][]): Promise<void> {
  const pairKeys = new Set<string>();
  const people = new Set<string>();
  for (const [one, other] of pairs) {
    pairKeys.add(pairLockKey(one, other));
    people.add(one);
    people.add(other);
  }
  await takeLocks(tx, [
    ...[...pairKeys].sort(byCodeUnits),
    ...[...people].sort(byCodeUnits).map((id) => `wob:chat:user:${id}`),
  ]);
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

// ---------------------------------------------------------------------------------------------
// People

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

// ---------------------------------------------------------------------------------------------
// Message requests

/** Opens (or keeps) the caller's request, adding one waiting message when `addMessage`. */
export async function openRequest(
  tx: Queryable,
  senderId: string,
  receiverId: string,
  at: Date,
  addMessage: boolean,
): Promise<void> {
  await openRequests(tx, [{ senderId, receiverId, added: addMessage ? 1 : 0 }], at);
}

/** Opens (or keeps) requests, each with `added` more waiting messages. */
export async function openRequests(
  tx: Queryable,
  requests: readonly { senderId: string; receiverId: string; added: number }[],
  at: Date,
): Promise<void> {
  if (requests.length === 0) return;
  await tx
    .insert(chatRequests)
    .values(
      requests.map(({ senderId, receiverId, added }) => ({
        senderId,
        receiverId,
        state: 'waiting',
        count: added,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [chatRequests.senderId, chatRequests.receiverId],
      set: {
        count: sql`${sql.raw('"chat_requests"."count"')} + excluded.count`,
        updatedAt: at,
      },
    });
}

/**
 * Accepts `senderId`'s request to `receiverId` (waiting or rejected): the waiting messages
 * become ordinary ones, each with a new seq. Answers whether anything changed.
 */
export async function acceptRequest(
  tx: Queryable,
  senderId: string,
  receiverId: string,
  at: Date,
): Promise<boolean> {
  const changed = await tx
    .update(chatRequests)
    .set({ state: 'accepted', count: 0, updatedAt: at })
    .where(
      and(
        eq(chatRequests.senderId, senderId),
        eq(chatRequests.receiverId, receiverId),
        ne(chatRequests.state, 'accepted'),
      ),
    )
    .returning({ senderId: chatRequests.senderId });
  if (changed.length === 0) return false;
  await tx
    .update(chatMessages)
    .set({ requested: false, seq: NEXT_SEQ })
    .where(
      and(
        eq(chatMessages.conversationId, conversationIdOf(senderId, receiverId)),
        eq(chatMessages.senderId, senderId),
        eq(chatMessages.requested, true),
      ),
    );
  return true;
}

/** Reject & Block: the blocked person's waiting request to the blocker is declined. */
export async function rejectRequest(
  tx: Queryable,
  senderId: string,
  receiverId: string,
  at: Date,
): Promise<void> {
  await tx
    .update(chatRequests)
    .set({ state: 'rejected', updatedAt: at })
    .where(
      and(
        eq(chatRequests.senderId, senderId),
        eq(chatRequests.receiverId, receiverId),
        eq(chatRequests.state, 'waiting'),
      ),
    );
}

// ---------------------------------------------------------------------------------------------
// Messages

export interface NewMessage {
  conversationId: string;
  senderId: string;
  receiverType: 'user' | 'group';
  receiverId: string;
  muid: string;
  type: string;
  category: 'message' | 'custom';
  text: string | null;
  data: ChatMessageData;
  parentId: number | null;
  requested: boolean;
  sentAt: Date;
}

export async function findByMuid(
  db: Queryable,
  senderId: string,
  muid: string,
): Promise<MessageRow | undefined> {
  const found = await findByMuids(db, [{ senderId, muid }]);
  return found.values().next().value;
}

/** The stored messages of these (sender, muid) keys, by `${senderId}\n${muid}`. */
export async function findByMuids(
  db: Queryable,
  keys: readonly { senderId: string; muid: string }[],
): Promise<Map<string, MessageRow>> {
  const found = new Map<string, MessageRow>();
  if (keys.length === 0) return found;
  const senders = column(
    keys.map((key) => key.senderId),
    'text',
  );
  const muids = column(
    keys.map((key) => key.muid),
    'text',
  );
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      sql`(${chatMessages.senderId}, ${chatMessages.muid}) in (select * from unnest(${senders}, ${muids}))`,
    );
  for (const row of rows) found.set(`${row.senderId}\n${row.muid}`, row);
  return found;
}

export async function findMessage(db: Queryable, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
}

/** The one-to-one conversations' rows (made once, by their first message). */
export async function ensureConversations(
  tx: Queryable,
  messages: readonly { senderId: string; receiverId: string; sentAt: Date }[],
): Promise<void> {
  const rows = new Map<string, { userA: string; userB: string; at: Date }>();
  for (const { senderId, receiverId, sentAt } of messages) {
    const id = conversationIdOf(senderId, receiverId);
    if (!rows.has(id)) rows.set(id, { ...pairOf(senderId, receiverId), at: sentAt });
  }
  if (rows.size === 0) return;
  const list = [...rows];
  await tx.execute(sql`
    insert into chat_conversations (id, type, user_a, user_b, created_at)
    select id, 'user', a, b, at from unnest(
      ${column(
        list.map(([id]) => id),
        'text',
      )},
      ${column(
        list.map(([, row]) => row.userA),
        'text',
      )},
      ${column(
        list.map(([, row]) => row.userB),
        'text',
      )},
      ${column(
        list.map(([, row]) => row.at),
        'timestamptz',
      )}
    ) as c(id, a, b, at)
    on conflict do nothing`);
}

/**
 * Stores messages, each once per (sender, muid): a muid stored already is left out of the
 * answer. Answers the stored rows in id order.
 */
export async function insertMessages(
  tx: Queryable,
  messages: readonly NewMessage[],
): Promise<MessageRow[]> {
  if (messages.length === 0) return [];
  const of = <T>(pick: (message: NewMessage) => T, type: string) =>
    column(messages.map(pick), type);
  // Rows go in `unnest` order, so ids and seqs follow the order of `messages`.
  const { rows } = (await tx.execute(sql`
    insert into chat_messages (conversation_id, sender_id, receiver_type, receiver_id, muid,
      type, category, text, data, parent_id, requested, sent_at)
    select * from unnest(
      ${of((m) => m.conversationId, 'text')}, ${of((m) => m.senderId, 'text')},
      ${of((m) => m.receiverType, 'text')}, ${of((m) => m.receiverId, 'text')},
      ${of((m) => m.muid, 'text')}, ${of((m) => m.type, 'text')},
      ${of((m) => m.category, 'text')}, ${of((m) => m.text, 'text')},
      ${of((m) => m.data, 'jsonb')}, ${of((m) => m.parentId, 'bigint')},
      ${of((m) => m.requested, 'boolean')}, ${of((m) => m.sentAt, 'timestamptz')})
    on conflict (sender_id, muid) do nothing
    returning id, seq, sender_id, muid`)) as unknown as {
    rows: { id: string | number; seq: string | number; sender_id: string; muid: string }[];
  };
  // What was stored is what was sent, with its id and seq; the other columns start empty.
  const sent = new Map(messages.map((m) => [`${m.senderId}\n${m.muid}`, m]));
  return rows
    .map((row): MessageRow => {
      const message = sent.get(`${row.sender_id}\n${row.muid}`) as NewMessage;
      return {
        ...message,
        id: Number(row.id),
        seq: Number(row.seq),
        deliveredAt: null,
        readAt: null,
        editedAt: null,
        deletedAt: null,
      };
    })
    .sort((x, y) => x.id - y.id);
}

/**
 * New messages (in id order) move their conversation up for both people, show it again to
 * whoever had deleted it, and count one more unread message for each receiver. A person's row
 * is made by the conversation's first message, read up to it when they sent it. One row per
 * person and conversation, whatever the number of messages.
 */
export async function recordInMembers(
  tx: Queryable,
  messages: readonly {
    conversationId: string;
    senderId: string;
    receiverId: string;
    id: number;
    sentAt: Date;
  }[],
): Promise<void> {
  const rows = new Map<string, typeof chatMembers.$inferInsert>();
  const row = (conversationId: string, userId: string, peerId: string, joinedAt: Date) => {
    const key = `${conversationId}\n${userId}`;
    let found = rows.get(key);
    if (!found) {
      found = { conversationId, userId, peerId, unreadCount: 0, joinedAt };
      rows.set(key, found);
    }
    return found;
  };
  for (const message of messages) {
    const { conversationId, senderId, receiverId, id, sentAt } = message;
    const sender = row(conversationId, senderId, receiverId, sentAt);
    const receiver = row(conversationId, receiverId, senderId, sentAt);
    if (sender.lastMessageId === undefined && receiver.lastMessageId === undefined) {
      sender.lastReadId = id;
      sender.lastDeliveredId = id;
    }
    sender.lastMessageId = id;
    receiver.lastMessageId = id;
    receiver.unreadCount = (receiver.unreadCount ?? 0) + 1;
  }
  if (rows.size === 0) return;
  const list = [...rows.values()];
  const of = <T>(pick: (row: (typeof list)[number]) => T, type: string) =>
    column(list.map(pick), type);
  await tx.execute(sql`
    insert into chat_members as member (conversation_id, user_id, peer_id, last_message_id,
      unread_count, last_delivered_id, last_read_id, joined_at)
    select conversation_id, user_id, peer_id, last_message_id, unread_count, last_delivered_id,
      last_read_id, joined_at
    from unnest(
      ${of((r) => r.conversationId, 'text')}, ${of((r) => r.userId, 'text')},
      ${of((r) => r.peerId, 'text')}, ${of((r) => r.lastMessageId, 'bigint')},
      ${of((r) => r.unreadCount, 'integer')}, ${of((r) => r.lastDeliveredId ?? 0, 'bigint')},
      ${of((r) => r.lastReadId ?? 0, 'bigint')}, ${of((r) => r.joinedAt, 'timestamptz')}
    ) as m(conversation_id, user_id, peer_id, last_message_id, unread_count, last_delivered_id,
      last_read_id, joined_at)
    on conflict (conversation_id, user_id) do update set
      last_message_id = excluded.last_message_id,
      hidden = false,
      unread_count = member.unread_count + excluded.unread_count`);
}

export async function insertChatMedia(
  tx: Queryable,
  rows: readonly {
    id: string;
    ownerId: string;
    kind: 'chat-image' | 'chat-video' | 'chat-audio' | 'chat-file';
    mime: string;
    path: string;
    bytes: number;
    createdAt: Date;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(media).values([...rows]);
}

export async function findMember(
  db: Queryable,
  conversationId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMembers)
    .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
  return row;
}

/** One page of a conversation, oldest first. */
export async function listMessages(
  db: Queryable,
  query: {
    conversationId: string;
    clearedBefore: number;
    limit: number;
    before?: number;
    after?: number;
    parentId?: number;
    hideReplies: boolean;
  },
): Promise<MessageRow[]> {
  const conditions = [
    eq(chatMessages.conversationId, query.conversationId),
    gt(chatMessages.id, query.clearedBefore),
  ];
  if (query.before !== undefined) conditions.push(lt(chatMessages.id, query.before));
  if (query.after !== undefined) conditions.push(gt(chatMessages.id, query.after));
  if (query.parentId !== undefined) conditions.push(eq(chatMessages.parentId, query.parentId));
  else if (query.hideReplies) conditions.push(isNull(chatMessages.parentId));
  const forward = query.after !== undefined;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(...conditions))
    .orderBy(forward ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(query.limit);
  return forward ? rows : rows.reverse();
}

/** Shared media of a conversation, newest first; one more than `limit` tells of a next page. */
export async function listSharedMedia(
  db: Queryable,
  query: {
    conversationId: string;
    clearedBefore: number;
    types: readonly string[];
    before?: number;
    limit: number;
  },
): Promise<MessageRow[]> {
  const conditions = [
    eq(chatMessages.conversationId, query.conversationId),
    inArray(chatMessages.type, [...query.types]),
    sql`${chatMessages.type} in ('image', 'video', 'audio', 'file')`,
    isNull(chatMessages.deletedAt),
    gt(chatMessages.id, query.clearedBefore),
  ];
  if (query.before !== undefined) conditions.push(lt(chatMessages.id, query.before));
  return db
    .select()
    .from(chatMessages)
    .where(and(...conditions))
    .orderBy(desc(chatMessages.id))
    .limit(query.limit + 1);
}

/** Every message of `userId`'s conversations changed after `after`, in seq order. */
export async function listChangesAfter(
  db: Queryable,
  userId: string,
  after: number,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(
      chatMembers,
      and(
        eq(chatMembers.conversationId, chatMessages.conversationId),
        eq(chatMembers.userId, userId),
      ),
    )
    .where(and(gt(chatMessages.seq, after), gt(chatMessages.id, chatMembers.clearedBefore)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit)
    .then((rows) => rows.map((row) => row.message));
}

export async function editText(
  tx: Queryable,
  id: number,
  senderId: string,
  text: string,
  at: Date,
): Promise<MessageRow | undefined> {
  const [row] = await tx
    .update(chatMessages)
    .set({ text, editedAt: at, seq: NEXT_SEQ })
    .where(
      and(
        eq(chatMessages.id, id),
        eq(chatMessages.senderId, senderId),
        eq(chatMessages.type, 'text'),
        isNull(chatMessages.deletedAt),
      ),
    )
    .returning();
  return row;
}

/** Deletes for everyone: the row stays with its times; text and data go. */
export async function markDeleted(
  tx: Queryable,
  id: number,
  senderId: string,
  at: Date,
): Promise<MessageRow | undefined> {
  const [row] = await tx
    .update(chatMessages)
    .set({ text: null, data: {}, deletedAt: at, seq: NEXT_SEQ })
    .where(
      and(
        eq(chatMessages.id, id),
        eq(chatMessages.senderId, senderId),
        isNull(chatMessages.deletedAt),
      ),
    )
    .returning();
  return row;
}

/** Removes media rows; answers their files' paths, for removal after the commit. */
export async function deleteChatMedia(tx: Queryable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .delete(media)
    .where(inArray(media.id, [...ids]))
    .returning({ path: media.path });
  return rows.map((row) => row.path);
}

/**
 * Marks `receiverId`'s messages of the conversation up to `upTo` delivered or read (read
 * implies delivered). Answers the highest seq given, or null when nothing changed.
 */
export async function markReceipts(
  tx: Queryable,
  query: {
    conversationId: string;
    receiverId: string;
    upTo: number;
    kind: 'delivered' | 'read';
    at: Date;
  },
): Promise<number | null> {
  const { conversationId, receiverId, upTo, kind, at } = query;
  const base = [
    eq(chatMessages.conversationId, conversationId),
    eq(chatMessages.receiverId, receiverId),
    ne(chatMessages.senderId, receiverId),
    sql`${chatMessages.id} <= ${upTo}`,
  ];
  const rows =
    kind === 'read'
      ? await tx
          .update(chatMessages)
          .set({
            readAt: at,
            deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, ${at.toISOString()}::timestamptz)`,
            seq: NEXT_SEQ,
          })
          .where(and(...base, isNull(chatMessages.readAt)))
          .returning({ seq: chatMessages.seq })
      : await tx
          .update(chatMessages)
          .set({ deliveredAt: at, seq: NEXT_SEQ })
          .where(and(...base, isNull(chatMessages.deliveredAt)))
          .returning({ seq: chatMessages.seq });
  if (rows.length === 0) return null;
  return Math.max(...rows.map((row) => row.seq));
}

/** The member's receipts moved to `upTo`; the unread count is counted again from the rows. */
export async function recordReceiptInMember(
  tx: Queryable,
  query: { conversationId: string; userId: string; upTo: number; kind: 'delivered' | 'read' },
): Promise<void> {
  const { conversationId, userId, upTo, kind } = query;
  const member = sql.raw('"chat_members"');
  if (kind === 'delivered') {
    await tx
      .update(chatMembers)
      .set({ lastDeliveredId: sql`greatest(${member}.last_delivered_id, ${upTo})` })
      .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
    return;
  }
  await tx
    .update(chatMembers)
    .set({
      lastReadId: sql`greatest(${member}.last_read_id, ${upTo})`,
      lastDeliveredId: sql`greatest(${member}.last_delivered_id, ${upTo})`,
      unreadCount: sql`(select count(*)::int from ${chatMessages}
        where ${chatMessages.conversationId} = ${conversationId}
          and ${chatMessages.receiverId} = ${userId}
          and ${chatMessages.senderId} <> ${userId}
          and ${chatMessages.id} > greatest(${member}.last_read_id, ${upTo}, ${member}.cleared_before))`,
    })
    .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
}

/** Delete conversation, for `userId` only: everything so far disappears from their view. */
export async function clearForMember(
  tx: Queryable,
  conversationId: string,
  userId: string,
): Promise<boolean> {
  const member = sql.raw('"chat_members"');
  const last = sql`coalesce((select max(${chatMessages.id}) from ${chatMessages}
    where ${chatMessages.conversationId} = ${conversationId}), 0)`;
  const rows = await tx
    .update(chatMembers)
    .set({
      clearedBefore: sql`greatest(${member}.cleared_before, ${last})`,
      lastReadId: sql`greatest(${member}.last_read_id, ${last})`,
      hidden: true,
      unreadCount: 0,
    })
    .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)))
    .returning({ userId: chatMembers.userId });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// The conversation list

export interface ConversationRow {
  conversationId: string;
  peerId: string;
  unreadCount: number;
  lastMessageId: number;
  message: MessageRow | null;
}

/**
 * The caller's one-to-one conversations with live people they have not blocked, latest first,
 * after the cursor (a last message id); `limit + 1` rows tell of a next page.
 */
export async function listConversations(
  db: Queryable,
  userId: string,
  query: { limit: number; before?: number },
): Promise<ConversationRow[]> {
  const conditions = [
    eq(chatMembers.userId, userId),
    eq(chatMembers.hidden, false),
    sql`${chatMembers.lastMessageId} is not null`,
    isNull(users.deletedAt),
    isNull(users.anonymisedAt),
    sql`not exists (select 1 from ${blocks}
      where ${blocks.blockerId} = ${userId} and ${blocks.blockedId} = ${chatMembers.peerId})`,
  ];
  if (query.before !== undefined) conditions.push(lt(chatMembers.lastMessageId, query.before));
  const rows = await db
    .select({
      conversationId: chatMembers.conversationId,
      peerId: chatMembers.peerId,
      unreadCount: chatMembers.unreadCount,
      lastMessageId: chatMembers.lastMessageId,
      clearedBefore: chatMembers.clearedBefore,
      message: chatMessages,
    })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.peerId))
    .leftJoin(chatMessages, eq(chatMessages.id, chatMembers.lastMessageId))
    .where(and(...conditions))
    .orderBy(desc(chatMembers.lastMessageId))
    .limit(query.limit + 1);
  return rows.map((row) => ({
    conversationId: row.conversationId,
    peerId: row.peerId ?? '',
    unreadCount: row.unreadCount,
    lastMessageId: row.lastMessageId ?? 0,
    message: row.message && row.message.id > row.clearedBefore ? row.message : null,
  }));
}

/** Unread messages per conversation partner (live, not blocked by the caller). */
export async function unreadByPeer(db: Queryable, userId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ peerId: chatMembers.peerId, unread: chatMembers.unreadCount })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.peerId))
    .where(
      and(
        eq(chatMembers.userId, userId),
        eq(chatMembers.hidden, false),
        sql`${chatMembers.lastMessageId} is not null`,
        gt(chatMembers.unreadCount, 0),
        isNull(users.deletedAt),
        isNull(users.anonymisedAt),
        sql`not exists (select 1 from ${blocks}
          where ${blocks.blockerId} = ${userId} and ${blocks.blockedId} = ${chatMembers.peerId})`,
      ),
    );
  const result: Record<string, number> = {};
  for (const row of rows) if (row.peerId) result[row.peerId] = row.unread;
  return result;
}
