import { conversationUser } from '../port';
import { endpoints } from '@wob/api';
import { CHAT_CONSTANTS, CHAT_MESSAGE_LIMIT_MAX } from '@wob/validation';
import type {
  ChatMessage,
  ChatService,
  Conversation,
  ConversationsRequest,
  MessagesRequest,
  MessagesRequestOptions,
  ReceiverType,
  SharedMediaRequest,
  SharedMediaRequestOptions,
} from '../port';
import { requireData, requireUser, type WobContext } from './context';
import { toChatError } from './errors';
import { compareDecimal } from './order';
import type { WobGroupState } from './group-state';
import type { WobUsers } from './users';

// The wob adapter's conversations and messages: the paged requests of conversations, messages
// and shared media, one conversation, people, and the unread counts. What they fetch is
// remembered in the ledger: state the caller has, not news to tell again.

type ConversationsPart = Pick<
  ChatService,
  | 'conversationsRequest'
  | 'getConversation'
  | 'deleteConversation'
  | 'getConversationFromMessage'
  | 'getUser'
  | 'messagesRequest'
  | 'sharedMediaRequest'
  | 'getUnreadMessageCountForAllUsers'
>;

export function createConversations(
  ctx: WobContext,
  users: WobUsers,
  groups: WobGroupState,
): ConversationsPart {
  /** Keeps who a fetched conversation is with: the user, or the group with one's own scope. */
  function noteConversation(conversation: Conversation): void {
    const user = conversationUser(conversation);
    if (user) users.cache(user);
    else if (conversation.conversationType === 'group')
      groups.remember(conversation.conversationWith);
    if (conversation.lastMessage) ctx.ledger.remember(conversation.lastMessage);
  }

  function noteFetched(messages: readonly ChatMessage[]): void {
    for (const message of messages) ctx.ledger.remember(message);
  }

  function filterMessages(messages: ChatMessage[], options: MessagesRequestOptions): ChatMessage[] {
    const { categories, types } = options;
    return messages.filter(
      (message) =>
        (!categories || categories.includes(message.category)) &&
        (!types || types.includes(message.type)),
    );
  }

  function messagesRequest(options: MessagesRequestOptions): MessagesRequest {
    const limit = Math.min(
      Math.max(1, options.limit ?? CHAT_CONSTANTS.messagePage),
      CHAT_MESSAGE_LIMIT_MAX,
    );
    let oldest: string | null = null;
    let newest: string | null = null;
    let previousDone = false;
    const base = {
      conversationWith: options.uid,
      conversationType: options.receiverType ?? 'user',
      limit,
      hideReplies: options.hideReplies ?? false,
      ...(options.parentMessageId ? { parentMessageId: options.parentMessageId } : {}),
    };
    const track = (page: ChatMessage[]) => {
      noteFetched(page);
      const first = page[0];
      const last = page.at(-1);
      if (first && (oldest === null || compareDecimal(first.id, oldest) < 0)) oldest = first.id;
      if (last && (newest === null || compareDecimal(last.id, newest) > 0)) newest = last.id;
    };
    const fetchPage = async (query: typeof base & { before?: string; after?: string }) => {
      requireUser(ctx);
      try {
        return requireData(await ctx.api.call(endpoints.chatMessages, query)).messages;
      } catch (error) {
        throw toChatError(error);
      }
    };
    return {
      async fetchPrevious() {
        if (previousDone) return [];
        const page = await fetchPage(oldest === null ? base : { ...base, before: oldest });
        // Fewer than asked: the beginning of the conversation.
        if (page.length < limit) previousDone = true;
        track(page);
        return filterMessages(page, options);
      },
      async fetchNext() {
        const page = await fetchPage({ ...base, after: newest ?? '0' });
        track(page);
        return filterMessages(page, options);
      },
    };
  }

  const part: ConversationsPart = {
    conversationsRequest(options = {}) {
      const limit = Math.min(
        Math.max(1, options.limit ?? CHAT_CONSTANTS.conversationPage),
        CHAT_CONSTANTS.conversationPage,
      );
      let cursor: string | undefined;
      let done = false;
      const request: ConversationsRequest = {
        async fetchNext() {
          if (done) return [];
          requireUser(ctx);
          let page: { conversations: Conversation[]; next: string | null };
          try {
            page = requireData(
              await ctx.api.call(endpoints.chatConversations, {
                limit,
                ...(cursor === undefined ? {} : { cursor }),
              }),
            );
          } catch (error) {
            throw toChatError(error);
          }
          for (const conversation of page.conversations) noteConversation(conversation);
          if (page.next === null) done = true;
          else cursor = page.next;
          return page.conversations;
        },
      };
      return request;
    },

    async getConversation(uid, type: ReceiverType = 'user') {
      requireUser(ctx);
      try {
        const conversation = requireData(
          await ctx.api.call(endpoints.chatConversation, {
            conversationWith: uid,
            conversationType: type,
          }),
        );
        noteConversation(conversation);
        if (type === 'user' && uid !== ctx.myUid) users.follow(uid);
        return conversation;
      } catch (error) {
        throw toChatError(error);
      }
    },

    async deleteConversation(uid, type: ReceiverType = 'user') {
      requireUser(ctx);
      try {
        await ctx.api.call(endpoints.chatDeleteConversation, {
          conversationWith: uid,
          conversationType: type,
        });
      } catch (error) {
        throw toChatError(error);
      }
    },

    async getConversationFromMessage(message) {
      const me = requireUser(ctx);
      const other =
        message.receiverType === 'group' || message.sender.uid === me
          ? message.receiverId
          : message.sender.uid;
      return part.getConversation(other, message.receiverType);
    },

    async getUser(uid) {
      requireUser(ctx);
      const found = await users.fetch(uid);
      if (uid !== ctx.myUid) users.follow(uid);
      return found;
    },

    messagesRequest,

    sharedMediaRequest(options: SharedMediaRequestOptions): SharedMediaRequest {
      const limit = Math.min(
        Math.max(1, options.limit ?? CHAT_CONSTANTS.mediaPage),
        CHAT_CONSTANTS.mediaPage,
      );
      let before: string | undefined;
      let done = false;
      return {
        async fetchNext() {
          if (done) return [];
          requireUser(ctx);
          let page: { messages: ChatMessage[]; next: string | null };
          try {
            page = requireData(
              await ctx.api.call(endpoints.chatSharedMedia, {
                conversationWith: options.uid,
                conversationType: options.receiverType ?? 'user',
                kind: options.kind,
                limit,
                ...(before === undefined ? {} : { before }),
              }),
            );
          } catch (error) {
            throw toChatError(error);
          }
          noteFetched(page.messages);
          if (page.next === null) done = true;
          else before = page.next;
          return page.messages;
        },
      };
    },

    async getUnreadMessageCountForAllUsers() {
      requireUser(ctx);
      try {
        return requireData(await ctx.api.call(endpoints.chatUnread, {})).users;
      } catch (error) {
        throw toChatError(error);
      }
    },
  };
  return part;
}
