import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { subscriptions } from '../../../db/schema';
import { addMonths } from '../../../platform/clock';
import { type SignedUp, server, signUp, useStarted, useTestServer } from '../../../test/harness';
import { STRIPE_WEBHOOK_PATH } from '../routes';
import {
  type FakeStripe,
  type StripeSubscriptionFields,
  signedEvent,
  startFakeStripe,
  stripeSubscription,
} from './fake-stripe';

// The Stripe test files' server: a real server whose Stripe adapter talks to a fake Stripe on a
// free port, and the helpers that sign and deliver webhooks. `useStripeServer()` starts both
// for the calling test file; `server` and `fake` are theirs while it runs.

export const SECRET = 'whsec_test_woble_webhook_secret';
export const PRICE = 'price_monthly_test';

export let fake: FakeStripe;
export { server };

export function useStripeServer(): void {
  useStarted(startFakeStripe, (started) => {
    fake = started;
  });
  useTestServer(() => ({
    env: {
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_woble_fake',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_ID: PRICE,
      STRIPE_API_URL: fake.url,
    },
  }));
}

let counter = 0;
export const nextId = (prefix: string) => {
  counter += 1;
  return `${prefix}_test_${counter}`;
};

export function deliver(payload: string, signature?: string) {
  return server.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
  });
}

interface EventInput {
  id?: string;
  type: string;
  object: Record<string, unknown>;
  /** Seconds after now the event was created (negative: earlier). */
  createdOffset?: number;
}

export async function sendEvent(input: EventInput) {
  const id = input.id ?? nextId('evt');
  const created = new Date(server.clock.now().getTime() + (input.createdOffset ?? 0) * 1000);
  const { payload, signature } = signedEvent(
    { id, type: input.type, created, object: input.object },
    SECRET,
    server.clock.now(),
  );
  const response = await deliver(payload, signature);
  return { id, response };
}

export function subscriptionFields(
  user: SignedUp,
  overrides: Partial<StripeSubscriptionFields> = {},
): StripeSubscriptionFields {
  const start = server.clock.now();
  return {
    id: nextId('sub'),
    customer: nextId('cus'),
    status: 'active',
    userId: user.id,
    planId: 'monthly',
    priceId: PRICE,
    start,
    end: addMonths(start, 1),
    ...overrides,
  };
}

/** A member with a Stripe subscription recorded through its webhook (and known to the fake). */
export async function stripeMember(overrides: Partial<StripeSubscriptionFields> = {}) {
  const user = await signUp(server);
  const fields = subscriptionFields(user, overrides);
  const object = stripeSubscription(fields);
  fake.subscriptions.set(fields.id, object);
  const { response } = await sendEvent({ type: 'customer.subscription.created', object });
  expect(response.statusCode).toBe(200);
  return { user, fields };
}

export function invoice(fields: StripeSubscriptionFields, amount: number, id = nextId('in')) {
  return {
    id,
    object: 'invoice',
    customer: fields.customer,
    amount_paid: amount,
    currency: 'dkk',
    period_start: Math.floor(fields.start.getTime() / 1000),
    period_end: Math.floor(fields.start.getTime() / 1000),
    status_transitions: { paid_at: Math.floor(server.clock.now().getTime() / 1000) },
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: fields.id, metadata: {} },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${id}`,
          period: {
            start: Math.floor(fields.start.getTime() / 1000),
            end: Math.floor(fields.end.getTime() / 1000),
          },
        },
      ],
    },
  };
}

export async function rowOf(providerSubscriptionId: string) {
  const [row] = await server.app.wob.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}

export const requestsTo = (method: string, path: string | RegExp) =>
  fake.requests.filter(
    (request) =>
      request.method === method &&
      (typeof path === 'string' ? request.path === path : path.test(request.path)),
  );

export const lastCheckout = () => requestsTo('POST', '/v1/checkout/sessions').at(-1)?.params ?? {};
