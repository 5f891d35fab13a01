import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingEvents, subscriptions } from '../../db/schema';
import { DAY_MS, HOUR_MS } from '../../platform/clock';
import { signUp } from '../../test/harness';
import { signedEvent, stripeSubscription } from './testing/fake-stripe';
import { chargesOf, subscribedOf, subscriptionsOf } from './testing/premium-calls';
import {
  SECRET,
  server,
  useStripeServer,
  nextId,
  deliver,
  sendEvent,
  subscriptionFields,
  stripeMember,
  invoice,
  rowOf,
} from './testing/stripe-server';

// Stripe's webhooks, offline: events signed with the stripe package's own test-header helper
// (valid, forged, replayed, out of order), delivered to the real server.

useStripeServer();

describe('POST /api/billing/stripe-webhook', () => {
  it('records a subscription from a valid event and answers 200', async () => {
    const user = await signUp(server);
    const start = server.clock.now();
    const trialEnd = new Date(start.getTime() + 7 * DAY_MS);
    const fields = subscriptionFields(user, { status: 'trialing', end: trialEnd, trialEnd });
    const { id, response } = await sendEvent({
      type: 'customer.subscription.created',
      object: stripeSubscription(fields),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });

    const second = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);
    expect(await rowOf(fields.id)).toMatchObject({
      userId: user.id,
      planId: 'monthly',
      provider: 'stripe',
      status: 'trialing',
      providerCustomerId: fields.customer,
      currentPeriodStart: second(start),
      currentPeriodEnd: second(trialEnd),
      trialEnd: second(trialEnd),
      cancelAt: null,
    });
    const state = await subscribedOf(server, user.token);
    expect(state.data.premium).toMatchObject({ isPremium: true, status: 'trialing' });
    const [recorded] = await server.app.wob.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, id));
    expect(recorded?.type).toBe('customer.subscription.created');
  });

  it('answers 400 to a missing, forged or tampered signature and applies nothing', async () => {
    const user = await signUp(server);
    const fields = subscriptionFields(user);
    const event = {
      id: nextId('evt'),
      type: 'customer.subscription.created',
      created: server.clock.now(),
      object: stripeSubscription(fields),
    };
    const valid = signedEvent(event, SECRET, server.clock.now());
    const forged = signedEvent(event, 'whsec_someone_else', server.clock.now());
    const stale = signedEvent(event, SECRET, new Date(server.clock.now().getTime() - HOUR_MS));
    const tampered = valid.payload.replace(user.id, 'someone-else');

    for (const [payload, signature] of [
      [valid.payload, undefined],
      [valid.payload, 'garbage'],
      [forged.payload, forged.signature],
      [tampered, valid.signature],
      [stale.payload, stale.signature],
    ] as const) {
      const response = await deliver(payload, signature);
      expect(response.statusCode).toBe(400);
      // Stripe sends no Accept-Language: the answer is in the default language, Danish.
      expect(response.json().message).toBe('Webhookens signatur mangler eller er ugyldig.');
    }
    expect(await rowOf(fields.id)).toBeUndefined();
    const recorded = await server.app.wob.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, event.id));
    expect(recorded).toEqual([]);
  });

  it('applies a replayed event once', async () => {
    const user = await signUp(server);
    const fields = subscriptionFields(user);
    const object = stripeSubscription(fields);
    const first = await sendEvent({ type: 'customer.subscription.created', object });
    // Something newer happened in between (same second, so only the event id tells them apart).
    await server.app.wob.db
      .update(subscriptions)
      .set({ status: 'past_due' })
      .where(eq(subscriptions.providerSubscriptionId, fields.id));

    const replay = await sendEvent({ id: first.id, type: 'customer.subscription.created', object });
    expect(replay.response.statusCode).toBe(200);
    expect((await rowOf(fields.id))?.status).toBe('past_due');
    expect(await subscriptionsOf(server, user.id)).toHaveLength(1);
  });

  it('ignores an event older than the state already applied (out of order)', async () => {
    const { user, fields } = await stripeMember();
    const cancelAt = fields.end;
    const newer = await sendEvent({
      type: 'customer.subscription.updated',
      object: stripeSubscription({ ...fields, cancelAtPeriodEnd: true }),
      createdOffset: 10,
    });
    expect(newer.response.statusCode).toBe(200);
    const older = await sendEvent({
      type: 'customer.subscription.updated',
      object: stripeSubscription({ ...fields, status: 'past_due' }),
      createdOffset: 5,
    });
    expect(older.response.statusCode).toBe(200);
    expect(await rowOf(fields.id)).toMatchObject({
      status: 'active',
      cancelAt: new Date(Math.floor(cancelAt.getTime() / 1000) * 1000),
    });
    const state = await subscribedOf(server, user.token);
    expect(state.data.premium.status).toBe('cancelled');
  });

  it('records one charge per paid invoice however often it arrives, and none for 0', async () => {
    const { user, fields } = await stripeMember();
    const paid = invoice(fields, 900);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { response } = await sendEvent({ type: 'invoice.paid', object: paid });
      expect(response.statusCode).toBe(200);
    }
    await sendEvent({ type: 'invoice.paid', object: invoice(fields, 0) });
    const rows = await chargesOf(server, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 900,
      currency: 'DKK',
      provider: 'stripe',
      providerRef: paid.id,
    });
    const state = await subscribedOf(server, user.token);
    expect(state.data.subscription?.refundableUntil).not.toBeNull();
  });

  it('asks Stripe to retry an invoice that arrives before its subscription', async () => {
    const user = await signUp(server);
    const fields = subscriptionFields(user);
    const early = await sendEvent({ type: 'invoice.paid', object: invoice(fields, 900) });
    expect(early.response.statusCode).toBe(503);
    expect(await chargesOf(server, user.id)).toEqual([]);

    await sendEvent({
      type: 'customer.subscription.created',
      object: stripeSubscription(fields),
    });
    const retry = await sendEvent({
      id: early.id,
      type: 'invoice.paid',
      object: invoice(fields, 900),
    });
    expect(retry.response.statusCode).toBe(200);
    expect(await chargesOf(server, user.id)).toHaveLength(1);
  });

  it('follows a failed payment and the end of the subscription', async () => {
    const { user, fields } = await stripeMember();
    const failed = await sendEvent({
      type: 'invoice.payment_failed',
      object: invoice(fields, 0),
      createdOffset: 1,
    });
    expect(failed.response.statusCode).toBe(200);
    expect((await subscribedOf(server, user.token)).data.premium).toMatchObject({
      isPremium: true,
      status: 'past_due',
    });

    const ended = await sendEvent({
      type: 'customer.subscription.deleted',
      object: { ...stripeSubscription(fields), status: 'canceled', ended_at: 1 },
      createdOffset: 2,
    });
    expect(ended.response.statusCode).toBe(200);
    expect(await rowOf(fields.id)).toMatchObject({ status: 'expired' });
    expect((await subscribedOf(server, user.token)).data).toMatchObject({
      subscription: null,
      premium: { isPremium: false },
    });
  });

  it('records event types it does not handle', async () => {
    const { id, response } = await sendEvent({
      type: 'customer.created',
      object: { id: 'cus_unhandled', object: 'customer' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await server.app.wob.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, id));
    expect(row?.type).toBe('customer.created');
  });
});
