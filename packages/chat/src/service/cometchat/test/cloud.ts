import { conversationIdOf } from '../mapping';
import type {
  CometChatNamespace,
  SdkConversation,
  SdkMessage,
  SdkMessagesRequest,
  SdkMessagesRequestBuilder,
  SdkConversationsRequest,
  SdkConversationsRequestBuilder,
  SdkMessageListenerCallbacks,
  SdkUserListenerCallbacks,
  SdkConnectionListenerCallbacks,
  SdkUser,
} from '../sdk';
import {
  FakeAppSettings,
  FakeAppSettingsBuilder,
  FakeAttachment,
  FakeBaseMessage,
  FakeConnectionListener,
  FakeConversation,
  FakeCustomMessage,
  FakeMediaMessage,
  FakeMessageListener,
  FakeMessageReceipt,
  FakeTextMessage,
  FakeTransientMessage,
  FakeTypingIndicator,
  FakeUser,
  FakeUserListener,
  sdkError,
} from './classes';

// A scripted stand-in for CometChat: one in-memory "cloud" (users, auth tokens, messages,
// receipts, blocks, cleared conversations, presence) and any number of clients, each a fresh
// copy of the SDK module (`client.sdk`, the shape `import('@cometchat/chat-sdk-javascript')`
// gives: `{ CometChat }`), as one browser tab is. What one client sends reaches the others'
// listeners asynchronously, as over a socket; a client that is offline misses events and its
// calls fail, as the real SDK's do. Nothing is canned: every answer is computed from the
// cloud's state, so two cometchat adapters for two people can hold a real conversation.
//
// The server side (what apps/server does with the REST API key) is `createUser` and
// `createAuthToken`. Test controls: `failNext`, `stall`, `client.goOffline()`/`goOnline()`.

interface CloudUser {
  uid: string;
  name: string;
  avatar: string;
  lastActiveAt: number;
}

interface StoredAttachment {
  name: string;
  extension: string;
  mimeType: string;
  size: number;
  url: string;
}

interface StoredMessage {
  id: number;
  muid: string;
  conversationId: string;
  sender: string;
  receiverId: string;
  category: 'message' | 'custom';
  type: string;
  text?: string;
  url?: string;
  attachments?: StoredAttachment[];
  customData?: object;
  metadata: object;
  parentId: number;
  replyCount: number;
  sentAt: number;
  deliveredAt: number;
  readAt: number;
  editedAt: number;
  editedBy: string;
  deletedAt: number;
  deletedBy: string;
  /** Seconds of the last change (send, edit, delete, receipt). */
  updatedAt: number;
}

/** What the SDK keeps in the browser's storage: the session survives a reload. */
export class FakeSessionStorage {
  session: { uid: string; authToken: string } | null = null;
}

export interface FakeCometChatCloudOptions {
  appId: string;
  region?: string;
  /** Seconds since 1970; defaults to the real time. */
  now?: () => number;
  /** Upload limit of media messages (bytes). */
  maxUploadBytes?: number;
}

/** An extension's handler (polls, reactions, …): answers a callExtension. */
export type FakeExtension = (call: {
  uid: string;
  method: string;
  endpoint: string;
  data: object | undefined;
}) => unknown;

const pairKey = (a: string, b: string) => `${a}>${b}`;
const MAX_LIMIT = 100;

function extensionOf(name: string): string {
  const at = name.lastIndexOf('.');
  return at > 0 ? name.slice(at + 1).toLowerCase() : '';
}

export class FakeCometChatCloud {
  readonly appId: string;
  readonly region: string;
  readonly maxUploadBytes: number;
  readonly users = new Map<string, CloudUser>();
  readonly messages: StoredMessage[] = [];
  /** `a>b`: a blocked b. */
  readonly blocks = new Set<string>();
  /** viewer → conversationId → last message id the viewer deleted the conversation at. */
  readonly cleared = new Map<string, Map<string, number>>();
  /** Uploaded media by URL. */
  readonly files = new Map<string, Blob>();
  readonly extensions = new Map<string, FakeExtension>();
  /** Every SDK call, in order: who (uid or null), which method. */
  readonly calls: Array<{ uid: string | null; method: string }> = [];
  private readonly tokens = new Map<string, string>();
  private readonly clients = new Set<FakeCometChatClient>();
  private readonly failures = new Map<string, string>();
  private readonly stalls = new Map<string, Promise<void>>();
  private readonly lostAnswers = new Set<string>();
  private readonly clock: () => number;
  private nextId = 1;
  private nextToken = 1;

