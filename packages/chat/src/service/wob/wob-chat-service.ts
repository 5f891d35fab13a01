import {
  type ApiClient,
  type ChatEvent,
  ChatEventSchema,
  chatSendMedia,
  endpoints,
  type OwnTopicListener,
  type RealtimeEvent,
  type RealtimeStatus,
  type SubscribeOwnTopic,
  type WatchRealtimeStatus,
} from '@wob/api';
import {
  CHAT_CONSTANTS,
  CHAT_MEDIA_CAPS,
  CHAT_MESSAGE_LIMIT_MAX,
  CHAT_SYNC_LIMIT_MAX,
  MEDIA_TYPES,
  type ReceiptType,
} from '@wob/validation';
import * as v from 'valibot';
import {
  ChatError,
  type ChatMessage,
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
  type ReceiverType,
  type SharedMediaRequest,
  type SharedMediaRequestOptions,
  type Unsubscribe,
  type UserListener,
} from '../port';
import { isRetryable, toChatError } from './errors';
import { ChatLedger, DEFAULT_LEDGER_SIZE } from './ledger';
import { compareDecimal, maxDecimal } from './order';
import { createPresenceWatch, type SubscribeTopic } from './presence-watch';
import { DEFAULT_RETRY, type RetryOptions, type RetryTools, withRetry } from './retry';

// The `wob` adapter of the ChatService port: the self-hosted `/chat-api` of apps/server for
// calls, and the person's own realtime topic (`user:<id>`, on the app's one socket) for events.
// README.md "The wob adapter" describes what it owns and why; in short:
// - sends retry on network failures and 5xx with backoff, always with the caller's muid, so the
//   server stores the message once;
// - after a lost connection it asks `/chat-api/sync` for every change after the last one it
//   delivered and tells the listeners what was missed, once, before `onConnected`;
// - its own sends, edits, deletions and receipts are not echoed back to its own listeners
//   (as with CometChat): the caller has the answer already.

export interface WobChatServiceDeps {
  /**
   * The @wob/api client of the app (bearer token, Accept-Language, 401 handling), for every
   * call and the multipart upload (XMLHttpRequest with progress where there is one).
   */
  api: ApiClient;
  /**
   * Listens to the person's own topic on the app's socket; answers the function that stops.
   * Called by login(), stopped by logout().
   */
  subscribeOwnTopic: SubscribeOwnTopic;
  /**
   * Subscribes another topic on the app's socket (`presence:<id>` of the open chat's person,
   * presence-watch.ts). Without it presence comes only for existing conversations.
   */
  subscribeTopic?: SubscribeTopic;
  /**
   * The socket's status: the listener is called at once with the current one and on every
   * change; answers the function that stops. Without it the adapter knows of a lost connection
   * only through `onResync` and never tells `onDisconnected`.
   */
  watchConnection?: WatchRealtimeStatus;
  /** Sends' retries (attempts 5, from 500 ms doubling up to 8 s, with jitter). */
  retry?: RetryOptions;
  /** The resync's retries of one call; after them it waits `maxMs` and starts over while connected. */
  syncRetry?: RetryOptions;
  /** Jitter source in [0, 1); injected by tests. */
  random?: () => number;
  /** Injected by tests. */
  sleep?: (ms: number) => Promise<void>;
  /** Failures the spec says are only logged. Default: console.warn. */
  log?: (message: string, error?: unknown) => void;
  /** How many messages' states are remembered to tell nothing twice. Default 20,000. */
  ledgerSize?: number;
}

type Phase = 'out' | 'starting' | 'in';

type QueuedEvent = Extract<
  ChatEvent,
  { type: 'chat.message' | 'chat.message.edited' | 'chat.message.deleted' | 'chat.receipt' }
>;

type ReceivedKind = 'onTextMessageReceived' | 'onMediaMessageReceived' | 'onCustomMessageReceived';

const MEDIA = new Set<string>(MEDIA_TYPES);

/** Live message events after which a quiet resync moves the cursor on (one sync page). */
const CHECKPOINT_EVENTS = CHAT_SYNC_LIMIT_MAX;

