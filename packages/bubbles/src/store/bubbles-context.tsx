import {
  createStoreContext,
  StoreProvider,
  type StoreProviderProps,
  useStoreApiOf,
  useStoreOf,
} from '@wob/store';
import type { BubblesState, BubblesStore } from './bubbles-store';

/** The bubbles store's context; the app shell binds it with @wob/store's `bindStore`. */
export const bubblesContext = createStoreContext<BubblesState>('Bubbles');

export type BubblesProviderProps = Omit<StoreProviderProps<BubblesState>, 'of'>;

/** Makes one Bubbles store available to the Bubble pages below it. */
export function BubblesProvider(props: BubblesProviderProps) {
  return <StoreProvider of={bubblesContext} {...props} />;
}

/** The store itself, for effects and handlers that act without subscribing to it. */
export function useBubblesStoreApi(): BubblesStore {
  return useStoreApiOf(bubblesContext);
}

/** Reads one part of the state; re-renders only when that part changes. */
export function useBubblesStore<T>(selector: (state: BubblesState) => T): T {
  return useStoreOf(bubblesContext, selector);
}
