import type { GroupScope } from '@wob/validation';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { blocks, chatGroups, chatMembers } from '../../db/schema';
import { SERVER_MESSAGES as M } from '../../messages';
import { HttpError } from '../../platform/http/http-error';
import { topics } from '../../platform/realtime/hub';
import { chatOpen } from './closed-chats';
import { groupUnreadCount } from './conversation-store';
import { groupConversationId, type GroupRow } from './group-views';
import { column, type MemberRow } from './store';

// Who takes part in a group's conversation, as the conversation and message operations and
// the `group:<guid>` realtime topic see it: its ACTIVE members are exactly its chat_members
// rows (with a scope); banned, kicked and departed people have none. The group operations
// themselves (create, join, members, bans) live in groups-*.ts.

/** A group with the conversation it is, as the chat operations read it. */
export interface GroupAccess {
  group: GroupRow & { conversationId: string };
  /** The caller's active membership, or null. */
  member: (MemberRow & { scope: GroupScope }) | null;
}

const groupColumns = {
  guid: chatGroups.guid,
  conversationId: chatGroups.conversationId,
  name: chatGroups.name,
  iconMediaId: chatGroups.iconMediaId,
  type: chatGroups.type,
  ownerId: chatGroups.ownerId,
  membersCount: chatGroups.membersCount,
  bubbleId: chatGroups.bubbleId,
};

/** The group `guid` and `userId`'s membership of it; null when there is no such group. */
export async function readGroupAccess(
  db: Queryable,
  guid: string,
  userId: string,
): Promise<GroupAccess | null> {
  const [row] = await db
    .select({ group: groupColumns, member: chatMembers })
    .from(chatGroups)
    .leftJoin(
      chatMembers,
      and(
        eq(chatMembers.conversationId, chatGroups.conversationId),
        eq(chatMembers.userId, userId),
        isNotNull(chatMembers.scope),
      ),
    )
    .where(and(eq(chatGroups.guid, guid), chatOpen(chatGroups.conversationId)));
  if (!row) return null;
  const member = row.member ? { ...row.member, scope: row.member.scope as GroupScope } : null;
  return { group: row.group, member };
}

export const groupNotFound = () => new HttpError(404, M.chat.groupNotFound);
const notMember = () => new HttpError(403, M.chatGroups.notMember);

/**
 * The caller's group, for what only its active members may do (read, send, type, delete the
 * conversation): 404 for no such group or a private one they are not in (it is invisible to
 * them), 403 for a public or password group they have not joined (or were kicked or banned
 * from).
 */
export async function requireGroupMember(
  db: Queryable,
  guid: string,
  userId: string,
): Promise<GroupAccess & { member: NonNullable<GroupAccess['member']> }> {
  const access = await readGroupAccess(db, guid, userId);
  if (!access) throw groupNotFound();
  const { member } = access;
  if (!member) throw access.group.type === 'private' ? groupNotFound() : notMember();
  return { ...access, member };
}

/**
 * Whether `userId` is an active member of group `guid` (the `group` realtime topic's rule);
 * no one is while its Bubble is taken down (closed-chats.ts).
 */
export async function isActiveMember(
  db: Queryable,
  userId: string,
  guid: string,
): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(chatMembers)
    .where(
      and(
        eq(chatMembers.conversationId, groupConversationId(guid)),
        eq(chatMembers.userId, userId),
        isNotNull(chatMembers.scope),
        chatOpen(chatMembers.conversationId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The guids of every group `userId` is an active member of (closed Bubble chats left out). */
export async function groupsOf(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ guid: chatGroups.guid })
    .from(chatMembers)
    .innerJoin(chatGroups, eq(chatGroups.conversationId, chatMembers.conversationId))
    .where(
      and(
        eq(chatMembers.userId, userId),
        isNotNull(chatMembers.scope),
        chatOpen(chatGroups.conversationId),
      ),
    );
  return rows.map((row) => row.guid);
}

/** The `group:<guid>` topics a socket of `userId` follows from the start (connection.ts). */
export async function groupTopicsOf(db: Queryable, userId: string): Promise<string[]> {
  return (await groupsOf(db, userId)).map((guid) => topics.group(guid));
}

/** The members of the group's conversation blocked either way with `userId`. */
export async function blockedMembersOf(
  db: Queryable,
  conversationId: string,
  userId: string,
): Promise<string[]> {
  const rows = await db
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(
      and(
        eq(chatMembers.conversationId, conversationId),
        isNotNull(chatMembers.scope),
        sql`exists (select 1 from ${blocks}
          where (${blocks.blockerId} = ${userId} and ${blocks.blockedId} = ${chatMembers.userId})
             or (${blocks.blockerId} = ${chatMembers.userId} and ${blocks.blockedId} = ${userId}))`,
      ),
    );
  return rows.map((row) => row.userId);
}

/** Unread messages per group of `userId` (groups with at least one; conversation-store.ts). */
export async function unreadByGroup(
  db: Queryable,
  userId: string,
): Promise<Record<string, number>> {
  const rows = await db
    .select({ guid: chatGroups.guid, unread: groupUnreadCount(sql.raw('"chat_members"')) })
    .from(chatMembers)
    .innerJoin(chatGroups, eq(chatGroups.conversationId, chatMembers.conversationId))
    .where(
      and(
        eq(chatMembers.userId, userId),
        isNotNull(chatMembers.scope),
        chatOpen(chatGroups.conversationId),
      ),
    );
  const result: Record<string, number> = {};
  for (const row of rows) if (row.unread > 0) result[row.guid] = row.unread;
  return result;
}

/** A group sender as the send queue reads them. */
export interface GroupSender {
  conversationId: string;
  type: string;
  /** Whether they are an active member. */
  member: boolean;
}

export const groupSenderKey = (guid: string, userId: string) => `${guid}\n${userId}`;

/**
 * The groups of these sends and whether each sender is an active member, by
 * `groupSenderKey`; a pair is missing when the group does not exist. One statement: the
 * member rows are read `for share`, so a kick, ban or leave of the sender waits for the send's
 * commit, or the send sees it.
 */
export async function readGroupSenders(
  tx: Queryable,
  senders: readonly { guid: string; userId: string }[],
): Promise<Map<string, GroupSender>> {
  const result = new Map<string, GroupSender>();
  if (senders.length === 0) return result;
  const { rows } = (await tx.execute(sql`
    select g.guid, s.user_id, g.conversation_id, g.type, m.user_id is not null as member
    from (select distinct * from unnest(
      ${column(
        senders.map((s) => s.guid),
        'text',
      )},
      ${column(
        senders.map((s) => s.userId),
        'text',
      )})) as s(guid, user_id)
    join ${chatGroups} as g on g.guid = s.guid and ${chatOpen(sql.raw('g.conversation_id'))}
    left join lateral (
      select member.user_id from ${chatMembers} as member
      where member.conversation_id = g.conversation_id and member.user_id = s.user_id
        and member.scope is not null
      for share
    ) as m on true`)) as unknown as {
    rows: {
      guid: string;
      user_id: string;
      conversation_id: string;
      type: string;
      member: boolean;
    }[];
  };
  for (const row of rows) {
    result.set(groupSenderKey(row.guid, row.user_id), {
      conversationId: row.conversation_id,
      type: row.type,
      member: row.member,
    });
  }
  return result;
}
