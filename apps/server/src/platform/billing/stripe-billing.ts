import Stripe from 'stripe';
import {
  type BillingEvent,
  BillingUnavailableError,
  type CheckoutRequest,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
  type StripeBilling,
  WebhookSignatureError,
} from './billing';

export interface StripeBillingOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (a fake Stripe in tests), e.g. http://127.0.0.1:12111. */
  apiUrl?: string | undefined;
}

const fromUnix = (seconds: number): Date => new Date(seconds * 1000);
const toUnix = (date: Date): number => Math.floor(date.getTime() / 1000);
const fromUnixOrNull = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? fromUnix(seconds) : null;

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Stripe's statuses in ours: only trialing, active and past_due carry premium. */
export function statusOf(status: Stripe.Subscription.Status): ProviderSubscriptionStatus {
  switch (status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    default:
      // canceled and incomplete_expired end it; incomplete (first payment not made) and
      // paused never gave premium either.
      return 'expired';
  }
}

/**
 * A Stripe subscription in the premium module's terms. Since API version 2025-03-31 the
 * billing period sits on the subscription's items, not on the subscription.
 */
export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items?.data?.[0];
  const periodStart = item?.current_period_start ?? subscription.start_date;
  const periodEnd = item?.current_period_end ?? subscription.trial_end ?? periodStart;
  const cancelAt = subscription.cancel_at ?? (subscription.cancel_at_period_end ? periodEnd : null);
  const metadata = subscription.metadata ?? {};
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: statusOf(subscription.status),
    priceId: item?.price?.id ?? null,
    currentPeriodStart: fromUnix(periodStart),
    currentPeriodEnd: fromUnix(periodEnd),
    trialEnd: fromUnixOrNull(subscription.trial_end),
    cancelAt: fromUnixOrNull(cancelAt),
    cancelledAt: fromUnixOrNull(subscription.canceled_at),
    endedAt: fromUnixOrNull(subscription.ended_at),
    userId: metadata.userId ?? null,
    planId: metadata.planId ?? null,
  };
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

/** A verified Stripe event in the premium module's terms. */
export function toBillingEvent(event: Stripe.Event): BillingEvent {
  const base = { id: event.id, providerType: event.type, createdAt: fromUnix(event.created) };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return {
        ...base,
        type: 'checkout.completed',
        sessionId: session.id,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
      };
    }
    case 'checkout.session.expired':
      return { ...base, type: 'checkout.expired', sessionId: event.data.object.id };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        ...base,
        type: 'subscription.changed',
        subscription: toProviderSubscription(event.data.object),
      };
    case 'invoice.paid': {
      const invoice = event.data.object;
      // The service period is on the line (the invoice's own period is the previous one for
      // a renewal invoice).
      const period = invoice.lines?.data?.[0]?.period;
      return {
        ...base,
        type: 'invoice.paid',
        invoiceId: invoice.id,
        subscriptionId: invoiceSubscriptionId(invoice),
        customerId: idOf(invoice.customer),
        amount: invoice.amount_paid,
        currency: invoice.currency.toUpperCase(),
        periodStart: fromUnix(period?.start ?? invoice.period_start),
        periodEnd: fromUnix(period?.end ?? invoice.period_end),
        paidAt: fromUnix(invoice.status_transitions?.paid_at ?? event.created),
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      return {
        ...base,
        type: 'invoice.failed',
        invoiceId: invoice.id,
        subscriptionId: invoiceSubscriptionId(invoice),
      };
    }
    default:
      return { ...base, type: 'ignored' };
  }
}

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = {
    // One quick retry on a network failure (with an idempotency key the library adds); the
    // member is waiting for the answer.
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Woble' },
  };
  if (!apiUrl) return options;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...options,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** Runs a Stripe call; any failure becomes BillingUnavailableError (answered 502). */
async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new BillingUnavailableError(`Stripe ${what} failed`, { cause: error });
  }
}

export function createStripeBilling(options: StripeBillingOptions): StripeBilling {
  const stripe = new Stripe(options.secretKey, clientOptions(options.apiUrl));

  async function update(
    id: string,
    params: Stripe.SubscriptionUpdateParams,
  ): Promise<ProviderSubscription> {
    const answer = await call('subscription update', () => stripe.subscriptions.update(id, params));
    return toProviderSubscription(answer);
  }

  return {
    provider: 'stripe',

    async startCheckout(request: CheckoutRequest) {
      const metadata = { userId: request.userId, planId: request.planId };
      const session = await call('checkout', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: request.priceId, quantity: 1 }],
          client_reference_id: request.userId,
          ...(request.customerId
            ? { customer: request.customerId }
            : { customer_email: request.email }),
          metadata,
          subscription_data: {
            metadata,
            ...(request.trialDays ? { trial_period_days: request.trialDays } : {}),
          },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          locale: request.locale,
        }),
      );
      if (!session.url) throw new BillingUnavailableError('Stripe answered a checkout without URL');
      return { id: session.id, url: session.url };
    },

    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Completed or expired already: nothing to close.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw new BillingUnavailableError('Stripe checkout expiry failed', { cause: error });
      }
    },

    cancelAt: (subscriptionId, at) => update(subscriptionId, { cancel_at: toUnix(at) }),

    async resume(subscriptionId) {
      const current = await call('subscription lookup', () =>
        stripe.subscriptions.retrieve(subscriptionId),
      );
      // The Customer Portal cancels with cancel_at_period_end; this server with cancel_at.
      // Each is undone by its own parameter (Stripe refuses both in one call).
      return update(
        subscriptionId,
        current.cancel_at_period_end ? { cancel_at_period_end: false } : { cancel_at: '' },
      );
    },

    async switchPlan(subscriptionId, plan) {
      const current = await call('subscription lookup', () =>
        stripe.subscriptions.retrieve(subscriptionId),
      );
      const item = current.items.data[0];
      if (!item) throw new BillingUnavailableError('Stripe subscription has no item');
      return update(subscriptionId, {
        items: [{ id: item.id, price: plan.priceId }],
        proration_behavior: 'none',
        // The plan travels with the subscription, as the checkout set it.
        metadata: { planId: plan.planId },
      });
    },

    async cancelNow(subscriptionId) {
      const answer = await call('subscription cancel', () =>
        stripe.subscriptions.cancel(subscriptionId),
      );
      return toProviderSubscription(answer);
    },

    async portalUrl(customerId, returnUrl, locale) {
      const session = await call('portal', () =>
        stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          locale,
        }),
      );
      return session.url;
    },

    parseWebhook(payload, signature, receivedAt) {
      if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        // The age check uses the server's clock, like every other rule.
        event = stripe.webhooks.constructEvent(
          payload,
          signature,
          options.webhookSecret,
          undefined,
          undefined,
          receivedAt.getTime(),
        );
      } catch (error) {
        throw new WebhookSignatureError('Stripe-Signature does not match', { cause: error });
      }
      return toBillingEvent(event);
    },
  };
}
