import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { SessionState, SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

export interface SessionProviderProps {
  store: SessionStore;
  children: ReactNode;
}

/** Makes one session store available to the account pages, guards and menus below it. */
export function SessionProvider({ store, children }: SessionProviderProps) {
  return <SessionContext value={store}>{children}</SessionContext>;
}

/** The store itself, for event handlers that read state without subscribing to it. */
export function useSessionStoreApi(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionProvider>');
  return store;
}

/** Reads one slice of the session; re-renders only when that slice changes. */
export function useSessionStore<T>(selector: (state: SessionState) => T): T {
  return useStore(useSessionStoreApi(), selector);
}
