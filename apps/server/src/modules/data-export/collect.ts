import { and, asc, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  blocks,
  bubbles,
  charges,
  comments,
  connections,
  consents,
  media,
  memberships,
  notifications,
  pollOptions,
  polls,
  pollVotes,
  reactions,
  reports,
  savedWoblers,
  sessions,
  subscriptions,
  supportTickets,
  trialClaims,
  users,
} from '../../db/schema';
import { collectModeration } from './collect-moderation';
import { collectChat } from './collect-chat';
import { iso, other, otherPerson } from './people';

// What a person's export holds, file by file (the README.txt inside explains each; the README
// of apps/server says what is left out and why). Other people appear only as `{ id, name }`
// (GDPR article 20(4)): never their e-mail, birth date or anything else of theirs.

/** A media row of the person, and where its file is inside the ZIP. */
export interface ExportedMedia {
  id: string;
  kind: string;
  mime: string;
  bytes: number;
  path: string;
  createdAt: string;
  /** The path inside the ZIP. */
  file: string;
}

async function collectProfile(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('the person of an export no longer exists');
  const profile = {
    id: user.id,
    email: user.email,
    name: user.name,
    gender: user.gender,
    birthDate: user.birthDate,
    phone: user.phone,
    country: user.country,
    address: user.address,
    city: user.city,
    zipcode: user.zipcode,
    about: user.about,
    pictureMediaId: user.pictureId,
    location:
      user.locationSource === null
        ? null
        : { source: user.locationSource, latitude: user.latitude, longitude: user.longitude },
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
    lastActiveAt: iso(user.lastActiveAt),
  };
  const settings = {
    language: user.language,
    showLocation: user.showLocation,
    showGender: user.showGender,
    allowMessages: user.allowMessages,
    showImagesToAll: user.showImagesToAll,
    ageRange: {
      enabled: user.ageRangeEnabled,
      from: user.ageRangeFrom,
      to: user.ageRangeTo,
    },
    receiveNotifications: user.receiveNotifications,
    marketingEmails: user.marketingEmails,
  };
  const consentRows = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.createdAt));
  const sessionRows = await db
    .select({
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  return {
    profile,
    settings: {
      settings,
      consents: consentRows.map((row) => ({
        kind: row.kind,
        granted: row.granted,
        email: row.email,
        textVersion: row.textVersion,
        at: iso(row.createdAt),
      })),
      // Sign-ins (never the token, only that it existed and when it was used).
      sessions: sessionRows.map((row) => ({
        createdAt: iso(row.createdAt),
        lastUsedAt: iso(row.lastUsedAt),
        revokedAt: iso(row.revokedAt),
      })),
    },
  };
}

async function collectBubbles(db: Db, userId: string) {
  const created = await db
    .select()
    .from(bubbles)
    .where(eq(bubbles.createdBy, userId))
    .orderBy(asc(bubbles.createdAt));
  const memberOf = await db
    .select({ membership: memberships, bubbleName: bubbles.name })
    .from(memberships)
    .innerJoin(bubbles, eq(bubbles.id, memberships.bubbleId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.joinedAt));
  return {
    created: created.map((row) => ({
      id: row.id,
      name: row.name,
      title: row.title,
      circleColor: row.circleColor,
      isPrivate: row.isPrivate,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    memberships: memberOf.map(({ membership, bubbleName }) => ({
      bubble: { id: membership.bubbleId, name: bubbleName },
      role: membership.role,
      status: membership.status,
      groupNotifications: membership.notify,
      joinedAt: iso(membership.joinedAt),
      activatedAt: iso(membership.activatedAt),
      lastVisitAt: iso(membership.lastVisitAt),
    })),
  };
}

async function collectBoard(db: Db, userId: string) {
  const rows = await db
    .select({ comment: comments, bubbleName: bubbles.name })
    .from(comments)
    .innerJoin(bubbles, eq(bubbles.id, comments.bubbleId))
    .where(eq(comments.authorId, userId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const view = ({ comment, bubbleName }: (typeof rows)[number]) => ({
    id: comment.id,
    bubble: { id: comment.bubbleId, name: bubbleName },
    text: comment.text,
    imageMediaId: comment.imageId,
    pollId: comment.pollId,
    createdAt: iso(comment.createdAt),
  });
  const parents = alias(comments, 'parent');
  const replies = await db
    .select({ id: comments.id, parentId: comments.parentId, parentAuthor: otherPerson })
    .from(comments)
    .innerJoin(parents, eq(parents.id, comments.parentId))
    .innerJoin(other, eq(other.id, parents.authorId))
    .where(and(eq(comments.authorId, userId), isNotNull(comments.parentId)));
  const replyTo = new Map(replies.map((reply) => [reply.id, reply]));
  return {
    comments: rows.filter((row) => row.comment.parentId === null).map(view),
    replies: rows
      .filter((row) => row.comment.parentId !== null)
      .map((row) => ({
        ...view(row),
        inReplyTo: {
          commentId: row.comment.parentId,
          author: replyTo.get(row.comment.id)?.parentAuthor ?? null,
        },
      })),
  };
}

async function collectPolls(db: Db, userId: string) {
  const own = await db
    .select({ poll: polls, bubbleName: bubbles.name })
    .from(polls)
    .innerJoin(bubbles, eq(bubbles.id, polls.bubbleId))
    .where(eq(polls.authorId, userId))
    .orderBy(asc(polls.createdAt));
  const ids = own.map((row) => row.poll.id);
  const options = ids.length
    ? await db
        .select()
        .from(pollOptions)
        .where(inArray(pollOptions.pollId, ids))
        .orderBy(asc(pollOptions.position))
    : [];
  const votes = await db
    .select({
      pollId: pollVotes.pollId,
      question: polls.question,
      option: pollOptions.text,
      votedAt: pollVotes.votedAt,
    })
    .from(pollVotes)
    .innerJoin(polls, eq(polls.id, pollVotes.pollId))
    .innerJoin(pollOptions, eq(pollOptions.id, pollVotes.optionId))
    .where(eq(pollVotes.userId, userId))
    .orderBy(asc(pollVotes.votedAt));
  return {
    created: own.map(({ poll, bubbleName }) => ({
      id: poll.id,
      bubble: { id: poll.bubbleId, name: bubbleName },
      question: poll.question,
      options: options.filter((option) => option.pollId === poll.id).map((option) => option.text),
      createdAt: iso(poll.createdAt),
    })),
    votes: votes.map((vote) => ({ ...vote, votedAt: iso(vote.votedAt) })),
  };
}

async function collectRelations(db: Db, userId: string) {
  const given = await db
    .select({ kind: reactions.kind, person: otherPerson, at: reactions.createdAt })
    .from(reactions)
    .innerJoin(other, eq(other.id, reactions.targetId))
    .where(eq(reactions.userId, userId))
    .orderBy(asc(reactions.createdAt));
  // Likes received are the person's too (the bell shows them); dislikes of others stay theirs.
  const received = await db
    .select({ person: otherPerson, at: reactions.createdAt })
    .from(reactions)
    .innerJoin(other, eq(other.id, reactions.userId))
    .where(and(eq(reactions.targetId, userId), eq(reactions.kind, 'like')))
    .orderBy(asc(reactions.createdAt));
  const connected = await db
    .select({ person: otherPerson, at: connections.createdAt })
    .from(connections)
    .innerJoin(
      other,
      or(
        and(eq(connections.userA, userId), eq(other.id, connections.userB)),
        and(eq(connections.userB, userId), eq(other.id, connections.userA)),
      ),
    )
    .where(or(eq(connections.userA, userId), eq(connections.userB, userId)))
    .orderBy(asc(connections.createdAt));
  const saved = await db
    .select({ person: otherPerson, at: savedWoblers.createdAt })
    .from(savedWoblers)
    .innerJoin(other, eq(other.id, savedWoblers.targetId))
    .where(eq(savedWoblers.userId, userId))
    .orderBy(asc(savedWoblers.createdAt));
  const blocked = await db
    .select({ person: otherPerson, at: blocks.createdAt })
    .from(blocks)
    .innerJoin(other, eq(other.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(asc(blocks.createdAt));
  const reported = await db
    .select({
      id: reports.id,
      // What was reported (a Wobler, a message, a comment, a Bubble) and its id; the person
      // responsible by id and name. The report's snapshot is that person's content, not the
      // reporter's, and is not exported.
      kind: reports.kind,
      subjectId: reports.subjectId,
      person: otherPerson,
      reason: reports.reason,
      details: reports.details,
      status: reports.status,
      createdAt: reports.createdAt,
      updatedAt: reports.updatedAt,
    })
    .from(reports)
    .innerJoin(other, eq(other.id, reports.targetId))
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.createdAt));
  const dated = <T extends { at: Date }>(rows: T[]) =>
    rows.map((row) => ({ ...row, at: iso(row.at) }));
  return {
    likes: {
      given: dated(given),
      received: dated(received),
    },
    connections: dated(connected),
    savedWoblers: dated(saved),
    blocks: dated(blocked),
    reports: reported.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
  };
}

async function collectPremium(db: Db, userId: string) {
  const subscriptionRows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt));
  const chargeRows = await db
    .select()
    .from(charges)
    .where(eq(charges.userId, userId))
    .orderBy(asc(charges.chargedAt));
  const trial = await db
    .select({ claimedAt: trialClaims.claimedAt })
    .from(trialClaims)
    .where(eq(trialClaims.userId, userId));
  return {
    subscriptions: subscriptionRows.map((row) => ({
      id: row.id,
      planId: row.planId,
      provider: row.provider,
      status: row.status,
      currentPeriodStart: iso(row.currentPeriodStart),
      currentPeriodEnd: iso(row.currentPeriodEnd),
      trialEnd: iso(row.trialEnd),
      cancelAt: iso(row.cancelAt),
      cancelledAt: iso(row.cancelledAt),
      endedAt: iso(row.endedAt),
      providerCustomerId: row.providerCustomerId,
      providerSubscriptionId: row.providerSubscriptionId,
      createdAt: iso(row.createdAt),
    })),
    payments: chargeRows.map((row) => ({
      id: row.id,
      subscriptionId: row.subscriptionId,
      amountMinorUnits: row.amount,
      currency: row.currency,
      periodStart: iso(row.periodStart),
      periodEnd: iso(row.periodEnd),
      provider: row.provider,
      providerRef: row.providerRef,
      chargedAt: iso(row.chargedAt),
      refundRequestedAt: iso(row.refundRequestedAt),
    })),
    freeTrialClaimedAt: iso(trial[0]?.claimedAt),
  };
}

async function collectNotifications(db: Db, userId: string) {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      person: otherPerson,
      bubbleId: notifications.bubbleId,
      commentId: notifications.commentId,
      chatGroupId: notifications.chatGroupId,
      createdAt: notifications.createdAt,
      seenAt: notifications.seenAt,
      mailedAt: notifications.mailedAt,
    })
    .from(notifications)
    .innerJoin(other, eq(other.id, notifications.actorId))
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
  return rows.map((row) => ({
    ...row,
    createdAt: iso(row.createdAt),
    seenAt: iso(row.seenAt),
    mailedAt: iso(row.mailedAt),
  }));
}

async function collectSupport(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(asc(supportTickets.createdAt));
  return rows.map((row) => ({
    id: row.id,
    topic: row.topic,
    message: row.message,
    priority: row.priority,
    language: row.locale,
    createdAt: iso(row.createdAt),
  }));
}

/**
 * The person's own uploads: profile pictures, board images, chat files. Link-preview images
 * are copies of other websites' pictures the server fetched, not the person's uploads.
 */
async function collectMedia(db: Db, userId: string): Promise<ExportedMedia[]> {
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.ownerId, userId), ne(media.kind, 'link-preview')))
    .orderBy(asc(media.createdAt), asc(media.id));
  return rows.map((row) => {
    const extension = /\.([A-Za-z0-9]{1,10})$/.exec(row.path)?.[1] ?? 'bin';
    return {
      id: row.id,
      kind: row.kind,
      mime: row.mime,
      bytes: row.bytes,
      path: row.path,
      createdAt: iso(row.createdAt) ?? '',
      file: `media/${row.kind}/${row.id}.${extension}`,
    };
  });
}

