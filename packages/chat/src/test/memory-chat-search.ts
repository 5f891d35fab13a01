import { CHAT_SEARCH, searchWords } from '@wob/validation';
import {
  ChatError,
  type ChatMessage,
  type ChatSearchResult,
  type SearchMessagesOptions,
  type SearchMessagesPage,
} from '../service/port';
import { markWords } from '../service/search';
import { MemoryChatGroupOps } from './memory-chat-groups';
import { compareIds, groupConversationIdOf, pairKey } from './memory-chat-shared';

// Message search on a person's tab of the in-memory chat world: every word inside the text
// (no stemming), with the server's visibility: groups one is an active member of, one-to-one
// conversations with people one has not blocked, nothing one cleared, nothing deleted.

export abstract class MemoryChatSearchOps extends MemoryChatGroupOps {
  async searchMessages(
    query: string,
    options: SearchMessagesOptions = {},
  ): Promise<SearchMessagesPage> {
    this.count('searchMessages', query);
    await this.online('search');
    const words = searchWords(query.trim());
    if (words.length === 0 || query.trim().length > CHAT_SEARCH.queryMax) {
      throw new ChatError('invalid', 'no words to search for', 422);
    }
    const limit = options.limit ?? CHAT_SEARCH.page;
    if (limit < 1 || limit > CHAT_SEARCH.pageMax) {
      throw new ChatError('invalid', 'page size out of range', 422);
    }
    const readable: ChatMessage[] = [];
    const others = new Set<string>();
    for (const message of this.world.messages) {
      if (message.receiverType !== 'user') continue;
      if (message.sender.uid === this.uid) others.add(message.receiverId);
      else if (message.receiverId === this.uid) others.add(message.sender.uid);
    }
    for (const other of others) {
      if (this.world.blocks.has(pairKey(this.uid, other))) continue;
      readable.push(...this.world.visible(this.uid, other));
    }
    for (const record of this.world.groups.joinedBy(this.uid)) {
      readable.push(...this.world.visibleIn(this.uid, groupConversationIdOf(record.guid)));
    }
    const found = readable
      .filter((message) => {
        if (message.deletedAt !== null || !message.text) return false;
        if (options.cursor && compareIds(message.id, options.cursor) >= 0) return false;
        const text = message.text.toLowerCase();
        return words.every((word) => text.includes(word));
      })
      .sort((a, b) => compareIds(b.id, a.id));
    const page = found.slice(0, limit);
    const results = page.map((message): ChatSearchResult => {
      const snippet = markWords(message.text ?? '', query);
      if (message.receiverType === 'group') {
        const record = this.world.groups.joined(message.receiverId, this.uid);
        return {
          conversationId: groupConversationIdOf(record.guid),
          conversationType: 'group',
          conversationWith: this.world.groups.view(record, this.uid),
          message: this.copy(message),
          snippet,
        };
      }
      const other = message.sender.uid === this.uid ? message.receiverId : message.sender.uid;
      const conversation = this.world.conversationFor(this.uid, other);
      return {
        conversationId: conversation.conversationId,
        conversationType: 'user',
        conversationWith: this.world.userFor(other, this.uid),
        message: this.copy(message),
        snippet,
      };
    });
    const last = page.at(-1);
    return { results, next: found.length > limit && last ? last.id : null };
  }
}
