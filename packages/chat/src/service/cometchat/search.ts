import { CHAT_SEARCH, searchWords } from '@wob/validation';
import { ChatError, type ChatSearchResult, type ChatService, type Conversation } from '../port';
import { markWords } from '../search';
import type { CometChatConversations } from './conversations';
import type { CometChatEvents } from './events';
import type { CometChatSession } from './session';

// The cometchat adapter's message search: the SDK's MessagesRequestBuilder with
// `setSearchKeyword` and neither a UID nor a GUID, which CometChat answers from all the
// caller's conversations (its `getMessages`). CometChat matches the keyword inside the text;
// it stems nothing. Deleted messages and those of people the caller blocked are left out, as
// the wob service does. Pages go back from the oldest message of the previous page.

export function createSearch(
  events: CometChatEvents,
  session: CometChatSession,
  conversations: Pick<CometChatConversations, 'getConversation'>,
): Pick<ChatService, 'searchMessages'> {
  return {
    searchMessages: (query, options = {}) =>
      session.run(async ({ CometChat, uid: mine }) => {
        const keyword = query.trim().replace(/\s+/g, ' ');
        if (searchWords(keyword).length === 0 || keyword.length > CHAT_SEARCH.queryMax) {
          throw new ChatError('invalid', 'no words to search for', 422);
        }
        const limit = Math.min(Math.max(1, options.limit ?? CHAT_SEARCH.page), CHAT_SEARCH.pageMax);
        const builder = new CometChat.MessagesRequestBuilder()
          .setSearchKeyword(keyword)
          .setLimit(limit)
          .setCategories(['message'])
          .setTypes(['text'])
          .hideDeletedMessages(true)
          .hideMessagesFromBlockedUsers(true);
        if (options.cursor) builder.setMessageId(Number(options.cursor));
        const page = await builder.build().fetchPrevious();
        const known = new Map<string, Promise<Conversation>>();
        const results: ChatSearchResult[] = [];
        // Newest first, as the wob service answers.
        for (const sdk of [...page].reverse()) {
          const message = events.mapSeen(sdk);
          if (!message || message.deletedAt !== null) continue;
          const group = message.receiverType === 'group';
          // A group's guid, or the other person of a one-to-one conversation.
          const other =
            group || message.sender.uid === mine ? message.receiverId : message.sender.uid;
          const key = `${message.receiverType}:${other}`;
          let conversation = known.get(key);
          if (!conversation) {
            conversation = conversations.getConversation(other, message.receiverType);
            known.set(key, conversation);
          }
          const found = await conversation;
          const snippet = markWords(message.text ?? '', keyword);
          results.push(
            found.conversationType === 'group'
              ? {
                  conversationId: found.conversationId,
                  conversationType: 'group',
                  conversationWith: found.conversationWith,
                  message,
                  snippet,
                }
              : {
                  conversationId: found.conversationId,
                  conversationType: 'user',
                  conversationWith: found.conversationWith,
                  message,
                  snippet,
                },
          );
        }
        const oldest = page[0];
        return { results, next: page.length >= limit && oldest ? String(oldest.getId()) : null };
      }),
  };
}
