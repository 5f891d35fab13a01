import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plans, trialClaims } from '../../db/schema';
import { addMonths, DAY_MS, HOUR_MS } from '../../platform/clock';
import { signUp } from '../../test/harness';
import { post } from '../../test/http';
import { emailKeyOf } from './store';
import { stripeSubscription } from './testing/fake-stripe';
import {
  call,
  chargesOf,
  PREMIUM_PATHS,
  subscribedOf,
  subscribeTo,
  trialClaimOf,
} from './testing/premium-calls';
import {
  PRICE,
  fake,
  server,
  useStripeServer,
  sendEvent,
  subscriptionFields,
  stripeMember,
  invoice,
  rowOf,
  requestsTo,
  lastCheckout,
} from './testing/stripe-server';

// The Stripe adapter, offline: webhooks signed with the stripe package's own test-header
// helper (valid, forged, replayed, out of order), and the API calls answered by a fake
// Stripe server on a free port.

useStripeServer();

describe('subscribe (Stripe Checkout)', () => {
  it('answers the Checkout URL and offers the 7-day trial to a new e-mail address', async () => {
    const user = await signUp(server);
    const answer = await subscribeTo(server, user.token);
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('Taking you to the secure payment page.');
    expect(answer.data.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(answer.data.subscription).toBeNull();

    expect(lastCheckout()).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICE,
      'line_items[0][quantity]': '1',
      client_reference_id: user.id,
      customer_email: user.email,
      'subscription_data[trial_period_days]': '7',
      'subscription_data[metadata][userId]': user.id,
      'subscription_data[metadata][planId]': 'monthly',
      'metadata[userId]': user.id,
      'metadata[planId]': 'monthly',
      success_url: 'http://woble.test/premium?checkout=success',
      cancel_url: 'http://woble.test/premium?checkout=cancelled',
      locale: 'en',
    });
    const sessionId = answer.data.redirectUrl?.split('/').at(-1);
    expect(await trialClaimOf(server, user.email)).toMatchObject({
      userId: user.id,
      checkoutSessionId: sessionId,
    });
    const state = await subscribedOf(server, user.token);
    expect(state.data).toMatchObject({ provider: 'stripe', trialAvailable: true });
  });

  it('offers the trial only once per e-mail address, also to a new account', async () => {
    const user = await signUp(server);
    const first = await subscribeTo(server, user.token, 'monthly', 'da');
    expect(lastCheckout()['subscription_data[trial_period_days]']).toBe('7');
    expect(lastCheckout().locale).toBe('da');
    const sessionId = first.data.redirectUrl?.split('/').at(-1) ?? '';

    // Paid for: the claim is final.
    const completed = await sendEvent({
      type: 'checkout.session.completed',
      object: { id: sessionId, object: 'checkout.session', customer: 'cus_x', subscription: null },
    });
    expect(completed.response.statusCode).toBe(200);
    expect(await trialClaimOf(server, user.email)).toMatchObject({ checkoutSessionId: null });
    expect((await subscribedOf(server, user.token)).data.trialAvailable).toBe(false);

    await subscribeTo(server, user.token);
    expect(lastCheckout()).not.toHaveProperty(['subscription_data[trial_period_days]']);

    expect(
      (await post(server.app, '/api/delete-account', {}, { token: user.token })).statusCode,
    ).toBe(200);
    const again = await signUp(server, { email: user.email });
    expect((await subscribedOf(server, again.token)).data.trialAvailable).toBe(false);
    await subscribeTo(server, again.token);
    expect(lastCheckout().client_reference_id).toBe(again.id);
    expect(lastCheckout()).not.toHaveProperty(['subscription_data[trial_period_days]']);
  });

  it('settles the trial claim when the subscription arrives before the checkout event', async () => {
    const user = await signUp(server);
    await subscribeTo(server, user.token);
    expect((await trialClaimOf(server, user.email))?.checkoutSessionId).not.toBeNull();
    const start = server.clock.now();
    const trialEnd = new Date(start.getTime() + 7 * DAY_MS);
    await sendEvent({
      type: 'customer.subscription.created',
      object: stripeSubscription(
        subscriptionFields(user, { status: 'trialing', end: trialEnd, trialEnd }),
      ),
    });
    expect(await trialClaimOf(server, user.email)).toMatchObject({ checkoutSessionId: null });
    expect((await subscribedOf(server, user.token)).data).toMatchObject({
      trialAvailable: false,
      premium: { status: 'trialing' },
    });
  });

  it('gives the trial back when the checkout expires unpaid', async () => {
    const user = await signUp(server);
    const first = await subscribeTo(server, user.token);
    const sessionId = first.data.redirectUrl?.split('/').at(-1) ?? '';

    const expired = await sendEvent({
      type: 'checkout.session.expired',
      object: { id: sessionId, object: 'checkout.session', status: 'expired' },
    });
    expect(expired.response.statusCode).toBe(200);
    expect(await trialClaimOf(server, user.email)).toBeUndefined();
    expect((await subscribedOf(server, user.token)).data.trialAvailable).toBe(true);

    await subscribeTo(server, user.token);
    expect(lastCheckout()['subscription_data[trial_period_days]']).toBe('7');
  });

  it('replaces an unfinished checkout with a new one that keeps the trial', async () => {
    const user = await signUp(server);
    const first = await subscribeTo(server, user.token);
    const firstSession = first.data.redirectUrl?.split('/').at(-1) ?? '';
    const second = await subscribeTo(server, user.token);
    const secondSession = second.data.redirectUrl?.split('/').at(-1) ?? '';
    expect(secondSession).not.toBe(firstSession);
    expect(lastCheckout()['subscription_data[trial_period_days]']).toBe('7');
    expect(requestsTo('POST', `/v1/checkout/sessions/${firstSession}/expire`)).toHaveLength(1);
    expect(await trialClaimOf(server, user.email)).toMatchObject({
      checkoutSessionId: secondSession,
    });

    // The old session's expiry no longer touches the claim.
    await sendEvent({
      type: 'checkout.session.expired',
      object: { id: firstSession, object: 'checkout.session' },
    });
    expect(await trialClaimOf(server, user.email)).toMatchObject({
      checkoutSessionId: secondSession,
    });
  });

  it('answers 502 when Stripe fails, and keeps the trial open', async () => {
    const user = await signUp(server);
    fake.failNext();
    const answer = await subscribeTo(server, user.token);
    expect(answer.status).toBe(502);
    expect(answer.message).toBe(
      'The payment service could not be reached. Please try again in a moment.',
    );
    expect(await trialClaimOf(server, user.email)).toBeUndefined();
    expect((await subscribedOf(server, user.token)).data.trialAvailable).toBe(true);
  });

  it('answers 409 to a member who already has a live subscription', async () => {
    const { user } = await stripeMember();
    const checkouts = requestsTo('POST', '/v1/checkout/sessions').length;
    expect((await subscribeTo(server, user.token)).status).toBe(409);
    expect(requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(checkouts);
  });
});

