import {
  createStoreContext,
  StoreProvider,
  type StoreProviderProps,
  useStoreApiOf,
  useStoreOf,
} from '@wob/store';
import type { PollsState, PollsStore } from './polls-types';

/** The polls store's context; the app shell binds it with @wob/store's `bindStore`. */
export const pollsContext = createStoreContext<PollsState>('Polls');

export type PollsProviderProps = Omit<StoreProviderProps<PollsState>, 'of'>;

/** Makes the polls store available to the poll pages below it. */
export function PollsProvider(props: PollsProviderProps) {
  return <StoreProvider of={pollsContext} {...props} />;
}

/** The store itself, for effects and handlers that act without subscribing to it. */
export function usePollsStoreApi(): PollsStore {
  return useStoreApiOf(pollsContext);
}

/** Reads one part of the state; re-renders only when that part changes. */
export function usePollsStore<T>(selector: (state: PollsState) => T): T {
  return useStoreOf(pollsContext, selector);
}
