import { CHAT_CONSTANTS } from '@wob/validation';
import type {
  ChatMessage,
  MessagesRequest,
  MessagesRequestOptions,
  Receiver,
  ReceiverType,
  SharedMediaRequest,
  SharedMediaRequestOptions,
} from '../service/port';
import { ChatError } from '../service/port';
import { MemoryChatSearchOps } from './memory-chat-search';
import { compareIds, groupConversationIdOf } from './memory-chat-shared';

// The memory chat's reads of a conversation (pages of messages, a thread's replies, shared
// media) and its thread rules: a reply's parent is a message of the same conversation that is
// no reply itself; a reply counts on its parent, and everyone in the conversation is told.
// memory-chat-service.ts extends this class.

export abstract class MemoryChatReadOps extends MemoryChatSearchOps {
  messagesRequest(options: MessagesRequestOptions): MessagesRequest {
    const limit = options.limit ?? CHAT_CONSTANTS.messagePage;
    const listed = () =>
      this.messagesWith(options.uid, options.receiverType).filter((message) =>
        options.parentMessageId !== undefined
          ? message.parentMessageId === options.parentMessageId
          : !options.hideReplies || message.parentMessageId === null,
      );
    let oldest: string | null = null;
    let newest: string | null = null;
    const seen = (page: ChatMessage[]) => {
      const first = page[0];
      const last = page.at(-1);
      if (first && (oldest === null || compareIds(first.id, oldest) < 0)) oldest = first.id;
      if (last && (newest === null || compareIds(last.id, newest) > 0)) newest = last.id;
    };
    return {
      fetchPrevious: async () => {
        this.count('fetchPrevious');
        await this.online('messages');
        const all = listed();
        const before =
          oldest === null ? all : all.filter((m) => compareIds(m.id, oldest ?? '0') < 0);
        const page = before.slice(Math.max(0, before.length - limit));
        seen(page);
        return page.map((message) => this.copy(message));
      },
      fetchNext: async () => {
        this.count('fetchNext');
        await this.online('messages');
        const all = listed();
        const after =
          newest === null ? all : all.filter((m) => compareIds(m.id, newest ?? '0') > 0);
        const page = after.slice(0, limit);
        seen(page);
        return page.map((message) => this.copy(message));
      },
    };
  }

  sharedMediaRequest(options: SharedMediaRequestOptions): SharedMediaRequest {
    const limit = options.limit ?? CHAT_CONSTANTS.mediaPage;
    const types =
      options.kind === 'photos'
        ? ['image']
        : options.kind === 'videos'
          ? ['video']
          : ['file', 'audio'];
    let offset = 0;
    return {
      fetchNext: async () => {
        this.count('sharedMedia');
        await this.online('shared-media');
        const all = this.messagesWith(options.uid, options.receiverType)
          .filter((message) => types.includes(message.type) && message.deletedAt === null)
          .reverse();
        const page = all.slice(offset, offset + limit);
        offset += page.length;
        return page.map((message) => this.copy(message));
      },
    };
  }

  /** The messages of a conversation the viewer may read (a group's only while a member). */
  protected messagesWith(id: string, type: ReceiverType = 'user'): ChatMessage[] {
    if (type !== 'group') return this.world.visible(this.uid, id);
    this.world.groups.joined(id, this.uid);
    return this.world.visibleIn(this.uid, groupConversationIdOf(id));
  }

  /** A thread reply's parent: a message of the same conversation that is no reply itself. */
  protected parentFor(message: Receiver & { parentMessageId?: string }): ChatMessage | null {
    if (message.parentMessageId === undefined) return null;
    const conversation =
      message.receiverType === 'group'
        ? this.messagesWith(message.receiverId, 'group')
        : this.world.visible(this.uid, message.receiverId);
    const parent = conversation.find((candidate) => candidate.id === message.parentMessageId);
    if (!parent || parent.parentMessageId !== null) throw new ChatError('invalid', '', 422);
    return parent;
  }

  /** Stores a reply under its parent and tells everyone (this tab too) the new count. */
  protected addReply(stored: ChatMessage, parent: ChatMessage | null): void {
    if (!parent) return;
    stored.parentMessageId = parent.id;
    parent.replyCount = (parent.replyCount ?? 0) + 1;
    this.world.bump(parent);
    queueMicrotask(() => {
      const tabs =
        parent.receiverType === 'group'
          ? [...this.groupTabs(parent.receiverId), this]
          : [...this.world.tabsOf(parent.sender.uid), ...this.world.tabsOf(parent.receiverId)];
      for (const tab of new Set(tabs)) {
        tab.emitMessage('onMessageUpdated', this.copy(parent));
      }
    });
  }
}
