import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { BubblesState, BubblesStore } from './bubbles-store';

const BubblesContext = createContext<BubblesStore | null>(null);

export interface BubblesProviderProps {
  store: BubblesStore;
  children: ReactNode;
}

/** Makes one Bubbles store available to the Bubble pages below it. */
export function BubblesProvider({ store, children }: BubblesProviderProps) {
  return <BubblesContext value={store}>{children}</BubblesContext>;
}

/** The store itself, for event handlers that read state without subscribing to it. */
export function useBubblesStoreApi(): BubblesStore {
  const store = useContext(BubblesContext);
  if (!store) throw new Error('useBubblesStore must be used inside <BubblesProvider>');
  return store;
}

/** Reads one slice of the Bubbles state; re-renders only when that slice changes. */
export function useBubblesStore<T>(selector: (state: BubblesState) => T): T {
  return useStore(useBubblesStoreApi(), selector);
}
