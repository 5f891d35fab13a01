import type { ChatSearchResult, SearchMessagesOptions, SearchMessagesPage } from '../service/port';
import type { ChatKit } from './kit';

// Message search from the chat list: the pages of results (the service decides what matches
// and what the person may read), and opening a result: its conversation, older pages until the
// message is loaded, then the message list scrolls to it and highlights it (`focusMessage`).

/** Pages of a conversation read back at most, looking for a chosen result. */
const PAGES_BACK_MAX = 30;

export interface SearchActions {
  searchMessages(query: string, options?: SearchMessagesOptions): Promise<SearchMessagesPage>;
  /**
   * Opens a search result's conversation and asks the message list to show the message.
   * A thread reply is not in the main list: its conversation opens at its newest messages.
   */
  openMessage(result: ChatSearchResult): Promise<void>;
  /** The message list has shown `focusMessage`. */
  clearFocus(): void;
}

export function createSearchParts(kit: ChatKit): SearchActions {
  return {
    searchMessages: (query, options) => kit.deps.service.searchMessages(query, options),

    async openMessage(result) {
      const target = result.message.id;
      const uid =
        result.conversationType === 'group'
          ? result.conversationWith.guid
          : result.conversationWith.uid;
      kit.set({ focusMessage: null });
      if (result.conversationType === 'group') {
        await kit.get().openGroup(result.conversationWith, 'chosen');
      } else await kit.get().openConversation(uid, 'chosen');
      for (let page = 0; page < PAGES_BACK_MAX; page += 1) {
        const open = kit.get().open;
        if (!open || open.uid !== uid || open.status !== 'ready') return;
        if (open.messages.some((message) => message.id === target)) break;
        if (!open.hasOlder) return;
        await kit.get().loadOlder();
      }
      if (kit.get().open?.uid === uid) kit.set({ focusMessage: target });
    },

    clearFocus() {
      kit.set({ focusMessage: null });
    },
  };
}
