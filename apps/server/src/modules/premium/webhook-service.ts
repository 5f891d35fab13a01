import type { Queryable } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import { type BillingEvent, WebhookSignatureError } from '../../platform/billing/billing';
import { newId } from '../../platform/crypto';
import { HttpError } from '../../platform/http/http-error';
import { LIVE_STATUSES } from './state';
import {
  findSubscriptionByProviderId,
  insertCharge,
  recordBillingEvent,
  releaseClaimOfCheckout,
  setCustomerOfProviderSubscription,
  settleClaimOfCheckout,
  updateSubscription,
} from './store';
import type { PremiumKit } from './service-kit';

// Premium's Stripe webhooks: each event verified, recorded and applied once.

export function createWebhookOps(kit: PremiumKit) {
  const { deps, db, billing, applyProviderSubscription } = kit;

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
  return {
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
  };
}
