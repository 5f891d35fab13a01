import type { RequestState } from '@wob/api';
import { CHAT_CONSTANTS, CHAT_MEDIA_CAPS } from '@wob/validation';
import {
  ChatError,
  type ChatMessage,
  type ChatService,
  type ChatUser,
  type Conversation,
  type ConversationsRequest,
  type MessageReceipt,
  type MessagesRequest,
  type MessagesRequestOptions,
  type OutgoingCustom,
  type OutgoingMedia,
  type OutgoingText,
  type ProgressListener,
  type Receiver,
  type SharedMediaRequest,
  type SharedMediaRequestOptions,
} from '../service/port';
import { pendingGroupOps } from '../service/groups-pending';
import { MemoryChatConnection } from './memory-chat-connection';
import { compareIds, conversationIdOf, pairKey, wait } from './memory-chat-shared';

// One person's tab on the in-memory chat world (memory-chat-world.ts): the ChatService
// operations, on the world's state. Its connection, listeners and controls are
// memory-chat-connection.ts.

type PendingGroupOps = ReturnType<typeof pendingGroupOps>;
export interface MemoryChatService extends PendingGroupOps {}

/** One person's tab on the world: a real ChatService. */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: temporary, until the memory world has groups.
export class MemoryChatService extends MemoryChatConnection implements ChatService {
  readonly kind = 'wob' as const;

  // --- ChatService ------------------------------------------------------------------------------

  async login(): Promise<ChatUser> {
    this.count('login');
    await this.world.gate('login');
    this.world.register(this);
    this.loggedIn = this.world.userFor(this.uid, this.uid);
    if (!this.world.person(this.uid).online) this.world.setPresence(this.uid, true);
    this.loggedIn = this.world.userFor(this.uid, this.uid);
    return this.loggedIn;
  }

  async logout(): Promise<void> {
    this.world.unregister(this);
    this.loggedIn = null;
    if (this.world.tabsOf(this.uid).length === 0) this.world.setPresence(this.uid, false);
  }

  getLoggedInUser(): ChatUser | null {
    return this.loggedIn;
  }

  conversationsRequest(options: { limit?: number } = {}): ConversationsRequest {
    const limit = options.limit ?? CHAT_CONSTANTS.conversationPage;
    let offset = 0;
    return {
      fetchNext: async () => {
        this.count('conversations');
        await this.online('conversations');
        const others = new Set<string>();
        for (const message of this.world.messages) {
          if (message.sender.uid === this.uid) others.add(message.receiverId);
          else if (message.receiverId === this.uid) others.add(message.sender.uid);
        }
        const conversations = [...others]
          .map((other) => this.world.conversationFor(this.uid, other))
          .filter((conversation) => conversation.lastMessage !== null)
          .sort((a, b) => compareIds(b.lastMessage?.id ?? '0', a.lastMessage?.id ?? '0'));
        const page = conversations.slice(offset, offset + limit);
        offset += page.length;
        return structuredClone(page);
      },
    };
  }

  async getConversation(uid: string): Promise<Conversation> {
    this.count('getConversation');
    await this.online(null);
    return structuredClone(this.world.conversationFor(this.uid, uid));
  }

  async deleteConversation(uid: string): Promise<void> {
    this.count('deleteConversation');
    await this.online(null);
    const conversationId = conversationIdOf(this.uid, uid);
    const last = this.world.visible(this.uid, uid).at(-1);
    if (last) {
      const mine = this.world.cleared.get(this.uid) ?? new Map<string, string>();
      mine.set(conversationId, last.id);
      this.world.cleared.set(this.uid, mine);
    }
    for (const tab of this.world.tabsOf(this.uid, this)) {
      tab.emitProduct('onConversationDeleted', conversationId);
    }
  }

  async getConversationFromMessage(message: ChatMessage): Promise<Conversation> {
    const other = message.sender.uid === this.uid ? message.receiverId : message.sender.uid;
    return this.getConversation(other);
  }

  async getUser(uid: string): Promise<ChatUser> {
    await this.online(null);
    return this.world.userFor(uid, this.uid);
  }

