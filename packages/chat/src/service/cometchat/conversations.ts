import { conversationWithId } from '../port';
import { CHAT_CONSTANTS, type ReceiverType } from '@wob/validation';
import type {
  ChatMessage,
  Conversation,
  ConversationsRequest,
  MessagesRequest,
  MessagesRequestOptions,
  SharedMediaRequest,
  SharedMediaRequestOptions,
} from '../port';
import type { CometChatContext } from './context';
import type { CometChatEvents } from './events';
import { groupConversationIdOf, toChatGroup, toGroupConversation } from './group-mapping';
import { conversationIdOf, toChatError, toChatUser, toConversation } from './mapping';
import type {
  CometChatNamespace,
  SdkConversation,
  SdkConversationsRequest,
  SdkMessage,
  SdkMessagesRequest,
  SdkMessagesRequestBuilder,
} from './sdk';
import type { CometChatSession } from './session';
import type { CometChatUsers } from './users';

// The cometchat adapter's conversations and messages as they are read: the conversation list,
// one conversation (also before its first message), the pages of messages and of shared media,
// the unread counts, deleting a conversation for oneself, and the extensions' calls.

const SHARED_MEDIA_TYPES = {
  photos: ['image'],
  videos: ['video'],
  documents: ['file', 'audio'],
} as const;

/** A user's (setUID) or a group's (setGUID) messages. */
function receiverOf(
  builder: SdkMessagesRequestBuilder,
  id: string,
  type: ReceiverType = 'user',
): SdkMessagesRequestBuilder {
  return type === 'group' ? builder.setGUID(id) : builder.setUID(id);
}

export type CometChatConversations = ReturnType<typeof createConversations>;

