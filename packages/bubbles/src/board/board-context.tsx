import {
  createStoreContext,
  StoreProvider,
  type StoreProviderProps,
  useStoreApiOf,
  useStoreOf,
} from '@wob/store';
import type { BoardState, BoardStore } from './board-types';

/** The board store's context; the app shell binds it with @wob/store's `bindStore`. */
export const boardContext = createStoreContext<BoardState>('Board');

export type BoardProviderProps = Omit<StoreProviderProps<BoardState>, 'of'>;

/** Makes the board store available to the Bubble page below it. */
export function BoardProvider(props: BoardProviderProps) {
  return <StoreProvider of={boardContext} {...props} />;
}

/** The store itself, for effects and handlers that act without subscribing to it. */
export function useBoardStoreApi(): BoardStore {
  return useStoreApiOf(boardContext);
}

/** Reads one part of the state; re-renders only when that part changes. */
export function useBoardStore<T>(selector: (state: BoardState) => T): T {
  return useStoreOf(boardContext, selector);
}
