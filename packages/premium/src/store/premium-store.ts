import type { ApiClient } from '@wob/api';
import type { Translate } from '@wob/i18n';
import { createFeedback, type Notifier } from '@wob/store';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createFaqSlice, type FaqSlice } from './faq-slice';
import type { PremiumKitDeps } from './premium-kit';
import { browserShareEnvironment, type ShareEnvironment } from './share-environment';
import { createShareSlice, type ShareSlice } from './share-slice';
import { createSubscriptionSlice, type SubscriptionSlice } from './subscription-slice';
import { createSupportSlice, type SupportSlice } from './support-slice';

export interface PremiumDeps {
  api: ApiClient;
  /** How the store tells a person about an action; the app passes @wob/ui's toast. */
  notify?: Notifier;
  /** Turns the store's own i18n keys (the error catalogue, 'Link copied') into text. */
  translate?: Translate;
  /**
   * Called after every change of the subscription; the app refreshes the session user so the
   * header and every premium button see the new state.
   */
  onPremiumChanged?: () => unknown;
  /** Opens a page of the payment provider (Checkout, the billing portal). */
  redirect?: (url: string) => void;
  /** The browser's Web Share API and clipboard; injected by tests and stories. */
  shareEnvironment?: () => ShareEnvironment;
}

export type PremiumState = SubscriptionSlice &
  FaqSlice &
  SupportSlice &
  ShareSlice & {
    /** Forgets every answer (sign-out, another person signing in). */
    reset(): void;
  };
export type PremiumStore = StoreApi<PremiumState>;

/**
 * The premium and support side of Woble: the subscription (get-subscribed and its changes),
 * the FAQs with their growing limit, support requests, and sharing. Actions toast the
 * server's message on success and the error catalogue on failure; fetches are silent and
 * leave their failure to the page's error state.
 */
export function createPremiumStore(deps: PremiumDeps): PremiumStore {
  const feedback = createFeedback({ notify: deps.notify, translate: deps.translate });
  const sliceDeps: PremiumKitDeps = {
    api: deps.api,
    onPremiumChanged: () => {
      // The session refresh is a silent fetch; its failure must not undo the change.
      Promise.resolve()
        .then(() => deps.onPremiumChanged?.())
        .catch((error: unknown) => console.warn('refreshing the premium state failed', error));
    },
    redirect: deps.redirect ?? ((url) => window.location.assign(url)),
    shareEnvironment: deps.shareEnvironment ?? browserShareEnvironment,
  };
  const store = createStore<PremiumState>()((set, get) => {
    const kit = { set, get, deps: sliceDeps, feedback };
    return {
      ...createSubscriptionSlice(kit),
      ...createFaqSlice(kit),
      ...createSupportSlice(kit),
      ...createShareSlice(kit),
      reset: () => set(initial),
    };
  });
  // The data half of the first state (actions stay as they are).
  const initial: Partial<PremiumState> = Object.fromEntries(
    Object.entries(store.getState()).filter(([, value]) => typeof value !== 'function'),
  );
  return store;
}

export type { ShareEnvironment };
