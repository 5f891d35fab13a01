import type { RequestParty, RequestState } from '@wob/api';
import { CHAT_CONSTANTS, CHAT_MEDIA_CAPS } from '@wob/validation';
import {
  ChatError,
  type ChatErrorCode,
  type ChatMessage,
  type ChatSender,
  type ChatService,
  type ChatUser,
  type ConnectionListener,
  type Conversation,
  type ConversationsRequest,
  type MessageListener,
  type MessageReceipt,
  type MessagesRequest,
  type MessagesRequestOptions,
  type OutgoingCustom,
  type OutgoingMedia,
  type OutgoingText,
  type ProductListener,
  type ProgressListener,
  type Receiver,
  type SharedMediaRequest,
  type SharedMediaRequestOptions,
  type Unsubscribe,
  type UserListener,
} from '../service/port';

// An in-memory chat world for several people at once: what one sends arrives at the other's
// listeners, receipts travel back, typing and presence are told, blocks hold both ways, and
// message requests wait as the product API says (the service's request operations read and
// change the same world). Stories and component tests run the real stores and
// components on it; its controls make the hard states reachable: fail the next send, slow
// every call, take a person offline, fail the login or a list.

export interface MemoryPerson {
  uid: string;
  name: string;
  avatar?: string;
}

interface PersonRecord {
  uid: string;
  name: string;
  avatar: string;
  online: boolean;
  lastActiveAt: number | null;
}

/** Which call a control makes fail once: a list, a page of messages, a send. */
export type FailPoint = 'conversations' | 'messages' | 'send' | 'login' | 'shared-media' | 'unread';

interface Side {
  liked: boolean;
  waiting: boolean;
}

const pairKey = (a: string, b: string) => `${a}>${b}`;

/** CometChat's one-to-one conversation id: both uids, ordered, around `_user_`. */
export function conversationIdOf(a: string, b: string): string {
  return a < b ? `${a}_user_${b}` : `${b}_user_${a}`;
}

/** Message ids are decimal strings; their order is the order of sending. */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface MemoryChatWorldOptions {
  people: MemoryPerson[];
  /** Seconds since 1970; a fixed clock keeps stories and tests stable. Defaults to real time. */
  now?: () => number;
  /** Milliseconds every call takes (stories show busy states). */
  delayMs?: number;
}

/**
 * The shared world. `serviceFor(uid)` answers a ChatService for one person (one tab); two
 * services of the same person are two tabs.
 */
export class MemoryChatWorld {
  readonly people = new Map<string, PersonRecord>();
  /** Every message, in sending order. */
  readonly messages: ChatMessage[] = [];
  /** `a>b`: a blocked b. */
  readonly blocks = new Set<string>();
  /** `a>b`: what a did toward b (liked b; a's messages wait for b to accept). */
  readonly sides = new Map<string, Side>();
  /** uid → conversationId → the last message id hidden by 'delete conversation'. */
  readonly cleared = new Map<string, Map<string, string>>();
  /** Typing calls in order, for tests: who, to whom, started or ended. */
  readonly typingLog: Array<{ from: string; to: string; typing: boolean }> = [];
  delayMs: number;
  private readonly services = new Set<MemoryChatService>();
  private readonly failures = new Map<FailPoint, ChatErrorCode>();
  private readonly stalls = new Map<FailPoint, Promise<void>>();
  private nextId = 1;
  private nextSeq = 1;
  private readonly clock: () => number;

  constructor(options: MemoryChatWorldOptions) {
    this.clock = options.now ?? (() => Math.floor(Date.now() / 1000));
    this.delayMs = options.delayMs ?? 0;
    for (const person of options.people) this.addPerson(person);
  }

  now(): number {
    return this.clock();
  }

  addPerson(person: MemoryPerson): void {
    this.people.set(person.uid, {
      uid: person.uid,
      name: person.name,
      avatar: person.avatar ?? '',
      online: false,
      lastActiveAt: null,
    });
  }

  serviceFor(uid: string): MemoryChatService {
    if (!this.people.has(uid)) throw new Error(`No such person in the chat world: ${uid}`);
    return new MemoryChatService(this, uid);
  }

  // --- controls -------------------------------------------------------------------------------

