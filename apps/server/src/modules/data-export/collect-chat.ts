import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chatCallParticipants,
  chatCalls,
  chatConversations,
  chatGroupBans,
  chatGroupJoinAttempts,
  chatGroups,
  chatMembers,
  chatMessageReactions,
  chatMessages,
  chatPollVotes,
  chatRequests,
} from '../../db/schema';
import { iso, other, otherPerson } from './people';

// The chat part of an export: the person's conversations (with whom, or which group), the
// messages they sent, their reactions and poll votes, message requests and calls. Messages
// others sent are theirs (GDPR article 20(4)) and stay out; the people are named by id and name.

export async function collectChat(db: Db, userId: string) {
  const memberRows = await db
    .select({
      conversationId: chatMembers.conversationId,
      type: chatConversations.type,
      peerId: chatMembers.peerId,
      scope: chatMembers.scope,
      hidden: chatMembers.hidden,
      joinedAt: chatMembers.joinedAt,
      groupGuid: chatGroups.guid,
      groupName: chatGroups.name,
      groupOwnerId: chatGroups.ownerId,
    })
    .from(chatMembers)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
    .leftJoin(chatGroups, eq(chatGroups.conversationId, chatMembers.conversationId))
    .where(eq(chatMembers.userId, userId))
    .orderBy(asc(chatMembers.joinedAt));
  const peers = await db
    .select({ conversationId: chatMembers.conversationId, person: otherPerson })
    .from(chatMembers)
    .innerJoin(other, eq(other.id, chatMembers.peerId))
    .where(eq(chatMembers.userId, userId));
  const peerOf = new Map(peers.map((row) => [row.conversationId, row.person]));
  const bans = await db
    .select({ guid: chatGroupBans.guid, name: chatGroups.name, at: chatGroupBans.bannedAt })
    .from(chatGroupBans)
    .innerJoin(chatGroups, eq(chatGroups.guid, chatGroupBans.guid))
    .where(eq(chatGroupBans.userId, userId));
  const lockouts = await db
    .select({
      guid: chatGroupJoinAttempts.guid,
      wrongPasswords: chatGroupJoinAttempts.failures,
      lockedUntil: chatGroupJoinAttempts.lockedUntil,
    })
    .from(chatGroupJoinAttempts)
    .where(eq(chatGroupJoinAttempts.userId, userId));
  const requestRows = await db
    .select({
      senderId: chatRequests.senderId,
      state: chatRequests.state,
      waiting: chatRequests.count,
      person: otherPerson,
      createdAt: chatRequests.createdAt,
      updatedAt: chatRequests.updatedAt,
    })
    .from(chatRequests)
    .innerJoin(
      other,
      or(
        and(eq(chatRequests.senderId, userId), eq(other.id, chatRequests.receiverId)),
        and(eq(chatRequests.receiverId, userId), eq(other.id, chatRequests.senderId)),
      ),
    )
    .where(or(eq(chatRequests.senderId, userId), eq(chatRequests.receiverId, userId)));

  const messageRows = await db
    .select({
      id: chatMessages.id,
      conversationId: chatMessages.conversationId,
      receiverType: chatMessages.receiverType,
      receiverId: chatMessages.receiverId,
      type: chatMessages.type,
      category: chatMessages.category,
      text: chatMessages.text,
      data: chatMessages.data,
      parentId: chatMessages.parentId,
      requested: chatMessages.requested,
      sentAt: chatMessages.sentAt,
      deliveredAt: chatMessages.deliveredAt,
      readAt: chatMessages.readAt,
      editedAt: chatMessages.editedAt,
      deletedAt: chatMessages.deletedAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.senderId, userId))
    .orderBy(asc(chatMessages.id));
  const reactionRows = await db
    .select({
      messageId: chatMessageReactions.messageId,
      emoji: chatMessageReactions.emoji,
      at: chatMessageReactions.createdAt,
    })
    .from(chatMessageReactions)
    .where(eq(chatMessageReactions.userId, userId));
  const voteRows = await db
    .select({
      messageId: chatPollVotes.messageId,
      option: chatPollVotes.option,
      at: chatPollVotes.createdAt,
    })
    .from(chatPollVotes)
    .where(eq(chatPollVotes.userId, userId));

  const callRows = await db
    .select({
      sessionId: chatCalls.sessionId,
      type: chatCalls.type,
      conversationId: chatCalls.conversationId,
      initiatedByMe: sql<boolean>`${chatCalls.initiatorId} = ${userId}`,
      status: chatCalls.status,
      myState: chatCallParticipants.state,
      iJoinedAt: chatCallParticipants.joinedAt,
      initiatedAt: chatCalls.initiatedAt,
      answeredAt: chatCalls.joinedAt,
      endedAt: chatCalls.endedAt,
    })
    .from(chatCallParticipants)
    .innerJoin(chatCalls, eq(chatCalls.sessionId, chatCallParticipants.sessionId))
    .where(eq(chatCallParticipants.userId, userId))
    .orderBy(asc(chatCalls.initiatedAt));

  return {
    conversations: {
      conversations: memberRows.map((row) => ({
        id: row.conversationId,
        type: row.type,
        with: row.type === 'user' ? (peerOf.get(row.conversationId) ?? null) : null,
        group:
          row.groupGuid === null
            ? null
            : { guid: row.groupGuid, name: row.groupName, ownedByMe: row.groupOwnerId === userId },
        scope: row.scope,
        hiddenFromMyList: row.hidden,
        joinedAt: iso(row.joinedAt),
      })),
      messageRequests: requestRows.map((row) => ({
        direction: row.senderId === userId ? 'sent' : 'received',
        person: row.person,
        state: row.state,
        messagesWaiting: row.waiting,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      })),
      bannedFromGroups: bans.map((row) => ({ ...row, at: iso(row.at) })),
      groupPasswordLockouts: lockouts.map((row) => ({
        ...row,
        lockedUntil: iso(row.lockedUntil),
      })),
    },
    messages: {
      sent: messageRows.map((row) => ({
        ...row,
        sentAt: iso(row.sentAt),
        deliveredAt: iso(row.deliveredAt),
        readAt: iso(row.readAt),
        editedAt: iso(row.editedAt),
        deletedAt: iso(row.deletedAt),
      })),
      reactionsGiven: reactionRows.map((row) => ({ ...row, at: iso(row.at) })),
      pollVotes: voteRows.map((row) => ({ ...row, at: iso(row.at) })),
    },
    calls: callRows.map((row) => ({
      ...row,
      iJoinedAt: iso(row.iJoinedAt),
      initiatedAt: iso(row.initiatedAt),
      answeredAt: iso(row.answeredAt),
      endedAt: iso(row.endedAt),
    })),
  };
}