  constructor(options: FakeCometChatCloudOptions) {
    this.appId = options.appId;
    this.region = options.region ?? 'eu';
    this.clock = options.now ?? (() => Math.floor(Date.now() / 1000));
    this.maxUploadBytes = options.maxUploadBytes ?? 100 * 1024 * 1024;
  }

  now(): number {
    return this.clock();
  }

  // --- the REST API's side (our server, with the API key) ----------------------------------------

  createUser(user: { uid: string; name: string; avatar?: string }): void {
    const uid = user.uid.toLowerCase();
    if (!/^[a-z0-9_-]{1,100}$/.test(uid)) throw sdkError('ERR_INVALID_UID');
    if (this.users.has(uid)) throw sdkError('ERR_UID_ALREADY_EXISTS');
    this.users.set(uid, { uid, name: user.name, avatar: user.avatar ?? '', lastActiveAt: 0 });
  }

  createAuthToken(uid: string): string {
    if (!this.users.has(uid)) throw sdkError('ERR_UID_NOT_FOUND');
    const token = `${uid}_${String(this.nextToken++).padStart(8, '0')}${Math.random().toString(16).slice(2, 10)}`;
    this.tokens.set(token, uid);
    return token;
  }

  /** Revokes every auth token of a user (REST: flush auth tokens). */
  flushAuthTokens(uid: string): void {
    for (const [token, owner] of this.tokens) if (owner === uid) this.tokens.delete(token);
  }

  // --- test controls ------------------------------------------------------------------------------

  /** A new browser tab: a fresh copy of the SDK module on this cloud. */
  connect(options: { storage?: FakeSessionStorage } = {}): FakeCometChatClient {
    const client = new FakeCometChatClient(this, options.storage ?? new FakeSessionStorage());
    this.clients.add(client);
    return client;
  }

  /** The next call of `method` (an SDK method name, e.g. 'sendMessage') fails with `code`. */
  failNext(method: string, code: string): void {
    this.failures.set(method, code);
  }

  /**
   * The next call of `method` does its work, but its answer is lost on the way back (the
   * client sees FAILED_TO_FETCH): what a dropped connection does to a send that arrived.
   */
  loseNextAnswer(method: string): void {
    this.lostAnswers.add(method);
  }

  /** Whether the answer of this call is to be lost (once). */
  takeLostAnswer(method: string): boolean {
    return this.lostAnswers.delete(method);
  }

  /** Calls of `method` wait until the returned function is called. */
  stall(method: string): () => void {
    let release: () => void = () => undefined;
    this.stalls.set(
      method,
      new Promise<void>((resolve) => {
        release = () => {
          this.stalls.delete(method);
          resolve();
        };
      }),
    );
    return release;
  }

  isBlocked(by: string, uid: string): boolean {
    return this.blocks.has(pairKey(by, uid));
  }

  async gate(method: string, uid: string | null): Promise<void> {
    this.calls.push({ uid, method });
    await Promise.resolve();
    const stall = this.stalls.get(method);
    if (stall) await stall;
    const code = this.failures.get(method);
    if (code) {
      this.failures.delete(method);
      throw sdkError(code);
    }
  }

  // --- shared by the clients ------------------------------------------------------------------------

  uidOfToken(token: string): string | null {
    return this.tokens.get(token) ?? null;
  }

  user(uid: string): CloudUser {
    const user = this.users.get(uid);
    if (!user) throw sdkError('ERR_UID_NOT_FOUND', `The UID ${uid} does not exist.`);
    return user;
  }

  connectedClientsOf(uid: string): FakeCometChatClient[] {
    return [...this.clients].filter((client) => client.connected && client.uid === uid);
  }

  isOnline(uid: string): boolean {
    return this.connectedClientsOf(uid).length > 0;
  }

  /** `uid` as `viewer` sees them. */
  userFor(uid: string, viewer: string | null): FakeUser {
    const stored = this.user(uid);
    const user = new FakeUser(stored.uid, stored.name);
    user.setAvatar(stored.avatar);
    const online = this.isOnline(uid);
    user.setStatus(online ? 'online' : 'offline');
    user.setLastActiveAt(stored.lastActiveAt);
    if (viewer) {
      user.setBlockedByMe(this.isBlocked(viewer, uid));
      user.setHasBlockedMe(this.isBlocked(uid, viewer));
    }
    return user;
  }

