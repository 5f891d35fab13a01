import type { GroupScope } from '@wob/validation';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chatConversations, chatGroupBans, chatGroups, chatMembers } from '../../db/schema';
import { chatOpen } from './closed-chats';

// Chat SQL of groups (groups-service.ts): the group row, its active members (chat_members
// rows with a scope), its banned list and the wrong-password counter. Every membership change
// runs in one transaction that first locks the group's row (`lockGroup`), so changes of one
// group never interleave; members_count moves in the same statement group as the rows, by the
// number of rows the conditional INSERT or DELETE really changed.

export type GroupRecord = typeof chatGroups.$inferSelect;

/** The group and the caller's membership and ban, read in one statement (no lock). */
export interface GroupAndViewer {
  group: GroupRecord;
  scope: GroupScope | null;
  banned: boolean;
}

export async function findGroup(
  db: Queryable,
  guid: string,
  viewerId: string,
): Promise<GroupAndViewer | undefined> {
  const [row] = await db
    .select({
      group: chatGroups,
      scope: chatMembers.scope,
      banned: sql<boolean>`exists (select 1 from ${chatGroupBans}
        where ${chatGroupBans.guid} = ${chatGroups.guid} and ${chatGroupBans.userId} = ${viewerId})`,
    })
    .from(chatGroups)
    .leftJoin(
      chatMembers,
      and(
        eq(chatMembers.conversationId, chatGroups.conversationId),
        eq(chatMembers.userId, viewerId),
      ),
    )
    // A Bubble's chat while the Bubble is taken down: no such group (closed-chats.ts).
    .where(and(eq(chatGroups.guid, guid), chatOpen(chatGroups.conversationId)));
  if (!row) return undefined;
  return { group: row.group, scope: (row.scope as GroupScope | null) ?? null, banned: row.banned };
}

/** Locks the group's row until the transaction ends, and answers it as locked. */
export async function lockGroup(tx: Queryable, guid: string): Promise<GroupRecord | undefined> {
  const [row] = await tx.select().from(chatGroups).where(eq(chatGroups.guid, guid)).for('update');
  return row;
}

/** A new group: its conversation, its row and its owner as an admin member. */
export async function insertGroup(
  tx: Queryable,
  group: {
    guid: string;
    conversationId: string;
    name: string;
    type: string;
    passwordHash: string | null;
    ownerId: string;
    at: Date;
    /** Set for a Bubble's chat (groups-bubble.ts). */
    bubbleId?: string;
  },
): Promise<GroupRecord> {
  await tx
    .insert(chatConversations)
    .values({ id: group.conversationId, type: 'group', createdAt: group.at });
  const [row] = await tx
    .insert(chatGroups)
    .values({
      guid: group.guid,
      conversationId: group.conversationId,
      name: group.name,
      type: group.type,
      passwordHash: group.passwordHash,
      ownerId: group.ownerId,
      membersCount: 1,
      bubbleId: group.bubbleId ?? null,
      createdAt: group.at,
      updatedAt: group.at,
    })
    .returning();
  await tx.insert(chatMembers).values({
    conversationId: group.conversationId,
    userId: group.ownerId,
    scope: 'admin',
    joinedAt: group.at,
  });
  return row as GroupRecord;
}

/** Active members' scopes, by uid, of these people (members only). */
export async function scopesOf(
  db: Queryable,
  conversationId: string,
  userIds: readonly string[],
): Promise<Map<string, GroupScope>> {
  const result = new Map<string, GroupScope>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: chatMembers.userId, scope: chatMembers.scope })
    .from(chatMembers)
    .where(
      and(
        eq(chatMembers.conversationId, conversationId),
        sql`${chatMembers.userId} in (select unnest(${sql.param([...userIds])}::text[]))`,
      ),
    );
  for (const row of rows) if (row.scope) result.set(row.userId, row.scope as GroupScope);
  return result;
}

