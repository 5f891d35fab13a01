import type { GroupScope } from '@wob/validation';
import { and, desc, eq, gt, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { blocks, chatGroups, chatMembers, chatMessages, users } from '../../db/schema';
import type { GroupRow } from './group-views';
import { conversationIdOf, pairOf } from './ids';
import { type MemberRow, type MessageRow, column } from './store';
import { chatOpen } from './closed-chats';

// Chat SQL of conversations and each person's side of them (chat_members): made by the first
// message, moved up by new ones, receipts and unread counts, delete conversation, and the
// conversation list.

/**
 * The statement that makes the one-to-one conversations' rows (each once, by its first
 * message), or null when there are none: a part of the statement that stores the messages
 * (message-store.ts insertMessages).
 */
export function conversationsInsert(
  messages: readonly { senderId: string; receiverId: string; sentAt: Date }[],
): SQL | null {
  const rows = new Map<string, { userA: string; userB: string; at: Date }>();
  for (const { senderId, receiverId, sentAt } of messages) {
    const id = conversationIdOf(senderId, receiverId);
    if (!rows.has(id)) rows.set(id, { ...pairOf(senderId, receiverId), at: sentAt });
  }
  if (rows.size === 0) return null;
  const list = [...rows];
  return sql`
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
    on conflict do nothing`;
}

/**
 * New messages (in id order) move their conversation up for both people, show it again to
 * whoever had deleted it, and count one more unread message for each receiver (call messages
 * never count: spec, only text, media and custom messages raise the badge). A person's row
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
    category: string;
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
    if (message.category !== 'call') receiver.unreadCount = (receiver.unreadCount ?? 0) + 1;
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

/**
 * New group messages (in id order) move their group up in every member's conversation list
 * and show it again to whoever had deleted it: one row per group (chat_groups.last_message_id),
 * whatever the number of members or messages. No member row is written: a member's unread
 * count is counted from their read marker (`groupUnreadCount`), which leaves out their own
 * messages, action messages (a member joined, left, …) and call messages; whether a member who deleted the
 * conversation sees it again is the group's last message against their `cleared_before`.
 * Messages stored with message-store.ts insertMessages are recorded by it (`groupsMovedUp`).
 */
export async function recordInGroupMembers(
  tx: Queryable,
  messages: readonly { conversationId: string; senderId: string; id: number; category: string }[],
): Promise<void> {
  if (messages.length === 0) return;
  await tx.execute(
    groupsMovedUp(sql`select * from unnest(
      ${column(
        messages.map((m) => m.conversationId),
        'text',
      )},
      ${column(
        messages.map((m) => m.id),
        'bigint',
      )}) as m(conversation_id, id)`),
  );
}

/**
 * `recordInGroupMembers`' statement for the group messages `messages` selects (rows of
 * conversation_id and id, of any conversations): message-store.ts insertMessages writes it as
 * a part of the statement that stores them.
 */
export function groupsMovedUp(messages: SQL): SQL {
  return sql`
    update chat_groups as g set
      last_message_id = greatest(coalesce(g.last_message_id, 0), latest.id)
    from (
      select conversation_id, max(id) as id from (${messages}) as m group by conversation_id
    ) as latest
    where g.conversation_id = latest.conversation_id`;
}

/**
 * A group member's unread count stops here: the badges show '99+' above 99, and counting a
 * long-unread busy group to its end would cost a row per message on every list.
 */
export const GROUP_UNREAD_CAP = 1000;

/**
 * A group member's unread messages, counted from the rows of `member` (an alias of
 * chat_members): others' messages after the last one they read and after what they deleted,
 * never action messages; at most GROUP_UNREAD_CAP. A range of chat_messages_group_unread_idx.
 */
export function groupUnreadCount(member: SQL) {
  return sql<number>`(select count(*)::int from (select 1 from ${chatMessages} as unread
    where unread.conversation_id = ${member}.conversation_id
      and unread.id > greatest(${member}.last_read_id, ${member}.cleared_before)
      and unread.sender_id <> ${member}.user_id
      and unread.receiver_type = 'group'
      and unread.category not in ('action', 'call')
    limit ${sql.raw(String(GROUP_UNREAD_CAP))}) as counted)`;
}

/** `userId`'s side of a group conversation: its last message id and their unread count. */
export async function findGroupSide(
  db: Queryable,
  conversationId: string,
  userId: string,
): Promise<{ lastMessageId: number | null; unreadCount: number } | undefined> {
  const [row] = await db
    .select({
      lastMessageId: chatGroups.lastMessageId,
      unreadCount: groupUnreadCount(sql.raw('"chat_members"')),
    })
    .from(chatMembers)
    .innerJoin(chatGroups, eq(chatGroups.conversationId, chatMembers.conversationId))
    .where(
      and(
        eq(chatMembers.conversationId, conversationId),
        eq(chatMembers.userId, userId),
        isNotNull(chatMembers.scope),
      ),
    );
  return row;
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
      // A group member's count is never kept: it is counted from last_read_id when read.
      unreadCount: sql`case when ${member}.scope is not null then 0 else (
        select count(*)::int from ${chatMessages}
        where ${chatMessages.conversationId} = ${conversationId}
          and ${chatMessages.receiverId} = ${userId}
          and ${chatMessages.senderId} <> ${userId}
          and ${chatMessages.category} not in ('action', 'call')
          and ${chatMessages.id} > greatest(${member}.last_read_id, ${upTo}, ${member}.cleared_before)
      ) end`,
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

export interface ConversationRow {
  conversationId: string;
  /** One-to-one: the other person; null for a group. */
  peerId: string | null;
  /** A group conversation: the group and the caller's scope in it. */
  group: (GroupRow & { scope: GroupScope }) | null;
  unreadCount: number;
  lastMessageId: number;
  message: MessageRow | null;
}

/**
 * The caller's conversations, latest first, after the cursor (a last message id): one-to-one
 * with live people they have not blocked, and the groups they are an active member of;
 * `limit + 1` rows tell of a next page. A one-to-one conversation's place is the member row's
 * last message (chat_members_list_idx); a group's is the group's own (recordInGroupMembers),
 * shown while it is newer than what the caller deleted. One statement: each kind is read as
 * one page in its own order, and the two pages are merged (`union all`).
 */
export async function listConversations(
  db: Queryable,
  userId: string,
  query: { limit: number; before?: number },
): Promise<ConversationRow[]> {
  const people = [
    eq(chatMembers.userId, userId),
    eq(chatMembers.hidden, false),
    sql`${chatMembers.lastMessageId} is not null`,
    isNull(chatMembers.scope),
    isNull(users.deletedAt),
    isNull(users.anonymisedAt),
    sql`not exists (select 1 from ${blocks}
      where ${blocks.blockerId} = ${userId} and ${blocks.blockedId} = ${chatMembers.peerId})`,
  ];
  const groups = [
    eq(chatMembers.userId, userId),
    isNotNull(chatMembers.scope),
    sql`${chatGroups.lastMessageId} > ${chatMembers.clearedBefore}`,
    // A Bubble's chat while the Bubble is taken down is left out (closed-chats.ts).
    chatOpen(chatGroups.conversationId),
  ];
  if (query.before !== undefined) {
    people.push(lt(chatMembers.lastMessageId, query.before));
    groups.push(lt(chatGroups.lastMessageId, query.before));
  }
  // The same columns in both pages; a one-to-one row's group columns are null.
  const none = <T>() => sql<T | null>`null`;
  const peoplePage = db
    .select({
      conversationId: chatMembers.conversationId,
      peerId: chatMembers.peerId,
      scope: chatMembers.scope,
      unreadCount: chatMembers.unreadCount,
      lastMessageId: sql<number>`${chatMembers.lastMessageId}`.as('last_message_id'),
      clearedBefore: chatMembers.clearedBefore,
      guid: none<string>(),
      name: none<string>(),
      iconMediaId: none<string>(),
      type: none<string>(),
      ownerId: none<string>(),
      bubbleId: none<string>(),
      membersCount: none<number>(),
      message: chatMessages,
    })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.peerId))
    .leftJoin(chatMessages, eq(chatMessages.id, chatMembers.lastMessageId))
    .where(and(...people))
    .orderBy(desc(chatMembers.lastMessageId))
    .limit(query.limit + 1);
  const groupPage = db
    .select({
      conversationId: chatMembers.conversationId,
      peerId: chatMembers.peerId,
      scope: chatMembers.scope,
      unreadCount: groupUnreadCount(sql.raw('"chat_members"')),
      lastMessageId: sql<number>`${chatGroups.lastMessageId}`.as('last_message_id'),
      clearedBefore: chatMembers.clearedBefore,
      guid: chatGroups.guid,
      name: chatGroups.name,
      iconMediaId: chatGroups.iconMediaId,
      type: chatGroups.type,
      ownerId: chatGroups.ownerId,
      bubbleId: chatGroups.bubbleId,
      membersCount: chatGroups.membersCount,
      message: chatMessages,
    })
    .from(chatMembers)
    .innerJoin(chatGroups, eq(chatGroups.conversationId, chatMembers.conversationId))
    .leftJoin(chatMessages, eq(chatMessages.id, chatGroups.lastMessageId))
    .where(and(...groups))
    .orderBy(desc(chatGroups.lastMessageId))
    .limit(query.limit + 1);
  const rows = await peoplePage
    .unionAll(groupPage)
    .orderBy(sql`last_message_id desc`)
    .limit(query.limit + 1);
  return rows.map((row): ConversationRow => {
    const message = row.message && row.message.id > row.clearedBefore ? row.message : null;
    const lastMessageId = Number(row.lastMessageId ?? 0);
    if (row.guid === null) {
      return {
        conversationId: row.conversationId,
        peerId: row.peerId,
        group: null,
        unreadCount: row.unreadCount,
        lastMessageId,
        message,
      };
    }
    const group = {
      guid: row.guid,
      name: row.name ?? '',
      iconMediaId: row.iconMediaId,
      type: row.type as GroupRow['type'],
      ownerId: row.ownerId ?? '',
      bubbleId: row.bubbleId,
      membersCount: Number(row.membersCount ?? 0),
      scope: row.scope as GroupScope,
    };
    return {
      conversationId: row.conversationId,
      peerId: null,
      group,
      unreadCount: row.unreadCount,
      lastMessageId,
      message,
    };
  });
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