  /** The next call of that kind fails with `code` (once). */
  failNext(point: FailPoint, code: ChatErrorCode = 'network'): void {
    this.failures.set(point, code);
  }

  /** Calls of that kind wait until the returned function is called (loading states). */
  stall(point: FailPoint): () => void {
    let release: () => void = () => undefined;
    this.stalls.set(
      point,
      new Promise<void>((resolve) => {
        release = () => {
          this.stalls.delete(point);
          resolve();
        };
      }),
    );
    return release;
  }

  /** Someone was online (or not) and when they were last seen; tells everyone connected. */
  setPresence(uid: string, online: boolean, lastActiveAt: number | null = null): void {
    const person = this.person(uid);
    person.online = online;
    person.lastActiveAt = online ? null : (lastActiveAt ?? this.now());
    for (const service of this.services) {
      if (service.uid === uid) continue;
      service.emitUser(online ? 'onUserOnline' : 'onUserOffline', this.userFor(uid, service.uid));
    }
  }

  /** a likes b (the deck's like); answers whether it made a connection. */
  like(a: string, b: string): boolean {
    this.side(a, b).liked = true;
    const matched = this.isMatched(a, b);
    if (matched) {
      // Nothing waits between connections.
      this.side(a, b).waiting = false;
      this.side(b, a).waiting = false;
      this.release(a, b);
      this.release(b, a);
    }
    this.tellRequest(a, b);
    return matched;
  }

  isMatched(a: string, b: string): boolean {
    return this.side(a, b).liked && this.side(b, a).liked;
  }

  /** The message-request state as `api/chat/await-accept` answers it to `sender`. */
  requestState(sender: string, receiver: string): RequestState {
    const party = (from: string, to: string): RequestParty => ({
      liked: this.side(from, to).liked,
      waiting: this.side(from, to).waiting,
      blocked: this.blocks.has(pairKey(from, to)),
    });
    return { sender: party(sender, receiver), receiver: party(receiver, sender) };
  }

  /** `api/chat/add-to-waiting`: the sender's messages wait, unless they are connected. */
  addToWaiting(sender: string, receiver: string): RequestState {
    const mine = this.side(sender, receiver);
    const theirs = this.side(receiver, sender);
    if (!this.isMatched(sender, receiver) && !mine.waiting && !theirs.waiting) {
      // A request only starts a conversation: once the other side has written, nobody waits.
      const hasWritten = this.messages.some(
        (message) => message.sender.uid === receiver && message.receiverId === sender,
      );
      if (!hasWritten) mine.waiting = true;
    }
    this.tellRequest(sender, receiver);
    return this.requestState(sender, receiver);
  }

  /** Accept Message: `receiver` accepts what `sender` sent; the messages become ordinary. */
  accept(receiver: string, sender: string): RequestState {
    this.side(sender, receiver).waiting = false;
    this.release(sender, receiver);
    this.tellRequest(receiver, sender);
    return this.requestState(receiver, sender);
  }

  block(by: string, uid: string): void {
    this.blocks.add(pairKey(by, uid));
    // A block ends a request: nothing waits any more.
    this.side(by, uid).waiting = false;
    this.side(uid, by).waiting = false;
    this.tellBlock(by, uid);
  }

  unblock(by: string, uid: string): void {
    this.blocks.delete(pairKey(by, uid));
    this.tellBlock(by, uid);
  }

  /** A message from `from` to `to` as if sent at `sentAt` (seeding stories and tests). */
  seed(
    from: string,
    to: string,
    content: {
      text?: string;
      type?: string;
      url?: string;
      fileName?: string;
      size?: number;
      mimeType?: string;
    },
    options: { sentAt?: number; delivered?: boolean; read?: boolean; edited?: boolean } = {},
  ): ChatMessage {
    const type = content.type ?? 'text';
    const message = this.create(from, to, `seed-${this.nextId}`, type, {
      text: type === 'text' ? content.text : undefined,
      data: type === 'text' ? {} : this.mediaData(type, content),
    });
    message.sentAt = options.sentAt ?? message.sentAt;
    if (options.delivered || options.read) message.deliveredAt = message.sentAt + 1;
    if (options.read) message.readAt = message.sentAt + 2;
    if (options.edited) message.editedAt = message.sentAt + 60;
    return message;
  }

