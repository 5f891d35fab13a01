import type { Plan, PremiumState, Subscribed, Subscription } from '@wob/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Session, UserRow } from '../../context';
import { type Db, isUniqueViolation, type Queryable } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import {
  type Billing,
  type BillingEvent,
  BillingUnavailableError,
  type ProviderSubscription,
  type StripeBilling,
  WebhookSignatureError,
} from '../../platform/billing/billing';
import { addMonths, type Clock, DAY_MS } from '../../platform/clock';
import { newId } from '../../platform/crypto';
import { fieldError, HttpError } from '../../platform/http/http-error';
import type { Locale, } from '../../platform/i18n';
import type { Job } from '../../platform/jobs/scheduler';
import { composeMail } from '../../platform/mailer/compose';
import type { Mailer } from '../../platform/mailer/mailer';
import type { TaskTracker } from '../../platform/tasks';
import {
  ensurePlans,
  findActivePlan,
  findPlanByStripePrice,
  listActivePlans,
  type PlanRow,
  planById,
  toPlanView,
} from './catalogue';
import { cancellationDate, formatAmount, formatDate, refundableUntil } from './rules';
import {
  findLiveSubscription,
  LIVE_STATUSES,
  NO_PREMIUM,
  premiumStateOf,
  type SubscriptionRow,
} from './state';
import {
  type ChargeRow,
  claimTrial,
  clearCancelAtIfAhead,
  closedAccountIds,
  emailKeyOf,
  findSubscriptionByProviderId,
  findTrialClaim,
  insertCharge,
  insertSubscription,
  latestCustomerId,
  latestPaidCharge,
  lockDueLocalSubscriptions,
  markRefundRequested,
  type NewSubscription,
  recordBillingEvent,
  releaseClaimOfCheckout,
  releaseUnusedClaim,
  setCancelAtIfRenewing,
  setClaimCheckout,
  setCustomerOfProviderSubscription,
  settleClaimOfCheckout,
  settleClaimsOfUser,
  unmarkRefundRequested,
  updateSubscription,
  userExists,
} from './store';
import { toSubscriptionView } from './views';

export interface PremiumDeps {
  db: Db;
  now: Clock;
  billing: Billing;
  mailer: Mailer;
  tasks: TaskTracker;
  /** Where refund requests are e-mailed (the operator's contact address). */
  operatorEmail: string;
  /** Origin of the web app, for Stripe's return addresses. */
  publicUrl: string;
  /** The Stripe Price of the monthly plan, written onto it at start. */
  stripePriceId: string | null;
  logger: FastifyBaseLogger;
}

/** What subscribe, switch, cancel, resume and refund answer in `data`. */
export interface SubscriptionChange {
  subscription: Subscription | null;
  premium: PremiumState;
  redirectUrl: string | null;
}

export interface ChangeResult {
  data: SubscriptionChange;
  message: string;
  messageParams?: Record<string, string>;
}

const LIVE_KEY = 'subscriptions_user_live_key';
const RENEWAL_BATCH = 100;
// The team reads refund requests in one language, as support requests (operator's choice).
const TEAM_LOCALE: Locale = 'en';

const planUnknown = () => fieldError('planId', M.premium.planUnknown);
const providerUnavailable = () => new HttpError(502, M.premium.providerUnavailable);


/** Whole seconds, as the provider's timestamps are: an answer and its own event compare equal. */
const toSecond = (date: Date): Date => new Date(Math.floor(date.getTime() / 1000) * 1000);

/**
 * Premium: the plan catalogue, subscribing with the one free trial per e-mail, cancelling
 * by the terms' 24-hour rule, resuming, switching plan, refunds within 14 days, the renewal
 * of local subscriptions, and Stripe's webhooks. The billing adapter only talks to the
 * provider; every rule is here.
 */
