import type { Faq, Subscribed, Subscription } from '@wob/api';
import { apiError, type FakeHandler, type FakeHandlers, fakeUser } from '@wob/test-utils';
import { addMonth, LAST_DAY_MS, periodEnd } from '../store/periods';
import { DAY, fromNow, premiumOf, SITE, subscribedWith } from './fixtures';

/**
 * The premium endpoints as the server's contract describes them, on the local provider (or
 * answering Checkout and portal URLs as Stripe), kept in memory. Tests and stories get a
 * server whose answers follow each other, so 'start the trial, then cancel' reads true.
 */
export function createFakeBilling(initial: Subscribed = subscribedWith()) {
  let state: Subscribed = structuredClone(initial);
  // The session's user follows the subscription, as the server's user object does.
  const user = () => fakeUser({ premium: state.premium });

  const answer = (subscription: Subscription | null, message: string) => {
    state = { ...state, subscription, premium: premiumOf(subscription) };
    return {
      message,
      data: { subscription, premium: state.premium, redirectUrl: null },
    };
  };

  const live = () => {
    if (!state.subscription || state.premium.status === 'none') {
      throw apiError(409, 'You do not have a Woble Premium subscription.');
    }
    return state.subscription;
  };

  const handlers: FakeHandlers = {
    getSubscribed: () => ({ data: structuredClone(state) }),
    getUserProfile: () => ({ data: { user: user(), self: true } }),
    subscribe: (input) => {
      const { planId } = input as { planId: string };
      if (state.provider === 'stripe') {
        return {
          message: 'Taking you to the secure payment page.',
          data: {
            subscription: state.subscription,
            premium: state.premium,
            redirectUrl: `https://checkout.stripe.test/pay/${planId}`,
          },
        };
      }
      const plan = state.plans.find((candidate) => candidate._id === planId);
      if (!plan)
        throw apiError(422, 'This plan does not exist.', { planId: 'This plan does not exist.' });
      const trial = state.trialAvailable && plan.trialDays > 0;
      const end = fromNow((trial ? plan.trialDays : 30) * DAY);
      state = { ...state, trialAvailable: false };
      return answer(
        {
          _id: 'sub-new',
          planId,
          provider: 'local',
          status: trial ? 'trialing' : 'active',
          currentPeriodStart: fromNow(0),
          currentPeriodEnd: end,
          trialEnd: trial ? end : null,
          cancelAt: null,
          renewsAt: end,
          refundableUntil: trial ? null : fromNow(14 * DAY),
          refundRequestedAt: null,
        },
        trial
          ? 'Your 7-day free trial has started. Welcome to Woble Premium!'
          : 'Welcome to Woble Premium!',
      );
    },
    switchPlan: (input) => {
      const { planId } = input as { planId: string };
      return answer(
        { ...live(), planId },
        'Your plan has been changed. The new price applies from your next renewal.',
      );
    },
    cancelSubscription: () => {
      const subscription = live();
      const end = periodEnd(subscription);
      const cancelAt = new Date(end).getTime() - Date.now() < LAST_DAY_MS ? addMonth(end) : end;
      return answer(
        { ...subscription, cancelAt, renewsAt: null },
        'Your subscription is cancelled.',
      );
    },
    resumeSubscription: () => {
      const subscription = live();
      return answer(
        { ...subscription, cancelAt: null, renewsAt: periodEnd(subscription) },
        'Your subscription will renew again.',
      );
    },
    requestRefund: () => {
      const subscription = live();
      return answer(
        { ...subscription, status: 'expired', refundRequestedAt: fromNow(0), renewsAt: null },
        'Your refund request has been recorded. Premium has ended, and the refund follows within 14 days.',
      );
    },
    billingPortal: () => ({ data: { url: 'https://billing.stripe.test/session/1' } }),
    site: () => ({ data: SITE }),
  };

  return {
    handlers,
    user,
    get state() {
      return state;
    },
  };
}

/** `api/faqs/list-all` over a list of FAQs: page 1 and a limit, `readMore` while more exist. */
export function faqHandler(docs: readonly Faq[]): FakeHandler {
  return (input) => {
    const { page = 1, limit = 5 } = input as { page?: number; limit?: number };
    const start = (page - 1) * limit;
    const hasNextPage = start + limit < docs.length;
    return {
      data: {
        docs: docs.slice(start, start + limit),
        totalDocs: docs.length,
        page,
        limit,
        totalPages: Math.max(1, Math.ceil(docs.length / limit)),
        hasNextPage,
        readMore: hasNextPage,
      },
    };
  };
}
