import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plans, trialClaims } from '../../db/schema';
import { addMonths, DAY_MS, HOUR_MS } from '../../platform/clock';
import { translate } from '../../platform/i18n';
import { readOutbox, server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { get, post } from '../../test/http';
import { saveOperatorEmail } from '../moderation/moderation-test-support';
import { emailKeyOf } from './store';
import {
  call,
  chargesOf,
  PREMIUM_PATHS,
  renew,
  subscribedOf,
  subscribeTo,
  subscriptionsOf,
  trialClaimOf,
} from './testing/premium-calls';

// The local billing provider end to end: real subscription records, no charge collected.

useTestServer();

const longDate = (date: Date | string, locale: 'da-DK' | 'en-GB') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Copenhagen' }).format(
    new Date(date),
  );

/** The decoded Subject header of a raw e-mail (folded lines, RFC 2047 Q-encoded words). */
function subjectOf(raw: string): string {
  const header = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = header.replace(/\r?\n[ \t]+/g, ' ');
  const line = /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '';
  return line
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_match, text: string) =>
      Buffer.from(
        text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) =>
            String.fromCharCode(parseInt(code, 16)),
          ),
        'latin1',
      ).toString('utf8'),
    );
}

/** A member whose e-mail has had its trial, so subscribing charges at once. */
async function memberWithoutTrial(): Promise<SignedUp> {
  const user = await signUp(server);
  await server.app.wob.db.insert(trialClaims).values({
    emailKey: emailKeyOf(user.email),
    userId: user.id,
    claimedAt: server.clock.now(),
  });
  return user;
}

async function payingMember(): Promise<SignedUp> {
  const user = await memberWithoutTrial();
  const started = await subscribeTo(server, user.token);
  expect(started.status).toBe(200);
  expect(started.data.subscription?.status).toBe('active');
  return user;
}

