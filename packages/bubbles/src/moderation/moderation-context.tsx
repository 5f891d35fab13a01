import {
  createStoreContext,
  StoreProvider,
  type StoreProviderProps,
  useStoreApiOf,
  useStoreOf,
} from '@wob/store';
import type { ModerationState, ModerationStore } from './moderation-types';

/** The moderation store's context; the app shell binds it with @wob/store's `bindStore`. */
export const moderationContext = createStoreContext<ModerationState>('Moderation');

export type ModerationProviderProps = Omit<StoreProviderProps<ModerationState>, 'of'>;

/** Makes the moderation store available to the options and members pages below it. */
export function ModerationProvider(props: ModerationProviderProps) {
  return <StoreProvider of={moderationContext} {...props} />;
}

/** The store itself, for effects and handlers that act without subscribing to it. */
export function useModerationStoreApi(): ModerationStore {
  return useStoreApiOf(moderationContext);
}

/** Reads one part of the state; re-renders only when that part changes. */
export function useModerationStore<T>(selector: (state: ModerationState) => T): T {
  return useStoreOf(moderationContext, selector);
}
