import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at } from './columns';

// Premium: the plan catalogue, subscriptions, the one-trial-per-e-mail ledger,
// charges, and the billing provider's processed events.

export const BILLING_PROVIDER_VALUES = ['local', 'stripe'] as const;
export const SUBSCRIPTION_STATUS_VALUES = ['trialing', 'active', 'past_due', 'expired'] as const;

/** Plans are data: the monthly plan is inserted at start; a second row makes "switch" appear. */
export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    interval: text('interval').notNull().default('month'),
    // Minor units (øre): 900 is DKK 9.00.
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    trialDays: integer('trial_days').notNull(),
    bestValue: boolean('best_value').notNull().default(false),
    // The Stripe Price this plan is sold as; null until configured.
    stripePriceId: text('stripe_price_id'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('plans_interval_check', sql`${t.interval} in ('month')`),
    check('plans_amount_check', sql`${t.amount} >= 0 and ${t.trialDays} >= 0`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    trialEnd: at('trial_end'),
    // When premium ends after a cancellation; null while the subscription renews.
    cancelAt: at('cancel_at'),
    cancelledAt: at('cancelled_at'),
    endedAt: at('ended_at'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    // Creation time of the last provider event applied, so an older event never overwrites a
    // newer state (webhooks arrive out of order).
    providerUpdatedAt: at('provider_updated_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('subscriptions_provider_check', sql`${t.provider} in ('local', 'stripe')`),
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('trialing', 'active', 'past_due', 'expired')`,
    ),
    // At most one live subscription per user: a double "subscribe" fails on this index.
    uniqueIndex('subscriptions_user_live_key')
      .on(t.userId)
      .where(sql`${t.status} in ('trialing', 'active', 'past_due')`),
    uniqueIndex('subscriptions_provider_subscription_key').on(t.providerSubscriptionId),
    index('subscriptions_renewal_idx').on(t.provider, t.status, t.currentPeriodEnd),
  ],
);

/**
 * One free trial per e-mail address, ever: the primary key is the lower-cased address, so
 * two trials for one address cannot both be written. Deleted with the account when its data
 * is purged (3 months after deletion) or anonymised.
 */
export const trialClaims = pgTable('trial_claims', {
  emailKey: text('email_key').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  // Set for a Stripe Checkout in progress: an expired checkout gives the trial back.
  checkoutSessionId: text('checkout_session_id'),
  claimedAt: at('claimed_at').notNull(),
});

/**
 * What was (or, locally, would have been) charged for a period; refunds are asked here.
 * Accounting records: the privacy policy keeps payments 5 years (the Danish Bookkeeping Act),
 * so erasing the account does not delete them. Its subscription and user go and both columns
 * are set null: the row keeps amount, period, provider and invoice reference, nothing that
 * names the person. The retention job deleteOldPaymentRecords removes such rows after the
 * fifth financial year (platform/jobs/retention-store.ts).
 */
export const charges = pgTable(
  'charges',
  {
    id: text('id').primaryKey(),
    // Null once the account is erased.
    subscriptionId: text('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    // Null once the account is erased.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    // Local provider: nothing is collected; the row still records the period.
    provider: text('provider').notNull(),
    // Stripe invoice id: one charge per invoice however often its event arrives.
    providerRef: text('provider_ref'),
    chargedAt: at('charged_at').notNull(),
    refundRequestedAt: at('refund_requested_at'),
  },
  (t) => [
    uniqueIndex('charges_provider_ref_key').on(t.providerRef),
    // One charge per subscription period, so a renewal that runs twice charges once.
    uniqueIndex('charges_period_key').on(t.subscriptionId, t.periodStart),
    index('charges_user_id_idx').on(t.userId, t.chargedAt),
  ],
);

/** Billing provider events already handled (Stripe event ids): each is applied once. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull(),
});
