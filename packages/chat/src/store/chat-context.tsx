import {
  createStoreContext,
  StoreProvider,
  type StoreProviderProps,
  useStoreApiOf,
  useStoreOf,
} from '@wob/store';
import { createContext, useContext } from 'react';
import { type ChatClock, realClock } from '../components/format';
import type { ChatState, ChatStore } from './chat-types';

/** The chat store's context; the app shell binds it with @wob/store's `bindStore`. */
export const chatContext = createStoreContext<ChatState>('Chat');
const ClockContext = createContext<ChatClock>(realClock);

export interface ChatProviderProps extends Omit<StoreProviderProps<ChatState>, 'of'> {
  /** The clock of dates and separators; real time unless stories and tests fix it. */
  clock?: ChatClock;
}

/** Makes the chat store available to /chat and the header's message link below it. */
export function ChatProvider({ store, clock = realClock, children }: ChatProviderProps) {
  return (
    <StoreProvider of={chatContext} store={store}>
      <ClockContext value={clock}>{children}</ClockContext>
    </StoreProvider>
  );
}

/** The store itself, for effects and handlers that act without subscribing. */
export function useChatStoreApi(): ChatStore {
  return useStoreApiOf(chatContext);
}

/** Reads one slice of the chat state; re-renders only when that slice changes. */
export function useChatStore<T>(selector: (state: ChatState) => T): T {
  return useStoreOf(chatContext, selector);
}

export function useChatClock(): ChatClock {
  return useContext(ClockContext);
}
