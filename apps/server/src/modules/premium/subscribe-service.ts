import type { Plan, Subscribed } from '@wob/api';
import type { Session, UserRow } from '../../context';
import { isUniqueViolation } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import type { StripeBilling } from '../../platform/billing/billing';
import { addMonths, DAY_MS } from '../../platform/clock';
import { newId } from '../../platform/crypto';
import { HttpError } from '../../platform/http/http-error';
import type { Locale } from '../../platform/i18n';
import { findActivePlan, listActivePlans, type PlanRow, toPlanView } from './catalogue';
import { findLiveSubscription, NO_PREMIUM, premiumStateOf } from './state';
import {
  claimTrial,
  emailKeyOf,
  findTrialClaim,
  insertCharge,
  insertSubscription,
  latestCustomerId,
  releaseUnusedClaim,
  setClaimCheckout,
} from './store';
import type { ChangeResult } from './service';
import { type PremiumKit, planUnknown } from './service-kit';

// Premium's subscribing: the plans and the member's state, and subscribe, locally or through
// a Stripe Checkout, with the one free trial per e-mail.

const LIVE_KEY = 'subscriptions_user_live_key';

export function createSubscribeOps(kit: PremiumKit) {
  const { deps, db, billing, currentOf, viewOf, changeOf, atProvider, endLapsed } = kit;

  async function trialAvailableFor(user: UserRow): Promise<boolean> {
    const claim = await findTrialClaim(db, emailKeyOf(user.email));
    if (!claim) return true;
    // Claimed for a Stripe checkout this member has not finished: still theirs to use.
    return (
      billing.provider === 'stripe' && claim.userId === user.id && claim.checkoutSessionId !== null
    );
  }
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
  return {
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
  };
}