export async function findBan(
  db: Queryable,
  guid: string,
  userId: string,
): Promise<GroupScope | null> {
  const [row] = await db
    .select({ scope: chatGroupBans.scope })
    .from(chatGroupBans)
    .where(and(eq(chatGroupBans.guid, guid), eq(chatGroupBans.userId, userId)));
  return (row?.scope as GroupScope | undefined) ?? null;
}

/** Of these people, those on the group's banned list. */
export async function bannedAmong(
  db: Queryable,
  guid: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: chatGroupBans.userId })
    .from(chatGroupBans)
    .where(
      and(
        eq(chatGroupBans.guid, guid),
        sql`${chatGroupBans.userId} in (select unnest(${sql.param([...userIds])}::text[]))`,
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/** Adds a member (if not one already) and counts them; answers whether they were added. */
export async function addMember(
  tx: Queryable,
  group: GroupRecord,
  userId: string,
  scope: GroupScope,
  at: Date,
): Promise<boolean> {
  const added = await tx
    .insert(chatMembers)
    .values({ conversationId: group.conversationId, userId, scope, joinedAt: at })
    .onConflictDoNothing()
    .returning({ userId: chatMembers.userId });
  if (added.length === 0) return false;
  await moveCount(tx, group.guid, 1, at);
  return true;
}

/** Removes a member and counts them out; answers the scope they had, null if none. */
export async function removeMember(
  tx: Queryable,
  group: GroupRecord,
  userId: string,
  at: Date,
): Promise<GroupScope | null> {
  const [removed] = await tx
    .delete(chatMembers)
    .where(
      and(eq(chatMembers.conversationId, group.conversationId), eq(chatMembers.userId, userId)),
    )
    .returning({ scope: chatMembers.scope });
  if (!removed) return null;
  await moveCount(tx, group.guid, -1, at);
  return (removed.scope as GroupScope | null) ?? 'participant';
}

async function moveCount(tx: Queryable, guid: string, by: number, at: Date): Promise<void> {
  await tx
    .update(chatGroups)
    .set({ membersCount: sql`${chatGroups.membersCount} + ${by}`, updatedAt: at })
    .where(eq(chatGroups.guid, guid));
}

/** The member's new scope. */
export async function setScope(
  tx: Queryable,
  group: GroupRecord,
  userId: string,
  scope: GroupScope,
): Promise<void> {
  await tx
    .update(chatMembers)
    .set({ scope })
    .where(
      and(eq(chatMembers.conversationId, group.conversationId), eq(chatMembers.userId, userId)),
    );
}

export async function setOwner(tx: Queryable, guid: string, ownerId: string, at: Date) {
  await tx.update(chatGroups).set({ ownerId, updatedAt: at }).where(eq(chatGroups.guid, guid));
}

export async function insertBan(
  tx: Queryable,
  ban: { guid: string; userId: string; scope: GroupScope; bannedBy: string; at: Date },
): Promise<void> {
  await tx
    .insert(chatGroupBans)
    .values({
      guid: ban.guid,
      userId: ban.userId,
      scope: ban.scope,
      bannedBy: ban.bannedBy,
      bannedAt: ban.at,
    })
    .onConflictDoNothing();
}

export async function deleteBan(tx: Queryable, guid: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(chatGroupBans)
    .where(and(eq(chatGroupBans.guid, guid), eq(chatGroupBans.userId, userId)))
    .returning({ userId: chatGroupBans.userId });
  return rows.length > 0;
}

/** Every active member's uid (the group's event and topic bookkeeping). */
export async function memberIds(db: Queryable, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(eq(chatMembers.conversationId, conversationId));
  return rows.map((row) => row.userId);
}

/** Deletes the group: its conversation cascades to the group, members, messages and bans. */
export async function deleteGroupRows(tx: Queryable, conversationId: string): Promise<void> {
  await tx.delete(chatConversations).where(eq(chatConversations.id, conversationId));
}
