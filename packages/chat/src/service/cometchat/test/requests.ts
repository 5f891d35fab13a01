import { conversationIdOf } from '../mapping';
import type {
  SdkConversation,
  SdkConversationsRequest,
  SdkConversationsRequestBuilder,
  SdkMessage,
  SdkMessagesRequest,
  SdkMessagesRequestBuilder,
} from '../sdk';
import { type FakeUser, sdkError } from './classes';
import type { FakeCometChatClient } from './client';
import { MAX_LIMIT, type StoredMessage } from './records';

// The message and conversation requests of one client's SDK module (namespace.ts): builders
// and pages computed from the cloud's state as the caller sees it.

/** Edited, deleted or receipted since it was sent (what `updatesOnly` asks for). */
function wasUpdated(message: StoredMessage): boolean {
  return (
    message.editedAt > 0 || message.deletedAt > 0 || message.deliveredAt > 0 || message.readAt > 0
  );
}

interface MessagesQuery {
  uid: string | null;
  guid: string | null;
  limit: number;
  parentMessageId: number;
  messageId: number;
  hideReplies: boolean;
  hideDeleted: boolean;
  hideBlocked: boolean;
  categories: string[] | null;
  types: string[] | null;
  updatedAfter: number;
  updatesOnly: boolean;
  /** Texts containing it (case-insensitive); with neither UID nor GUID, in every conversation. */
  searchKeyword: string | null;
}

