import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { SearchState, SearchStore } from './search-store';

const SearchContext = createContext<SearchStore | null>(null);

export interface SearchProviderProps {
  store: SearchStore;
  children: ReactNode;
}

/** Makes the search store available to the header search and /results below it. */
export function SearchProvider({ store, children }: SearchProviderProps) {
  return <SearchContext value={store}>{children}</SearchContext>;
}

/** The store itself, for effects and handlers that act without subscribing. */
export function useSearchStoreApi(): SearchStore {
  const store = useContext(SearchContext);
  if (!store) throw new Error('useSearchStore must be used inside <SearchProvider>');
  return store;
}

/** Reads one slice of the search state; re-renders only when that slice changes. */
export function useSearchStore<T>(selector: (state: SearchState) => T): T {
  return useStore(useSearchStoreApi(), selector);
}
