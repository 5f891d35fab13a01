import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import { type ChatClock, realClock } from '../components/format';
import type { ChatState, ChatStore } from './chat-types';

const ChatContext = createContext<ChatStore | null>(null);
const ClockContext = createContext<ChatClock>(realClock);

export interface ChatProviderProps {
  store: ChatStore;
  /** The clock of dates and separators; real time unless stories and tests fix it. */
  clock?: ChatClock;
  children: ReactNode;
}

/** Makes the chat store available to /chat and the header's message link below it. */
export function ChatProvider({ store, clock = realClock, children }: ChatProviderProps) {
  return (
    <ChatContext value={store}>
      <ClockContext value={clock}>{children}</ClockContext>
    </ChatContext>
  );
}

/** The store itself, for effects and handlers that act without subscribing. */
export function useChatStoreApi(): ChatStore {
  const store = useContext(ChatContext);
  if (!store) throw new Error('useChatStore must be used inside <ChatProvider>');
  return store;
}

/** Reads one slice of the chat state; re-renders only when that slice changes. */
export function useChatStore<T>(selector: (state: ChatState) => T): T {
  return useStore(useChatStoreApi(), selector);
}

export function useChatClock(): ChatClock {
  return useContext(ClockContext);
}