  messagesRequest(options: MessagesRequestOptions): MessagesRequest {
    const limit = options.limit ?? CHAT_CONSTANTS.messagePage;
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
        const all = this.world.visible(this.uid, options.uid);
        const before =
          oldest === null ? all : all.filter((m) => compareIds(m.id, oldest ?? '0') < 0);
        const page = before.slice(Math.max(0, before.length - limit));
        seen(page);
        return page.map((message) => this.copy(message));
      },
      fetchNext: async () => {
        this.count('fetchNext');
        await this.online('messages');
        const all = this.world.visible(this.uid, options.uid);
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
        const all = this.world
          .visible(this.uid, options.uid)
          .filter((message) => types.includes(message.type) && message.deletedAt === null)
          .reverse();
        const page = all.slice(offset, offset + limit);
        offset += page.length;
        return page.map((message) => this.copy(message));
      },
    };
  }

  private refuseBlocked(receiverId: string): void {
    if (this.world.blocks.has(pairKey(this.uid, receiverId)))
      throw new ChatError('blocked', '', 403);
    if (this.world.blocks.has(pairKey(receiverId, this.uid))) {
      throw new ChatError('has-blocked-me', '', 403);
    }
    const waiting = this.world.side(this.uid, receiverId).waiting;
    if (waiting) {
      const waitingCount = this.world.messages.filter(
        (message) =>
          message.sender.uid === this.uid && message.receiverId === receiverId && message.requested,
      ).length;
      if (waitingCount >= CHAT_CONSTANTS.messageRequestLimit) {
        throw new ChatError('request-limit', '', 429);
      }
    }
  }

  private deliver(
    message: ChatMessage,
    kind: 'onTextMessageReceived' | 'onMediaMessageReceived' | 'onCustomMessageReceived',
  ): void {
    for (const tab of this.world.tabsOf(message.receiverId))
      tab.emitMessage(kind, this.copy(message));
    for (const tab of this.world.tabsOf(this.uid, this)) tab.emitMessage(kind, this.copy(message));
  }

  private existing(muid: string): ChatMessage | undefined {
    return this.world.messages.find(
      (message) => message.sender.uid === this.uid && message.muid === muid,
    );
  }

  async sendMessage(message: OutgoingText): Promise<ChatMessage> {
    this.count('sendMessage');
    await this.online('send');
    const known = this.existing(message.muid);
    if (known) return this.copy(known);
    this.refuseBlocked(message.receiverId);
    const text = message.text.trim();
    if (!text) throw new ChatError('invalid', '', 422);
    const stored = this.world.create(this.uid, message.receiverId, message.muid, 'text', {
      text,
      data: {},
    });
    this.deliver(stored, 'onTextMessageReceived');
    return this.copy(stored);
  }

  async sendMediaMessage(
    message: OutgoingMedia,
    onProgress?: ProgressListener,
  ): Promise<ChatMessage> {
    this.count('sendMediaMessage');
    await this.online('send');
    const known = this.existing(message.muid);
    if (known) return this.copy(known);
    this.refuseBlocked(message.receiverId);
    if (message.file.size > CHAT_MEDIA_CAPS[message.type])
      throw new ChatError('too-large', '', 413);
    // Upload progress in quarters, each a share of the world's delay.
    for (const fraction of [0.25, 0.5, 0.75, 1]) {
      if (this.world.delayMs > 0) await wait(this.world.delayMs / 4);
      onProgress?.(fraction);
    }
    if (this.offline) throw new ChatError('network');
    const url = await readAsDataUrl(message.file);
    const stored = this.world.create(this.uid, message.receiverId, message.muid, message.type, {
      data: this.world.mediaData(message.type, {
        url,
        fileName: message.file.name,
        size: message.file.size,
        mimeType: message.file.type,
      }),
    });
    this.deliver(stored, 'onMediaMessageReceived');
    return this.copy(stored);
  }

  async sendCustomMessage(message: OutgoingCustom): Promise<ChatMessage> {
    this.count('sendCustomMessage');
    await this.online('send');
    const known = this.existing(message.muid);
    if (known) return this.copy(known);
    this.refuseBlocked(message.receiverId);
    const stored = this.world.create(
      this.uid,
      message.receiverId,
      message.muid,
      message.customType,
      {
        data: { customData: message.customData },
      },
    );
    stored.category = 'custom';
    this.deliver(stored, 'onCustomMessageReceived');
    return this.copy(stored);
  }

  private own(id: string): ChatMessage {
    const message = this.world.messages.find((candidate) => candidate.id === id);
    if (!message || message.sender.uid !== this.uid) throw new ChatError('not-found', '', 404);
    return message;
  }

  private tellBoth(message: ChatMessage, kind: 'onMessageEdited' | 'onMessageDeleted'): void {
    for (const tab of this.world.tabsOf(message.receiverId))
      tab.emitMessage(kind, this.copy(message));
    for (const tab of this.world.tabsOf(this.uid, this)) tab.emitMessage(kind, this.copy(message));
  }

  async editMessage(id: string, text: string): Promise<ChatMessage> {
    this.count('editMessage');
    await this.online('send');
    const message = this.own(id);
    const trimmed = text.trim();
    if (message.type !== 'text' || message.deletedAt !== null || !trimmed) {
      throw new ChatError('invalid', '', 422);
    }
    message.text = trimmed;
    message.editedAt = this.world.now();
    this.world.bump(message);
    this.tellBoth(message, 'onMessageEdited');
    return this.copy(message);
  }

  async deleteMessage(id: string): Promise<ChatMessage> {
    this.count('deleteMessage');
    await this.online(null);
    const message = this.own(id);
    if (message.deletedAt === null) {
      message.deletedAt = this.world.now();
      delete message.text;
      message.data = {};
      this.world.bump(message);
      this.tellBoth(message, 'onMessageDeleted');
    }
    return this.copy(message);
  }

  private receipt(message: ChatMessage, receiptType: 'delivered' | 'read'): void {
    if (this.offline || !this.loggedIn) return;
    const at = this.world.now();
    let changed = false;
    for (const candidate of this.world.messages) {
      if (
        candidate.conversationId !== message.conversationId ||
        candidate.receiverId !== this.uid ||
        compareIds(candidate.id, message.id) > 0
      ) {
        continue;
      }
      let touched = false;
      if (candidate.deliveredAt === null) {
        candidate.deliveredAt = at;
        touched = true;
      }
      if (receiptType === 'read' && candidate.readAt === null) {
        candidate.readAt = at;
        touched = true;
      }
      if (touched) {
        this.world.bump(candidate);
        changed = true;
      }
    }
    if (!changed) return;
    const notice: MessageReceipt = {
      messageId: message.id,
      conversationId: message.conversationId,
      receiverType: 'user',
      sender: this.uid,
      receiptType,
      at,
    };
    const kind = receiptType === 'read' ? 'onMessagesRead' : 'onMessagesDelivered';
    for (const tab of this.world.tabsOf(message.sender.uid)) tab.emitMessage(kind, notice);
    for (const tab of this.world.tabsOf(this.uid, this)) tab.emitMessage(kind, notice);
  }

  async markAsDelivered(message: ChatMessage): Promise<void> {
    this.count('markAsDelivered');
    this.receipt(message, 'delivered');
  }

  async markAsRead(message: ChatMessage): Promise<void> {
    this.count('markAsRead');
    this.receipt(message, 'read');
  }

  private typing(receiver: Receiver, typing: boolean): void {
    this.world.typingLog.push({ from: this.uid, to: receiver.receiverId, typing });
    if (
      this.world.blocks.has(pairKey(this.uid, receiver.receiverId)) ||
      this.world.blocks.has(pairKey(receiver.receiverId, this.uid))
    ) {
      return;
    }
    const indicator = { ...receiver, sender: this.world.sender(this.uid) };
    for (const tab of this.world.tabsOf(receiver.receiverId)) {
      tab.emitMessage(typing ? 'onTypingStarted' : 'onTypingEnded', {
        ...indicator,
        receiverId: receiver.receiverId,
      });
    }
  }

  startTyping(receiver: Receiver): void {
    this.count('startTyping');
    this.typing(receiver, true);
  }

  endTyping(receiver: Receiver): void {
    this.count('endTyping');
    this.typing(receiver, false);
  }

  sendTransientMessage(receiver: Receiver, data: Record<string, unknown>): void {
    for (const tab of this.world.tabsOf(receiver.receiverId)) {
      tab.emitMessage('onTransientMessageReceived', {
        ...receiver,
        sender: this.world.sender(this.uid),
        data,
      });
    }
  }

  async getUnreadMessageCountForAllUsers(): Promise<Record<string, number>> {
    this.count('unread');
    await this.online('unread');
    const counts: Record<string, number> = {};
    for (const other of this.world.people.keys()) {
      if (other === this.uid) continue;
      const unread = this.world
        .visible(this.uid, other)
        .filter((message) => message.receiverId === this.uid && message.readAt === null).length;
      if (unread > 0) counts[other] = unread;
    }
    return counts;
  }

  async blockUsers(uids: readonly string[]): Promise<string> {
    this.count('blockUsers', [...uids]);
    await this.online(null);
    for (const uid of uids) this.world.block(this.uid, uid);
    return uids.length > 0 ? 'Wobler blocked.' : '';
  }

  async unblockUsers(uids: readonly string[]): Promise<string> {
    this.count('unblockUsers', [...uids]);
    await this.online(null);
    for (const uid of uids) this.world.unblock(this.uid, uid);
    return uids.length > 0 ? 'Wobler unblocked.' : '';
  }

  // Message requests, as the product API answers them (api/chat/*, the deck's like).

  private async someone(uid: string): Promise<void> {
    await this.online(null);
    if (!this.world.people.has(uid)) throw new ChatError('not-found', 'User not found.', 404);
  }

  async getRequestState(uid: string): Promise<RequestState> {
    this.count('getRequestState', uid);
    await this.someone(uid);
    return this.world.requestState(this.uid, uid);
  }

  async addToWaiting(uid: string): Promise<RequestState> {
    this.count('addToWaiting', uid);
    await this.someone(uid);
    return this.world.addToWaiting(this.uid, uid);
  }

  async acceptRequest(uid: string): Promise<RequestState> {
    this.count('acceptRequest', uid);
    await this.someone(uid);
    return this.world.accept(this.uid, uid);
  }

  async likeBack(uid: string): Promise<{ matched: boolean; message: string }> {
    this.count('likeBack', uid);
    await this.someone(uid);
    return { matched: this.world.like(this.uid, uid), message: 'Liked.' };
  }

  async callExtension(slug: string): Promise<unknown> {
    // Polls, reactions, stickers and smart replies come with their issues.
    throw new ChatError('not-found', `No extension '${slug}' in the memory chat`, 404);
  }
}

Object.assign(MemoryChatService.prototype, pendingGroupOps());

/** A data URL of the file (so stories show the picture that was sent), or '' without FileReader. */
function readAsDataUrl(file: File): Promise<string> {
  if (typeof FileReader === 'undefined') return Promise.resolve('');
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => resolve('');
    reader.readAsDataURL(file);
  });
}