describe('POST /api/subscription/get-subscribed', () => {
  it('answers no subscription, the monthly plan, an open trial and the local provider', async () => {
    const user = await signUp(server);
    const answer = await subscribedOf(server, user.token);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      subscription: null,
      premium: { isPremium: false, status: 'none', until: null },
      trialAvailable: true,
      provider: 'local',
    });
    expect(answer.data.plans.find((plan) => plan._id === 'monthly')).toEqual({
      _id: 'monthly',
      interval: 'month',
      amount: 900,
      currency: 'DKK',
      trialDays: 7,
      bestValue: true,
    });
  });

  it('has no Stripe webhook on the local provider', async () => {
    const response = await post(server.app, '/api/billing/stripe-webhook', { id: 'evt_1' });
    expect(response.statusCode).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    const response = await post(server.app, PREMIUM_PATHS.getSubscribed, {});
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/subscription/subscribe', () => {
  it('starts the 7-day free trial the first time, without a charge', async () => {
    const user = await signUp(server);
    const now = server.clock.now();
    const answer = await subscribeTo(server, user.token);
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('Your 7-day free trial has started. Welcome to Woble Premium!');
    const trialEnd = new Date(now.getTime() + 7 * DAY_MS).toISOString();
    expect(answer.data).toMatchObject({
      subscription: {
        planId: 'monthly',
        provider: 'local',
        status: 'trialing',
        currentPeriodStart: now.toISOString(),
        currentPeriodEnd: trialEnd,
        trialEnd,
        cancelAt: null,
        renewsAt: trialEnd,
        refundableUntil: null,
        refundRequestedAt: null,
      },
      premium: { isPremium: true, status: 'trialing', until: trialEnd },
      redirectUrl: null,
    });
    expect(await chargesOf(server, user.id)).toEqual([]);
    expect(await trialClaimOf(server, user.email)).toMatchObject({ userId: user.id });
    expect((await subscribedOf(server, user.token)).data.trialAvailable).toBe(false);

    // The user object carries the state, so the UI shows the right button.
    const profile = await get(server.app, '/api/get-user-profile', { token: user.token });
    expect(profile.json().data.user.premium).toEqual({
      isPremium: true,
      status: 'trialing',
      until: trialEnd,
    });
  });

  it('answers 422 with a field message for an unknown or retired plan', async () => {
    const user = await signUp(server);
    await server.app.wob.db.insert(plans).values({
      id: 'retired',
      amount: 100,
      currency: 'DKK',
      trialDays: 7,
      active: false,
      createdAt: server.clock.now(),
    });
    for (const planId of ['no-such-plan', 'retired']) {
      const answer = await subscribeTo(server, user.token, planId);
      expect(answer.status).toBe(422);
      expect(answer.message).toBe('This plan does not exist.');
      expect(answer.errors).toEqual({ planId: 'This plan does not exist.' });
    }
    const danish = await subscribeTo(server, user.token, 'no-such-plan', 'da');
    expect(danish.errors).toEqual({ planId: 'Denne plan findes ikke.' });
    expect(await subscriptionsOf(server, user.id)).toEqual([]);
  });

  it('answers 409 while a subscription is live', async () => {
    const user = await signUp(server);
    expect((await subscribeTo(server, user.token)).status).toBe(200);
    const again = await subscribeTo(server, user.token);
    expect(again.status).toBe(409);
    expect(again.message).toBe('You already have Woble Premium.');
    expect(await subscriptionsOf(server, user.id)).toHaveLength(1);
  });

  it('lets exactly one of two racing subscribes through', async () => {
    const user = await signUp(server);
    const answers = await Promise.all([
      subscribeTo(server, user.token),
      subscribeTo(server, user.token),
      subscribeTo(server, user.token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const rows = await subscriptionsOf(server, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('trialing');
    expect(await chargesOf(server, user.id)).toEqual([]);
  });

  it('never gives a second trial after cancelling and subscribing again', async () => {
    const user = await signUp(server);
    const first = await subscribeTo(server, user.token);
    expect(first.data.subscription?.status).toBe('trialing');
    expect((await call(server, PREMIUM_PATHS.cancel, user.token)).status).toBe(200);

    // Still premium until the trial ends: no second subscription meanwhile.
    expect((await subscribeTo(server, user.token)).status).toBe(409);

    server.clock.advanceDays(8);
    const second = await subscribeTo(server, user.token);
    expect(second.status).toBe(200);
    expect(second.message).toBe('Welcome to Woble Premium!');
    expect(second.data.subscription).toMatchObject({ status: 'active', trialEnd: null });
    const now = server.clock.now();
    expect(second.data.subscription?.currentPeriodEnd).toBe(addMonths(now, 1).toISOString());
    const paid = await chargesOf(server, user.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amount: 900, currency: 'DKK', provider: 'local' });
    expect(paid[0]?.chargedAt.toISOString()).toBe(now.toISOString());

    // The lapsed first subscription was closed when the second started.
    const rows = await subscriptionsOf(server, user.id);
    expect(rows.map((row) => row.status)).toEqual(['expired', 'active']);
    expect((await subscribedOf(server, user.token)).data.trialAvailable).toBe(false);
  });

  it('never gives a second trial to a new account with the same e-mail address', async () => {
    const user = await signUp(server);
    expect((await subscribeTo(server, user.token)).data.subscription?.status).toBe('trialing');
    const deleted = await post(server.app, '/api/delete-account', {}, { token: user.token });
    expect(deleted.statusCode).toBe(200);

    // The same address in other letter case is the same address.
    const again = await signUp(server, { email: user.email.toUpperCase() });
    expect(again.id).not.toBe(user.id);
    const state = await subscribedOf(server, again.token);
    expect(state.data).toMatchObject({ subscription: null, trialAvailable: false });
    const answer = await subscribeTo(server, again.token);
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('Welcome to Woble Premium!');
    expect(answer.data.subscription?.status).toBe('active');
    expect(await chargesOf(server, again.id)).toHaveLength(1);
  });

  it('ends the subscription of a deleted account, so it is never renewed', async () => {
    const user = await signUp(server);
    expect((await subscribeTo(server, user.token)).status).toBe(200);
    expect(
      (await post(server.app, '/api/delete-account', {}, { token: user.token })).statusCode,
    ).toBe(200);
    await server.app.wob.tasks.idle();
    const rows = await subscriptionsOf(server, user.id);
    expect(rows.map((row) => row.status)).toEqual(['expired']);
    server.clock.advanceDays(40);
    await server.app.wobExtras.premium.renewSubscriptions();
    expect(await chargesOf(server, user.id)).toHaveLength(0);
  });
});

describe('POST /api/subscription/cancel', () => {
  it('ends premium at the period end when cancelled more than 24 hours before it', async () => {
    const user = await signUp(server);
    const started = await subscribeTo(server, user.token);
    const periodEnd = started.data.subscription?.currentPeriodEnd ?? '';
    server.clock.advance(7 * DAY_MS - 25 * HOUR_MS);

    const answer = await call(server, PREMIUM_PATHS.cancel, user.token);
    expect(answer.status).toBe(200);
    expect(answer.message).toBe(
      `Your subscription is cancelled. Premium stays on until ${longDate(periodEnd, 'en-GB')}.`,
    );
    expect(answer.message).toMatch(/until \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
    expect(answer.data).toMatchObject({
      subscription: { status: 'trialing', cancelAt: periodEnd, renewsAt: null },
      premium: { isPremium: true, status: 'cancelled', until: periodEnd },
    });
  });

  it('keeps the next period when cancelled within the last 24 hours (terms)', async () => {
    const user = await signUp(server);
    const started = await subscribeTo(server, user.token);
    const periodEnd = new Date(started.data.subscription?.currentPeriodEnd ?? '');
    server.clock.advance(7 * DAY_MS - 23 * HOUR_MS);

    const answer = await call(server, PREMIUM_PATHS.cancel, user.token, {}, 'da');
    expect(answer.status).toBe(200);
    const cancelAt = addMonths(periodEnd, 1);
    expect(answer.data.subscription?.cancelAt).toBe(cancelAt.toISOString());
    expect(answer.data.premium).toEqual({
      isPremium: true,
      status: 'cancelled',
      until: cancelAt.toISOString(),
    });
    expect(answer.message).toBe(
      `Dit abonnement er opsagt. Premium fortsætter til og med ${longDate(cancelAt, 'da-DK')}.`,
    );
    expect(answer.message).toMatch(/til og med \d{1,2}\. [a-zæøå]+ \d{4}\.$/);
  });

  it('answers 409 when already cancelled and 404 without a subscription', async () => {
    const user = await signUp(server);
    const none = await call(server, PREMIUM_PATHS.cancel, user.token);
    expect(none.status).toBe(404);
    expect(none.message).toBe('You do not have a Woble Premium subscription.');

    await subscribeTo(server, user.token);
    expect((await call(server, PREMIUM_PATHS.cancel, user.token)).status).toBe(200);
    const twice = await call(server, PREMIUM_PATHS.cancel, user.token);
    expect(twice.status).toBe(409);
    expect(twice.message).toBe('Your subscription is already cancelled.');
  });
});

describe('POST /api/subscription/resume', () => {
  it('undoes a cancellation while premium is on, and only then', async () => {
    const user = await signUp(server);
    const started = await subscribeTo(server, user.token);
    const periodEnd = started.data.subscription?.currentPeriodEnd;

    const notCancelled = await call(server, PREMIUM_PATHS.resume, user.token);
    expect(notCancelled.status).toBe(409);
    expect(notCancelled.message).toBe('Your subscription is not cancelled.');

    await call(server, PREMIUM_PATHS.cancel, user.token);
    const resumed = await call(server, PREMIUM_PATHS.resume, user.token);
    expect(resumed.status).toBe(200);
    expect(resumed.message).toBe('Your subscription will renew again.');
    expect(resumed.data).toMatchObject({
      subscription: { cancelAt: null, renewsAt: periodEnd },
      premium: { isPremium: true, status: 'trialing', until: periodEnd },
    });

    // Once the cancellation has taken effect there is nothing to resume.
    await call(server, PREMIUM_PATHS.cancel, user.token);
    server.clock.advanceDays(8);
    const late = await call(server, PREMIUM_PATHS.resume, user.token);
    expect(late.status).toBe(404);
    expect(late.message).toBe('You do not have a Woble Premium subscription.');
  });
});

describe('POST /api/subscription/request-refund', () => {
  it('records a refund within 14 days of a charge, ends premium and e-mails the operator', async () => {
    const user = await payingMember();
    const before = await subscribedOf(server, user.token);
    const [charge] = await chargesOf(server, user.id);
    expect(before.data.subscription?.refundableUntil).toBe(
      new Date((charge?.chargedAt.getTime() ?? 0) + 14 * DAY_MS).toISOString(),
    );

    server.clock.advance(14 * DAY_MS - 60_000);
    const answer = await call(server, PREMIUM_PATHS.refund, user.token);
    expect(answer.status).toBe(200);
    expect(answer.message).toBe(
      'Your refund request has been recorded. Premium has ended, and the refund follows within 14 days.',
    );
    expect(answer.data).toMatchObject({
      subscription: null,
      premium: { isPremium: false, status: 'none' },
    });

    const now = server.clock.now();
    const [refunded] = await chargesOf(server, user.id);
    expect(refunded?.refundRequestedAt?.toISOString()).toBe(now.toISOString());
    const [row] = await subscriptionsOf(server, user.id);
    expect(row).toMatchObject({ status: 'expired', endedAt: now, cancelAt: now });

    await server.app.wob.tasks.idle();
    const mails = (await readOutbox(server.dataDir))
      .map((mail) => ({ ...mail, subject: subjectOf(mail.raw) }))
      .filter((mail) => mail.subject.startsWith('Refund request'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(server.config.operator.email);
    // Intl puts a no-break space between currency and amount.
    expect(mails[0]?.subject.replace(/\s/g, ' ')).toBe('Refund request: DKK 9.00 from Test Wobler');
    expect(mails[0]?.raw.replace(/=\r?\n/g, '')).toContain(user.email);

    const twice = await call(server, PREMIUM_PATHS.refund, user.token);
    expect(twice.status).toBe(409);
    expect(twice.message).toBe('A refund can only be requested within 14 days of a payment.');
  });

  it('e-mails the address the administrator saved in the console, over WOB_OPERATOR_EMAIL', async () => {
    await saveOperatorEmail(server, 'refusion@bobler.dk');
    const user = await payingMember();
    expect((await call(server, PREMIUM_PATHS.refund, user.token)).status).toBe(200);
    await server.app.wob.tasks.idle();
    const mail = (await readOutbox(server.dataDir)).find(
      (item) => subjectOf(item.raw).startsWith('Refund request') && item.raw.includes(user.email),
    );
    expect(mail?.to).toBe('refusion@bobler.dk');
  });

  it('answers 409 once 14 days have passed, and for a trial that charged nothing', async () => {
    const paying = await payingMember();
    server.clock.advance(14 * DAY_MS + 60_000);
    const late = await call(server, PREMIUM_PATHS.refund, paying.token);
    expect(late.status).toBe(409);
    expect((await subscribedOf(server, paying.token)).data.subscription?.refundableUntil).toBe(
      null,
    );
    expect((await subscriptionsOf(server, paying.id))[0]?.status).toBe('active');

    const trialing = await signUp(server);
    await subscribeTo(server, trialing.token);
    expect((await call(server, PREMIUM_PATHS.refund, trialing.token)).status).toBe(409);
  });

  it('records one of two racing refund requests', async () => {
    const user = await payingMember();
    const answers = await Promise.all([
      call(server, PREMIUM_PATHS.refund, user.token),
      call(server, PREMIUM_PATHS.refund, user.token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});

describe('POST /api/subscription/portal', () => {
  it('answers 409 on the local provider', async () => {
    const user = await payingMember();
    const answer = await call(server, PREMIUM_PATHS.portal, user.token);
    expect(answer.status).toBe(409);
    expect(answer.message).toBe(translate('en', 'errors:premium.portalUnavailable'));
  });
});

describe('POST /api/subscription/switch-plan', () => {
  it('moves to another plan, whose price applies from the next renewal', async () => {
    await server.app.wob.db.insert(plans).values({
      id: 'monthly-plus',
      amount: 1500,
      currency: 'DKK',
      trialDays: 7,
      bestValue: false,
      position: 20,
      createdAt: server.clock.now(),
    });
    const user = await payingMember();
    const catalogue = await subscribedOf(server, user.token);
    expect(catalogue.data.plans.map((plan) => plan._id)).toEqual(['monthly', 'monthly-plus']);

    const switched = await call(server, PREMIUM_PATHS.switchPlan, user.token, {
      planId: 'monthly-plus',
    });
    expect(switched.status).toBe(200);
    expect(switched.message).toBe(
      'Your plan has been changed. The new price applies from your next renewal.',
    );
    expect(switched.data.subscription?.planId).toBe('monthly-plus');
    // Nothing is charged for the switch itself.
    expect((await chargesOf(server, user.id)).map((charge) => charge.amount)).toEqual([900]);

    const same = await call(server, PREMIUM_PATHS.switchPlan, user.token, {
      planId: 'monthly-plus',
    });
    expect(same.status).toBe(409);
    expect(same.message).toBe('You are already on this plan.');
    const unknown = await call(server, PREMIUM_PATHS.switchPlan, user.token, { planId: 'gold' });
    expect(unknown.status).toBe(422);
    expect(unknown.errors).toEqual({ planId: 'This plan does not exist.' });

    server.clock.advanceDays(32);
    await renew(server);
    expect((await chargesOf(server, user.id)).map((charge) => charge.amount)).toEqual([900, 1500]);

    // Tidy the catalogue for anything after this test.
    await server.app.wob.db
      .update(plans)
      .set({ active: false })
      .where(eq(plans.id, 'monthly-plus'));
  });

  it('answers 404 without a subscription', async () => {
    const user = await signUp(server);
    const answer = await call(server, PREMIUM_PATHS.switchPlan, user.token, {
      planId: 'monthly',
    });
    expect(answer.status).toBe(404);
  });
});
