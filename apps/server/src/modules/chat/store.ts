import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  blocks,
  type ChatMessageData,
  chatConversations,
  chatMembers,
  chatMessages,
  chatRequests,
  connections,
  media,
  reactions,
  users,
} from '../../db/schema';
import { lockPair } from '../deck/relation-store';
import { conversationIdOf, pairOf } from './ids';

// SQL of the chat (issue 6). Every change runs in one transaction that first calls `lockChat`:
// the pair's advisory lock (the same one block-wobler and like take, so a block and a send never
// interleave), then each person's chat lock in id order. Values of chat_seq are only taken
// under those locks, so each person's changes commit in seq order and `/chat-api/sync` never
// steps over a change still in flight.

export type MessageRow = typeof chatMessages.$inferSelect;
export type MemberRow = typeof chatMembers.$inferSelect;
export type RequestStateValue = 'waiting' | 'accepted' | 'rejected';

const NEXT_SEQ = sql`nextval('chat_seq')`;
/** `users.id` written out with its table, for subqueries on tables that have an id too. */
const USER_ID = sql.raw('"users"."id"');

export async function lockChat(tx: Queryable, one: string, other: string): Promise<void> {
  await lockPair(tx, one, other);
  const { userA, userB } = pairOf(one, other);
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`wob:chat:user:${userA}`}, 0)),
      pg_advisory_xact_lock(hashtextextended(${`wob:chat:user:${userB}`}, 0))`,
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
  const people = await db
    .select({
      id: users.id,
      name: users.name,
      pictureId: users.pictureId,
      showImagesToAll: users.showImagesToAll,
      allowMessages: users.allowMessages,
      lastActiveAt: users.lastActiveAt,
      live: sql<boolean>`(${users.deletedAt} is null and ${users.anonymisedAt} is null)`,
      connected: sql<boolean>`exists (select 1 from ${connections}
        where ${connections.userA} = ${pairOf(me, otherId).userA}
          and ${connections.userB} = ${pairOf(me, otherId).userB})`,
      blockedByMe: sql<boolean>`exists (select 1 from ${blocks}
        where ${blocks.blockerId} = ${me} and ${blocks.blockedId} = ${USER_ID})`,
      hasBlockedMe: sql<boolean>`exists (select 1 from ${blocks}
        where ${blocks.blockerId} = ${USER_ID} and ${blocks.blockedId} = ${me})`,
      mine: sql<string | null>`(select ${chatRequests.state} || ':' || ${chatRequests.count}
        from ${chatRequests}
        where ${chatRequests.senderId} = ${me} and ${chatRequests.receiverId} = ${USER_ID})`,
      theirs: sql<string | null>`(select ${chatRequests.state} || ':' || ${chatRequests.count}
        from ${chatRequests}
        where ${chatRequests.senderId} = ${USER_ID} and ${chatRequests.receiverId} = ${me})`,
      iLiked: sql<boolean>`exists (select 1 from ${reactions}
        where ${reactions.userId} = ${me} and ${reactions.targetId} = ${USER_ID}
          and ${reactions.kind} = 'like')`,
      theyLiked: sql<boolean>`exists (select 1 from ${reactions}
        where ${reactions.userId} = ${USER_ID} and ${reactions.targetId} = ${me}
          and ${reactions.kind} = 'like')`,
    })
    .from(users)
    .where(eq(users.id, otherId));
  const row = people[0];
  if (!row) return { other: null, mine: null, theirs: null, iLiked: false, theyLiked: false };
  const { mine, theirs, iLiked, theyLiked, ...person } = row;
  return {
    other: person,
    mine: parseRequest(mine),
    theirs: parseRequest(theirs),
    iLiked,
    theyLiked,
  };
}

function parseRequest(value: string | null): PairState['mine'] {
  if (!value) return null;
  const [state, count] = value.split(':');
  return { state: state as RequestStateValue, count: Number(count) };
}

/** Marks `userId` active now (their last realtime socket closed). */
export async function touchLastActive(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastActiveAt: at }).where(eq(users.id, userId));
}

/** Who has a one-to-one conversation with `userId` and no block with them either way. */
export async function findPresenceAudience(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: chatMembers.userId })
    .from(chatMembers)
    .where(
      and(
        eq(chatMembers.peerId, userId),
        sql`not exists (select 1 from ${blocks}
          where (${blocks.blockerId} = ${chatMembers.userId} and ${blocks.blockedId} = ${userId})
             or (${blocks.blockerId} = ${userId} and ${blocks.blockedId} = ${chatMembers.userId}))`,
      ),
    );
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------------
// Message requests

/** Opens (or keeps) the caller's request; answers its state and count. */
export async function openRequest(
  tx: Queryable,
  senderId: string,
  receiverId: string,
  at: Date,
  addMessage: boolean,
): Promise<void> {
  await tx
    .insert(chatRequests)
    .values({
      senderId,
      receiverId,
      state: 'waiting',
      count: addMessage ? 1 : 0,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [chatRequests.senderId, chatRequests.receiverId],
      set: {
        count: addMessage
          ? sql`${sql.raw('"chat_requests"."count"')} + 1`
          : sql.raw('"chat_requests"."count"'),
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
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.muid, muid)));
  return row;
}

export async function findMessage(db: Queryable, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
}

/** The one-to-one conversation's row (made once, by the first message). */
export async function ensureConversation(
  tx: Queryable,
  one: string,
  other: string,
  at: Date,
): Promise<string> {
  const id = conversationIdOf(one, other);
  await tx
    .insert(chatConversations)
    .values({ id, type: 'user', ...pairOf(one, other), createdAt: at })
    .onConflictDoNothing();
  return id;
}

/** Stores a message once per (sender, muid); undefined when that muid is stored already. */
export async function insertMessage(
  tx: Queryable,
  message: NewMessage,
): Promise<MessageRow | undefined> {
  const [row] = await tx
    .insert(chatMessages)
    .values(message)
    .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.muid] })
    .returning();
  return row;
}

/**
 * A new message moves the conversation up for both, shows it again to whoever had deleted it,
 * and counts one more unread message for the receiver.
 */
export async function recordInMembers(
  tx: Queryable,
  message: { conversationId: string; senderId: string; receiverId: string; id: number; at: Date },
): Promise<void> {
  const { conversationId, senderId, receiverId, id, at } = message;
  await tx
    .insert(chatMembers)
    .values([
      {
        conversationId,
        userId: senderId,
        peerId: receiverId,
        lastMessageId: id,
        unreadCount: 0,
        lastReadId: id,
        lastDeliveredId: id,
        joinedAt: at,
      },
      {
        conversationId,
        userId: receiverId,
        peerId: senderId,
        lastMessageId: id,
        unreadCount: 1,
        joinedAt: at,
      },
    ])
    .onConflictDoUpdate({
      target: [chatMembers.conversationId, chatMembers.userId],
      set: {
        lastMessageId: sql`excluded.last_message_id`,
        hidden: false,
        unreadCount: sql`${sql.raw('"chat_members"."unread_count"')} + excluded.unread_count`,
      },
    });
}

export async function insertChatMedia(
  tx: Queryable,
  row: {
    id: string;
    ownerId: string;
    kind: 'chat-image' | 'chat-video' | 'chat-audio' | 'chat-file';
    mime: string;
    path: string;
    bytes: number;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(media).values(row);
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