  /** A connection of `uid` came up or went down: presence for everyone who subscribed. */
  presenceChanged(uid: string, wasOnline: boolean): void {
    const online = this.isOnline(uid);
    if (online === wasOnline) return;
    const user = this.user(uid);
    if (!online) user.lastActiveAt = this.now();
    for (const client of this.clients) {
      if (!client.connected || client.uid === uid || !client.subscribesPresence) continue;
      const viewer = client.uid;
      client.emitUser(online ? 'onUserOnline' : 'onUserOffline', () => this.userFor(uid, viewer));
    }
  }

  visibleTo(viewer: string, message: StoredMessage): boolean {
    if (message.sender !== viewer && message.receiverId !== viewer) return false;
    const clearedUpTo = this.cleared.get(viewer)?.get(message.conversationId) ?? 0;
    return message.id > clearedUpTo;
  }

  /** The stored message as the SDK answers it to `viewer`. */
  toSdk(message: StoredMessage, viewer: string): FakeBaseMessage {
    let sdk: FakeBaseMessage;
    if (message.category === 'custom') {
      sdk = new FakeCustomMessage(message.receiverId, 'user', message.type, {
        ...(message.customData ?? {}),
      });
    } else if (message.type === 'text') {
      sdk = new FakeTextMessage(message.receiverId, message.text ?? '', 'user');
    } else {
      const media = new FakeMediaMessage(message.receiverId, null, message.type, 'user');
      media.setURL(message.url ?? '');
      media.setAttachments((message.attachments ?? []).map((file) => new FakeAttachment(file)));
      sdk = media;
    }
    sdk.setId(message.id);
    sdk.setMuid(message.muid);
    sdk.setConversationId(message.conversationId);
    sdk.setSender(this.userFor(message.sender, viewer));
    sdk.setParentMessageId(message.parentId);
    sdk.setReplyCount(message.replyCount);
    sdk.setSentAt(message.sentAt);
    sdk.setDeliveredAt(message.deliveredAt);
    sdk.setReadAt(message.readAt);
    if (message.receiverId === viewer) {
      sdk.setDeliveredToMeAt(message.deliveredAt);
      sdk.setReadByMeAt(message.readAt);
    }
    sdk.setEditedAt(message.editedAt);
    sdk.setEditedBy(message.editedBy);
    sdk.setDeletedAt(message.deletedAt);
    sdk.setDeletedBy(message.deletedBy);
    sdk.setMetadata({ ...message.metadata });
    return sdk;
  }

  message(id: number): StoredMessage | undefined {
    return this.messages.find((message) => message.id === id);
  }

  /** Tells every connected client of `uid` (but `except`). */
  tell(
    uid: string,
    except: FakeCometChatClient | null,
    kind: keyof SdkMessageListenerCallbacks,
    make: (viewer: string) => unknown,
  ): void {
    for (const client of this.connectedClientsOf(uid)) {
      if (client !== except) client.emitMessage(kind, () => make(uid));
    }
  }

  store(
    sender: string,
    receiverId: string,
    content: Omit<
      StoredMessage,
      | 'id'
      | 'conversationId'
      | 'sender'
      | 'receiverId'
      | 'replyCount'
      | 'sentAt'
      | 'deliveredAt'
      | 'readAt'
      | 'editedAt'
      | 'editedBy'
      | 'deletedAt'
      | 'deletedBy'
      | 'updatedAt'
    >,
  ): StoredMessage {
    const at = this.now();
    const message: StoredMessage = {
      ...content,
      id: this.nextId++,
      conversationId: conversationIdOf(sender, receiverId),
      sender,
      receiverId,
      replyCount: 0,
      sentAt: at,
      deliveredAt: 0,
      readAt: 0,
      editedAt: 0,
      editedBy: '',
      deletedAt: 0,
      deletedBy: '',
      updatedAt: at,
    };
    if (message.parentId) {
      const parent = this.message(message.parentId);
      if (parent) {
        parent.replyCount += 1;
        parent.updatedAt = at;
      }
    }
    this.messages.push(message);
    return message;
  }

