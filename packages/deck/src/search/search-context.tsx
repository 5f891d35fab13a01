import {
  createStoreContext,
  StoreProvider,
  type StoreProviderProps,
  useStoreApiOf,
  useStoreOf,
} from '@wob/store';
import type { SearchState, SearchStore } from './search-store';

/** The search store's context; the app shell binds it with @wob/store's `bindStore`. */
export const searchContext = createStoreContext<SearchState>('Search');

export type SearchProviderProps = Omit<StoreProviderProps<SearchState>, 'of'>;

/** Makes the header search's store available to the search box and results page below it. */
export function SearchProvider(props: SearchProviderProps) {
  return <StoreProvider of={searchContext} {...props} />;
}

/** The store itself, for effects and handlers that act without subscribing to it. */
export function useSearchStoreApi(): SearchStore {
  return useStoreApiOf(searchContext);
}

/** Reads one part of the state; re-renders only when that part changes. */
export function useSearchStore<T>(selector: (state: SearchState) => T): T {
  return useStoreOf(searchContext, selector);
}
