import { requireMemorySticker } from './memory-chat-stickers';
import { POLL_MESSAGE_TYPE, STICKER_MESSAGE_TYPE } from '@wob/api';
import { CHAT_CONSTANTS, CHAT_MEDIA_CAPS } from '@wob/validation';
import {
  ChatError,
  type ChatMessage,
  type ChatService,
  type ChatUser,
  type Conversation,
  type ConversationsRequest,
  type MessageReceipt,
  type OutgoingCustom,
  type OutgoingMedia,
  type OutgoingText,
  type ProgressListener,
  type Receiver,
  type ReceiverType,
} from '../service/port';
import { withSmartReply } from './memory-chat-shared';
import { MemoryChatReactionOps } from './memory-chat-reactions';
import {
  compareIds,
  conversationIdOf,
  countsAsUnread,
  groupConversationIdOf,
  pairKey,
  wait,
} from './memory-chat-shared';

// One person's tab on the in-memory chat world (memory-chat-world.ts): the ChatService
// operations, on the world's state. Its connection, listeners and controls are
// memory-chat-connection.ts; its group operations memory-chat-groups.ts. Messages, typing and
// conversations of a group go through the same paths as one-to-one ones (receiverType 'group').

/** One person's tab on the world: a real ChatService. */
export class MemoryChatService extends MemoryChatReactionOps implements ChatService {
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
          if (message.receiverType !== 'user') continue;
          if (message.sender.uid === this.uid) others.add(message.receiverId);
          else if (message.receiverId === this.uid) others.add(message.sender.uid);
        }
        const withUsers = [...others]
          .map((other) => this.world.conversationFor(this.uid, other))
          .filter((conversation) => conversation.lastMessage !== null)
          .map((conversation) => ({ conversation, key: conversation.lastMessage?.id ?? '0' }));
        // A group is listed from when it was made or joined, also before its first message.
        const conversations = [...withUsers, ...this.groupConversations()]
          .sort((a, b) => compareIds(b.key, a.key))
          .map((entry): Conversation => entry.conversation);
        const page = conversations.slice(offset, offset + limit);
        offset += page.length;
        return structuredClone(page);
      },
    };
  }

  async getConversation(uid: string, type: ReceiverType = 'user'): Promise<Conversation> {
    this.count('getConversation');
    await this.online(null);
    if (type === 'group') {
      return structuredClone(this.groupConversation(this.world.groups.joined(uid, this.uid)));
    }
    return structuredClone(this.world.conversationFor(this.uid, uid));
  }

  async deleteConversation(uid: string, type: ReceiverType = 'user'): Promise<void> {
    this.count('deleteConversation');
    await this.online(null);
    const conversationId =
      type === 'group' ? groupConversationIdOf(uid) : conversationIdOf(this.uid, uid);
    const last = this.world.visibleIn(this.uid, conversationId).at(-1);
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
    if (message.receiverType === 'group') return this.getConversation(message.receiverId, 'group');
    const other = message.sender.uid === this.uid ? message.receiverId : message.sender.uid;
    return this.getConversation(other);
  }

  async getUser(uid: string): Promise<ChatUser> {
    await this.online(null);
    return this.world.userFor(uid, this.uid);
  }

  /** Whether this person may write: a group's member; blocks and requests one-to-one. */
  protected refuse(receiver: Receiver): void {
    if (receiver.receiverType === 'group') this.world.groups.joined(receiver.receiverId, this.uid);
    else this.refuseBlocked(receiver.receiverId);
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

  protected deliver(
    message: ChatMessage,
    kind: 'onTextMessageReceived' | 'onMediaMessageReceived' | 'onCustomMessageReceived',
  ): void {
    for (const tab of this.receiversOf(message)) tab.emitMessage(kind, this.copy(message));
  }

  /** Every tab a message goes to but this one: the other person's and mine, or the group's. */
  private receiversOf(message: ChatMessage) {
    if (message.receiverType === 'group') return this.groupTabs(message.receiverId);
    return [...this.world.tabsOf(message.receiverId), ...this.world.tabsOf(this.uid, this)];
  }

  protected existing(muid: string): ChatMessage | undefined {
    return this.world.messages.find(
      (message) => message.sender.uid === this.uid && message.muid === muid,
    );
  }

  async sendMessage(message: OutgoingText): Promise<ChatMessage> {
    this.count('sendMessage');
    await this.online('send');
    const known = this.existing(message.muid);
    if (known) return this.copy(known);
    this.refuse(message);
    const text = message.text.trim();
    if (!text) throw new ChatError('invalid', '', 422);
    const parent = this.parentFor(message);
    const stored = this.world.create(
      this.uid,
      message.receiverId,
      message.muid,
      'text',
      { text, data: {} },
      message.receiverType,
    );
    this.addReply(stored, parent);
    // As the wob server does: a group text keeps the mentioned members, never the sender.
    const mentions =
      message.receiverType === 'group'
        ? (message.mentions ?? []).filter((mention) => mention.uid !== this.uid)
        : [];
    if (mentions.length > 0) stored.metadata = { mentions: mentions.map((m) => ({ ...m })) };
    const smartReply = message.parentMessageId ? undefined : this.world.smartReplies?.(text);
    if (smartReply) withSmartReply(stored, smartReply);
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
    this.refuse(message);
    if (message.file.size > CHAT_MEDIA_CAPS[message.type])
      throw new ChatError('too-large', '', 413);
    // Upload progress in quarters, each a share of the world's delay.
    for (const fraction of [0.25, 0.5, 0.75, 1]) {
      if (this.world.delayMs > 0) await wait(this.world.delayMs / 4);
      onProgress?.(fraction);
    }
    if (this.offline) throw new ChatError('network');
    const parent = this.parentFor(message);
    const url = await readAsDataUrl(message.file);
    const stored = this.world.create(
      this.uid,
      message.receiverId,
      message.muid,
      message.type,
      {
        data: this.world.mediaData(message.type, {
          url,
          fileName: message.file.name,
          size: message.file.size,
          mimeType: message.file.type,
        }),
      },
      message.receiverType,
    );
    this.addReply(stored, parent);
    this.deliver(stored, 'onMediaMessageReceived');
    return this.copy(stored);
  }

  async sendCustomMessage(message: OutgoingCustom): Promise<ChatMessage> {
    this.count('sendCustomMessage');
    await this.online('send');
    const known = this.existing(message.muid);
    if (known) return this.copy(known);
    this.refuse(message);
    if (message.customType === STICKER_MESSAGE_TYPE) {
      requireMemorySticker(this.world.stickers, message.customData);
    }
    // As the server: only createPoll makes a poll.
    if (message.customType === POLL_MESSAGE_TYPE) throw new ChatError('invalid', '', 422);
    const parent = this.parentFor(message);
    const stored = this.world.create(
      this.uid,
      message.receiverId,
      message.muid,
      message.customType,
      { data: { customData: message.customData } },
      message.receiverType,
    );
    stored.category = 'custom';
    this.addReply(stored, parent);
    this.deliver(stored, 'onCustomMessageReceived');
    return this.copy(stored);
  }

  private own(id: string): ChatMessage {
    const message = this.world.messages.find((candidate) => candidate.id === id);
    if (!message || message.sender.uid !== this.uid) throw new ChatError('not-found', '', 404);
    return message;
  }

  private tellBoth(message: ChatMessage, kind: 'onMessageEdited' | 'onMessageDeleted'): void {
    for (const tab of this.receiversOf(message)) tab.emitMessage(kind, this.copy(message));
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
    // As the wob server does: the suggested answers of the old text go with it.
    if (message.metadata?.['@injected']) {
      const { '@injected': _gone, ...rest } = message.metadata;
      message.metadata = Object.keys(rest).length > 0 ? rest : undefined;
    }
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
    // A group has no receipts to others: reading only resets one's own unread count.
    if (message.receiverType === 'group') {
      if (receiptType === 'read') this.readGroup(message);
      return;
    }
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
    const kind = typing ? 'onTypingStarted' : 'onTypingEnded';
    if (receiver.receiverType === 'group') {
      const indicator = { ...receiver, sender: this.world.sender(this.uid) };
      for (const tab of this.groupSignalTabs(receiver.receiverId)) tab.emitMessage(kind, indicator);
      return;
    }
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
    const tabs =
      receiver.receiverType === 'group'
        ? this.groupSignalTabs(receiver.receiverId)
        : this.world.tabsOf(receiver.receiverId);
    for (const tab of tabs) {
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
        .filter((message) => countsAsUnread(message, this.uid)).length;
      if (unread > 0) counts[other] = unread;
    }
    return counts;
  }
}

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