/** The request builders of `client`'s SDK module. */
export function createRequestBuilders(client: FakeCometChatClient) {
  const cloud = client.cloud;

  class MessagesRequest implements SdkMessagesRequest {
    private before: number;
    private after: number;
    constructor(private readonly query: MessagesQuery) {
      this.before = query.messageId || Number.POSITIVE_INFINITY;
      this.after = query.messageId;
    }
    private matching(me: string): StoredMessage[] {
      const { query } = this;
      let conversationId: string | null;
      if (!query.uid && !query.guid && query.searchKeyword) {
        // CometChat's `getMessages`: every conversation of the caller.
        conversationId = null;
      } else if (query.guid) {
        const group = cloud.groups.get(query.guid);
        if (!group) throw sdkError('ERR_GUID_NOT_FOUND');
        if (!group.members.has(me)) throw sdkError('ERR_GROUP_NOT_JOINED');
        conversationId = `group_${query.guid}`;
      } else if (query.uid) {
        conversationId = conversationIdOf(me, query.uid);
      } else {
        throw sdkError('MISSING_PARAMETERS', 'Set a UID or a GUID.');
      }
      return cloud.messages.filter(
        (message) =>
          (conversationId === null || message.conversationId === conversationId) &&
          cloud.visibleTo(me, message) &&
          (query.searchKeyword === null ||
            (message.text ?? '').toLowerCase().includes(query.searchKeyword.toLowerCase())) &&
          (query.parentMessageId ? message.parentId === query.parentMessageId : true) &&
          !(query.hideReplies && message.parentId) &&
          !(query.hideDeleted && message.deletedAt) &&
          !(query.hideBlocked && cloud.isBlocked(me, message.sender)) &&
          (query.categories ? query.categories.includes(message.category) : true) &&
          (query.types ? query.types.includes(message.type) : true) &&
          message.updatedAt > query.updatedAfter &&
          !(query.updatesOnly && !wasUpdated(message)),
      );
    }
    fetchPrevious(): Promise<SdkMessage[]> {
      return client.call('fetchPrevious', (me) => {
        const before = this.matching(me).filter((message) => message.id < this.before);
        const page = before.slice(Math.max(0, before.length - this.query.limit));
        if (page[0]) this.before = page[0].id;
        return page.map((message) => cloud.toSdk(message, me) as SdkMessage);
      });
    }
    fetchNext(): Promise<SdkMessage[]> {
      return client.call('fetchNext', (me) => {
        const page = this.matching(me)
          .filter((message) => message.id > this.after)
          .slice(0, this.query.limit);
        const last = page.at(-1);
        if (last) this.after = last.id;
        return page.map((message) => cloud.toSdk(message, me) as SdkMessage);
      });
    }
  }

  class MessagesRequestBuilder implements SdkMessagesRequestBuilder {
    private readonly query: MessagesQuery = {
      uid: null,
      guid: null,
      limit: 30,
      parentMessageId: 0,
      messageId: 0,
      hideReplies: false,
      hideDeleted: false,
      hideBlocked: false,
      categories: null,
      types: null,
      updatedAfter: 0,
      updatesOnly: false,
      searchKeyword: null,
    };
    setUID(uid: string): this {
      this.query.uid = uid.toLowerCase();
      return this;
    }
    setGUID(guid: string): this {
      this.query.guid = guid.toLowerCase();
      return this;
    }
    setLimit(limit: number): this {
      this.query.limit = Math.max(1, Math.min(MAX_LIMIT, Math.floor(limit)));
      return this;
    }
    setParentMessageId(parentMessageId: number): this {
      this.query.parentMessageId = parentMessageId;
      return this;
    }
    setMessageId(id: number): this {
      this.query.messageId = id;
      return this;
    }
    hideReplies(hide: boolean): this {
      this.query.hideReplies = hide;
      return this;
    }
    hideDeletedMessages(hide: boolean): this {
      this.query.hideDeleted = hide;
      return this;
    }
    hideMessagesFromBlockedUsers(hide: boolean): this {
      this.query.hideBlocked = hide;
      return this;
    }
    setCategories(categories: string[]): this {
      this.query.categories = [...categories];
      return this;
    }
    setTypes(types: string[]): this {
      this.query.types = [...types];
      return this;
    }
    setUpdatedAfter(updatedAt: string): this {
      this.query.updatedAfter = Number(updatedAt);
      return this;
    }
    updatesOnly(only: boolean): this {
      this.query.updatesOnly = only;
      return this;
    }
    setSearchKeyword(keyword: string): this {
      this.query.searchKeyword = keyword;
      return this;
    }
    build(): MessagesRequest {
      return new MessagesRequest({ ...this.query });
    }
  }

  class ConversationsRequest implements SdkConversationsRequest {
    private before = Number.POSITIVE_INFINITY;
    constructor(
      private readonly limit: number,
      private readonly type: string | null,
      private readonly withBlockedInfo: boolean,
    ) {}
    fetchNext(): Promise<SdkConversation[]> {
      return client.call('fetchNextConversations', (me) => {
        const users =
          this.type === 'group'
            ? []
            : cloud
                .partnersOf(me)
                // Conversations with people the caller blocked are left out (includeBlockedUsers).
                .filter(({ uid }) => !cloud.isBlocked(me, uid))
                .map(({ uid, lastId }) => ({ id: uid, group: false, lastId }));
        const groups =
          this.type === 'user'
            ? []
            : cloud
                .groupsWithMessagesOf(me)
                .map(({ guid, lastId }) => ({ id: guid, group: true, lastId }));
        const page = [...users, ...groups]
          .filter(({ lastId }) => lastId < this.before)
          .sort((a, b) => b.lastId - a.lastId)
          .slice(0, this.limit);
        const last = page.at(-1);
        if (last) this.before = last.lastId;
        return page.flatMap(({ id, group }) => {
          if (group) {
            const conversation = cloud.groupConversationFor(me, id);
            return conversation ? [conversation] : [];
          }
          const conversation = cloud.conversationFor(me, id);
          if (!conversation) return [];
          if (!this.withBlockedInfo) {
            const user = conversation.getConversationWith() as FakeUser;
            user.setBlockedByMe(false);
            user.setHasBlockedMe(false);
          }
          return [conversation];
        });
      });
    }
  }

  class ConversationsRequestBuilder implements SdkConversationsRequestBuilder {
    private limit = 30;
    private type: string | null = null;
    private blockedInfo = false;
    setLimit(limit: number): this {
      this.limit = Math.max(1, Math.min(50, Math.floor(limit)));
      return this;
    }
    setConversationType(type: string): this {
      this.type = type;
      return this;
    }
    withBlockedInfo(withInfo: boolean): this {
      this.blockedInfo = withInfo;
      return this;
    }
    build(): ConversationsRequest {
      return new ConversationsRequest(this.limit, this.type, this.blockedInfo);
    }
  }

  return { MessagesRequestBuilder, ConversationsRequestBuilder };
}