describe('changes made at Stripe', () => {
  it('cancels by the 24-hour rule through cancel_at, and resumes', async () => {
    const { user, fields } = await stripeMember();
    const periodEnd = new Date(Math.floor(fields.end.getTime() / 1000) * 1000);
    const cancelled = await call(server, PREMIUM_PATHS.cancel, user.token);
    expect(cancelled.status).toBe(200);
    expect(requestsTo('POST', `/v1/subscriptions/${fields.id}`).at(-1)?.params).toEqual({
      cancel_at: String(periodEnd.getTime() / 1000),
    });
    expect(cancelled.data.subscription?.cancelAt).toBe(periodEnd.toISOString());
    expect(cancelled.message).toContain('Premium stays on until');

    const resumed = await call(server, PREMIUM_PATHS.resume, user.token);
    expect(resumed.status).toBe(200);
    expect(requestsTo('POST', `/v1/subscriptions/${fields.id}`).at(-1)?.params).toEqual({
      cancel_at: '',
    });
    expect(resumed.data.subscription).toMatchObject({
      cancelAt: null,
      renewsAt: periodEnd.toISOString(),
    });
  });

  it('keeps the next period for a cancellation in the last 24 hours', async () => {
    const start = server.clock.now();
    const { user, fields } = await stripeMember({
      start,
      end: new Date(start.getTime() + HOUR_MS),
    });
    const cancelled = await call(server, PREMIUM_PATHS.cancel, user.token);
    expect(cancelled.status).toBe(200);
    const end = new Date(Math.floor(fields.end.getTime() / 1000) * 1000);
    const cancelAt = addMonths(end, 1);
    expect(requestsTo('POST', `/v1/subscriptions/${fields.id}`).at(-1)?.params).toEqual({
      cancel_at: String(cancelAt.getTime() / 1000),
    });
    expect(cancelled.data.subscription?.cancelAt).toBe(cancelAt.toISOString());
  });

  it('undoes a Customer Portal cancellation with cancel_at_period_end', async () => {
    const { user, fields } = await stripeMember({ cancelAtPeriodEnd: true });
    expect((await subscribedOf(server, user.token)).data.premium.status).toBe('cancelled');
    const resumed = await call(server, PREMIUM_PATHS.resume, user.token);
    expect(resumed.status).toBe(200);
    expect(requestsTo('POST', `/v1/subscriptions/${fields.id}`).at(-1)?.params).toEqual({
      cancel_at_period_end: 'false',
    });
    expect(resumed.data.premium.status).toBe('active');
  });

  it('switches the price without proration', async () => {
    await server.app.wob.db.insert(plans).values({
      id: 'monthly-plus',
      amount: 1500,
      currency: 'DKK',
      trialDays: 7,
      position: 20,
      stripePriceId: 'price_plus_test',
      createdAt: server.clock.now(),
    });
    const { user, fields } = await stripeMember();
    const switched = await call(server, PREMIUM_PATHS.switchPlan, user.token, {
      planId: 'monthly-plus',
    });
    expect(switched.status).toBe(200);
    expect(requestsTo('POST', `/v1/subscriptions/${fields.id}`).at(-1)?.params).toEqual({
      'items[0][id]': `si_${fields.id}`,
      'items[0][price]': 'price_plus_test',
      proration_behavior: 'none',
      'metadata[planId]': 'monthly-plus',
    });
    expect((await rowOf(fields.id))?.planId).toBe('monthly-plus');
    await server.app.wob.db
      .update(plans)
      .set({ active: false })
      .where(eq(plans.id, 'monthly-plus'));
  });

  it('opens the Customer Portal for a member with a Stripe customer', async () => {
    const { user, fields } = await stripeMember();
    const portal = await call<{ url: string }>(server, PREMIUM_PATHS.portal, user.token, {}, 'da');
    expect(portal.status).toBe(200);
    expect(portal.data.url).toBe(`https://billing.stripe.test/p/session/${fields.customer}`);
    expect(requestsTo('POST', '/v1/billing_portal/sessions').at(-1)?.params).toEqual({
      customer: fields.customer,
      return_url: 'http://woble.test/premium',
      locale: 'da',
    });

    const stranger = await signUp(server);
    expect((await call(server, PREMIUM_PATHS.portal, stranger.token)).status).toBe(409);
  });

  it('ends the subscription at Stripe when a refund is asked', async () => {
    const { user, fields } = await stripeMember();
    await sendEvent({ type: 'invoice.paid', object: invoice(fields, 900) });
    const refund = await call(server, PREMIUM_PATHS.refund, user.token);
    expect(refund.status).toBe(200);
    expect(requestsTo('DELETE', `/v1/subscriptions/${fields.id}`)).toHaveLength(1);
    expect(await rowOf(fields.id)).toMatchObject({ status: 'expired' });
    expect((await chargesOf(server, user.id))[0]?.refundRequestedAt).not.toBeNull();
  });

  it('ends the subscription at Stripe when the account is deleted', async () => {
    const { user, fields } = await stripeMember();
    const deleted = await post(server.app, '/api/delete-account', {}, { token: user.token });
    expect(deleted.statusCode).toBe(200);
    await server.app.wob.tasks.idle();
    expect(requestsTo('DELETE', `/v1/subscriptions/${fields.id}`)).toHaveLength(1);
    expect(await rowOf(fields.id)).toMatchObject({ status: 'expired' });
  });

  it('answers 502 and records no refund when Stripe cannot end the subscription', async () => {
    const { user, fields } = await stripeMember();
    await sendEvent({ type: 'invoice.paid', object: invoice(fields, 900) });
    fake.failNext();
    const refund = await call(server, PREMIUM_PATHS.refund, user.token);
    expect(refund.status).toBe(502);
    expect((await chargesOf(server, user.id))[0]?.refundRequestedAt).toBeNull();
    expect((await rowOf(fields.id))?.status).toBe('active');
  });
});

describe('trial claims', () => {
  it('are keyed by the lower-cased address', async () => {
    const user = await signUp(server);
    await subscribeTo(server, user.token);
    const rows = await server.app.wob.db
      .select()
      .from(trialClaims)
      .where(eq(trialClaims.emailKey, emailKeyOf(user.email.toUpperCase())));
    expect(rows).toHaveLength(1);
  });
});
