import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { billingEvents, charges, subscriptions, trialClaims, users } from '../../db/schema';
import { LIVE_STATUSES, type SubscriptionRow } from './state';

export type ChargeRow = typeof charges.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type NewCharge = typeof charges.$inferInsert;
export type TrialClaimRow = typeof trialClaims.$inferSelect;

/** The trial ledger is keyed by the address in lower case (one trial per e-mail, ever). */
export const emailKeyOf = (email: string): string => email.trim().toLowerCase();

// --- trial claims ---------------------------------------------------------------------------

/** Claims the one free trial of `emailKey`; false when the address has had (or holds) it. */
export async function claimTrial(
  db: Queryable,
  claim: { emailKey: string; userId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(trialClaims)
    .values({ emailKey: claim.emailKey, userId: claim.userId, claimedAt: claim.now })
    .onConflictDoNothing({ target: trialClaims.emailKey })
    .returning({ emailKey: trialClaims.emailKey });
  return rows.length > 0;
}

export async function findTrialClaim(
  db: Queryable,
  emailKey: string,
): Promise<TrialClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(trialClaims)
    .where(eq(trialClaims.emailKey, emailKey))
    .limit(1);
  return row;
}

/** Ties a claim to the checkout that will use it (an expired checkout gives it back). */
export async function setClaimCheckout(
  db: Queryable,
  emailKey: string,
  userId: string,
  checkoutSessionId: string,
): Promise<void> {
  await db
    .update(trialClaims)
    .set({ checkoutSessionId })
    .where(and(eq(trialClaims.emailKey, emailKey), eq(trialClaims.userId, userId)));
}

/** Gives back a claim whose checkout could not even be created. */
export async function releaseUnusedClaim(
  db: Queryable,
  emailKey: string,
  userId: string,
): Promise<void> {
  await db
    .delete(trialClaims)
    .where(
      and(
        eq(trialClaims.emailKey, emailKey),
        eq(trialClaims.userId, userId),
        isNull(trialClaims.checkoutSessionId),
      ),
    );
}

/** The checkout expired unpaid: its trial claim is deleted and the trial is open again. */
export async function releaseClaimOfCheckout(db: Queryable, sessionId: string): Promise<number> {
  const rows = await db
    .delete(trialClaims)
    .where(eq(trialClaims.checkoutSessionId, sessionId))
    .returning({ emailKey: trialClaims.emailKey });
  return rows.length;
}

/** The checkout was completed: the claim is final and no later checkout can reuse it. */
export async function settleClaimOfCheckout(db: Queryable, sessionId: string): Promise<void> {
  await db
    .update(trialClaims)
    .set({ checkoutSessionId: null })
    .where(eq(trialClaims.checkoutSessionId, sessionId));
}

/** A provider subscription exists for this member: any checkout claim of theirs is final. */
export async function settleClaimsOfUser(db: Queryable, userId: string): Promise<void> {
  await db
    .update(trialClaims)
    .set({ checkoutSessionId: null })
    .where(and(eq(trialClaims.userId, userId), isNotNull(trialClaims.checkoutSessionId)));
}

// --- subscriptions --------------------------------------------------------------------------

export async function insertSubscription(
  db: Queryable,
  values: NewSubscription,
): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('subscription insert returned no row');
  return row;
}

export async function updateSubscription(
  db: Queryable,
  id: string,
  patch: Partial<NewSubscription>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set(patch)
    .where(eq(subscriptions.id, id))
    .returning();
  return row;
}

/** Sets the end date unless one is set already (two cancels racing: one wins). */
export async function setCancelAtIfRenewing(
  db: Queryable,
  id: string,
  cancelAt: Date,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ cancelAt, cancelledAt: now, updatedAt: now })
    .where(
      and(
        eq(subscriptions.id, id),
        isNull(subscriptions.cancelAt),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
      ),
    )
    .returning();
  return row;
}

/** Clears the end date while it is still ahead (a resume racing the end does nothing). */
export async function clearCancelAtIfAhead(
  db: Queryable,
  id: string,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ cancelAt: null, cancelledAt: null, updatedAt: now })
    .where(
      and(
        eq(subscriptions.id, id),
        gt(subscriptions.cancelAt, now),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
      ),
    )
    .returning();
  return row;
}

export async function findSubscriptionByProviderId(
  db: Queryable,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1)
    .for('update');
  return row;
}

/** The Stripe customer of the member's latest subscription, for checkout and the portal. */
export async function latestCustomerId(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.providerCustomerId)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row?.customerId ?? null;
}

export async function setCustomerOfProviderSubscription(
  db: Queryable,
  providerSubscriptionId: string,
  customerId: string,
  now: Date,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ providerCustomerId: customerId, updatedAt: now })
    .where(
      and(
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
        isNull(subscriptions.providerCustomerId),
      ),
    );
}

/**
 * Local subscriptions whose period has ended, oldest first, locked for this renewal run; rows
 * another run holds are skipped (two instances never renew the same row).
 */
export function lockDueLocalSubscriptions(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'local'),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd), asc(subscriptions.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Which of these users have deleted their account or had it anonymised. */
export async function closedAccountIds(
  db: Queryable,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, [...ids]),
        or(isNotNull(users.deletedAt), isNotNull(users.anonymisedAt)),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function userExists(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row);
}

// --- charges --------------------------------------------------------------------------------

/** One charge per period and per provider invoice: a repeat inserts nothing. */
export async function insertCharge(db: Queryable, values: NewCharge): Promise<boolean> {
  const rows = await db
    .insert(charges)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: charges.id });
  return rows.length > 0;
}

/** The member's latest charge that collected money. */
export async function latestPaidCharge(
  db: Queryable,
  where: { userId: string } | { subscriptionId: string },
): Promise<ChargeRow | undefined> {
  const owner =
    'userId' in where
      ? eq(charges.userId, where.userId)
      : eq(charges.subscriptionId, where.subscriptionId);
  const [row] = await db
    .select()
    .from(charges)
    .where(and(owner, gt(charges.amount, 0)))
    .orderBy(desc(charges.chargedAt), desc(charges.periodStart))
    .limit(1);
  return row;
}

/** Records the refund request once: of two racing requests only one gets the row. */
export async function markRefundRequested(
  db: Queryable,
  chargeId: string,
  now: Date,
): Promise<ChargeRow | undefined> {
  const [row] = await db
    .update(charges)
    .set({ refundRequestedAt: now })
    .where(and(eq(charges.id, chargeId), isNull(charges.refundRequestedAt)))
    .returning();
  return row;
}

export async function unmarkRefundRequested(
  db: Queryable,
  chargeId: string,
  requestedAt: Date,
): Promise<void> {
  await db
    .update(charges)
    .set({ refundRequestedAt: null })
    .where(and(eq(charges.id, chargeId), eq(charges.refundRequestedAt, requestedAt)));
}

// --- billing events -------------------------------------------------------------------------

/** Records a provider event; false when it was recorded (and applied) before. */
export async function recordBillingEvent(
  db: Queryable,
  event: { id: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(billingEvents)
    .values(event)
    .onConflictDoNothing({ target: billingEvents.id })
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}
