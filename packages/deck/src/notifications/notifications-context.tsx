import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { NotificationsState, NotificationsStore } from './notifications-store';

const NotificationsContext = createContext<NotificationsStore | null>(null);

export interface NotificationsProviderProps {
  store: NotificationsStore;
  children: ReactNode;
}

/** Makes the notifications store available to the bell and its panel below it. */
export function NotificationsProvider({ store, children }: NotificationsProviderProps) {
  return <NotificationsContext value={store}>{children}</NotificationsContext>;
}

/** The store itself, for effects and handlers that act without subscribing. */
export function useNotificationsStoreApi(): NotificationsStore {
  const store = useContext(NotificationsContext);
  if (!store) throw new Error('useNotificationsStore must be used inside <NotificationsProvider>');
  return store;
}

/** Reads one slice of the notifications state; re-renders only when that slice changes. */
export function useNotificationsStore<T>(selector: (state: NotificationsState) => T): T {
  return useStore(useNotificationsStoreApi(), selector);
}
