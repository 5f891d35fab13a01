import type { NotificationKind } from '@wob/api';
import {
  and,
  asc,
  desc,
  eq,
  type GetColumnData,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  blocks,
  bubbles,
  chatGroups,
  comments,
  connections,
  moderationActions,
  notifications,
  users,
} from '../../db/schema';
import { newId } from '../../platform/crypto';
import { stillRelevant } from './bubble-store';

// SQL of the bell: the notifications, the connections list and the e-mail digest's schedule.
// A notification or connection whose other person is deleted, or blocked either way, is never
// read (a block also deletes them; this is the second line); nor is a Bubble notification that
// is no longer true (bubble-store.ts `stillRelevant`).

/** The other person of a notification or connection, with what their image depends on. */
export interface OtherPerson {
  id: string;
  name: string;
  pictureId: string | null;
  showImagesToAll: boolean;
  /** Their 'only show my profile to an age range' (people/visibility.ts reads it). */
  ageRangeEnabled: boolean;
  ageRangeFrom: number;
  ageRangeTo: number;
  /** A connection of the recipient: sees the picture whatever 'show my images to all' says. */
  connected: boolean;
}

/** The Bubble a join request, approval or reply is about. */
export interface NotificationBubbleRecord {
  id: string;
  name: string;
  slug: string;
}

export interface NotificationRecord {
  id: string;
  kind: NotificationKind;
  createdAt: Date;
  seen: boolean;
  actor: OtherPerson;
  bubble: NotificationBubbleRecord | null;
  /** A reply's top comment: where its link goes. */
  commentId: string | null;
  /** The group chat of a mention. */
  group: { guid: string; name: string } | null;
  /** moderationWarning: the reason the moderators gave. */
  warning: string | null;
}

export interface ConnectionRecord {
  createdAt: Date;
  other: OtherPerson;
}

/** The row in `users` (joined) is a live account and neither of the two blocked the other. */
function visibleTo(userId: string): SQL {
  return sql`${users.deletedAt} is null and not exists (
    select 1 from ${blocks}
    where (${blocks.blockerId} = ${userId} and ${blocks.blockedId} = ${users.id})
       or (${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${userId}))`;
}

