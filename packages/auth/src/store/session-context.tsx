import {
  createStoreContext,
  StoreProvider,
  type StoreProviderProps,
  useStoreApiOf,
  useStoreOf,
} from '@wob/store';
import type { SessionState, SessionStore } from './session-store';

/** The session store's context; the app shell binds it with @wob/store's `bindStore`. */
export const sessionContext = createStoreContext<SessionState>('Session');

export type SessionProviderProps = Omit<StoreProviderProps<SessionState>, 'of'>;

/** Makes one session store available to the account pages, guards and menus below it. */
export function SessionProvider(props: SessionProviderProps) {
  return <StoreProvider of={sessionContext} {...props} />;
}

/** The store itself, for event handlers that read state without subscribing to it. */
export function useSessionStoreApi(): SessionStore {
  return useStoreApiOf(sessionContext);
}

/** Reads one slice of the session; re-renders only when that slice changes. */
export function useSessionStore<T>(selector: (state: SessionState) => T): T {
  return useStoreOf(sessionContext, selector);
}