  // --- what the services share -------------------------------------------------------------------

  person(uid: string): PersonRecord {
    const person = this.people.get(uid);
    if (!person) throw new ChatError('not-found', '', 404);
    return person;
  }

  side(a: string, b: string): Side {
    const key = pairKey(a, b);
    let side = this.sides.get(key);
    if (!side) {
      side = { liked: false, waiting: false };
      this.sides.set(key, side);
    }
    return side;
  }

  sender(uid: string): ChatSender {
    const person = this.person(uid);
    return { uid: person.uid, name: person.name, avatar: person.avatar };
  }

  /** `uid` as `viewer` sees them. */
  userFor(uid: string, viewer: string): ChatUser {
    const person = this.person(uid);
    return {
      uid: person.uid,
      name: person.name,
      avatar: person.avatar,
      status: person.online ? 'online' : 'offline',
      lastActiveAt: person.online ? null : person.lastActiveAt,
      blockedByMe: this.blocks.has(pairKey(viewer, uid)),
      hasBlockedMe: this.blocks.has(pairKey(uid, viewer)),
    };
  }

  register(service: MemoryChatService): void {
    this.services.add(service);
  }

  unregister(service: MemoryChatService): void {
    this.services.delete(service);
  }

  tabsOf(uid: string, except?: MemoryChatService): MemoryChatService[] {
    return [...this.services].filter((service) => service.uid === uid && service !== except);
  }

  /** Waits the world's delay and any stall, then throws a failure set for this point. */
  async gate(point: FailPoint | null): Promise<void> {
    if (this.delayMs > 0) await wait(this.delayMs);
    if (!point) return;
    const stall = this.stalls.get(point);
    if (stall) await stall;
    const code = this.failures.get(point);
    if (code) {
      this.failures.delete(point);
      throw new ChatError(code);
    }
  }

  /** Messages `viewer` can see between them and `other`, oldest first. */
  visible(viewer: string, other: string): ChatMessage[] {
    const conversationId = conversationIdOf(viewer, other);
    const clearedUpTo = this.cleared.get(viewer)?.get(conversationId);
    return this.messages.filter(
      (message) =>
        message.conversationId === conversationId &&
        (!clearedUpTo || compareIds(message.id, clearedUpTo) > 0),
    );
  }

  conversationFor(viewer: string, other: string): Conversation {
    const visible = this.visible(viewer, other);
    return {
      conversationId: conversationIdOf(viewer, other),
      conversationType: 'user',
      conversationWith: this.userFor(other, viewer),
      lastMessage: visible.at(-1) ?? null,
      unreadMessageCount: visible.filter(
        (message) => message.receiverId === viewer && message.readAt === null,
      ).length,
    };
  }

  create(
    from: string,
    to: string,
    muid: string,
    type: string,
    content: { text?: string; data: ChatMessage['data'] },
  ): ChatMessage {
    const id = String(this.nextId++);
    const message: ChatMessage = {
      id,
      muid,
      conversationId: conversationIdOf(from, to),
      sender: this.sender(from),
      receiverType: 'user',
      receiverId: to,
      type,
      category: 'message',
      ...(content.text === undefined ? {} : { text: content.text }),
      data: content.data,
      sentAt: this.now(),
      deliveredAt: null,
      readAt: null,
      editedAt: null,
      deletedAt: null,
      parentMessageId: null,
      requested: this.side(from, to).waiting,
      seq: String(this.nextSeq++),
    };
    this.messages.push(message);
    return message;
  }

  bump(message: ChatMessage): void {
    message.seq = String(this.nextSeq++);
  }

  mediaData(
    type: string,
    content: { url?: string; fileName?: string; size?: number; mimeType?: string },
  ): ChatMessage['data'] {
    const name = content.fileName ?? `${type}.bin`;
    const url = content.url ?? '';
    const attachment = {
      name,
      extension: name.includes('.') ? (name.split('.').pop() ?? '') : '',
      mimeType: content.mimeType ?? '',
      size: content.size ?? 0,
      url,
    };
    return type === 'file' ? { attachments: [attachment] } : { url, attachments: [attachment] };
  }