/** The joined `users` row is a connection of `userId`. */
function connectedWith(userId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${connections}
    where (${connections.userA} = ${userId} and ${connections.userB} = ${users.id})
       or (${connections.userA} = ${users.id} and ${connections.userB} = ${userId}))`;
}

function personOf(row: PersonRow, connected: boolean): OtherPerson {
  return {
    id: row.otherId,
    name: row.otherName,
    pictureId: row.pictureId,
    showImagesToAll: row.showImagesToAll,
    ageRangeEnabled: row.ageRangeEnabled,
    ageRangeFrom: row.ageRangeFrom,
    ageRangeTo: row.ageRangeTo,
    connected,
  };
}

const personColumns = {
  otherId: users.id,
  otherName: users.name,
  pictureId: users.pictureId,
  showImagesToAll: users.showImagesToAll,
  ageRangeEnabled: users.ageRangeEnabled,
  ageRangeFrom: users.ageRangeFrom,
  ageRangeTo: users.ageRangeTo,
};

/** A row of `personColumns` as a select answers it. */
type PersonRow = { [K in keyof typeof personColumns]: GetColumnData<(typeof personColumns)[K]> };

/** The columns of a bell entry (from `notifications` joined with the actor and the Bubble). */
function notificationColumns(userId: string) {
  return {
    id: notifications.id,
    kind: notifications.kind,
    createdAt: notifications.createdAt,
    seenAt: notifications.seenAt,
    ...personColumns,
    connected: connectedWith(userId),
    bubbleId: bubbles.id,
    bubbleName: bubbles.name,
    bubbleSlug: bubbles.slug,
    topCommentId: sql<string | null>`(select coalesce(${comments.parentId}, ${comments.id})
      from ${comments} where ${comments.id} = ${notifications.commentId})`,
    groupGuid: chatGroups.guid,
    groupName: chatGroups.name,
    warning: sql<string | null>`(select ${moderationActions.reason} from ${moderationActions}
      where ${moderationActions.id} = ${notifications.moderationActionId})`,
  };
}

/** The bell's entries of `userId`: `notifications` joined with the actor and the Bubble. */
function selectNotificationRows(db: Queryable, userId: string) {
  return db
    .select(notificationColumns(userId))
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(bubbles, eq(bubbles.id, notifications.bubbleId))
    .leftJoin(chatGroups, eq(chatGroups.guid, notifications.chatGroupId));
}

type NotificationRow = Awaited<ReturnType<typeof selectNotificationRows>>[number];

function recordOf(row: NotificationRow): NotificationRecord {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    createdAt: row.createdAt,
    seen: row.seenAt !== null,
    actor: personOf(row, row.connected),
    bubble:
      row.bubbleId !== null && row.bubbleName !== null && row.bubbleSlug !== null
        ? { id: row.bubbleId, name: row.bubbleName, slug: row.bubbleSlug }
        : null,
    commentId: row.topCommentId,
    group:
      row.groupGuid !== null && row.groupName !== null
        ? { guid: row.groupGuid, name: row.groupName }
        : null,
    warning: row.warning,
  };
}

/** The recipient's notifications that may be shown: visible actor, still true. */
export function shownTo(userId: string): SQL | undefined {
  return and(eq(notifications.userId, userId), visibleTo(userId), stillRelevant());
}

/** The birth date of `userId` (what they may see of others depends on their age). */
export async function selectBirthDate(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ birthDate: users.birthDate })
    .from(users)
    .where(eq(users.id, userId));
  return row?.birthDate ?? null;
}

/**
 * Inserts a notification unless the recipient has one of this kind from this actor.
 * `mailable: false` counts it as told already: the e-mail digest leaves it out (the recipient
 * made it happen).
 */
export async function insertNotification(
  tx: Queryable,
  notification: {
    userId: string;
    actorId: string;
    kind: NotificationKind;
    at: Date;
    mailable: boolean;
  },
): Promise<string | null> {
  const [row] = await tx
    .insert(notifications)
    .values({
      id: newId(),
      userId: notification.userId,
      actorId: notification.actorId,
      kind: notification.kind,
      createdAt: notification.at,
      mailedAt: notification.mailable ? null : notification.at,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return row?.id ?? null;
}

/** Notifications of some kinds from `from` to `to` (and from `to` to `from` unless `oneWay`). */
export interface NotificationSelection {
  from: string;
  to: string;
  oneWay: boolean;
  kinds: readonly NotificationKind[];
}

/**
 * Removes the notifications of every selection in one statement. Answers the recipients who
 * lost an unseen one: their badge changes.
 *
 * The rows are locked in id order first, as `markMailed` locks them: two writers of the same
 * notifications then always take them in the same order and never deadlock (the e-mail
 * digest marking a like and a connection mailed while the connection is removed did, and
 * PostgreSQL failed one of them).
 */
export async function deleteNotifications(
  tx: Queryable,
  ...selections: readonly NotificationSelection[]
): Promise<string[]> {
  const chosen = selections.map((selection) => {
    const forward = and(
      eq(notifications.actorId, selection.from),
      eq(notifications.userId, selection.to),
    );
    const backward = and(
      eq(notifications.actorId, selection.to),
      eq(notifications.userId, selection.from),
    );
    return and(
      selection.oneWay ? forward : or(forward, backward),
      inArray(notifications.kind, [...selection.kinds]),
    );
  });
  const removed = await tx
    .delete(notifications)
    .where(inArray(notifications.id, lockedInOrder(tx, or(...chosen))))
    .returning({ userId: notifications.userId, seenAt: notifications.seenAt });
  return [...new Set(removed.filter((row) => row.seenAt === null).map((row) => row.userId))];
}

/** The ids of the notifications `where` picks, locked in id order (a subquery). */
export function lockedInOrder(db: Queryable, where: SQL | undefined) {
  return db
    .select({ id: notifications.id })
    .from(notifications)
    .where(where)
    .orderBy(asc(notifications.id))
    .for('update');
}

/** The recipient's notifications, newest first, and how many there are. */
export async function selectNotificationPage(
  db: Queryable,
  userId: string,
  page: number,
  limit: number,
): Promise<{ records: NotificationRecord[]; total: number }> {
  const where = shownTo(userId);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.actorId))
    .where(where);
  const rows = await selectNotificationRows(db, userId)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { total: counted?.total ?? 0, records: rows.map(recordOf) };
}

/** Some of the recipient's notifications by id (for the live event of a new one). */
export async function selectNotificationsById(
  db: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<NotificationRecord[]> {
  if (ids.length === 0) return [];
  const rows = await selectNotificationRows(db, userId)
    .where(and(shownTo(userId), inArray(notifications.id, [...ids])))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  return rows.map(recordOf);
}

/** The bell's badge: unseen notifications the recipient may be shown. */
export async function countUnseen(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.actorId))
    .where(and(shownTo(userId), isNull(notifications.seenAt)));
  return row?.count ?? 0;
}

/** Marks the recipient's own notifications among `ids` seen; other ids match nothing. */
export async function markSeen(
  db: Queryable,
  userId: string,
  ids: readonly string[],
  at: Date,
): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ seenAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.id, [...ids]),
        isNull(notifications.seenAt),
      ),
    )
    .returning({ id: notifications.id });
  return marked.length;
}

/** The user's connections (LikedByEachOther), newest first. */
export async function selectConnections(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<ConnectionRecord[]> {
  const otherId = sql`case when ${connections.userA} = ${userId} then ${connections.userB} else ${connections.userA} end`;
  const rows = await db
    .select({ createdAt: connections.createdAt, ...personColumns })
    .from(connections)
    .innerJoin(users, eq(users.id, otherId))
    .where(and(or(eq(connections.userA, userId), eq(connections.userB, userId)), visibleTo(userId)))
    .orderBy(desc(connections.createdAt), asc(users.id))
    .limit(limit);
  return rows.map((row) => ({ createdAt: row.createdAt, other: personOf(row, true) }));
}

/** One connection of `userId`, with the other person; null when they are not connected. */
export async function selectConnection(
  db: Queryable,
  userId: string,
  otherId: string,
): Promise<ConnectionRecord | null> {
  const [userA, userB] = userId < otherId ? [userId, otherId] : [otherId, userId];
  const [row] = await db
    .select({ createdAt: connections.createdAt, ...personColumns })
    .from(connections)
    .innerJoin(users, eq(users.id, otherId))
    .where(and(eq(connections.userA, userA), eq(connections.userB, userB), visibleTo(userId)));
  return row ? { createdAt: row.createdAt, other: personOf(row, true) } : null;
}

// --- The e-mail digest ----------------------------------------------------------------------