  conversationFor(viewer: string, other: string): FakeConversation | null {
    const conversationId = conversationIdOf(viewer, other);
    const visible = this.messages.filter(
      (message) => message.conversationId === conversationId && this.visibleTo(viewer, message),
    );
    const last = visible.at(-1);
    if (!last) return null;
    return new FakeConversation({
      conversationId,
      conversationWith: this.userFor(other, viewer),
      lastMessage: this.toSdk(last, viewer),
      unreadMessageCount: visible.filter(
        (message) =>
          message.receiverId === viewer && message.readAt === 0 && message.deletedAt === 0,
      ).length,
    });
  }

  /** Everyone `viewer` has a visible conversation with, latest activity first. */
  partnersOf(viewer: string): Array<{ uid: string; lastId: number }> {
    const latest = new Map<string, number>();
    for (const message of this.messages) {
      if (!this.visibleTo(viewer, message)) continue;
      const other = message.sender === viewer ? message.receiverId : message.sender;
      latest.set(other, Math.max(latest.get(other) ?? 0, message.id));
    }
    return [...latest]
      .map(([uid, lastId]) => ({ uid, lastId }))
      .sort((a, b) => b.lastId - a.lastId);
  }
}

type ListenerKind = 'message' | 'user' | 'connection';

/** One browser tab: its SDK module, its session and its connection. */
export class FakeCometChatClient {
  readonly cloud: FakeCometChatCloud;
  readonly storage: FakeSessionStorage;
  readonly sdk: { CometChat: CometChatNamespace };
  initialised = false;
  subscribesPresence = false;
  /** The socket is up (logged in, initialised and the network is there). */
  connected = false;
  private networkUp = true;
  private readonly listeners = {
    message: new Map<string, SdkMessageListenerCallbacks>(),
    user: new Map<string, SdkUserListenerCallbacks>(),
    connection: new Map<string, SdkConnectionListenerCallbacks>(),
  };

  constructor(cloud: FakeCometChatCloud, storage: FakeSessionStorage) {
    this.cloud = cloud;
    this.storage = storage;
    this.sdk = { CometChat: createNamespace(this) };
  }

  get uid(): string | null {
    return this.storage.session?.uid ?? null;
  }

  /** The network drops: the socket closes, events are missed and calls fail. */
  goOffline(): void {
    this.networkUp = false;
    this.disconnect();
  }

  /** The network is back: the SDK reconnects by itself (no catch-up of missed events). */
  goOnline(): void {
    this.networkUp = true;
    if (this.initialised && this.uid) this.connectSocket();
  }

  get online(): boolean {
    return this.networkUp;
  }

  connectSocket(): void {
    const uid = this.uid;
    if (this.connected || !uid || !this.networkUp) return;
    const wasOnline = this.cloud.isOnline(uid);
    this.emitConnection('inConnecting');
    this.connected = true;
    this.emitConnection('onConnected');
    this.cloud.presenceChanged(uid, wasOnline);
  }

  disconnect(): void {
    const uid = this.uid;
    if (!this.connected || !uid) return;
    const wasOnline = this.cloud.isOnline(uid);
    this.connected = false;
    this.emitConnection('onDisconnected');
    this.cloud.presenceChanged(uid, wasOnline);
  }

  addListener(kind: ListenerKind, id: string, listener: object): void {
    const callbacks = (listener as { callbacks?: object }).callbacks;
    if (!callbacks) throw sdkError('INVALID_LISTENER', 'Pass a listener made with its class.');
    (this.listeners[kind] as Map<string, object>).set(id, callbacks);
  }

  removeListener(kind: ListenerKind, id: string): void {
    this.listeners[kind].delete(id);
  }

  /** Events arrive after the current call stack, in order, as over a socket. */
  private dispatch(kind: ListenerKind, name: string, make: () => unknown): void {
    queueMicrotask(() => {
      if (kind !== 'connection' && !this.connected) return;
      const payload = make();
      for (const callbacks of [...this.listeners[kind].values()]) {
        const callback = (callbacks as Record<string, unknown>)[name];
        if (typeof callback === 'function') callback.call(callbacks, payload);
      }
    });
  }

  emitMessage(kind: keyof SdkMessageListenerCallbacks, make: () => unknown): void {
    if (this.connected) this.dispatch('message', kind, make);
  }

  emitUser(kind: keyof SdkUserListenerCallbacks, make: () => SdkUser): void {
    if (this.connected) this.dispatch('user', kind, make);
  }

  emitConnection(kind: keyof SdkConnectionListenerCallbacks): void {
    this.dispatch('connection', kind, () => undefined);
  }

