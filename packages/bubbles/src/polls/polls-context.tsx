import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { PollsState, PollsStore } from './polls-store';

const PollsContext = createContext<PollsStore | null>(null);

export interface PollsProviderProps {
  store: PollsStore;
  children: ReactNode;
}

/** Makes the polls store available to the poll pages below it. */
export function PollsProvider({ store, children }: PollsProviderProps) {
  return <PollsContext value={store}>{children}</PollsContext>;
}

/** The store itself, for effects and handlers that act without subscribing. */
export function usePollsStoreApi(): PollsStore {
  const store = useContext(PollsContext);
  if (!store) throw new Error('usePollsStore must be used inside <PollsProvider>');
  return store;
}

/** Reads one slice of the polls state; re-renders only when that slice changes. */
export function usePollsStore<T>(selector: (state: PollsState) => T): T {
  return useStore(usePollsStoreApi(), selector);
}
