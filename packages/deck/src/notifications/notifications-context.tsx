import {
  createStoreContext,
  StoreProvider,
  type StoreProviderProps,
  useStoreApiOf,
  useStoreOf,
} from '@wob/store';
import type { NotificationsState, NotificationsStore } from './notifications-store';

/** The notifications store's context; the app shell binds it with @wob/store's `bindStore`. */
export const notificationsContext = createStoreContext<NotificationsState>('Notifications');

export type NotificationsProviderProps = Omit<StoreProviderProps<NotificationsState>, 'of'>;

/** Makes the bell's store available to the header's bell and panel below it. */
export function NotificationsProvider(props: NotificationsProviderProps) {
  return <StoreProvider of={notificationsContext} {...props} />;
}

/** The store itself, for effects and handlers that act without subscribing to it. */
export function useNotificationsStoreApi(): NotificationsStore {
  return useStoreApiOf(notificationsContext);
}

/** Reads one part of the state; re-renders only when that part changes. */
export function useNotificationsStore<T>(selector: (state: NotificationsState) => T): T {
  return useStoreOf(notificationsContext, selector);
}