  /** Every SDK call: recorded, gated (stalls, injected failures), online and signed in. */
  async call<T>(method: string, run: (uid: string) => T, needsLogin = true): Promise<T> {
    await this.cloud.gate(method, this.uid);
    if (!this.networkUp) {
      throw sdkError('FAILED_TO_FETCH', 'There is an unknown issue with the API request.');
    }
    const uid = this.uid;
    if (needsLogin && (!uid || !this.initialised)) {
      throw sdkError(
        'USER_NOT_LOGGED_IN',
        'Please log in to CometChat before calling this method.',
      );
    }
    const result = run(uid ?? '');
    if (this.cloud.takeLostAnswer(method)) {
      throw sdkError('FAILED_TO_FETCH', 'The answer was lost on the way.');
    }
    return result;
  }
}

// ---------------------------------------------------------------------------------------------
// The SDK module of one client

/** Edited, deleted or receipted since it was sent (what `updatesOnly` asks for). */
function wasUpdated(message: StoredMessage): boolean {
  return (
    message.editedAt > 0 || message.deletedAt > 0 || message.deliveredAt > 0 || message.readAt > 0
  );
}

function ensureUserReceiver(receiverType: string): void {
  if (receiverType !== 'user') throw sdkError('ERR_GUID_NOT_FOUND', 'Groups are not in this fake.');
}

function refuseBlocked(cloud: FakeCometChatCloud, sender: string, receiver: string): void {
  if (cloud.isBlocked(sender, receiver)) throw sdkError('ERR_BLOCKED_RECEIVER');
  if (cloud.isBlocked(receiver, sender)) throw sdkError('ERR_BLOCKED_SENDER');
}

function outgoingOf(message: unknown): FakeBaseMessage {
  if (!(message instanceof FakeBaseMessage)) throw sdkError('INVALID_MESSAGE', 'Not a message.');
  return message;
}

const RECEIVED_KIND = {
  text: 'onTextMessageReceived',
  media: 'onMediaMessageReceived',
  custom: 'onCustomMessageReceived',
} as const;

interface MessagesQuery {
  uid: string | null;
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
}

