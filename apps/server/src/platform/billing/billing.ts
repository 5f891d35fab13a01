// The billing port. The premium module owns the rules and the records; an adapter only talks
// to whoever collects the money. Two adapters exist:
// - local: nobody collects anything. Subscriptions are records in the database that the
//   renewal job moves from period to period; there is no checkout, portal or webhook.
// - stripe: Stripe Checkout sells the plan, Stripe renews and charges it, and its webhooks
//   tell the server what happened. The adapter speaks Stripe; the premium module sees only
//   the provider-neutral shapes below.

/** A subscription status as the premium module stores it. */
export type ProviderSubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'expired';

/** A subscription as the provider holds it, in the premium module's terms. */
export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  status: ProviderSubscriptionStatus;
  /** The price of the subscription's (single) item, to find the plan when metadata lacks it. */
  priceId: string | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  /** When premium ends: the provider's cancel date, or the period end when it cancels then. */
  cancelAt: Date | null;
  cancelledAt: Date | null;
  endedAt: Date | null;
  /** From the metadata the checkout put on the subscription. */
  userId: string | null;
  planId: string | null;
}

interface EventBase {
  /** The provider's event id: each is applied once. */
  id: string;
  /** The provider's own name of the event type, as recorded. */
  providerType: string;
  /** When the provider created the event; an older event never overwrites a newer state. */
  createdAt: Date;
}

/** A verified webhook event, reduced to what the premium module acts on. */
export type BillingEvent = EventBase &
  (
    | {
        type: 'checkout.completed';
        sessionId: string;
        customerId: string | null;
        subscriptionId: string | null;
      }
    | { type: 'checkout.expired'; sessionId: string }
    | { type: 'subscription.changed'; subscription: ProviderSubscription }
    | {
        type: 'invoice.paid';
        invoiceId: string;
        subscriptionId: string | null;
        customerId: string | null;
        amount: number;
        currency: string;
        periodStart: Date;
        periodEnd: Date;
        paidAt: Date;
      }
    | { type: 'invoice.failed'; invoiceId: string; subscriptionId: string | null }
    /** Any other type: recorded as handled, nothing else. */
    | { type: 'ignored' }
  );

export interface CheckoutRequest {
  userId: string;
  email: string;
  /** A customer the provider already knows for this member (an earlier subscription). */
  customerId: string | null;
  planId: string;
  priceId: string;
  /** Free days before the first charge; null when this e-mail has had its trial. */
  trialDays: number | null;
  locale: 'da' | 'en';
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  /** Where the browser goes to pay. */
  url: string;
}

/** The provider could not be reached or refused the call; the member sees a 502. */
export class BillingUnavailableError extends Error {
  override readonly name = 'BillingUnavailableError';
}

/** A webhook call without a valid signature; answered 400 and never applied. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

export interface LocalBilling {
  readonly provider: 'local';
}

export interface StripeBilling {
  readonly provider: 'stripe';
  startCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Closes an open checkout (a newer one replaces it); an already closed one is fine. */
  expireCheckout(sessionId: string): Promise<void>;
  /** Sets the date the subscription ends. */
  cancelAt(subscriptionId: string, at: Date): Promise<ProviderSubscription>;
  /** Undoes a cancellation, however it was made (here or in the Customer Portal). */
  resume(subscriptionId: string): Promise<ProviderSubscription>;
  /** Moves to another plan's price without proration: it applies from the next period. */
  switchPlan(
    subscriptionId: string,
    plan: { planId: string; priceId: string },
  ): Promise<ProviderSubscription>;
  /** Ends the subscription at once (a refund was asked). */
  cancelNow(subscriptionId: string): Promise<ProviderSubscription>;
  portalUrl(customerId: string, returnUrl: string, locale: 'da' | 'en'): Promise<string>;
  /** Verifies `Stripe-Signature` and reads the event; throws WebhookSignatureError. */
  parseWebhook(payload: Buffer, signature: string | undefined, receivedAt: Date): BillingEvent;
}

export type Billing = LocalBilling | StripeBilling;
