import { CHAT_CONSTANTS } from '@wob/validation';
import {
  type ChatMessage,
  type Conversation,
  type ConversationsRequest,
  conversationUser,
  conversationWithId,
} from '../service/port';
import type { ChatActions } from './chat-types';
import type { ChatKit } from './kit';
import { compareIds } from './messages';

// The conversation list (spec chat section 4, 'Conversation list'): pages of 30, live
// reordering, unread counts, deleting with confirmation (asked by the page), and the first
// load that opens the stored Wobler's chat or the first one.

export interface ListParts {
  actions: Pick<ChatActions, 'openPage' | 'retryList' | 'loadMore' | 'deleteConversation'>;
  /** A new, edited or deleted message: its conversation goes to the top with the message. */
  bringToTop(message: ChatMessage, other: string): void;
  removeConversation(uid: string): void;
  /** Adds a conversation at the top (a chat opened from a profile, an unblocked person). */
  putOnTop(conversation: Conversation): void;
}

const uidOf = conversationWithId;

/** The later of two messages (a late edit of an old message does not become the preview). */
function laterMessage(current: ChatMessage | null, incoming: ChatMessage): ChatMessage {
  if (!current || current.id === incoming.id) return incoming;
  return compareIds(incoming.id, current.id) >= 0 ? incoming : current;
}

export function createListParts(
  kit: ChatKit,
  openConversation: ChatActions['openConversation'],
): ListParts {
  let request: ConversationsRequest | null = null;
  let ticket = 0;
  let fetching = new Set<string>();

  const seedUnread = (items: Conversation[]) =>
    kit.set((state) => {
      const unread = { ...state.unread };
      for (const item of items) {
        // The open conversation's count is 0 (spec) once it is on screen: it is read as shown.
        const shownNow = state.open?.uid === uidOf(item) && state.messagesShown;
        unread[uidOf(item)] = shownNow ? 0 : item.unreadMessageCount;
      }
      return { unread };
    });

  const firstPage = async (): Promise<Conversation[] | null> => {
    ticket += 1;
    const mine = ticket;
    fetching = new Set();
    request = kit.deps.service.conversationsRequest({ limit: CHAT_CONSTANTS.conversationPage });
    kit.patchList({ status: 'loading', items: [], hasMore: false, loadingMore: false });
    try {
      const page = await request.fetchNext();
      if (mine !== ticket) return null;
      const items = page.filter((item) => !conversationUser(item)?.blockedByMe);
      kit.patchList({
        status: 'ready',
        items: mergeItems(kit.get().list.items, items),
        hasMore: page.length >= CHAT_CONSTANTS.conversationPage,
      });
      seedUnread(items);
      return items;
    } catch (error) {
      if (mine === ticket) kit.patchList({ status: 'error' });
      kit.logged('conversations could not be loaded', error);
      return null;
    }
  };

  const putOnTop = (conversation: Conversation) => {
    const { list } = kit.get();
    if (conversationUser(conversation)?.blockedByMe) return;
    const rest = list.items.filter((item) => item.conversationId !== conversation.conversationId);
    kit.patchList({ items: [conversation, ...rest] });
  };

  return {
    putOnTop,

    bringToTop(message, other) {
      const { list } = kit.get();
      if (list.status !== 'ready') return;
      const index = list.items.findIndex((item) => uidOf(item) === other);
      if (index >= 0) {
        const item = list.items[index] as Conversation;
        const moved = { ...item, lastMessage: laterMessage(item.lastMessage, message) };
        kit.patchList({
          items: [moved, ...list.items.slice(0, index), ...list.items.slice(index + 1)],
        });
        return;
      }
      // A conversation not in the list yet: ask for it once, then put it on top.
      if (fetching.has(other)) return;
      fetching.add(other);
      const mine = ticket;
      kit.deps.service
        .getConversationFromMessage(message)
        .then((conversation) => {
          if (mine !== ticket) return;
          const known = kit.get().list.items.find((item) => uidOf(item) === other);
          putOnTop(
            known
              ? { ...known, lastMessage: laterMessage(known.lastMessage, message) }
              : conversation,
          );
        })
        .catch((error: unknown) => kit.logged('conversation of a new message', error))
        .finally(() => fetching.delete(other));
    },

    removeConversation(uid) {
      const { list } = kit.get();
      if (!list.items.some((item) => uidOf(item) === uid)) return;
      kit.patchList({ items: list.items.filter((item) => uidOf(item) !== uid) });
    },

    actions: {
      async openPage(options = {}) {
        await kit.get().start();
        if (kit.get().session.status !== 'ready') return;
        const items = await firstPage();
        if (!items) return;
        // A link to a group (the bell's mention, a Bubble's chat) opens it, whatever the list's
        // first is. A group gone or left leaves the usual first.
        if (options.group && (await kit.get().openGroupById(options.group, 'stored'))) return;
        // Spec chat section 4: the stored Wobler's chat opens once, then the entry goes.
        const stored = kit.deps.storage.readSelected();
        if (stored) {
          kit.deps.storage.removeSelected();
          await openConversation(stored.id, 'stored');
          return;
        }
        const first = items[0];
        if (first && !kit.get().open) await openConversation(uidOf(first), 'auto');
      },

      async retryList() {
        await firstPage();
      },

      async loadMore() {
        const { list } = kit.get();
        if (!request || list.status !== 'ready' || !list.hasMore || list.loadingMore) return;
        const mine = ticket;
        kit.patchList({ loadingMore: true });
        try {
          const page = await request.fetchNext();
          if (mine !== ticket) return;
          const items = page.filter((item) => !conversationUser(item)?.blockedByMe);
          kit.patchList({
            items: mergeItems(kit.get().list.items, items),
            hasMore: page.length >= CHAT_CONSTANTS.conversationPage,
            loadingMore: false,
          });
          seedUnread(items);
        } catch (error) {
          // Paged fetches fail silently (spec chat section 8): scrolling asks again.
          if (mine === ticket) kit.patchList({ loadingMore: false });
          kit.logged('more conversations could not be loaded', error);
        }
      },

      async deleteConversation(uid) {
        const item = kit.get().list.items.find((each) => uidOf(each) === uid);
        try {
          await kit.deps.service.deleteConversation(uid, item?.conversationType ?? 'user');
        } catch (error) {
          kit.logged('conversation could not be deleted', error);
          return;
        }
        const { list, open } = kit.get();
        kit.patchList({ items: list.items.filter((item) => uidOf(item) !== uid) });
        kit.set((state) => ({ unread: { ...state.unread, [uid]: 0 } }));
        if (open?.uid === uid) kit.get().closeConversation();
      },
    },
  };
}

/** Items already shown (live updates since) win over the page's copy of the same conversation. */
function mergeItems(shown: Conversation[], page: Conversation[]): Conversation[] {
  const known = new Set(shown.map((item) => item.conversationId));
  return [...shown, ...page.filter((item) => !known.has(item.conversationId))];
}
