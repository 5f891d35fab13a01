// Billing, FAQ and site fixtures of this package; the signed-in user and the token come from
// @wob/test-utils.
import type { Plan, PremiumState, Subscribed, Subscription } from '@wob/api';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** An ISO date `ms` from now (dates in fixtures follow the clock, like the server's). */
export function fromNow(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

/** Spec section 9: monthly, DKK 9.00, best value, 7-day free trial. */
export const MONTHLY: Plan = {
  _id: 'plan-monthly',
  interval: 'month',
  amount: 900,
  currency: 'DKK',
  trialDays: 7,
  bestValue: true,
};

/** A second plan, for the switch that only shows when more than one plan exists. */
export const SUPPORTER: Plan = {
  _id: 'plan-supporter',
  interval: 'month',
  amount: 2900,
  currency: 'DKK',
  trialDays: 7,
  bestValue: false,
};

export const NO_PREMIUM: PremiumState = { isPremium: false, status: 'none', until: null };

export type ShownState = 'trialing' | 'active' | 'cancelled' | 'past_due';

/** A subscription in one of the states a person can see, with dates around now. */
export function subscriptionIn(
  state: ShownState,
  overrides: Partial<Subscription> = {},
): Subscription {
  const base: Subscription = {
    _id: 'sub-1',
    planId: MONTHLY._id,
    provider: 'local',
    status: 'active',
    currentPeriodStart: fromNow(-10 * DAY),
    currentPeriodEnd: fromNow(20 * DAY),
    trialEnd: null,
    cancelAt: null,
    renewsAt: fromNow(20 * DAY),
    refundableUntil: null,
    refundRequestedAt: null,
  };
  switch (state) {
    case 'trialing':
      return {
        ...base,
        status: 'trialing',
        currentPeriodStart: fromNow(-2 * DAY),
        currentPeriodEnd: fromNow(5 * DAY),
        trialEnd: fromNow(5 * DAY),
        renewsAt: fromNow(5 * DAY),
        ...overrides,
      };
    case 'cancelled':
      return { ...base, cancelAt: base.currentPeriodEnd, renewsAt: null, ...overrides };
    case 'past_due':
      return {
        ...base,
        status: 'past_due',
        currentPeriodEnd: fromNow(-1 * DAY),
        renewsAt: fromNow(2 * DAY),
        ...overrides,
      };
    default:
      return { ...base, ...overrides };
  }
}

/** The premium state the server derives from a subscription. */
export function premiumOf(subscription: Subscription | null): PremiumState {
  if (!subscription || subscription.status === 'expired') return NO_PREMIUM;
  if (subscription.cancelAt)
    return { isPremium: true, status: 'cancelled', until: subscription.cancelAt };
  const until =
    subscription.status === 'trialing' && subscription.trialEnd
      ? subscription.trialEnd
      : subscription.currentPeriodEnd;
  return { isPremium: true, status: subscription.status, until };
}

/** get-subscribed's answer: no plan with the trial open, unless told otherwise. */
export function subscribedWith(overrides: Partial<Subscribed> = {}): Subscribed {
  const subscription = overrides.subscription ?? null;
  return {
    subscription,
    premium: premiumOf(subscription),
    plans: [MONTHLY],
    trialAvailable: subscription === null,
    provider: 'local',
    ...overrides,
  };
}

export const FAQS = Array.from({ length: 12 }, (_, index) => ({
  _id: `faq-${index + 1}`,
  question: `Question number ${index + 1}?`,
  answer: `The answer to question ${index + 1}.`,
}));

export const SITE = {
  company: 'Woble ApS',
  cvr: '12345678',
  address: 'Nørregade 1, 1165 København K',
  email: 'hej@woble.dk',
  social: [
    { network: 'instagram', url: 'https://www.instagram.com/woble' },
    { network: 'facebook', url: 'https://www.facebook.com/woble' },
  ],
  localInstallation: true,
  calls: { enabled: true },
};
