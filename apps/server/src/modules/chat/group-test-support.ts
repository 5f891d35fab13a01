import type { ChatMessage } from '@wob/api';
import type { GroupScope, GroupType } from '@wob/validation';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatConversations, chatGroups, chatMembers } from '../../db/schema';
import { recheckTopic } from '../../platform/realtime/control';
import { topics } from '../../platform/realtime/hub';
import { postAs } from '../../test/http';
import type { SignedUp, TestServer } from '../../test/harness';
import { CHAT, newMuid } from './chat-test-support';
import { groupUnreadCount } from './conversation-store';
import { groupConversationId } from './group-views';

// Test support for group conversations: groups and their members written as rows (the group
// operations of groups-*.ts are tested on their own), and the calls to a group.

let groups = 0;

/** A fresh guid in the server's shape (`g` + 20 lowercase alphanumerics). */
export function newGuid(): string {
  groups += 1;
  return `g${Date.now().toString(36)}${groups.toString(36)}`.padEnd(21, '0').slice(0, 21);
}

/**
 * A group owned by the first person (admin), with the others as participants (or the scopes
 * given), written as rows: its conversation, the group and a member row each.
 */
export async function insertGroup(
  db: Db,
  people: readonly SignedUp[],
  options: { type?: GroupType; name?: string; scopes?: GroupScope[]; at?: Date } = {},
): Promise<string> {
  const [owner] = people;
  if (!owner) throw new Error('a group needs an owner');
  const guid = newGuid();
  const conversationId = groupConversationId(guid);
  const at = options.at ?? new Date();
  const type = options.type ?? 'public';
  await db.transaction(async (tx) => {
    await tx.insert(chatConversations).values({ id: conversationId, type: 'group', createdAt: at });
    await tx.insert(chatGroups).values({
      guid,
      conversationId,
      name: options.name ?? 'Group',
      type,
      passwordHash: type === 'password' ? 'not-a-real-hash' : null,
      ownerId: owner.id,
      membersCount: people.length,
      createdAt: at,
      updatedAt: at,
    });
    await tx.insert(chatMembers).values(
      people.map((person, index) => ({
        conversationId,
        userId: person.id,
        scope: options.scopes?.[index] ?? (index === 0 ? 'admin' : 'participant'),
        joinedAt: at,
      })),
    );
  });
  return guid;
}

/** Adds a member row (as the group operations will) and counts them. */
export async function addMember(db: Db, guid: string, person: SignedUp): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(chatMembers).values({
      conversationId: groupConversationId(guid),
      userId: person.id,
      scope: 'participant',
      joinedAt: new Date(),
    });
    await tx
      .update(chatGroups)
      .set({ membersCount: sql`${chatGroups.membersCount} + 1` })
      .where(eq(chatGroups.guid, guid));
  });
}

/** Removes a member (kicked): their row goes, and their sockets re-check the group's topic. */
export async function kickMember(server: TestServer, guid: string, person: SignedUp) {
  const { db, realtime } = server.app.wob;
  await db.transaction(async (tx) => {
    await tx
      .delete(chatMembers)
      .where(
        and(
          eq(chatMembers.conversationId, groupConversationId(guid)),
          eq(chatMembers.userId, person.id),
        ),
      );
    await tx
      .update(chatGroups)
      .set({ membersCount: sql`${chatGroups.membersCount} - 1` })
      .where(eq(chatGroups.guid, guid));
  });
  recheckTopic(realtime, topics.group(guid));
}

export function sendToGroup(
  server: TestServer,
  from: SignedUp,
  guid: string,
  text: string,
  muid = newMuid(),
) {
  return postAs<ChatMessage>(server, CHAT.text, from, {
    receiverId: guid,
    receiverType: 'group',
    muid,
    text,
  });
}

/**
 * The member row of `person` in the group (their markers), with their unread count as the
 * server counts it (a group member's count is counted from the markers, never kept).
 */
export async function memberRow(db: Db, guid: string, person: SignedUp) {
  const [row] = await db
    .select({ member: chatMembers, unreadCount: groupUnreadCount(sql.raw('"chat_members"')) })
    .from(chatMembers)
    .where(
      and(
        eq(chatMembers.conversationId, groupConversationId(guid)),
        eq(chatMembers.userId, person.id),
      ),
    );
  return row && { ...row.member, unreadCount: row.unreadCount };
}
