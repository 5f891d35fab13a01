import type { NotificationKind } from '@wob/api';
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bubbles, notificationMail, notifications, users } from '../../db/schema';

import { lockedInOrder, shownTo } from './store';

// SQL of the bell's e-mail digest: its schedule per person, claiming the due ones, and what a
// digest lists (store.ts holds the notifications themselves).

/**
 * Schedules the digest of each user among `userIds` who wants e-mails: due now, or an hour
 * after the previous one; a digest already waiting stays as it is (it will include the new
 * notifications). Answers whether one is due by `at`.
 */
export async function scheduleDigests(
  db: Queryable,
  userIds: readonly string[],
  at: Date,
  gapMs: number,
): Promise<boolean> {
  if (userIds.length === 0) return false;
  const iso = at.toISOString();
  const wanting = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, [...userIds]),
        eq(users.receiveNotifications, true),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.id));
  if (wanting.length === 0) return false;
  const scheduled = await db
    .insert(notificationMail)
    .values(wanting.map((row) => ({ userId: row.id, dueAt: at })))
    .onConflictDoUpdate({
      target: notificationMail.userId,
      set: {
        dueAt: sql`greatest(${iso}::timestamptz, coalesce(${notificationMail.mailedAt} + make_interval(secs => ${gapMs / 1000}), ${iso}::timestamptz))`,
      },
      setWhere: isNull(notificationMail.dueAt),
    })
    .returning({ dueAt: notificationMail.dueAt });
  return scheduled.some((row) => row.dueAt !== null && row.dueAt.getTime() <= at.getTime());
}

export interface ClaimedDigest {
  userId: string;
  previousMail: Date | null;
}

/** Claims up to `limit` digests due by `at`: their due date is cleared, `mailed_at` set to `at`. */
export async function claimDueDigests(
  db: Queryable,
  at: Date,
  limit: number,
): Promise<ClaimedDigest[]> {
  const due = await db
    .select({ userId: notificationMail.userId, mailedAt: notificationMail.mailedAt })
    .from(notificationMail)
    .where(and(isNotNull(notificationMail.dueAt), lte(notificationMail.dueAt, at)))
    .orderBy(asc(notificationMail.dueAt), asc(notificationMail.userId))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  await db
    .update(notificationMail)
    .set({ dueAt: null, mailedAt: at })
    .where(
      inArray(
        notificationMail.userId,
        due.map((row) => row.userId),
      ),
    );
  return due.map((row) => ({ userId: row.userId, previousMail: row.mailedAt }));
}

/**
 * A claimed digest that sent nothing gives its slot back (the next notification may be mailed
 * at once), unless another run has claimed it since.
 */
export async function releaseDigest(
  db: Queryable,
  claimed: ClaimedDigest,
  at: Date,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(notificationMail)
    .set(
      retryAt
        ? { mailedAt: claimed.previousMail, dueAt: retryAt }
        : { mailedAt: claimed.previousMail },
    )
    .where(and(eq(notificationMail.userId, claimed.userId), eq(notificationMail.mailedAt, at)));
}

export interface DigestRecipient {
  email: string;
  name: string;
  language: string;
}

/** The digest's recipient, when the account lives and still wants e-mails. */
export async function selectDigestRecipient(
  db: Queryable,
  userId: string,
): Promise<DigestRecipient | null> {
  const [row] = await db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(
      and(eq(users.id, userId), eq(users.receiveNotifications, true), isNull(users.deletedAt)),
    );
  return row ?? null;
}

export interface DigestItem {
  id: string;
  kind: NotificationKind;
  actorId: string;
  actorName: string;
  /** The Bubble of a join request, approval or reply. */
  bubbleName: string | null;
}

/**
 * What the digest tells: notifications created by `at`, never mailed, not seen yet and still
 * true. The Bubble kinds only with `bubbleKinds` (the recipient has premium).
 */
export async function selectDigestItems(
  db: Queryable,
  userId: string,
  at: Date,
  bubbleKinds: boolean,
): Promise<DigestItem[]> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      actorId: users.id,
      actorName: users.name,
      bubbleName: bubbles.name,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(bubbles, eq(bubbles.id, notifications.bubbleId))
    .where(
      and(
        shownTo(userId),
        isNull(notifications.seenAt),
        isNull(notifications.mailedAt),
        lte(notifications.createdAt, at),
        bubbleKinds ? undefined : isNull(notifications.bubbleId),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  return rows.map((row) => ({ ...row, kind: row.kind as NotificationKind }));
}

export async function markMailed(db: Queryable, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  // Locked in id order, as `deleteNotifications` locks them (no deadlock between the two).
  await db
    .update(notifications)
    .set({ mailedAt: at })
    .where(inArray(notifications.id, lockedInOrder(db, inArray(notifications.id, [...ids]))));
}
