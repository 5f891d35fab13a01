import { and, asc, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type ChatMessageData, chatMembers, chatMessages } from '../../db/schema';
import { conversationsInsert, groupsMovedUp } from './conversation-store';
import { type MessageRow, NEXT_SEQ, column } from './store';

// Chat SQL of messages: storing sends once per muid, reading pages and changes, edits,
// deletions and receipts.

export interface NewMessage {
  conversationId: string;
  senderId: string;
  receiverType: 'user' | 'group';
  receiverId: string;
  muid: string;
  type: string;
  category: 'message' | 'custom' | 'action' | 'call';
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

/**
 * Stores messages, each once per (sender, muid): a muid stored already is left out of the
 * answer. Answers the stored rows in id order. One statement: it also makes the row of a
 * one-to-one conversation's first message (`conversationsInsert`) and moves each group with a
 * new message up (`groupsMovedUp`); the member rows of one-to-one conversations are the
 * caller's (conversation-store.ts recordInMembers).
 */
export async function insertMessages(
  tx: Queryable,
  messages: readonly NewMessage[],
): Promise<MessageRow[]> {
  if (messages.length === 0) return [];
  const of = <T>(pick: (message: NewMessage) => T, type: string) =>
    column(messages.map(pick), type);
  // A conversation's row before its first message's: the foreign key is checked at the end of
  // the statement, when every part of it is done.
  const conversations = conversationsInsert(messages.filter((m) => m.receiverType === 'user'));
  const groups = messages.some((m) => m.receiverType === 'group')
    ? sql`, groups as (${groupsMovedUp(
        sql`select conversation_id, id from inserted where receiver_type = 'group'`,
      )})`
    : sql``;
  // Rows go in `unnest` order, so ids and seqs follow the order of `messages`.
  const { rows } = (await tx.execute(sql`
    with ${conversations ? sql`conversations as (${conversations}), ` : sql``}inserted as (
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
      returning id, seq, sender_id, muid, conversation_id, receiver_type
    )${groups}
    select id, seq, sender_id, muid from inserted`)) as unknown as {
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
        replyCount: 0,
      };
    })
    .sort((x, y) => x.id - y.id);
}

/**
 * Counts newly stored thread replies on their parents, each parent once with a new change
 * number, so a resync tells the new count. Answers the parents as they are now.
 */
export async function countReplies(
  tx: Queryable,
  replies: readonly Pick<MessageRow, 'parentId'>[],
): Promise<MessageRow[]> {
  const added = new Map<number, number>();
  for (const { parentId } of replies) {
    if (parentId !== null) added.set(parentId, (added.get(parentId) ?? 0) + 1);
  }
  const parents: MessageRow[] = [];
  for (const [id, n] of added) {
    const [row] = await tx
      .update(chatMessages)
      .set({ replyCount: sql`${chatMessages.replyCount} + ${n}`, seq: NEXT_SEQ })
      .where(eq(chatMessages.id, id))
      .returning();
    if (row) parents.push(row);
  }
  return parents;
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
    // An edited text keeps no suggested answers: they answered the text it replaces.
    .set({ text, editedAt: at, seq: NEXT_SEQ, data: sql`${chatMessages.data} - 'smartReply'` })
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
