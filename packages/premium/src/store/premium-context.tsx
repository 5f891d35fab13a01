import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { PremiumState, PremiumStore } from './premium-store';

const PremiumContext = createContext<PremiumStore | null>(null);

export interface PremiumProviderProps {
  store: PremiumStore;
  children: ReactNode;
}

/** Makes one premium store available to the premium, FAQ and share pages below it. */
export function PremiumProvider({ store, children }: PremiumProviderProps) {
  return <PremiumContext value={store}>{children}</PremiumContext>;
}

/** The store itself, for event handlers that read state without subscribing to it. */
export function usePremiumStoreApi(): PremiumStore {
  const store = useContext(PremiumContext);
  if (!store) throw new Error('usePremiumStore must be used inside <PremiumProvider>');
  return store;
}

/** Reads one slice of the premium state; re-renders only when that slice changes. */
export function usePremiumStore<T>(selector: (state: PremiumState) => T): T {
  return useStore(usePremiumStoreApi(), selector);
}
