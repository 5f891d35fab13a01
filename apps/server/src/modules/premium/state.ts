import type { PremiumState } from '@wob/api';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PremiumLookup } from '../../context';
import type { Db, Queryable } from '../../db/client';
import { subscriptions } from '../../db/schema';

/** Statuses of a subscription that still counts (the partial unique index allows one). */
export const LIVE_STATUSES = ['trialing', 'active', 'past_due'] as const;

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const NO_PREMIUM: PremiumState = { isPremium: false, status: 'none', until: null };

/**
 * What a subscription row means at `now`. Premium holds while the row is live and not past
 * its cancellation date; a live row whose period has just ended (renewal not yet run, or a
 * payment being retried) still counts, because the renewal decides, not the clock.
 */
export function premiumStateOf(row: SubscriptionRow | undefined, now: Date): PremiumState {
  if (!row || !(LIVE_STATUSES as readonly string[]).includes(row.status)) return NO_PREMIUM;
  if (row.cancelAt && row.cancelAt.getTime() <= now.getTime()) return NO_PREMIUM;
  if (row.cancelAt) {
    return { isPremium: true, status: 'cancelled', until: row.cancelAt.toISOString() };
  }
  const until = row.status === 'trialing' && row.trialEnd ? row.trialEnd : row.currentPeriodEnd;
  return {
    isPremium: true,
    status: row.status as PremiumState['status'],
    until: until.toISOString(),
  };
}

/** The user's live subscription, if any. */
export async function findLiveSubscription(
  db: Queryable,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

/** Reads a user's premium state (the port is declared with the app's shared context). */
export type { PremiumLookup };

export function createPremiumLookup(db: Db, now: () => Date): PremiumLookup {
  return async (userId) => premiumStateOf(await findLiveSubscription(db, userId), now());
}

/** Which of `userIds` have premium at `now`: one query for many people (group notifications). */
export async function premiumUsersAmong(
  db: Queryable,
  userIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.userId, [...userIds]),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
      ),
    );
  return new Set(rows.filter((row) => premiumStateOf(row, now).isPremium).map((row) => row.userId));
}