  private release(sender: string, receiver: string): void {
    for (const message of this.messages) {
      if (message.sender.uid === sender && message.receiverId === receiver && message.requested) {
        message.requested = false;
        this.bump(message);
      }
    }
  }

  private tellRequest(a: string, b: string): void {
    for (const service of this.services) {
      if (service.uid === a) service.emitProduct('onRequestChanged', { uid: b });
      if (service.uid === b) service.emitProduct('onRequestChanged', { uid: a });
    }
  }

  private tellBlock(by: string, uid: string): void {
    for (const service of this.services) {
      if (service.uid === by || service.uid === uid) {
        const other = service.uid === by ? uid : by;
        service.emitProduct('onBlockChanged', {
          uid: other,
          blockedByMe: this.blocks.has(pairKey(service.uid, other)),
          hasBlockedMe: this.blocks.has(pairKey(other, service.uid)),
        });
      }
    }
  }
}

interface Listeners {
  message: Set<MessageListener>;
  user: Set<UserListener>;
  connection: Set<ConnectionListener>;
  product: Set<ProductListener>;
}

/** One person's tab on the world: a real ChatService. */
export class MemoryChatService implements ChatService {
  readonly kind = 'wob' as const;
  readonly uid: string;
  private readonly world: MemoryChatWorld;
  private loggedIn: ChatUser | null = null;
  private offline = false;
  private readonly listeners: Listeners = {
    message: new Set(),
    user: new Set(),
    connection: new Set(),
    product: new Set(),
  };
  /** How often each operation was called (tests check what the stores asked for). */
  readonly calls = new Map<string, number>();

  constructor(world: MemoryChatWorld, uid: string) {
    this.world = world;
    this.uid = uid;
  }

  /** The operations with their arguments, in the order they were called. */
  readonly history: Array<{ name: string; args: unknown[] }> = [];

  private count(name: string, ...args: unknown[]): void {
    this.calls.set(name, (this.calls.get(name) ?? 0) + 1);
    this.history.push({ name, args });
  }

  /** The arguments of each call of one operation, in order. */
  argsOf(name: string): unknown[][] {
    return this.history.filter((call) => call.name === name).map((call) => call.args);
  }

  callsOf(name: string): number {
    return this.calls.get(name) ?? 0;
  }

  // --- controls -------------------------------------------------------------------------------

  /** The connection drops: sends fail with a network error until `goOnline`. */
  goOffline(): void {
    this.offline = true;
    for (const listener of this.listeners.connection) listener.onDisconnected?.();
  }

  goOnline(): void {
    this.offline = false;
    for (const listener of this.listeners.connection) listener.inConnecting?.();
    for (const listener of this.listeners.connection) listener.onConnected?.();
  }

  emitMessage<K extends keyof MessageListener>(
    kind: K,
    payload: Parameters<NonNullable<MessageListener[K]>>[0],
  ): void {
    for (const listener of this.listeners.message) {
      (listener[kind] as ((value: typeof payload) => void) | undefined)?.(payload);
    }
  }

  emitUser(kind: keyof UserListener, user: ChatUser): void {
    for (const listener of this.listeners.user) listener[kind]?.(user);
  }

  emitProduct<K extends keyof ProductListener>(
    kind: K,
    payload: Parameters<NonNullable<ProductListener[K]>>[0],
  ): void {
    for (const listener of this.listeners.product) {
      (listener[kind] as ((value: typeof payload) => void) | undefined)?.(payload);
    }
  }

  private async online(point: FailPoint | null): Promise<void> {
    await this.world.gate(point);
    if (this.offline) throw new ChatError('network');
    if (!this.loggedIn) throw new ChatError('login');
  }

  private copy(message: ChatMessage): ChatMessage {
    return structuredClone(message);
  }

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

  private add<T>(set: Set<T>, listener: T): Unsubscribe {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  addMessageListener(listener: MessageListener): Unsubscribe {
    return this.add(this.listeners.message, listener);
  }

  addUserListener(listener: UserListener): Unsubscribe {
    return this.add(this.listeners.user, listener);
  }

  addConnectionListener(listener: ConnectionListener): Unsubscribe {
    return this.add(this.listeners.connection, listener);
  }

  addProductListener(listener: ProductListener): Unsubscribe {
    return this.add(this.listeners.product, listener);
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
