import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { DeckState, DeckStore } from './deck-store';

const DeckContext = createContext<DeckStore | null>(null);

export interface DeckProviderProps {
  store: DeckStore;
  children: ReactNode;
}

/** Makes the deck store available to the discovery pages below it. */
export function DeckProvider({ store, children }: DeckProviderProps) {
  return <DeckContext value={store}>{children}</DeckContext>;
}

/** The store itself, for effects and handlers that act without subscribing. */
export function useDeckStoreApi(): DeckStore {
  const store = useContext(DeckContext);
  if (!store) throw new Error('useDeckStore must be used inside <DeckProvider>');
  return store;
}

/** Reads one part of the deck state; re-renders only when that part changes. */
export function useDeckStore<T>(selector: (state: DeckState) => T): T {
  return useStore(useDeckStoreApi(), selector);
}
