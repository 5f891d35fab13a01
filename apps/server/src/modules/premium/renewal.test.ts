import { describe, expect, it } from 'vitest';
import { trialClaims } from '../../db/schema';
import { addMonths, DAY_MS, MINUTE_MS } from '../../platform/clock';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { post } from '../../test/http';
import { emailKeyOf } from './store';
import {
  call,
  chargesOf,
  PREMIUM_PATHS,
  renew,
  subscribedOf,
  subscribeTo,
  subscriptionsOf,
} from './testing/premium-calls';

// The renewal job of the local provider: trials convert, periods roll over with one charge
// each, cancelled subscriptions end, missed periods are caught up, and a rerun changes nothing.

useTestServer();

async function trialing(): Promise<{ user: SignedUp; trialEnd: Date }> {
  const user = await signUp(server);
  const answer = await subscribeTo(server, user.token);
  expect(answer.data.subscription?.status).toBe('trialing');
  return { user, trialEnd: new Date(answer.data.subscription?.trialEnd ?? '') };
}

async function paying(): Promise<{ user: SignedUp; periodEnd: Date }> {
  const user = await signUp(server);
  await server.app.wob.db.insert(trialClaims).values({
    emailKey: emailKeyOf(user.email),
    userId: user.id,
    claimedAt: server.clock.now(),
  });
  const answer = await subscribeTo(server, user.token);
  expect(answer.data.subscription?.status).toBe('active');
  return { user, periodEnd: new Date(answer.data.subscription?.currentPeriodEnd ?? '') };
}

async function onlySubscription(user: SignedUp) {
  const rows = await subscriptionsOf(server, user.id);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error('no subscription');
  return row;
}

describe('renewSubscriptions', () => {
  it('leaves a subscription alone before its period ends', async () => {
    const { user } = await trialing();
    const before = await onlySubscription(user);
    server.clock.advance(7 * DAY_MS - MINUTE_MS);
    await renew(server);
    expect(await onlySubscription(user)).toEqual(before);
  });

  it('turns an ended trial into a paid period with one charge, once however often it runs', async () => {
    const { user, trialEnd } = await trialing();
    server.clock.advance(7 * DAY_MS + MINUTE_MS);
    // Before the job has run, the member is still premium: the renewal decides, not the clock.
    expect((await subscribedOf(server, user.token)).data.premium.isPremium).toBe(true);

    expect(await renew(server)).toBeGreaterThanOrEqual(1);
    const nextEnd = addMonths(trialEnd, 1);
    expect(await onlySubscription(user)).toMatchObject({
      status: 'active',
      currentPeriodStart: trialEnd,
      currentPeriodEnd: nextEnd,
      trialEnd,
      endedAt: null,
    });
    const paid = await chargesOf(server, user.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      amount: 900,
      currency: 'DKK',
      provider: 'local',
      periodStart: trialEnd,
      periodEnd: nextEnd,
      chargedAt: trialEnd,
    });

    const state = await subscribedOf(server, user.token);
    expect(state.data.premium).toEqual({
      isPremium: true,
      status: 'active',
      until: nextEnd.toISOString(),
    });
    expect(state.data.subscription?.renewsAt).toBe(nextEnd.toISOString());
    expect(state.data.subscription?.refundableUntil).toBe(
      new Date(trialEnd.getTime() + 14 * DAY_MS).toISOString(),
    );

    // Again, and twice at once: nothing more happens.
    await renew(server);
    await Promise.all([renew(server), renew(server)]);
    expect(await chargesOf(server, user.id)).toHaveLength(1);
    expect((await onlySubscription(user)).currentPeriodEnd).toEqual(nextEnd);
  });

  it('ends a subscription cancelled before its period end, without a charge', async () => {
    const { user, trialEnd } = await trialing();
    expect((await call(server, PREMIUM_PATHS.cancel, user.token)).status).toBe(200);
    server.clock.advance(7 * DAY_MS + MINUTE_MS);
    // Premium is over at the cancellation date even before the job has run.
    expect((await subscribedOf(server, user.token)).data).toMatchObject({
      subscription: null,
      premium: { isPremium: false, status: 'none' },
    });

    await renew(server);
    expect(await onlySubscription(user)).toMatchObject({
      status: 'expired',
      endedAt: trialEnd,
      cancelAt: trialEnd,
    });
    expect(await chargesOf(server, user.id)).toEqual([]);
  });

  it('charges the next period after a cancellation in the last 24 hours, then ends', async () => {
    const { user, periodEnd } = await paying();
    server.clock.set(new Date(periodEnd.getTime() - 2 * 60 * MINUTE_MS));
    const cancelled = await call(server, PREMIUM_PATHS.cancel, user.token);
    const cancelAt = addMonths(periodEnd, 1);
    expect(cancelled.data.subscription?.cancelAt).toBe(cancelAt.toISOString());

    server.clock.set(new Date(periodEnd.getTime() + MINUTE_MS));
    await renew(server);
    expect(await onlySubscription(user)).toMatchObject({
      status: 'active',
      currentPeriodStart: periodEnd,
      currentPeriodEnd: cancelAt,
    });
    expect((await chargesOf(server, user.id)).map((charge) => charge.periodStart)).toEqual([
      expect.any(Date),
      periodEnd,
    ]);

    server.clock.set(new Date(cancelAt.getTime() + MINUTE_MS));
    await renew(server);
    expect(await onlySubscription(user)).toMatchObject({ status: 'expired', endedAt: cancelAt });
    expect(await chargesOf(server, user.id)).toHaveLength(2);
  });

  it('catches up every missed period, one charge each', async () => {
    const { user, periodEnd } = await paying();
    const fourthEnd = addMonths(periodEnd, 3);
    server.clock.set(new Date(fourthEnd.getTime() - DAY_MS));
    await renew(server);

    const periods = (await chargesOf(server, user.id)).map((charge) => [
      charge.periodStart.toISOString(),
      charge.periodEnd.toISOString(),
    ]);
    expect(periods.slice(1)).toEqual([
      [periodEnd.toISOString(), addMonths(periodEnd, 1).toISOString()],
      [addMonths(periodEnd, 1).toISOString(), addMonths(periodEnd, 2).toISOString()],
      [addMonths(periodEnd, 2).toISOString(), fourthEnd.toISOString()],
    ]);
    expect(await onlySubscription(user)).toMatchObject({
      status: 'active',
      currentPeriodStart: addMonths(periodEnd, 2),
      currentPeriodEnd: fourthEnd,
    });
  });

  it('ends the subscription of a deleted account when it is deleted, and never renews it', async () => {
    const { user, trialEnd } = await trialing();
    const deletedAt = server.clock.now();
    expect(
      (await post(server.app, '/api/delete-account', {}, { token: user.token })).statusCode,
    ).toBe(200);
    await server.app.wob.tasks.idle();
    server.clock.set(new Date(trialEnd.getTime() + MINUTE_MS));
    await renew(server);
    expect(await onlySubscription(user)).toMatchObject({ status: 'expired', endedAt: deletedAt });
    expect(await chargesOf(server, user.id)).toEqual([]);
  });

  it('runs with the scheduler', async () => {
    const { user, trialEnd } = await trialing();
    server.clock.set(new Date(trialEnd.getTime() + MINUTE_MS));
    await server.app.wobExtras.scheduler.runAll();
    expect((await onlySubscription(user)).status).toBe('active');
  });
});