/** Every JSON file of the export (by its name inside the ZIP) and the media to add. */
export async function collectExport(
  db: Db,
  userId: string,
): Promise<{ files: Record<string, unknown>; media: ExportedMedia[] }> {
  const { profile, settings } = await collectProfile(db, userId);
  const board = await collectBoard(db, userId);
  const relations = await collectRelations(db, userId);
  const chat = await collectChat(db, userId);
  const files = await collectMedia(db, userId);
  return {
    files: {
      'profile.json': profile,
      'settings-and-consents.json': settings,
      'bubbles-and-memberships.json': await collectBubbles(db, userId),
      'comments.json': board.comments,
      'replies.json': board.replies,
      'polls-and-votes.json': await collectPolls(db, userId),
      'likes.json': relations.likes,
      'connections.json': relations.connections,
      'saved-woblers.json': relations.savedWoblers,
      'blocks.json': relations.blocks,
      'reports-made.json': relations.reports,
      'subscription-and-payments.json': await collectPremium(db, userId),
      'chat-conversations.json': chat.conversations,
      'chat-messages.json': chat.messages,
      'chat-calls.json': chat.calls,
      'notifications.json': await collectNotifications(db, userId),
      'support-requests.json': await collectSupport(db, userId),
      'moderation.json': await collectModeration(db, userId),
      'media.json': files.map(({ path: _path, ...rest }) => rest),
    },
    media: files,
  };
}
