import type { Session, UserRow } from '../../context';
import { SERVER_MESSAGES as M } from '../../messages';
import { HttpError } from '../../platform/http/http-error';
import type { Locale } from '../../platform/i18n';
import { composeMail } from '../../platform/mailer/compose';
import { findActivePlan } from './catalogue';
import { cancellationDate, formatAmount, formatDate, refundableUntil } from './rules';
import { findLiveSubscription, type SubscriptionRow } from './state';
import {
  type ChargeRow,
  clearCancelAtIfAhead,
  latestCustomerId,
  latestPaidCharge,
  markRefundRequested,
  setCancelAtIfRenewing,
  unmarkRefundRequested,
  updateSubscription,
} from './store';
import type { ChangeResult } from './service';
import { type PremiumKit, planUnknown } from './service-kit';

// Premium's changes to a subscription: switch plan, cancel, resume, refund requests, the end
// of a deleted account's subscription, and Stripe's billing portal.

// The team reads refund requests in one language, as support requests (operator's choice).
const TEAM_LOCALE: Locale = 'en';

export function createChangeOps(kit: PremiumKit) {
  const { deps, db, billing, currentOf, changeOf, stripeOf, atProvider, storeAnswer } = kit;

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
      subscription: charge.subscriptionId ?? '',
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
        { to: await deps.operatorEmail(), replyTo: user.email },
      ),
    );
  }
  return {
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
  };
}