/** Which listener a new message goes to (CometChat's split by category and type). */
export function receivedKindOf(message: ChatMessage): ReceivedKind | null {
  if (message.category === 'custom') return 'onCustomMessageReceived';
  if (message.category !== 'message') return null; // action and call messages: later issues
  if (message.type === 'text') return 'onTextMessageReceived';
  if (MEDIA.has(message.type)) return 'onMediaMessageReceived';
  return 'onCustomMessageReceived';
}

function requireData<T>(envelope: { data?: T }): T {
  if (envelope.data === undefined) throw new ChatError('unknown', 'The server answered no data');
  return envelope.data;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createWobChatService(deps: WobChatServiceDeps): ChatService {
  const { api } = deps;
  const retry: Required<RetryOptions> = { ...DEFAULT_RETRY, ...deps.retry };
  const syncRetry: Required<RetryOptions> = { ...DEFAULT_RETRY, ...deps.syncRetry };
  const tools: RetryTools = {
    random: deps.random ?? Math.random,
    sleep: deps.sleep ?? defaultSleep,
  };
  const log =
    deps.log ?? ((message: string, error?: unknown) => console.warn(`[chat] ${message}`, error));
  const ledger = new ChatLedger(deps.ledgerSize ?? DEFAULT_LEDGER_SIZE);

  // One entry per add call, so adding the same listener twice needs two removals (as with
  // CometChat's listener ids) and a listener object is used as it is (class instances too).
  const messageListeners = new Set<{ listener: MessageListener }>();
  const userListeners = new Set<{ listener: UserListener }>();
  const connectionListeners = new Set<{ listener: ConnectionListener }>();
  const productListeners = new Set<{ listener: ProductListener }>();

  let phase: Phase = 'out';
  let user: ChatUser | null = null;
  let myUid: string | null = null;
  let loginInFlight: Promise<ChatUser> | null = null;
  // Bumped by logout and a session change: async work of an earlier session stops.
  let generation = 0;
  let stopTopic: (() => void) | null = null;
  let stopWatch: (() => void) | null = null;
  let status: RealtimeStatus | null = null;
  // Connection losses so far (offline status, resync): a catch-up that saw one is not complete.
  let losses = 0;
  // Whether everything up to now was told: the socket stayed up since the last resync ended.
  let inSync = false;
  // Message events told live since the last resync: a quiet resync every so many moves the
  // cursor on, so that the resync after a loss stays short.
  let eventsSinceSync = 0;
  // Message and receipt events that came while behind, for the resync to tell in order.
  const behindQueue: QueuedEvent[] = [];
  let catchUpRunning: Promise<void> | null = null;
  let catchUpAgain = false;
  let catchUpAfterLogin = false;
  const users = new Map<string, ChatUser>();
  const presenceChains = new Map<string, Promise<void>>();
  const presenceWatch = createPresenceWatch(deps.subscribeTopic, (event) => onTopicEvent(event));
  // Ids of this instance's own edits and deletions in flight: their echo is not news here.
  const ownChanges = new Set<string>();

  // --- listeners ------------------------------------------------------------------------------

  function each<L>(listeners: Set<{ listener: L }>, call: (listener: L) => void): void {
    for (const entry of [...listeners]) {
      // Removed by an earlier listener of the same event: not called any more.
      if (!listeners.has(entry)) continue;
      try {
        call(entry.listener);
      } catch (error) {
        // One broken listener must not keep the event from the others.
        log('a chat listener failed', error);
      }
    }
  }

  function tellReceived(message: ChatMessage): void {
    const kind = receivedKindOf(message);
    if (kind) each(messageListeners, (listener) => listener[kind]?.(message));
  }

  function tellReceipt(receipt: MessageReceipt): void {
    each(messageListeners, (listener) =>
      receipt.receiptType === 'read'
        ? listener.onMessagesRead?.(receipt)
        : listener.onMessagesDelivered?.(receipt),
    );
  }

  function tellConnection(kind: keyof ConnectionListener): void {
    each(connectionListeners, (listener) => listener[kind]?.());
  }

  function add<L>(set: Set<{ listener: L }>, listener: L): Unsubscribe {
    const entry = { listener };
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }

  // --- users ----------------------------------------------------------------------------------

  function cacheUser(chatUser: ChatUser): ChatUser {
    users.set(chatUser.uid, chatUser);
    return chatUser;
  }

  async function fetchUser(uid: string): Promise<ChatUser> {
    try {
      return cacheUser(requireData(await api.call(endpoints.chatUser, { uid })));
    } catch (error) {
      throw toChatError(error);
    }
  }

  function onPresence(uid: string, online: boolean, lastActiveAt: number | null): void {
    const previous = presenceChains.get(uid) ?? Promise.resolve();
    const gen = generation;
    const next = previous.then(async () => {
      const base = users.get(uid) ?? (await fetchUser(uid).catch(() => null));
      if (!base || gen !== generation) return;
      const changed = cacheUser({ ...base, status: online ? 'online' : 'offline', lastActiveAt });
      each(userListeners, (listener) =>
        online ? listener.onUserOnline?.(changed) : listener.onUserOffline?.(changed),
      );
    });
    presenceChains.set(uid, next);
    void next.finally(() => {
      if (presenceChains.get(uid) === next) presenceChains.delete(uid);
    });
  }

  // --- what was seen ---------------------------------------------------------------------------

  /**
   * The cursor moves only with sync pages, never with live events: the server may publish two
   * changes in another order than their `seq` (each after its own commit), so a live event
   * does not prove that every older change was seen.
   */
  function countLiveEvent(): void {
    eventsSinceSync += 1;
    if (eventsSinceSync >= CHECKPOINT_EVENTS && inSync && !catchUpRunning) requestCatchUp();
  }

  function noteFetched(messages: readonly ChatMessage[]): void {
    for (const message of messages) ledger.remember(message);
  }

  function isOwnEcho(message: ChatMessage): boolean {
    return message.sender.uid === myUid && ledger.isOwnMuid(message.muid);
  }

  // --- events ---------------------------------------------------------------------------------

  function onTopicEvent(raw: RealtimeEvent): void {
    if (phase === 'out' || typeof raw.type !== 'string' || !raw.type.startsWith('chat.')) return;
    const parsed = v.safeParse(ChatEventSchema, raw);
    if (!parsed.success) {
      log(`an unreadable chat event (${raw.type})`);
      return;
    }
    const event = parsed.output;
    if (phase === 'in' && !inSync && isQueued(event)) {
      // Behind (a connection was lost and the resync has not finished): what happens now must
      // be told after what was missed, so it waits for the resync and goes out with it.
      behindQueue.push(event);
      return;
    }
    handleEvent(event, phase === 'in');
  }

  function isQueued(event: ChatEvent): event is QueuedEvent {
    return (
      event.type === 'chat.message' ||
      event.type === 'chat.message.edited' ||
      event.type === 'chat.message.deleted' ||
      event.type === 'chat.receipt'
    );
  }

  function handleEvent(event: ChatEvent, live: boolean): void {
    switch (event.type) {
      case 'chat.message': {
        const { message } = event;
        countLiveEvent();
        const classification = ledger.classify(message);
        ledger.remember(message);
        if (!live || isOwnEcho(message) || classification.kind !== 'new') return;
        tellReceived(message);
        return;
      }
      case 'chat.message.edited':
      case 'chat.message.deleted': {
        const { message } = event;
        countLiveEvent();
        const classification = ledger.classify(message);
        ledger.remember(message);
        if (!live || ownChanges.has(message.id) || classification.kind === 'stale') return;
        each(messageListeners, (listener) =>
          event.type === 'chat.message.deleted'
            ? listener.onMessageDeleted?.(message)
            : listener.onMessageEdited?.(message),
        );
        return;
      }
      case 'chat.receipt': {
        const { receipt } = event;
        countLiveEvent();
        const news = ledger.markReceipt(
          receipt.conversationId,
          receipt.sender,
          receipt.receiptType,
          receipt.messageId,
        );
        if (live && news) tellReceipt({ ...receipt });
        return;
      }
      case 'chat.typing': {
        if (!live) return;
        const { typing, ...indicator } = event.indicator;
        each(messageListeners, (listener) =>
          typing ? listener.onTypingStarted?.(indicator) : listener.onTypingEnded?.(indicator),
        );
        return;
      }
      case 'chat.transient': {
        if (!live) return;
        const transient = event.transient;
        each(messageListeners, (listener) => listener.onTransientMessageReceived?.(transient));
        return;
      }
      case 'chat.presence': {
        if (!live || event.user.uid === myUid) return;
        onPresence(event.user.uid, event.user.status === 'online', event.user.lastActiveAt);
        return;
      }
      case 'chat.request': {
        if (!live) return;
        each(productListeners, (listener) => listener.onRequestChanged?.({ uid: event.otherId }));
        return;
      }
      case 'chat.block': {
        const cached = users.get(event.otherId);
        if (cached) {
          cacheUser({
            ...cached,
            blockedByMe: event.blockedByMe,
            hasBlockedMe: event.hasBlockedMe,
          });
        }
        if (!live) return;
        const change = {
          uid: event.otherId,
          blockedByMe: event.blockedByMe,
          hasBlockedMe: event.hasBlockedMe,
        };
        each(productListeners, (listener) => listener.onBlockChanged?.(change));
        return;
      }
      case 'chat.conversation.deleted': {
        if (!live) return;
        each(productListeners, (listener) =>
          listener.onConversationDeleted?.(event.conversationId),
        );
        return;
      }
      default:
        return;
    }
  }

  // --- resync -----------------------------------------------------------------------------------

  /**
   * Tells (when `deliver`) what a page of `/chat-api/sync` holds that was not seen: new messages
   * as received, in id order; changed ones as edited or deleted; receipts once per conversation
   * and reader, the newest message each.
   */
  function applySync(messages: readonly ChatMessage[], deliver: boolean): void {
    // By id, and one message's states oldest first (a page and a later event may both hold it).
    const ordered = [...messages].sort(
      (a, b) => compareDecimal(a.id, b.id) || compareDecimal(a.seq, b.seq),
    );
    const receipts = new Map<string, MessageReceipt>();
    const requestPeers = new Set<string>();
    for (const message of ordered) {
      const classification = ledger.classify(message);
      const echo = isOwnEcho(message);
      ledger.remember(message);
      if (!deliver) ledger.raiseBaseline(message.id);
      if (classification.kind === 'stale') continue;
      if (deliver && !echo) {
        if (classification.kind === 'new') {
          if (message.deletedAt !== null) {
            each(messageListeners, (listener) => listener.onMessageDeleted?.(message));
          } else {
            tellReceived(message);
          }
        } else {
          const previous = classification.previous;
          if (message.deletedAt !== null && (previous === null || previous.deletedAt === null)) {
            each(messageListeners, (listener) => listener.onMessageDeleted?.(message));
          } else if (
            message.deletedAt === null &&
            message.editedAt !== null &&
            (previous === null || previous.editedAt !== message.editedAt)
          ) {
            each(messageListeners, (listener) => listener.onMessageEdited?.(message));
          }
          if (previous?.requested && !message.requested) {
            requestPeers.add(
              message.sender.uid === myUid ? message.receiverId : message.sender.uid,
            );
          }
        }
      }
      if (message.receiverType !== 'user') continue;
      for (const receiptType of ['delivered', 'read'] as const) {
        const at = receiptType === 'read' ? message.readAt : message.deliveredAt;
        if (at === null) continue;
        const key = `${message.conversationId}\u0000${receiptType}\u0000${message.receiverId}`;
        const current = receipts.get(key);
        if (!current || compareDecimal(message.id, current.messageId) > 0) {
          receipts.set(key, {
            messageId: message.id,
            conversationId: message.conversationId,
            receiverType: message.receiverType,
            sender: message.receiverId,
            receiptType,
            at,
          });
        }
      }
    }
    // Delivered before read, as they happened.
    const sorted = [...receipts.values()].sort((a, b) =>
      a.receiptType === b.receiptType ? 0 : a.receiptType === 'delivered' ? -1 : 1,
    );
    for (const receipt of sorted) {
      const news = ledger.markReceipt(
        receipt.conversationId,
        receipt.sender,
        receipt.receiptType,
        receipt.messageId,
      );
      if (news && deliver) tellReceipt(receipt);
    }
    if (deliver) {
      for (const uid of requestPeers) {
        each(productListeners, (listener) => listener.onRequestChanged?.({ uid }));
      }
    }
  }

  /** Every change after the cursor, page after page; then tells what was missed. */
  async function catchUp(deliver: boolean, gen: number): Promise<void> {
    const lossesAtStart = losses;
    let cursor = ledger.cursor;
    const collected: ChatMessage[] = [];
    for (;;) {
      const after = cursor;
      const envelope = await withRetry(
        () => api.call(endpoints.chatSync, { after, limit: CHAT_SYNC_LIMIT_MAX }),
        isRetryable,
        syncRetry,
        tools,
        () => gen !== generation,
      );
      if (gen !== generation) return;
      const page = requireData(envelope);
      collected.push(...page.messages);
      cursor = maxDecimal(cursor, page.cursor);
      if (!page.more) break;
    }
    if (losses !== lossesAtStart) {
      // The connection dropped meanwhile: tell what the pages hold; the events that came
      // meanwhile wait for the next resync, which follows.
      applySync(collected, deliver);
      ledger.advanceCursor(cursor);
      return;
    }
    // The socket stayed up since before the first page: every change after the last page came
    // as an event. Pages and waiting events go out together, in message order, each once.
    const queued = behindQueue.splice(0);
    const receipts: QueuedEvent[] = [];
    for (const event of queued) {
      if (event.type === 'chat.receipt') receipts.push(event);
      else collected.push(event.message);
    }
    applySync(collected, deliver);
    ledger.advanceCursor(cursor);
    eventsSinceSync = 0;
    inSync = true;
    for (const event of receipts) handleEvent(event, deliver);
  }

  function requestCatchUp(): void {
    if (phase === 'starting') {
      catchUpAfterLogin = true;
      return;
    }
    if (phase !== 'in') return;
    if (catchUpRunning) {
      catchUpAgain = true;
      return;
    }
    const gen = generation;
    // A resync after a loss ends with onConnected; a quiet one (the checkpoint) does not.
    let recovering = false;
    catchUpRunning = (async () => {
      do {
        catchUpAgain = false;
        if (!inSync) recovering = true;
        try {
          await catchUp(true, gen);
        } catch (error) {
          if (gen !== generation) break;
          log('resync failed', error);
          // Keep trying while connected (or while the connection is unknown); a new connection
          // asks again by itself.
          if (!isRetryable(error) || offline()) break;
          await tools.sleep(syncRetry.maxMs);
          catchUpAgain = !offline();
        }
      } while (catchUpAgain && gen === generation);
    })().finally(() => {
      if (gen !== generation) return;
      catchUpRunning = null;
      if (recovering && inSync && !offline()) tellConnection('onConnected');
    });
  }

  /** Read through a function: TypeScript would keep a narrowed `status` across awaits. */
  function offline(): boolean {
    return status === 'offline';
  }

  function onConnectionLost(): void {
    losses += 1;
    inSync = false;
  }

  function onStatus(next: RealtimeStatus): void {
    const previous = status;
    status = next;
    if (next === previous) return;
    if (next === 'online') {
      // Online already when login subscribed: login's own sync, which follows, covers it.
      if (previous === null && phase === 'starting') return;
      requestCatchUp();
      return;
    }
    if (previous === 'online' || previous === null) onConnectionLost();
    if (phase !== 'in') return;
    tellConnection(next === 'offline' ? 'onDisconnected' : 'inConnecting');
  }

  const topicListener: OwnTopicListener = {
    onEvent: (event) => onTopicEvent(event),
    onResync: () => {
      onConnectionLost();
      requestCatchUp();
    },
    onSessionChange: () => {
      forget();
    },
  };

  // --- session ----------------------------------------------------------------------------------

  function forget(): void {
    generation += 1;
    phase = 'out';
    user = null;
    myUid = null;
    stopTopic?.();
    stopTopic = null;
    stopWatch?.();
    stopWatch = null;
    status = null;
    inSync = false;
    eventsSinceSync = 0;
    behindQueue.length = 0;
    catchUpRunning = null;
    catchUpAgain = false;
    catchUpAfterLogin = false;
    ledger.reset();
    users.clear();
    presenceChains.clear();
    presenceWatch.stopAll();
    ownChanges.clear();
  }

  async function establish(gen: number): Promise<ChatUser> {
    phase = 'starting';
    const me = requireData(await api.call(endpoints.chatMe, {}));
    if (gen !== generation) throw new ChatError('login');
    myUid = me.uid;
    cacheUser(me);
    stopTopic ??= deps.subscribeOwnTopic(topicListener);
    stopWatch ??= deps.watchConnection?.(onStatus) ?? null;
    // The baseline: what exists now is state the caller fetches, not news. The newest
    // conversations' last messages say roughly where "now" is; the silent resync from there
    // learns every change since, so the next resync starts from the true last change.
    const first = requireData(
      await api.call(endpoints.chatConversations, { limit: CHAT_CONSTANTS.conversationPage }),
    );
    if (gen !== generation) throw new ChatError('login');
    for (const conversation of first.conversations) {
      cacheUser(conversation.conversationWith);
      const last = conversation.lastMessage;
      if (!last) continue;
      ledger.raiseBaseline(last.id);
      ledger.advanceCursor(last.seq);
      ledger.remember(last);
    }
    inSync = false;
    await catchUp(false, gen);
    if (gen !== generation) throw new ChatError('login');
    user = me;
    phase = 'in';
    if (catchUpAfterLogin || (status === 'online' && !inSync)) {
      // The socket came up (or dropped) while login read: what happened meanwhile follows.
      catchUpAfterLogin = false;
      requestCatchUp();
    }
    if (status === 'online' && inSync) tellConnection('onConnected');
    return me;
  }

  /** The product's one block table (block-wobler / unblock-wobler), then the cached users. */
  async function changeBlocks(uids: readonly string[], blocked: boolean): Promise<string> {
    requireUser();
    let confirmation = '';
    for (const uid of uids) {
      try {
        const answer = await api.call(blocked ? endpoints.blockWobler : endpoints.unblockWobler, {
          _id: uid,
        });
        confirmation = answer.message ?? '';
      } catch (error) {
        throw toChatError(error);
      }
      const cached = users.get(uid);
      if (cached) cacheUser({ ...cached, blockedByMe: blocked });
    }
    return confirmation;
  }

  /** A call of the product API about a message request, as the logged-in person. */
  async function asMe<T>(call: (me: string) => Promise<T>): Promise<T> {
    const me = requireUser();
    try {
      return await call(me);
    } catch (error) {
      throw toChatError(error);
    }
  }

  function requireUser(): string {
    if (phase !== 'in' || !myUid) throw new ChatError('login');
    return myUid;
  }

  // --- sending ----------------------------------------------------------------------------------

  /** Runs a send with retries (same muid every time); refines a 403 into the block's side. */
  async function send(
    receiverId: string,
    muid: string,
    work: () => Promise<ChatMessage>,
  ): Promise<ChatMessage> {
    requireUser();
    ledger.addOwnMuid(muid);
    const gen = generation;
    try {
      const message = await withRetry(work, isRetryable, retry, tools, () => gen !== generation);
      ledger.remember(message);
      return message;
    } catch (error) {
      throw await refineSendError(toChatError(error), receiverId);
    }
  }

  async function refineSendError(error: ChatError, receiverId: string): Promise<ChatError> {
    if (error.code !== 'not-allowed') return error;
    // 403 on a send: a block either way, or a request that was rejected or may not start.
    try {
      const other = await fetchUser(receiverId);
      if (other.hasBlockedMe) return new ChatError('has-blocked-me', error.message, error.status);
      if (other.blockedByMe) return new ChatError('blocked', error.message, error.status);
    } catch {
      // The first error says enough.
    }
    return error;
  }

  /**
   * `POST /chat-api/media` through the app's client: the text fields, then the file as the part
   * `file` (the server reads the fields before the file streams in).
   */
  async function uploadOnce(
    message: OutgoingMedia,
    onProgress?: ProgressListener,
  ): Promise<ChatMessage> {
    const form = new FormData();
    form.append('receiverId', message.receiverId);
    form.append('receiverType', message.receiverType);
    form.append('muid', message.muid);
    form.append('type', message.type);
    if (message.parentMessageId) form.append('parentMessageId', message.parentMessageId);
    form.append('file', message.file, message.file.name || 'file');
    return requireData(
      await api.call(chatSendMedia, form, onProgress ? { onUploadProgress: onProgress } : {}),
    );
  }

  // --- requests ---------------------------------------------------------------------------------

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
      conversationType: 'user' as const,
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
      requireUser();
      try {
        return requireData(await api.call(endpoints.chatMessages, query)).messages;
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

  // --- the port -----------------------------------------------------------------------------------

  const service: ChatService = {
    kind: 'wob',

    login() {
      if (loginInFlight) return loginInFlight;
      const gen = generation;
      const attempt =
        phase === 'in' && user
          ? (async () => {
              const me = requireData(await api.call(endpoints.chatMe, {}));
              if (gen === generation) user = cacheUser(me);
              return me;
            })()
          : establish(gen);
      loginInFlight = attempt
        .catch((error: unknown) => {
          if (gen === generation && phase === 'starting') phase = 'out';
          const failure = toChatError(error);
          throw new ChatError('login', failure.message, failure.status);
        })
        .finally(() => {
          loginInFlight = null;
        });
      return loginInFlight;
    },

    async logout() {
      forget();
    },

    getLoggedInUser() {
      return user;
    },

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
          requireUser();
          let page: { conversations: Conversation[]; next: string | null };
          try {
            page = requireData(
              await api.call(endpoints.chatConversations, {
                limit,
                ...(cursor === undefined ? {} : { cursor }),
              }),
            );
          } catch (error) {
            throw toChatError(error);
          }
          for (const conversation of page.conversations) {
            cacheUser(conversation.conversationWith);
            if (conversation.lastMessage) ledger.remember(conversation.lastMessage);
          }
          if (page.next === null) done = true;
          else cursor = page.next;
          return page.conversations;
        },
      };
      return request;
    },

    async getConversation(uid, type: ReceiverType = 'user') {
      requireUser();
      try {
        const conversation = requireData(
          await api.call(endpoints.chatConversation, {
            conversationWith: uid,
            conversationType: type,
          }),
        );
        cacheUser(conversation.conversationWith);
        if (conversation.lastMessage) ledger.remember(conversation.lastMessage);
        if (type === 'user' && uid !== myUid) presenceWatch.follow(uid);
        return conversation;
      } catch (error) {
        throw toChatError(error);
      }
    },

    async deleteConversation(uid, type: ReceiverType = 'user') {
      requireUser();
      try {
        await api.call(endpoints.chatDeleteConversation, {
          conversationWith: uid,
          conversationType: type,
        });
      } catch (error) {
        throw toChatError(error);
      }
    },

    async getConversationFromMessage(message) {
      const me = requireUser();
      const other = message.sender.uid === me ? message.receiverId : message.sender.uid;
      return service.getConversation(other, message.receiverType);
    },

    async getUser(uid) {
      requireUser();
      const found = await fetchUser(uid);
      if (uid !== myUid) presenceWatch.follow(uid);
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
          requireUser();
          let page: { messages: ChatMessage[]; next: string | null };
          try {
            page = requireData(
              await api.call(endpoints.chatSharedMedia, {
                conversationWith: options.uid,
                conversationType: 'user',
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

    sendMessage(message: OutgoingText) {
      return send(message.receiverId, message.muid, async () =>
        requireData(
          await api.call(endpoints.chatSendText, {
            receiverId: message.receiverId,
            receiverType: message.receiverType,
            muid: message.muid,
            text: message.text,
            ...(message.parentMessageId ? { parentMessageId: message.parentMessageId } : {}),
          }),
        ),
      );
    },

    sendCustomMessage(message: OutgoingCustom) {
      return send(message.receiverId, message.muid, async () =>
        requireData(
          await api.call(endpoints.chatSendCustom, {
            receiverId: message.receiverId,
            receiverType: message.receiverType,
            muid: message.muid,
            customType: message.customType,
            customData: message.customData,
            ...(message.parentMessageId ? { parentMessageId: message.parentMessageId } : {}),
          }),
        ),
      );
    },

    async sendMediaMessage(message: OutgoingMedia, onProgress?: ProgressListener) {
      requireUser();
      const cap = CHAT_MEDIA_CAPS[message.type];
      if (cap !== undefined && message.file.size > cap) throw new ChatError('too-large', '', 413);
      return send(message.receiverId, message.muid, () => uploadOnce(message, onProgress));
    },

    async editMessage(id, text) {
      requireUser();
      ownChanges.add(id);
      try {
        const message = requireData(await api.call(endpoints.chatEditMessage, { id, text }));
        ledger.remember(message);
        return message;
      } catch (error) {
        throw toChatError(error);
      } finally {
        ownChanges.delete(id);
      }
    },

    async deleteMessage(id) {
      requireUser();
      ownChanges.add(id);
      try {
        const message = requireData(await api.call(endpoints.chatDeleteMessage, { id }));
        ledger.remember(message);
        return message;
      } catch (error) {
        throw toChatError(error);
      } finally {
        ownChanges.delete(id);
      }
    },

    markAsDelivered(message) {
      return receipt(message, 'delivered');
    },

    markAsRead(message) {
      return receipt(message, 'read');
    },

    startTyping(receiver) {
      fireAndForget(() => api.call(endpoints.chatTyping, { ...target(receiver), typing: true }));
    },

    endTyping(receiver) {
      fireAndForget(() => api.call(endpoints.chatTyping, { ...target(receiver), typing: false }));
    },

    sendTransientMessage(receiver, data) {
      fireAndForget(() => api.call(endpoints.chatTransient, { ...target(receiver), data }));
    },

    async getUnreadMessageCountForAllUsers() {
      requireUser();
      try {
        return requireData(await api.call(endpoints.chatUnread, {})).users;
      } catch (error) {
        throw toChatError(error);
      }
    },

    blockUsers: (uids) => changeBlocks(uids, true),

    unblockUsers: (uids) => changeBlocks(uids, false),

    getRequestState: (uid) =>
      asMe(
        async (me) =>
          (await api.call(endpoints.awaitAccept, { sender_id: me, receiver_id: uid })).data ?? null,
      ),
    addToWaiting: (uid) =>
      asMe(
        async (me) =>
          (await api.call(endpoints.addToWaiting, { sender_id: me, receiver_id: uid })).data ??
          null,
      ),
    acceptRequest: (uid) =>
      asMe(async () => (await api.call(endpoints.acceptMessageRequest, { sender_id: uid })).data ?? null),
    likeBack: (uid) =>
      asMe(async () => {
        const answer = await api.call(endpoints.likeWobler, { _id: uid });
        return { matched: answer.data?.matched === true, message: answer.message ?? '' };
      }),

    async callExtension(slug) {
      // The self-hosted service has no extensions yet: polls, reactions, stickers and smart
      // replies come with their issues (their `/chat-api/v1/*` endpoints then answer here).
      throw new ChatError('not-found', `The chat extension '${slug}' is not available`, 404);
    },

    addMessageListener: (listener) => add(messageListeners, listener),
    addUserListener: (listener) => add(userListeners, listener),
    addConnectionListener: (listener) => add(connectionListeners, listener),
    addProductListener: (listener) => add(productListeners, listener),
  };

  async function receipt(message: ChatMessage, receiptType: ReceiptType): Promise<void> {
    if (phase !== 'in' || !myUid || message.sender.uid === myUid) return;
    // Remembered before the call: the echo of one's own receipt is not news to this instance.
    ledger.markReceipt(message.conversationId, myUid, receiptType, message.id);
    try {
      await api.call(endpoints.chatReceipt, { id: message.id, receiptType });
    } catch (error) {
      log(`marking a message ${receiptType} failed`, error);
    }
  }

  function target(receiver: Receiver): Receiver {
    return { receiverId: receiver.receiverId, receiverType: receiver.receiverType };
  }

  /** Typing and transient messages: a lost one is not worth a retry; failures are logged. */
  function fireAndForget(call: () => Promise<unknown>): void {
    if (phase !== 'in') return;
    void call().catch((error: unknown) =>
      log('a typing indicator or transient message failed', error),
    );
  }

  return service;
}