export function createPremiumService(deps: PremiumDeps) {
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

  async function trialAvailableFor(user: UserRow): Promise<boolean> {
    const claim = await findTrialClaim(db, emailKeyOf(user.email));
    if (!claim) return true;
    // Claimed for a Stripe checkout this member has not finished: still theirs to use.
    return (
      billing.provider === 'stripe' && claim.userId === user.id && claim.checkoutSessionId !== null
    );
  }

  // --- subscribe ----------------------------------------------------------------------------

  async function subscribeLocally(user: UserRow, plan: PlanRow): Promise<ChangeResult> {
    let trial = false;
    try {
      await db.transaction(async (tx) => {
        const now = deps.now();
        const live = await findLiveSubscription(tx, user.id);
        if (live) {
          if (premiumStateOf(live, now).isPremium) {
            throw new HttpError(409, M.premium.alreadySubscribed);
          }
          await endLapsed(tx, live, now);
        }
        // The claim and the subscription commit together: a failed subscribe claims nothing.
        trial =
          plan.trialDays > 0 &&
          (await claimTrial(tx, { emailKey: emailKeyOf(user.email), userId: user.id, now }));
        const periodEnd = trial
          ? new Date(now.getTime() + plan.trialDays * DAY_MS)
          : addMonths(now, 1);
        const row = await insertSubscription(tx, {
          id: newId(),
          userId: user.id,
          planId: plan.id,
          provider: 'local',
          status: trial ? 'trialing' : 'active',
          currentPeriodStart: now,
          currentPeriodEnd: periodEnd,
          trialEnd: trial ? periodEnd : null,
          createdAt: now,
          updatedAt: now,
        });
        if (!trial) {
          await insertCharge(tx, {
            id: newId(),
            subscriptionId: row.id,
            userId: user.id,
            amount: plan.amount,
            currency: plan.currency,
            periodStart: now,
            periodEnd,
            provider: 'local',
            chargedAt: now,
          });
        }
      });
    } catch (error) {
      // Two subscribes racing: the partial unique index lets one live subscription exist.
      if (isUniqueViolation(error, LIVE_KEY)) throw new HttpError(409, M.premium.alreadySubscribed);
      throw error;
    }
    return {
      data: await changeOf(user.id),
      message: trial ? M.premium.trialStarted : M.premium.subscribed,
    };
  }

  async function subscribeWithStripe(
    stripe: StripeBilling,
    user: UserRow,
    plan: PlanRow,
    locale: Locale,
  ): Promise<ChangeResult> {
    const priceId = plan.stripePriceId;
    if (!priceId) throw planUnknown();
    const emailKey = emailKeyOf(user.email);
    const { claimed, offerTrial, previousCheckout } = await db.transaction(async (tx) => {
      const now = deps.now();
      const live = await findLiveSubscription(tx, user.id);
      if (live) {
        if (premiumStateOf(live, now).isPremium) {
          throw new HttpError(409, M.premium.alreadySubscribed);
        }
        await endLapsed(tx, live, now);
      }
      if (plan.trialDays === 0) {
        return { claimed: false, offerTrial: false, previousCheckout: null };
      }
      if (await claimTrial(tx, { emailKey, userId: user.id, now })) {
        return { claimed: true, offerTrial: true, previousCheckout: null };
      }
      // This member's own checkout, started and not finished: the new one replaces it.
      const claim = await findTrialClaim(tx, emailKey);
      const pending = claim?.userId === user.id ? claim.checkoutSessionId : null;
      return { claimed: false, offerTrial: pending !== null, previousCheckout: pending };
    });

    let checkout: { id: string; url: string };
    try {
      checkout = await atProvider(async () =>
        stripe.startCheckout({
          userId: user.id,
          email: user.email,
          customerId: await latestCustomerId(db, user.id),
          planId: plan.id,
          priceId,
          trialDays: offerTrial ? plan.trialDays : null,
          locale,
          successUrl: `${deps.publicUrl}/premium?checkout=success`,
          cancelUrl: `${deps.publicUrl}/premium?checkout=cancelled`,
        }),
      );
    } catch (error) {
      if (claimed) await releaseUnusedClaim(db, emailKey, user.id);
      throw error;
    }
    if (offerTrial) await setClaimCheckout(db, emailKey, user.id, checkout.id);
    if (previousCheckout) {
      // Left open, the older checkout could start a second trial subscription.
      await stripe.expireCheckout(previousCheckout).catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'could not expire a replaced checkout');
      });
    }
    return { data: await changeOf(user.id, checkout.url), message: M.premium.checkoutStarted };
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

  async function applyEvent(tx: Queryable, event: BillingEvent): Promise<void> {
    switch (event.type) {
      case 'checkout.completed':
        await settleClaimOfCheckout(tx, event.sessionId);
        if (event.subscriptionId && event.customerId) {
          await setCustomerOfProviderSubscription(
            tx,
            event.subscriptionId,
            event.customerId,
            deps.now(),
          );
        }
        return;
      case 'checkout.expired':
        await releaseClaimOfCheckout(tx, event.sessionId);
        return;
      case 'subscription.changed':
        await applyProviderSubscription(tx, event.subscription, {
          at: event.createdAt,
          webhook: true,
        });
        return;
      case 'invoice.paid': {
        // A trial's invoice is 0: nothing was paid, nothing to refund.
        if (event.amount <= 0 || !event.subscriptionId) return;
        const row = await findSubscriptionByProviderId(tx, event.subscriptionId);
        // Stripe sends no order guarantee; answering non-2xx makes it retry once the
        // subscription has arrived.
        if (!row) throw new HttpError(503, M.premium.webhookEarly);
        await insertCharge(tx, {
          id: newId(),
          subscriptionId: row.id,
          userId: row.userId,
          amount: event.amount,
          currency: event.currency,
          periodStart: event.periodStart,
          periodEnd: event.periodEnd,
          provider: 'stripe',
          providerRef: event.invoiceId,
          chargedAt: event.paidAt,
        });
        return;
      }
      case 'invoice.failed': {
        if (!event.subscriptionId) return;
        const row = await findSubscriptionByProviderId(tx, event.subscriptionId);
        if (!row || !(LIVE_STATUSES as readonly string[]).includes(row.status)) return;
        if (row.providerUpdatedAt && event.createdAt < row.providerUpdatedAt) return;
        await updateSubscription(tx, row.id, {
          status: 'past_due',
          providerUpdatedAt: event.createdAt,
          updatedAt: deps.now(),
        });
        return;
      }
      case 'ignored':
        return;
    }
  }

  // --- renewal (local) ----------------------------------------------------------------------

  async function renewOne(
    tx: Queryable,
    row: SubscriptionRow,
    now: Date,
    accountClosed: boolean,
  ): Promise<void> {
    if (accountClosed) {
      // A deleted or anonymised account is not renewed: premium ends with the period it had.
      await updateSubscription(tx, row.id, {
        status: 'expired',
        endedAt: row.currentPeriodEnd,
        updatedAt: now,
      });
      return;
    }
    const plan = await planById(tx, row.planId);
    let start = row.currentPeriodStart;
    let end = row.currentPeriodEnd;
    let status = row.status;
    let endedAt: Date | null = null;
    // Catches up every period missed while the server was down, one charge each.
    while (end.getTime() <= now.getTime()) {
      if (row.cancelAt && row.cancelAt.getTime() <= end.getTime()) {
        status = 'expired';
        endedAt = row.cancelAt;
        break;
      }
      start = end;
      end = addMonths(end, 1);
      status = 'active';
      if (plan) {
        await insertCharge(tx, {
          id: newId(),
          subscriptionId: row.id,
          userId: row.userId,
          amount: plan.amount,
          currency: plan.currency,
          periodStart: start,
          periodEnd: end,
          provider: 'local',
          chargedAt: start,
        });
      }
    }
    await updateSubscription(tx, row.id, {
      status,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      endedAt,
      updatedAt: now,
    });
  }

  /**
   * Carries local subscriptions past their period end: a trial becomes active, a renewing
   * one gets its next period (and that period's charge record), a cancelled one ends. Safe
   * to run twice or on two instances at once (row locks, one charge per period).
   */
  async function renewSubscriptions(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await db.transaction(async (tx) => {
        const now = deps.now();
        const due = await lockDueLocalSubscriptions(tx, now, RENEWAL_BATCH);
        const closed = await closedAccountIds(
          tx,
          due.map((row) => row.userId),
        );
        for (const row of due) await renewOne(tx, row, now, closed.has(row.userId));
        return due.length;
      });
      total += count;
      if (count < RENEWAL_BATCH) return total;
    }
  }

  async function sendRefundMail(user: UserRow, charge: ChargeRow): Promise<void> {
    const params = {
      name: user.name,
      email: user.email,
      amount: formatAmount(charge.amount, charge.currency, TEAM_LOCALE),
      chargedAt: charge.chargedAt.toISOString(),
      periodStart: charge.periodStart.toISOString(),
      periodEnd: charge.periodEnd.toISOString(),
      provider: charge.provider,
      providerRef: charge.providerRef ?? '',
      charge: charge.id,
      subscription: charge.subscriptionId,
    };
    await deps.mailer.send(
      composeMail(
        TEAM_LOCALE,
        {
          subject: M.premium.refundMailSubject,
          text: M.premium.refundMailText,
          html: M.premium.refundMailHtml,
        },
        params,
        { to: deps.operatorEmail, replyTo: user.email },
      ),
    );
  }

  return {
    provider: billing.provider,
    acceptsWebhooks: billing.provider === 'stripe',

    /** The monthly plan, in every mode (not demo content). */
    ensurePlans: () => ensurePlans(db, deps.now(), deps.stripePriceId),

    async getSubscribed(session: Session): Promise<Subscribed> {
      const row = await currentOf(db, session.user.id);
      const plans: Plan[] = (await listActivePlans(db)).map(toPlanView);
      return {
        subscription: await viewOf(row),
        premium: row ? premiumStateOf(row, deps.now()) : NO_PREMIUM,
        plans,
        trialAvailable: await trialAvailableFor(session.user),
        provider: billing.provider,
      };
    },

    async subscribe(session: Session, planId: string, locale: Locale): Promise<ChangeResult> {
      const plan = await findActivePlan(db, planId);
      if (!plan) throw planUnknown();
      if (billing.provider === 'stripe') {
        return subscribeWithStripe(billing, session.user, plan, locale);
      }
      return subscribeLocally(session.user, plan);
    },

    async switchPlan(session: Session, planId: string): Promise<ChangeResult> {
      const plan = await findActivePlan(db, planId);
      if (!plan) throw planUnknown();
      const row = await currentOf(db, session.user.id);
      if (!row) throw new HttpError(404, M.premium.notSubscribed);
      if (row.planId === plan.id) throw new HttpError(409, M.premium.samePlan);
      if (row.provider === 'stripe') {
        const { stripe, id } = stripeOf(row);
        const priceId = plan.stripePriceId;
        if (!priceId) throw planUnknown();
        await storeAnswer(
          await atProvider(() => stripe.switchPlan(id, { planId: plan.id, priceId })),
        );
      } else {
        // The renewal charges the plan the subscription is on then: the new price applies
        // from the next period.
        await updateSubscription(db, row.id, { planId: plan.id, updatedAt: deps.now() });
      }
      return { data: await changeOf(session.user.id), message: M.premium.planSwitched };
    },

    async cancel(session: Session, locale: Locale): Promise<ChangeResult> {
      const row = await currentOf(db, session.user.id);
      if (!row) throw new HttpError(404, M.premium.notSubscribed);
      if (row.cancelAt) throw new HttpError(409, M.premium.alreadyCancelled);
      const now = deps.now();
      const cancelAt = cancellationDate(row.currentPeriodEnd, now);
      let stored: SubscriptionRow | undefined;
      if (row.provider === 'stripe') {
        const { stripe, id } = stripeOf(row);
        stored = await storeAnswer(await atProvider(() => stripe.cancelAt(id, cancelAt)));
      } else {
        stored = await setCancelAtIfRenewing(db, row.id, cancelAt, now);
        if (!stored) throw new HttpError(409, M.premium.alreadyCancelled);
      }
      return {
        data: await changeOf(session.user.id),
        message: M.premium.cancelled,
        messageParams: { date: formatDate(stored?.cancelAt ?? cancelAt, locale) },
      };
    },

    async resume(session: Session): Promise<ChangeResult> {
      const row = await currentOf(db, session.user.id);
      if (!row) throw new HttpError(404, M.premium.notSubscribed);
      if (!row.cancelAt) throw new HttpError(409, M.premium.notCancelled);
      if (row.provider === 'stripe') {
        const { stripe, id } = stripeOf(row);
        await storeAnswer(await atProvider(() => stripe.resume(id)));
      } else if (!(await clearCancelAtIfAhead(db, row.id, deps.now()))) {
        throw new HttpError(409, M.premium.notCancelled);
      }
      return { data: await changeOf(session.user.id), message: M.premium.resumed };
    },

    /**
     * Records a refund request for the latest payment if it was made within 14 days and no
     * refund was asked for it; premium ends at once and the operator is e-mailed (the money
     * goes back by hand, in the provider's dashboard).
     */
    async requestRefund(session: Session): Promise<ChangeResult> {
      const { user } = session;
      const now = deps.now();
      const charge = await latestPaidCharge(db, { userId: user.id });
      if (!charge || !refundableUntil(charge, now)) {
        throw new HttpError(409, M.premium.refundNotAvailable);
      }
      const marked = await markRefundRequested(db, charge.id, now);
      if (!marked) throw new HttpError(409, M.premium.refundNotAvailable);

      const row = await findLiveSubscription(db, user.id);
      if (row && row.id === charge.subscriptionId) {
        if (row.provider === 'stripe') {
          try {
            const { stripe, id } = stripeOf(row);
            await storeAnswer(await atProvider(() => stripe.cancelNow(id)));
          } catch (error) {
            // Premium could not be ended at the provider: the request is not recorded.
            await unmarkRefundRequested(db, charge.id, now);
            throw error;
          }
        }
        await updateSubscription(db, row.id, {
          status: 'expired',
          cancelAt: now,
          cancelledAt: row.cancelledAt ?? now,
          endedAt: now,
          updatedAt: now,
        });
      }
      deps.tasks.run('refund-request-mail', () => sendRefundMail(user, marked));
      return { data: await changeOf(user.id), message: M.premium.refundRequested };
    },

    /**
     * A deleted account is never charged again: its live subscription ends now, at Stripe
     * too (best effort: a Stripe failure is logged, and Stripe's own dunning ends it later).
     */
    async endForDeletedAccount(userId: string): Promise<void> {
      const row = await findLiveSubscription(db, userId);
      if (!row) return;
      const now = deps.now();
      if (
        row.provider === 'stripe' &&
        billing.provider === 'stripe' &&
        row.providerSubscriptionId
      ) {
        const id = row.providerSubscriptionId;
        try {
          await storeAnswer(await billing.cancelNow(id));
        } catch (error) {
          deps.logger.error({ err: error, subscription: row.id }, 'could not cancel at Stripe');
        }
      }
      await updateSubscription(db, row.id, {
        status: 'expired',
        cancelAt: row.cancelAt && row.cancelAt < now ? row.cancelAt : now,
        cancelledAt: row.cancelledAt ?? now,
        endedAt: now,
        updatedAt: now,
      });
    },

    async billingPortal(session: Session, locale: Locale): Promise<{ url: string }> {
      if (billing.provider !== 'stripe') throw new HttpError(409, M.premium.portalUnavailable);
      const customerId = await latestCustomerId(db, session.user.id);
      if (!customerId) throw new HttpError(409, M.premium.portalUnavailable);
      const url = await atProvider(() =>
        billing.portalUrl(customerId, `${deps.publicUrl}/premium`, locale),
      );
      return { url };
    },

    /**
     * A Stripe webhook call: verified, then applied exactly once. The event id is recorded in
     * the same transaction that applies it, so a replay (or a retry racing the first call)
     * changes nothing.
     */
    async handleWebhook(payload: Buffer, signature: string | undefined): Promise<void> {
      if (billing.provider !== 'stripe') throw new HttpError(404, M.request.notFound);
      let event: BillingEvent;
      try {
        event = billing.parseWebhook(payload, signature, deps.now());
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          deps.logger.warn({ err: error }, 'rejected a webhook call');
          throw new HttpError(400, M.premium.webhookInvalid);
        }
        throw error;
      }
      await db.transaction(async (tx) => {
        const fresh = await recordBillingEvent(tx, {
          id: event.id,
          type: event.providerType,
          receivedAt: deps.now(),
        });
        if (fresh) await applyEvent(tx, event);
      });
    },

    renewSubscriptions,

    /** The scheduler's jobs of this module. */
    jobs(): Job[] {
      return [{ name: 'renewSubscriptions', run: renewSubscriptions }];
    },
  };
}

export type PremiumService = ReturnType<typeof createPremiumService>;
