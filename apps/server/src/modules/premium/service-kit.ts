import type { Subscription } from '@wob/api';
import type { Queryable } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import {
  BillingUnavailableError,
  type ProviderSubscription,
  type StripeBilling,
} from '../../platform/billing/billing';
import { newId } from '../../platform/crypto';
import { fieldError, HttpError } from '../../platform/http/http-error';
import { findPlanByStripePrice, planById } from './catalogue';
import { findLiveSubscription, NO_PREMIUM, premiumStateOf, type SubscriptionRow } from './state';
import {
  findSubscriptionByProviderId,
  insertSubscription,
  latestPaidCharge,
  type NewSubscription,
  settleClaimsOfUser,
  updateSubscription,
  userExists,
} from './store';
import { toSubscriptionView } from './views';
import type { PremiumDeps, SubscriptionChange } from './service';

// What premium's groups of operations share (service.ts puts them together): the member's
// current subscription and its view, calls to the provider, and mirroring the provider's
// subscription into its row.

export const planUnknown = () => fieldError('planId', M.premium.planUnknown);
export const providerUnavailable = () => new HttpError(502, M.premium.providerUnavailable);

/** Whole seconds, as the provider's timestamps are: an answer and its own event compare equal. */
export const toSecond = (date: Date): Date => new Date(Math.floor(date.getTime() / 1000) * 1000);

export function createPremiumKit(deps: PremiumDeps) {
  const { db, billing } = deps;

  /** The live subscription that still carries premium now (a lapsed one does not). */
  async function currentOf(tx: Queryable, userId: string): Promise<SubscriptionRow | undefined> {
    const row = await findLiveSubscription(tx, userId);
    return row && premiumStateOf(row, deps.now()).isPremium ? row : undefined;
  }

  async function viewOf(row: SubscriptionRow | undefined): Promise<Subscription | null> {
    if (!row) return null;
    const charge = await latestPaidCharge(db, { subscriptionId: row.id });
    return toSubscriptionView(row, charge, deps.now());
  }

  async function changeOf(userId: string, redirectUrl: string | null = null) {
    const row = await currentOf(db, userId);
    return {
      subscription: await viewOf(row),
      premium: row ? premiumStateOf(row, deps.now()) : NO_PREMIUM,
      redirectUrl,
    } satisfies SubscriptionChange;
  }

  function stripeOf(row: SubscriptionRow): { stripe: StripeBilling; id: string } {
    // A Stripe subscription is changed at Stripe; without the adapter (the installation was
    // switched back to local) the change cannot be made.
    if (billing.provider !== 'stripe' || !row.providerSubscriptionId) throw providerUnavailable();
    return { stripe: billing, id: row.providerSubscriptionId };
  }

  async function atProvider<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof BillingUnavailableError) {
        deps.logger.warn({ err: error }, 'billing provider call failed');
        throw providerUnavailable();
      }
      throw error;
    }
  }

  /** Ends a subscription whose cancellation date has passed before the renewal job saw it. */
  async function endLapsed(tx: Queryable, row: SubscriptionRow, now: Date): Promise<void> {
    await updateSubscription(tx, row.id, {
      status: 'expired',
      endedAt: row.cancelAt ?? now,
      updatedAt: now,
    });
  }
  // --- provider state -----------------------------------------------------------------------

  async function planIdFor(
    tx: Queryable,
    subscription: ProviderSubscription,
  ): Promise<string | undefined> {
    if (subscription.planId && (await planById(tx, subscription.planId))) {
      return subscription.planId;
    }
    if (subscription.priceId) return (await findPlanByStripePrice(tx, subscription.priceId))?.id;
    return undefined;
  }

  /**
   * Mirrors the provider's subscription into its row, creating the row the first time. A
   * webhook older than the last state applied is skipped (events arrive out of order); the
   * provider's answer to our own call is always applied (it is the newest state there is).
   */
  async function applyProviderSubscription(
    tx: Queryable,
    subscription: ProviderSubscription,
    source: { at: Date; webhook: boolean },
  ): Promise<SubscriptionRow | undefined> {
    const now = deps.now();
    const row = await findSubscriptionByProviderId(tx, subscription.id);
    if (row?.providerUpdatedAt && source.webhook && source.at < row.providerUpdatedAt) return row;
    const planId = await planIdFor(tx, subscription);
    const expired = subscription.status === 'expired';
    const lastApplied =
      row?.providerUpdatedAt && row.providerUpdatedAt > source.at
        ? row.providerUpdatedAt
        : source.at;
    const fields = {
      status: subscription.status,
      currentPeriodStart: subscription.currentPeriodStart,
      currentPeriodEnd: subscription.currentPeriodEnd,
      trialEnd: subscription.trialEnd,
      cancelAt: subscription.cancelAt,
      cancelledAt: subscription.cancelledAt,
      endedAt: expired ? (subscription.endedAt ?? row?.endedAt ?? now) : null,
      providerCustomerId: subscription.customerId ?? row?.providerCustomerId ?? null,
      providerUpdatedAt: lastApplied,
      updatedAt: now,
    } satisfies Partial<NewSubscription>;
    if (row) return updateSubscription(tx, row.id, planId ? { ...fields, planId } : fields);

    const userId = subscription.userId;
    if (!userId || !(await userExists(tx, userId)) || !planId) {
      deps.logger.warn(
        { subscription: subscription.id, userId, planId },
        'provider subscription for an unknown member or plan; not recorded',
      );
      return undefined;
    }
    if (!expired) {
      const live = await findLiveSubscription(tx, userId);
      if (live) {
        deps.logger.error(
          { subscription: subscription.id, userId, live: live.id },
          'member already has a live subscription; the provider subscription is not recorded',
        );
        return undefined;
      }
    }
    // The checkout that made it is done, even if its own event has not arrived (yet).
    await settleClaimsOfUser(tx, userId);
    return insertSubscription(tx, {
      id: newId(),
      userId,
      planId,
      provider: 'stripe',
      providerSubscriptionId: subscription.id,
      createdAt: now,
      ...fields,
    });
  }

  /** Stores the provider's answer to a change this server made. */
  function storeAnswer(subscription: ProviderSubscription) {
    return db.transaction((tx) =>
      applyProviderSubscription(tx, subscription, { at: toSecond(deps.now()), webhook: false }),
    );
  }

  return {
    deps,
    db,
    billing,
    currentOf,
    viewOf,
    changeOf,
    stripeOf,
    atProvider,
    endLapsed,
    applyProviderSubscription,
    storeAnswer,
  };
}

export type PremiumKit = ReturnType<typeof createPremiumKit>;
