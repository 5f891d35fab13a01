import {
  createStoreContext,
  StoreProvider,
  type StoreProviderProps,
  useStoreApiOf,
  useStoreOf,
} from '@wob/store';
import type { PremiumState, PremiumStore } from './premium-store';

/** The premium store's context; the app shell binds it with @wob/store's `bindStore`. */
export const premiumContext = createStoreContext<PremiumState>('Premium');

export type PremiumProviderProps = Omit<StoreProviderProps<PremiumState>, 'of'>;

/** Makes one premium store available to the premium, FAQ and share pages below it. */
export function PremiumProvider(props: PremiumProviderProps) {
  return <StoreProvider of={premiumContext} {...props} />;
}

/** The store itself, for event handlers that read state without subscribing to it. */
export function usePremiumStoreApi(): PremiumStore {
  return useStoreApiOf(premiumContext);
}

/** Reads one slice of the premium state; re-renders only when that slice changes. */
export function usePremiumStore<T>(selector: (state: PremiumState) => T): T {
  return useStoreOf(premiumContext, selector);
}
