import type { ApiClient } from '@wob/api';
import type { Notifier } from '@wob/auth';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createToasts, type Translate } from './actions';
import { createFaqSlice, type FaqSlice } from './faq-slice';
import {
  browserShareEnvironment,
  createShareSlice,
  type ShareEnvironment,
  type ShareSlice,
} from './share-slice';
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

/** Everything a slice needs besides zustand's set and get. */
export interface SliceDeps {
  api: ApiClient;
  toasts: ReturnType<typeof createToasts>;
  notify: Notifier;
  translate: Translate;
  onPremiumChanged: () => void;
  redirect: (url: string) => void;
  shareEnvironment: () => ShareEnvironment;
}

const silent: Notifier = { success: () => undefined, error: () => undefined };

/**
 * The premium and support side of Woble: the subscription (get-subscribed and its changes),
 * the FAQs with their growing limit, support requests, and sharing. Actions toast the
 * server's message on success and the error catalogue on failure; fetches are silent and
 * leave their failure to the page's error state.
 */
export function createPremiumStore(deps: PremiumDeps): PremiumStore {
  const notify = deps.notify ?? silent;
  const translate = deps.translate ?? ((key: string) => key);
  const slice: SliceDeps = {
    api: deps.api,
    notify,
    translate,
    toasts: createToasts(notify, translate),
    onPremiumChanged: () => {
      // The session refresh is a silent fetch; its failure must not undo the change.
      Promise.resolve()
        .then(() => deps.onPremiumChanged?.())
        .catch((error: unknown) => console.warn('refreshing the premium state failed', error));
    },
    redirect: deps.redirect ?? ((url) => window.location.assign(url)),
    shareEnvironment: deps.shareEnvironment ?? browserShareEnvironment,
  };
  const store = createStore<PremiumState>()((set, get) => ({
    ...createSubscriptionSlice(slice, set, get),
    ...createFaqSlice(slice, set, get),
    ...createSupportSlice(slice),
    ...createShareSlice(slice, set, get),
    reset: () => set(initial),
  }));
  // The data half of the first state (actions stay as they are).
  const initial: Partial<PremiumState> = Object.fromEntries(
    Object.entries(store.getState()).filter(([, value]) => typeof value !== 'function'),
  );
  return store;
}

export type { ShareEnvironment };
