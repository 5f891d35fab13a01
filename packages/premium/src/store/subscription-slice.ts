import type { Envelope, Subscribed } from '@wob/api';
import { endpoints } from '@wob/api';
import {
  type ActionResult,
  createLatest,
  isAbort,
  type LoadStatus,
  NOT_SENT,
  OK,
} from '@wob/store';
import type { PremiumSliceKit } from './premium-kit';

export type SubscriptionChange = 'subscribe' | 'switch' | 'cancel' | 'resume' | 'refund' | 'portal';

export interface SubscriptionSlice {
  /** get-subscribed's last answer (state, plans, trial, provider); null until it came. */
  subscribed: Subscribed | null;
  /** Where the fetch of get-subscribed stands; a background refetch keeps 'ready'. */
  subscribedStatus: LoadStatus;
  /** The change on its way: its button is busy and the others wait. */
  pendingChange: SubscriptionChange | null;

  /**
   * Fetches the plan and state; with `background`, what is shown stays while it runs. After a
   * finished checkout (`afterCheckout`) the session learns the new premium state too.
   */
  loadSubscribed(options?: {
    background?: boolean;
    afterCheckout?: boolean;
  }): Promise<ActionResult>;
  /** Starts the plan (with the free trial when open); Stripe answers a Checkout page. */
  subscribe(planId: string): Promise<ActionResult>;
  switchPlan(planId: string): Promise<ActionResult>;
  cancel(): Promise<ActionResult>;
  resume(): Promise<ActionResult>;
  requestRefund(): Promise<ActionResult>;
  /** Stripe only: opens the billing portal for the payment method. */
  openBillingPortal(): Promise<ActionResult>;
}

type ChangeAnswer = Envelope<{
  subscription: Subscribed['subscription'];
  premium: Subscribed['premium'];
  redirectUrl: string | null;
}>;

export function createSubscriptionSlice({
  set,
  get,
  deps,
  feedback,
}: PremiumSliceKit<SubscriptionSlice>): SubscriptionSlice {
  const { api } = deps;
  const latestLoad = createLatest();

  /** Runs one change; the answer replaces the shown state, or sends the browser to pay. */
  async function change(
    kind: SubscriptionChange,
    call: () => Promise<ChangeAnswer>,
  ): Promise<ActionResult> {
    if (get().pendingChange) return NOT_SENT;
    set({ pendingChange: kind });
    let leaving = false;
    try {
      const answer = await call();
      const data = answer.data;
      feedback.toastSuccess(answer.message);
      if (data?.redirectUrl) {
        // The page is being left for the provider's; the button stays busy until then.
        leaving = true;
        deps.redirect(data.redirectUrl);
        return OK;
      }
      if (data) {
        set((state) => ({
          subscribed: state.subscribed && {
            ...state.subscribed,
            subscription: data.subscription,
            premium: data.premium,
            // One free trial per e-mail address, ever: starting any plan uses it up.
            trialAvailable: kind === 'subscribe' ? false : state.subscribed.trialAvailable,
          },
        }));
      }
      deps.onPremiumChanged();
      return OK;
    } catch (error) {
      if (isAbort(error)) return feedback.failure(error);
      feedback.toastFailure(error);
      return feedback.failure(error);
    } finally {
      if (!leaving) set({ pendingChange: null });
    }
  }

  return {
    subscribed: null,
    subscribedStatus: 'idle',
    pendingChange: null,

    async loadSubscribed(options = {}) {
      const ticket = latestLoad.next();
      if (!options.background || get().subscribed === null) set({ subscribedStatus: 'loading' });
      try {
        const answer = await api.call(endpoints.getSubscribed, {});
        if (!answer.data) throw new Error('get-subscribed answered without data');
        if (latestLoad.isLatest(ticket))
          set({ subscribed: answer.data, subscribedStatus: 'ready' });
        if (options.afterCheckout) deps.onPremiumChanged();
        return OK;
      } catch (error) {
        // Fetches are only logged (spec section 8); the page shows its error state.
        console.warn('get-subscribed failed', error);
        if (latestLoad.isLatest(ticket) && get().subscribed === null)
          set({ subscribedStatus: 'error' });
        return feedback.failure(error);
      }
    },

    subscribe: (planId) => change('subscribe', () => api.call(endpoints.subscribe, { planId })),
    switchPlan: (planId) => change('switch', () => api.call(endpoints.switchPlan, { planId })),
    cancel: () => change('cancel', () => api.call(endpoints.cancelSubscription, {})),
    resume: () => change('resume', () => api.call(endpoints.resumeSubscription, {})),
    requestRefund: () => change('refund', () => api.call(endpoints.requestRefund, {})),

    async openBillingPortal() {
      if (get().pendingChange) return NOT_SENT;
      set({ pendingChange: 'portal' });
      try {
        const answer = await api.call(endpoints.billingPortal, {});
        if (!answer.data?.url) throw new Error('The billing portal answered without a URL');
        deps.redirect(answer.data.url);
        return OK;
      } catch (error) {
        set({ pendingChange: null });
        feedback.toastFailure(error);
        return feedback.failure(error);
      }
    },
  };
}
