import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { ModerationState, ModerationStore } from './moderation-store';

const ModerationContext = createContext<ModerationStore | null>(null);

export interface ModerationProviderProps {
  store: ModerationStore;
  children: ReactNode;
}

/** Makes the moderation store available to /bubble_options and /bubble_members below it. */
export function ModerationProvider({ store, children }: ModerationProviderProps) {
  return <ModerationContext value={store}>{children}</ModerationContext>;
}

/** The store itself, for effects and handlers that act without subscribing. */
export function useModerationStoreApi(): ModerationStore {
  const store = useContext(ModerationContext);
  if (!store) throw new Error('useModerationStore must be used inside <ModerationProvider>');
  return store;
}

/** Reads one slice of the moderation store; re-renders only when that slice changes. */
export function useModerationStore<T>(selector: (state: ModerationState) => T): T {
  return useStore(useModerationStoreApi(), selector);
}
