import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { BoardState, BoardStore } from './board-store';

const BoardContext = createContext<BoardStore | null>(null);

export interface BoardProviderProps {
  store: BoardStore;
  children: ReactNode;
}

/** Makes the board store available to the Bubble page below it. */
export function BoardProvider({ store, children }: BoardProviderProps) {
  return <BoardContext value={store}>{children}</BoardContext>;
}

/** The store itself, for effects and handlers that act without subscribing. */
export function useBoardStoreApi(): BoardStore {
  const store = useContext(BoardContext);
  if (!store) throw new Error('useBoardStore must be used inside <BoardProvider>');
  return store;
}

/** Reads one slice of the board; re-renders only when that slice changes. */
export function useBoardStore<T>(selector: (state: BoardState) => T): T {
  return useStore(useBoardStoreApi(), selector);
}