function createNamespace(client: FakeCometChatClient): CometChatNamespace {
  const cloud = client.cloud;

  const send = async (
    method: string,
    message: unknown,
    kind: keyof typeof RECEIVED_KIND,
  ): Promise<SdkMessage> =>
    client.call(method, (me) => {
      const outgoing = outgoingOf(message);
      ensureUserReceiver(outgoing.getReceiverType());
      const receiverId = outgoing.getReceiverId().toLowerCase();
      cloud.user(receiverId);
      refuseBlocked(cloud, me, receiverId);
      const parentId = outgoing.getParentMessageId();
      if (parentId) {
        const parent = cloud.message(parentId);
        if (
          !parent ||
          parent.conversationId !== conversationIdOf(me, receiverId) ||
          parent.parentId
        ) {
          throw sdkError('INVALID_PARENT_MESSAGE_ID');
        }
      }
      const base = {
        muid: outgoing.getMuid(),
        metadata: { ...outgoing.getMetadata() },
        parentId,
      };
      let stored: StoredMessage;
      if (outgoing instanceof FakeTextMessage) {
        stored = cloud.store(me, receiverId, {
          ...base,
          category: 'message',
          type: 'text',
          text: outgoing.getText(),
        });
      } else if (outgoing instanceof FakeMediaMessage) {
        const file = outgoing.file;
        if (!(file instanceof Blob)) throw sdkError('ERR_INVALID_FILE_OBJECT');
        if (file.size > cloud.maxUploadBytes) throw sdkError('ERR_FILE_SIZE_EXCEEDED');
        const name = file instanceof File ? file.name : 'file';
        const url = `https://${cloud.appId}.files-${cloud.region}.fake-cometchat.test/${cloud.files.size + 1}/${encodeURIComponent(name)}`;
        cloud.files.set(url, file);
        stored = cloud.store(me, receiverId, {
          ...base,
          category: 'message',
          type: outgoing.getType(),
          url,
          attachments: [
            { name, extension: extensionOf(name), mimeType: file.type, size: file.size, url },
          ],
        });
      } else if (outgoing instanceof FakeCustomMessage) {
        stored = cloud.store(me, receiverId, {
          ...base,
          category: 'custom',
          type: outgoing.getType(),
          customData: { ...outgoing.getCustomData() },
        });
      } else {
        throw sdkError('INVALID_MESSAGE');
      }
      const received = RECEIVED_KIND[kind];
      cloud.tell(receiverId, null, received, (viewer) => cloud.toSdk(stored, viewer));
      cloud.tell(me, client, received, (viewer) => cloud.toSdk(stored, viewer));
      return cloud.toSdk(stored, me) as SdkMessage;
    });

  const ownMessage = (me: string, id: number): StoredMessage => {
    const stored = cloud.message(id);
    if (!stored || !cloud.visibleTo(me, stored)) throw sdkError('ERR_MSG_ID_NOT_FOUND');
    if (stored.sender !== me) throw sdkError('ERR_PERMISSION_DENIED');
    return stored;
  };

  const receipt = (method: 'markAsDelivered' | 'markAsRead', args: unknown[]): Promise<void> =>
    client.call(method, (me) => {
      if (args.length !== 4 || args.some((arg) => typeof arg !== 'string' || arg === '')) {
        throw sdkError('INVALID_PARAMETER', `${method}() expects either 1 or 4 arguments.`);
      }
      const [messageId, receiverId, receiverType] = args as [string, string, string, string];
      ensureUserReceiver(receiverType);
      const upTo = Number(messageId);
      const conversationId = conversationIdOf(me, receiverId);
      const read = method === 'markAsRead';
      const at = cloud.now();
      let changed = false;
      for (const message of cloud.messages) {
        if (
          message.conversationId !== conversationId ||
          message.receiverId !== me ||
          message.id > upTo
        ) {
          continue;
        }
        let touched = false;
        if (message.deliveredAt === 0) {
          message.deliveredAt = at;
          touched = true;
        }
        if (read && message.readAt === 0) {
          message.readAt = at;
          touched = true;
        }
        if (touched) {
          message.updatedAt = at;
          changed = true;
        }
      }
      if (!changed) return;
      cloud.tell(
        receiverId,
        null,
        read ? 'onMessagesRead' : 'onMessagesDelivered',
        (viewer) =>
          new FakeMessageReceipt({
            messageId: upTo,
            sender: cloud.userFor(me, viewer),
            receiver: viewer,
            receiverType: 'user',
            receiptType: read ? 'read' : 'delivery',
            at,
          }),
      );
    });

  const signal = (indicator: unknown, kind: 'onTypingStarted' | 'onTypingEnded'): void => {
    const me = client.uid;
    if (!me || !client.connected || !(indicator instanceof FakeTypingIndicator)) return;
    const receiverId = indicator.getReceiverId();
    if (indicator.getReceiverType() !== 'user' || !cloud.users.has(receiverId)) return;
    if (cloud.isBlocked(me, receiverId) || cloud.isBlocked(receiverId, me)) return;
    cloud.tell(receiverId, null, kind, (viewer) => {
      const copy = new FakeTypingIndicator(receiverId, 'user', indicator.getMetadata());
      copy.setSender(cloud.userFor(me, viewer));
      return copy;
    });
  };

  class MessagesRequest implements SdkMessagesRequest {
    private before: number;
    private after: number;
    constructor(private readonly query: MessagesQuery) {
      this.before = query.messageId || Number.POSITIVE_INFINITY;
      this.after = query.messageId;
    }
    private matching(me: string): StoredMessage[] {
      const { query } = this;
      if (!query.uid) throw sdkError('MISSING_PARAMETERS', 'Set a UID or a GUID.');
      const conversationId = conversationIdOf(me, query.uid);
      return cloud.messages.filter(
        (message) =>
          message.conversationId === conversationId &&
          cloud.visibleTo(me, message) &&
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
    };
    setUID(uid: string): this {
      this.query.uid = uid.toLowerCase();
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
        if (this.type === 'group') return [];
        const page = cloud
          .partnersOf(me)
          // Conversations with people the caller blocked are left out (includeBlockedUsers).
          .filter(({ uid, lastId }) => lastId < this.before && !cloud.isBlocked(me, uid))
          .slice(0, this.limit);
        const last = page.at(-1);
        if (last) this.before = last.lastId;
        return page.flatMap(({ uid }) => {
          const conversation = cloud.conversationFor(me, uid);
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

  const block = (method: 'blockUsers' | 'unblockUsers', uids: string[]) =>
    client.call(method, (me) => {
      if (!Array.isArray(uids) || uids.length === 0) throw sdkError('EMPTY_USERS_LIST');
      const answer: Record<string, { success: boolean; message: string }> = {};
      for (const raw of uids) {
        const uid = String(raw).toLowerCase();
        if (!cloud.users.has(uid) || uid === me) {
          answer[uid] = { success: false, message: `The UID ${uid} cannot be (un)blocked.` };
          continue;
        }
        if (method === 'blockUsers') cloud.blocks.add(pairKey(me, uid));
        else cloud.blocks.delete(pairKey(me, uid));
        answer[uid] = {
          success: true,
          message: `${method === 'blockUsers' ? 'Blocked' : 'Unblocked'} ${uid}.`,
        };
      }
      return answer;
    });

  return {
    AppSettingsBuilder: FakeAppSettingsBuilder,
    TextMessage: FakeTextMessage,
    MediaMessage: FakeMediaMessage,
    CustomMessage: FakeCustomMessage,
    TypingIndicator: FakeTypingIndicator,
    TransientMessage: FakeTransientMessage,
    MessagesRequestBuilder,
    ConversationsRequestBuilder,
    MessageListener: FakeMessageListener,
    UserListener: FakeUserListener,
    ConnectionListener: FakeConnectionListener,

    async init(appId, settings) {
      await cloud.gate('init', null);
      if (!appId) throw sdkError('MISSING_PARAMETERS', 'AppID cannot be empty.');
      if (!(settings instanceof FakeAppSettings)) throw sdkError('INVALID_APP_SETTINGS');
      if (appId !== cloud.appId || settings.region !== cloud.region) {
        throw sdkError('AUTH_ERR_INVALID_APPID', 'No such app in this region.');
      }
      client.initialised = true;
      client.subscribesPresence = settings.subscriptionType === 'ALL_USERS';
      // A session kept from before (a reload) connects by itself.
      if (settings.autoConnect) client.connectSocket();
      return true;
    },

    async login(authToken) {
      await cloud.gate('login', client.uid);
      if (!client.initialised) throw sdkError('COMETCHAT_INITIALIZATION_NOT_DONE');
      if (!client.online) throw sdkError('FAILED_TO_FETCH');
      const uid = cloud.uidOfToken(authToken);
      if (!uid) throw sdkError('AUTH_ERR_AUTH_TOKEN_NOT_FOUND');
      const current = client.uid;
      if (current && current !== uid) throw sdkError('ERR_ALREADY_LOGGED_IN');
      client.storage.session = { uid, authToken };
      client.connectSocket();
      return cloud.userFor(uid, uid);
    },

    async getLoggedinUser() {
      const uid = client.uid;
      return uid ? cloud.userFor(uid, uid) : null;
    },

    async logout() {
      await cloud.gate('logout', client.uid);
      client.disconnect();
      client.storage.session = null;
      return {};
    },

    getUser: (uid) => client.call('getUser', (me) => cloud.userFor(uid.toLowerCase(), me)),

    getConversation: (conversationWith, conversationType) =>
      client.call('getConversation', (me) => {
        ensureUserReceiver(conversationType);
        const other = conversationWith.toLowerCase();
        cloud.user(other);
        const conversation = cloud.conversationFor(me, other);
        if (!conversation) throw sdkError('ERR_CONVERSATION_NOT_ACCESSIBLE');
        return conversation;
      }),

    deleteConversation: (conversationWith, conversationType) =>
      client.call('deleteConversation', (me) => {
        ensureUserReceiver(conversationType);
        const conversationId = conversationIdOf(me, conversationWith.toLowerCase());
        const last = cloud.messages.filter(
          (message) => message.conversationId === conversationId && cloud.visibleTo(me, message),
        );
        const lastId = last.at(-1)?.id;
        if (lastId === undefined) throw sdkError('ERR_CONVERSATION_NOT_ACCESSIBLE');
        const mine = cloud.cleared.get(me) ?? new Map<string, number>();
        mine.set(conversationId, lastId);
        cloud.cleared.set(me, mine);
        return 'Conversation deleted successfully.';
      }),

    getMessageDetails: (messageId) =>
      client.call('getMessageDetails', (me) => {
        const stored = cloud.message(Number(messageId));
        if (!stored || !cloud.visibleTo(me, stored)) throw sdkError('ERR_MSG_ID_NOT_FOUND');
        return cloud.toSdk(stored, me) as SdkMessage;
      }),

    sendMessage: (message) => send('sendMessage', message, 'text'),
    sendMediaMessage: (message) => send('sendMediaMessage', message, 'media'),
    sendCustomMessage: (message) => send('sendCustomMessage', message, 'custom'),

    editMessage: (message) =>
      client.call('editMessage', (me) => {
        const edit = outgoingOf(message);
        const stored = ownMessage(me, edit.getId());
        if (stored.deletedAt || stored.type !== 'text' || !(edit instanceof FakeTextMessage)) {
          throw sdkError(
            'ERR_BAD_REQUEST',
            'Only text messages that are not deleted can be edited.',
          );
        }
        const at = cloud.now();
        stored.text = edit.getText();
        stored.editedAt = at;
        stored.editedBy = me;
        stored.updatedAt = at;
        cloud.tell(stored.receiverId, null, 'onMessageEdited', (viewer) =>
          cloud.toSdk(stored, viewer),
        );
        cloud.tell(me, client, 'onMessageEdited', (viewer) => cloud.toSdk(stored, viewer));
        return cloud.toSdk(stored, me) as SdkMessage;
      }),

    deleteMessage: (messageId) =>
      client.call('deleteMessage', (me) => {
        const stored = ownMessage(me, Number(messageId));
        if (!stored.deletedAt) {
          const at = cloud.now();
          stored.deletedAt = at;
          stored.deletedBy = me;
          stored.updatedAt = at;
          cloud.tell(stored.receiverId, null, 'onMessageDeleted', (viewer) =>
            cloud.toSdk(stored, viewer),
          );
          cloud.tell(me, client, 'onMessageDeleted', (viewer) => cloud.toSdk(stored, viewer));
        }
        return cloud.toSdk(stored, me) as SdkMessage;
      }),

    markAsDelivered: (...args: unknown[]) => receipt('markAsDelivered', args),
    markAsRead: (...args: unknown[]) => receipt('markAsRead', args),

    startTyping: (indicator) => signal(indicator, 'onTypingStarted'),
    endTyping: (indicator) => signal(indicator, 'onTypingEnded'),

    sendTransientMessage(message) {
      const me = client.uid;
      if (!me || !client.connected || !(message instanceof FakeTransientMessage)) return;
      const receiverId = message.getReceiverId();
      if (message.getReceiverType() !== 'user' || !cloud.users.has(receiverId)) return;
      if (cloud.isBlocked(me, receiverId) || cloud.isBlocked(receiverId, me)) return;
      cloud.tell(receiverId, null, 'onTransientMessageReceived', (viewer) => {
        const copy = new FakeTransientMessage(receiverId, 'user', message.getData());
        copy.setSender(cloud.userFor(me, viewer));
        return copy;
      });
    },

    getUnreadMessageCountForAllUsers: (hideMessagesFromBlockedUsers = false) =>
      client.call('getUnreadMessageCountForAllUsers', (me) => {
        const counts: Record<string, number> = {};
        for (const message of cloud.messages) {
          if (
            message.receiverId !== me ||
            message.readAt !== 0 ||
            message.deletedAt !== 0 ||
            !cloud.visibleTo(me, message) ||
            (hideMessagesFromBlockedUsers && cloud.isBlocked(me, message.sender))
          ) {
            continue;
          }
          counts[message.sender] = (counts[message.sender] ?? 0) + 1;
        }
        return counts;
      }),

    blockUsers: (uids) => block('blockUsers', uids),
    unblockUsers: (uids) => block('unblockUsers', uids),

    callExtension: (slug, method, endpoint, data) =>
      client.call('callExtension', (me) => {
        const extension = cloud.extensions.get(slug);
        if (!extension)
          throw sdkError('ERROR_EXTENSION_NOT_FOUND', `Extension ${slug} is not enabled.`);
        return extension({ uid: me, method, endpoint, data });
      }),

    addMessageListener: (id, listener) => client.addListener('message', id, listener),
    removeMessageListener: (id) => client.removeListener('message', id),
    addUserListener: (id, listener) => client.addListener('user', id, listener),
    removeUserListener: (id) => client.removeListener('user', id),
    addConnectionListener: (id, listener) => client.addListener('connection', id, listener),
    removeConnectionListener: (id) => client.removeListener('connection', id),
  };
}
