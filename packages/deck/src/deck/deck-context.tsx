import {
  createStoreContext,
  StoreProvider,
  type StoreProviderProps,
  useStoreApiOf,
  useStoreOf,
} from '@wob/store';
import type { DeckState, DeckStore } from './deck-store';

/** The deck store's context; the app shell binds it with @wob/store's `bindStore`. */
export const deckContext = createStoreContext<DeckState>('Deck');

export type DeckProviderProps = Omit<StoreProviderProps<DeckState>, 'of'>;

/** Makes one deck store available to the discovery pages below it. */
export function DeckProvider(props: DeckProviderProps) {
  return <StoreProvider of={deckContext} {...props} />;
}

/** The store itself, for effects and handlers that act without subscribing to it. */
export function useDeckStoreApi(): DeckStore {
  return useStoreApiOf(deckContext);
}

/** Reads one part of the state; re-renders only when that part changes. */
export function useDeckStore<T>(selector: (state: DeckState) => T): T {
  return useStoreOf(deckContext, selector);
}