export function createConversations(
  { state }: CometChatContext,
  events: CometChatEvents,
  session: CometChatSession,
  users: CometChatUsers,
) {
  const { mapSeen, noteSeen } = events;
  const { run } = session;
  const { withUser } = users;

  /** A conversation with a user or a group; a group's as `mine` sees it (remembered). */
  function mapConversation(conversation: SdkConversation, mine: string): Conversation | null {
    if (conversation.getConversationType() !== 'group') return toConversation(conversation);
    const mapped = toGroupConversation(conversation, mine);
    if (mapped) {
      const group = mapped.conversationWith;
      state.groupViewers.set(group.guid, { scope: group.scope, hasJoined: group.hasJoined });
    }
    return mapped;
  }

  async function getConversation(uid: string, type: ReceiverType = 'user'): Promise<Conversation> {
    return run(async ({ CometChat, uid: mine }) => {
      if (type === 'group') {
        try {
          const conversation = mapConversation(await CometChat.getConversation(uid, type), mine);
          if (conversation) return conversation;
        } catch (error) {
          if (toChatError(error).code !== 'not-found') throw error;
        }
        // No message yet: an empty conversation with the group.
        const group = toChatGroup(await CometChat.getGroup(uid), mine);
        return {
          conversationId: groupConversationIdOf(group.guid),
          conversationType: 'group',
          conversationWith: group,
          lastMessage: null,
          unreadMessageCount: 0,
        };
      }
      try {
        const conversation = toConversation(
          await withUser(uid, () => CometChat.getConversation(uid, type)),
        );
        if (conversation) {
          if (conversation.lastMessage) state.partners.add(conversationWithId(conversation));
          return conversation;
        }
      } catch (error) {
        if (toChatError(error).code !== 'not-found') throw error;
      }
      // No message yet (or all deleted from this side): an empty conversation with them.
      const user = toChatUser(await withUser(uid, () => CometChat.getUser(uid)));
      return {
        conversationId: conversationIdOf(mine, user.uid),
        conversationType: 'user',
        conversationWith: user,
        lastMessage: null,
        unreadMessageCount: 0,
      };
    });
  }

  return {
    conversationsRequest(requestOptions: { limit?: number } = {}): ConversationsRequest {
      let request: SdkConversationsRequest | null = null;
      return {
        fetchNext: () =>
          run(async ({ CometChat }) => {
            request ??= new CometChat.ConversationsRequestBuilder()
              .setLimit(requestOptions.limit ?? CHAT_CONSTANTS.conversationPage)
              .withBlockedInfo(true)
              .build();
            const page = await request.fetchNext();
            const mine = state.me?.uid ?? '';
            return page.flatMap((conversation) => {
              const last = conversation.getLastMessage();
              if (last) noteSeen(last, true);
              const mapped = mapConversation(conversation, mine);
              return mapped ? [mapped] : [];
            });
          }),
      };
    },

    getConversation,

    deleteConversation: (uid: string, type: ReceiverType = 'user'): Promise<void> =>
      run(async ({ CometChat }) => {
        try {
          await CometChat.deleteConversation(uid, type);
        } catch (error) {
          // Nothing left to delete on this side: the wish is fulfilled.
          if (toChatError(error).code !== 'not-found') throw error;
        }
      }),

    getConversationFromMessage(message: ChatMessage): Promise<Conversation> {
      const mine = state.me?.uid;
      const other =
        message.receiverType === 'group' || message.sender.uid === mine
          ? message.receiverId
          : message.sender.uid;
      return getConversation(other, message.receiverType);
    },

    messagesRequest(requestOptions: MessagesRequestOptions): MessagesRequest {
      const limit = requestOptions.limit ?? CHAT_CONSTANTS.messagePage;
      const builder = (CometChat: CometChatNamespace) => {
        const built = receiverOf(
          new CometChat.MessagesRequestBuilder(),
          requestOptions.uid,
          requestOptions.receiverType,
        ).setLimit(limit);
        if (requestOptions.parentMessageId) {
          built.setParentMessageId(Number(requestOptions.parentMessageId));
        }
        if (requestOptions.hideReplies) built.hideReplies(true);
        if (requestOptions.categories) built.setCategories([...requestOptions.categories]);
        if (requestOptions.types) built.setTypes([...requestOptions.types]);
        return built;
      };
      let previous: SdkMessagesRequest | null = null;
      let next: SdkMessagesRequest | null = null;
      let newest = 0;
      const page = (list: SdkMessage[]) => {
        for (const message of list) newest = Math.max(newest, message.getId());
        return list.flatMap((message) => {
          const mapped = mapSeen(message);
          return mapped ? [mapped] : [];
        });
      };
      return {
        fetchPrevious: () =>
          run(async ({ CometChat }) => {
            previous ??= builder(CometChat).build();
            return page(await previous.fetchPrevious());
          }),
        fetchNext: () =>
          run(async ({ CometChat }) => {
            // After the newest message seen by this request (its first use fixes the start).
            next ??= builder(CometChat).setMessageId(newest).build();
            return page(await next.fetchNext());
          }),
      };
    },

    sharedMediaRequest(requestOptions: SharedMediaRequestOptions): SharedMediaRequest {
      let request: SdkMessagesRequest | null = null;
      return {
        fetchNext: () =>
          run(async ({ CometChat }) => {
            request ??= receiverOf(
              new CometChat.MessagesRequestBuilder(),
              requestOptions.uid,
              requestOptions.receiverType,
            )
              .setLimit(requestOptions.limit ?? CHAT_CONSTANTS.mediaPage)
              .setCategories(['message'])
              .setTypes([...SHARED_MEDIA_TYPES[requestOptions.kind]])
              .hideDeletedMessages(true)
              .build();
            // CometChat pages backwards oldest-first; the pane shows the newest first.
            const list = await request.fetchPrevious();
            return list
              .flatMap((message) => {
                const mapped = mapSeen(message);
                return mapped ? [mapped] : [];
              })
              .reverse();
          }),
      };
    },

    getUnreadMessageCountForAllUsers: (): Promise<Record<string, number>> =>
      run(async ({ CometChat }) => {
        // Messages of people the caller blocked are not counted (as in the conversation list).
        const answer = await CometChat.getUnreadMessageCountForAllUsers(true);
        const counts: Record<string, number> = {};
        if (answer && typeof answer === 'object') {
          for (const [uid, count] of Object.entries(answer)) {
            const number = Number(count);
            if (Number.isFinite(number) && number > 0) counts[uid] = number;
          }
        }
        return counts;
      }),

    callExtension: (
      slug: string,
      method: 'GET' | 'POST',
      path: string,
      body?: unknown,
    ): Promise<unknown> =>
      run(async ({ CometChat }) =>
        CometChat.callExtension(
          slug,
          method,
          path,
          body && typeof body === 'object' ? (body as object) : undefined,
        ),
      ),
  };
}
