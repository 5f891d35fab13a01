import { PlanChoiceSchema } from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';

export const BILLING_PROVIDERS = ['local', 'stripe'] as const;
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'expired'] as const;
/** What the UI shows: no plan, in trial, paying, payment failing, or cancelled but still on. */
export const PREMIUM_STATUSES = ['none', 'trialing', 'active', 'past_due', 'cancelled'] as const;

/** A plan of the catalogue; plans are data (the `plans` table), not code. */
export const PlanSchema = v.object({
  _id: v.string(),
  interval: v.picklist(['month']),
  /** Price per interval in minor units (øre): 900 is DKK 9.00. */
  amount: v.number(),
  /** ISO 4217, e.g. 'DKK'. */
  currency: v.string(),
  trialDays: v.number(),
  bestValue: v.boolean(),
});

/** The caller's subscription record. Dates are ISO-8601 in UTC. */
export const SubscriptionSchema = v.object({
  _id: v.string(),
  planId: v.string(),
  provider: v.picklist(BILLING_PROVIDERS),
  status: v.picklist(SUBSCRIPTION_STATUSES),
  currentPeriodStart: v.string(),
  currentPeriodEnd: v.string(),
  /** End of the free trial, when the subscription started with one. */
  trialEnd: v.nullable(v.string()),
  /** When premium ends after a cancellation; null while it renews. */
  cancelAt: v.nullable(v.string()),
  /** The next charge; null once cancelled or expired. */
  renewsAt: v.nullable(v.string()),
  /** Until when a refund may be requested for the last charge; null when none may. */
  refundableUntil: v.nullable(v.string()),
  refundRequestedAt: v.nullable(v.string()),
});

/** Premium as the user object carries it, so the UI shows the right button. */
export const PremiumStateSchema = v.object({
  isPremium: v.boolean(),
  status: v.picklist(PREMIUM_STATUSES),
  /** Trial end or renewal date while renewing; the last day of premium once cancelled. */
  until: v.nullable(v.string()),
});

export const SubscribedSchema = v.object({
  subscription: v.nullable(SubscriptionSchema),
  premium: PremiumStateSchema,
  plans: v.array(PlanSchema),
  /** Whether this e-mail address may still start the one free trial. */
  trialAvailable: v.boolean(),
  provider: v.picklist(BILLING_PROVIDERS),
});

const SubscriptionChangeSchema = v.object({
  subscription: v.nullable(SubscriptionSchema),
  premium: PremiumStateSchema,
  /** Stripe: where to send the browser to pay; null on the local provider. */
  redirectUrl: v.nullable(v.string()),
});

const Empty = v.object({});

export const getSubscribed = defineEndpoint({
  id: 'getSubscribed',
  method: 'POST',
  path: '/api/subscription/get-subscribed',
  summary: "The caller's plan and state, the plan catalogue, and whether the trial is still open.",
  tag: 'premium',
  auth: 'required',
  request: Empty,
  response: SubscribedSchema,
});

export const subscribe = defineEndpoint({
  id: 'subscribe',
  method: 'POST',
  path: '/api/subscription/subscribe',
  summary:
    'Start a plan: with the 7-day trial when this e-mail never had one. Local provider: at once; Stripe: answers the Checkout URL.',
  tag: 'premium',
  auth: 'required',
  request: PlanChoiceSchema,
  response: SubscriptionChangeSchema,
});

export const switchPlan = defineEndpoint({
  id: 'switchPlan',
  method: 'POST',
  path: '/api/subscription/switch-plan',
  summary:
    'Move the current subscription to another plan; the new price applies from the next period.',
  tag: 'premium',
  auth: 'required',
  request: PlanChoiceSchema,
  response: SubscriptionChangeSchema,
});

export const cancelSubscription = defineEndpoint({
  id: 'cancelSubscription',
  method: 'POST',
  path: '/api/subscription/cancel',
  summary:
    'Stop renewal at the end of the current period; within its last 24 hours, after the next period (terms).',
  tag: 'premium',
  auth: 'required',
  request: Empty,
  response: SubscriptionChangeSchema,
});

export const resumeSubscription = defineEndpoint({
  id: 'resumeSubscription',
  method: 'POST',
  path: '/api/subscription/resume',
  summary: 'Undo a cancellation while premium is still on; renewal continues as before.',
  tag: 'premium',
  auth: 'required',
  request: Empty,
  response: SubscriptionChangeSchema,
});

export const requestRefund = defineEndpoint({
  id: 'requestRefund',
  method: 'POST',
  path: '/api/subscription/request-refund',
  summary:
    'Record a refund request for a charge made within the last 14 days; premium ends at once.',
  tag: 'premium',
  auth: 'required',
  request: Empty,
  response: SubscriptionChangeSchema,
});

export const billingPortal = defineEndpoint({
  id: 'billingPortal',
  method: 'POST',
  path: '/api/subscription/portal',
  summary: "Stripe only: a Customer Portal session for the caller's payment method and invoices.",
  tag: 'premium',
  auth: 'required',
  request: Empty,
  response: v.object({ url: v.string() }),
});

export type Plan = v.InferOutput<typeof PlanSchema>;
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;
export type PremiumState = v.InferOutput<typeof PremiumStateSchema>;
export type PremiumStatus = PremiumState['status'];
export type Subscribed = v.InferOutput<typeof SubscribedSchema>;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];
