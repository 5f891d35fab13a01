import {
  type ApiClient,
  ChatBlockEventSchema,
  ChatRequestEventSchema,
  endpoints,
  type SubscribeOwnTopic,
} from '@wob/api';
import { CHAT_CONSTANTS, CHAT_MEDIA_CAPS, type ReceiverType } from '@wob/validation';
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
} from '../port';
import {
  conversationIdOf,
  isSdkUser,
  isUidNotFound,
  messageKind,
  toChatError,
  toChatMessage,
  toChatUser,
  toConversation,
  toMessageReceipt,
  toTransientMessage,
  toTypingIndicator,
} from './mapping';
import {
  type CometChatNamespace,
  type CometChatSdkModule,
  loadCometChatSdk,
  type SdkConversationsRequest,
  type SdkMessage,
  type SdkMessagesRequest,
  type SdkOutgoingMessage,
} from './sdk';

// The `cometchat` adapter of the ChatService port (README.md "The cometchat adapter"):
// - the SDK is loaded by the first login only (`loadSdk`), never at import time;
// - login: the SDK's init (app id, region, presence for all users), then CometChat.login with
//   an auth token our server issues (POST /api/chat/cometchat-token); a kept CometChat session
//   of the same person is reused;
// - blocks go to our product API only (api/user/block-wobler, the one block table); our server
//   mirrors the table to CometChat (apps/server modules/cometchat/blocks.ts), never a tab;
// - after a lost connection the adapter fetches what it missed (CometChat's SDK does not) and
//   tells the listeners before `onConnected`;
// - a send whose answer was lost looks for its muid in the conversation before it is sent
//   again (CometChat stores every send; the muid only travels along).

export interface CometChatServiceOptions {
  /** The CometChat app id (public: the site answer gives it to the web app). */
  appId: string;
  /** Spec chat section 9: region `eu`. */
  region?: string;
  /** Our product API: block-wobler / unblock-wobler, and the default auth token. */
  api: ApiClient;
  /** A CometChat auth token for the signed-in person. Default: POST /api/chat/cometchat-token. */
  getAuthToken?: () => Promise<string>;
  /**
   * The signed-in Wobler's id (= their CometChat uid). With it, a CometChat session the SDK kept
   * from an earlier visit is reused when it is theirs; without it, it is replaced.
   */
  getUid?: () => string | null;
  /** Loads the SDK module; default: `import('@cometchat/chat-sdk-javascript')`. */
  loadSdk?: () => Promise<CometChatSdkModule>;
  /** Product events of the person's own topic (blocks, message requests). Optional. */
  subscribeOwnTopic?: SubscribeOwnTopic;
  /** Spec chat section 9: login wait 10 000 ms, polled every 100 ms. */
  loginWaitMs?: number;
  loginPollMs?: number;
  /** Failures the spec says are only logged. Default: console.warn. */
  log?: (message: string, error?: unknown) => void;
  /** Waits between the attempts of a send that met a network failure. Default 0.5 s, 2 s. */
  retryDelaysMs?: readonly number[];
}

type ReceivedKind = 'onTextMessageReceived' | 'onMediaMessageReceived' | 'onCustomMessageReceived';

const RECEIVED_OF = {
  text: 'onTextMessageReceived',
  media: 'onMediaMessageReceived',
  custom: 'onCustomMessageReceived',
} as const satisfies Record<string, ReceivedKind>;

/** Pages the catch-up after a reconnection reads at most, per list (a guard, not a limit in practice). */
const CATCH_UP_PAGES = 20;
const CATCH_UP_PAGE = 100;
const SHARED_MEDIA_TYPES = {
  photos: ['image'],
  videos: ['video'],
  documents: ['file', 'audio'],
} as const;

let listenerCount = 0;

export function createCometChatService(options: CometChatServiceOptions): ChatService {
  const region = options.region ?? 'eu';
  const loadSdk = options.loadSdk ?? loadCometChatSdk;
  const waitMs = options.loginWaitMs ?? CHAT_CONSTANTS.loginWaitMs;
  const pollMs = options.loginPollMs ?? CHAT_CONSTANTS.loginPollMs;
  const log =
    options.log ?? ((message: string, error?: unknown) => console.warn(`[chat] ${message}`, error));
  const getAuthToken =
    options.getAuthToken ??
    (async () => {
      const answer = await options.api.call(endpoints.cometchatToken, {});
      if (!answer.data?.authToken) throw new ChatError('login');
      return answer.data.authToken;
    });
  const retryDelaysMs = options.retryDelaysMs ?? [500, 2_000];
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  listenerCount += 1;
  const listenerId = `wob-chat-${listenerCount}`;

  const messageListeners = new Set<{ listener: MessageListener }>();
  const userListeners = new Set<{ listener: UserListener }>();
  const connectionListeners = new Set<{ listener: ConnectionListener }>();
  const productListeners = new Set<{ listener: ProductListener }>();

  let sdkReady: Promise<CometChatNamespace> | null = null;
  let CometChatLoaded: CometChatNamespace | null = null;
  let loginInFlight: Promise<ChatUser> | null = null;
  let me: ChatUser | null = null;
  let stopOwnTopic: (() => void) | null = null;

  // Sends by client message id: a retry of a stored one answers it, a concurrent one shares it.
  const sends = new Map<string, Promise<ChatMessage>>();
  // Sends whose outcome is unknown (the answer was lost): looked for before they are sent again.
  const uncertain = new Set<string>();

  // What the adapter has seen, for the catch-up after a lost connection.
  let lastSeenId = 0;
  let lastServerTime = 0;
  /** Conversations whose messages were shown or exchanged: their changes are caught up. */
  const partners = new Set<string>();
  let lost = false;

  // --- listeners --------------------------------------------------------------------------------

  function each<L>(set: Set<{ listener: L }>, call: (listener: L) => void): void {
    for (const entry of [...set]) {
      try {
        call(entry.listener);
      } catch (error) {
        log('A chat listener failed', error);
      }
    }
  }

  function add<L>(set: Set<{ listener: L }>, listener: L): Unsubscribe {
    const entry = { listener };
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }

  /** `listed`: only a conversation list's last message (nothing of it is shown yet). */
  function noteSeen(message: SdkMessage, listed = false): void {
    lastSeenId = Math.max(lastSeenId, message.getId() || 0);
    lastServerTime = Math.max(
      lastServerTime,
      message.getSentAt() || 0,
      message.getEditedAt() || 0,
      message.getDeletedAt() || 0,
    );
    const mine = me?.uid;
    if (!listed && message.getReceiverType() === 'user' && mine) {
      const sender = message.getSender().getUid();
      partners.add(sender === mine ? message.getReceiverId() : sender);
    }
  }

  function mapSeen(message: SdkMessage): ChatMessage | null {
    noteSeen(message);
    return toChatMessage(message);
  }

  function tellReceived(kind: ReceivedKind, message: SdkMessage): void {
    const mapped = mapSeen(message);
    if (mapped) each(messageListeners, (listener) => listener[kind]?.(mapped));
  }

  function tellChanged(kind: 'onMessageEdited' | 'onMessageDeleted', message: SdkMessage): void {
    const mapped = mapSeen(message);
    if (mapped) each(messageListeners, (listener) => listener[kind]?.(mapped));
  }

  function register(CometChat: CometChatNamespace): void {
    CometChat.addMessageListener(
      listenerId,
      new CometChat.MessageListener({
        onTextMessageReceived: (message) => tellReceived('onTextMessageReceived', message),
        onMediaMessageReceived: (message) => tellReceived('onMediaMessageReceived', message),
        onCustomMessageReceived: (message) => tellReceived('onCustomMessageReceived', message),
        onMessageEdited: (message) => tellChanged('onMessageEdited', message),
        onMessageDeleted: (message) => tellChanged('onMessageDeleted', message),
        onMessagesDelivered: (receipt) => {
          if (!me) return;
          const mapped = toMessageReceipt(receipt, me.uid);
          lastServerTime = Math.max(lastServerTime, mapped.at);
          each(messageListeners, (listener) => listener.onMessagesDelivered?.(mapped));
        },
        onMessagesRead: (receipt) => {
          if (!me) return;
          const mapped = toMessageReceipt(receipt, me.uid);
          lastServerTime = Math.max(lastServerTime, mapped.at);
          each(messageListeners, (listener) => listener.onMessagesRead?.(mapped));
        },
        onTypingStarted: (indicator) => {
          const mapped = toTypingIndicator(indicator);
          each(messageListeners, (listener) => listener.onTypingStarted?.(mapped));
        },
        onTypingEnded: (indicator) => {
          const mapped = toTypingIndicator(indicator);
          each(messageListeners, (listener) => listener.onTypingEnded?.(mapped));
        },
        onTransientMessageReceived: (message) => {
          const mapped = toTransientMessage(message);
          each(messageListeners, (listener) => listener.onTransientMessageReceived?.(mapped));
        },
      }),
    );
    CometChat.addUserListener(
      listenerId,
      new CometChat.UserListener({
        onUserOnline: (user) => {
          const mapped = toChatUser(user);
          each(userListeners, (listener) => listener.onUserOnline?.(mapped));
        },
        onUserOffline: (user) => {
          const mapped = toChatUser(user);
          each(userListeners, (listener) => listener.onUserOffline?.(mapped));
        },
      }),
    );
    CometChat.addConnectionListener(
      listenerId,
      new CometChat.ConnectionListener({
        inConnecting: () => each(connectionListeners, (listener) => listener.inConnecting?.()),
        onDisconnected: () => {
          if (me) lost = true;
          each(connectionListeners, (listener) => listener.onDisconnected?.());
        },
        onConnected: () => {
          const catchUp = lost && me ? catchUpAfterLoss(CometChat) : Promise.resolve();
          lost = false;
          void catchUp
            .catch((error: unknown) => log('Fetching what was missed while offline failed', error))
            .then(() => each(connectionListeners, (listener) => listener.onConnected?.()));
        },
      }),
    );
  }

  // --- the SDK and the login ----------------------------------------------------------------------

  /**
   * Resolves `promise`, or fails with 'login' once `waitMs` have passed, checking every `pollMs`
   * (spec chat section 9: the login wait).
   */
  function withinLoginWait<T>(promise: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let waited = 0;
      const timer = setInterval(() => {
        waited += pollMs;
        if (waited >= waitMs) {
          clearInterval(timer);
          reject(new ChatError('login'));
        }
      }, pollMs);
      promise.then(
        (value) => {
          clearInterval(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearInterval(timer);
          reject(error);
        },
      );
    });
  }

  /** Loads the SDK (once), registers the adapter's listeners and initialises it. */
  function sdk(): Promise<CometChatNamespace> {
    if (!sdkReady) {
      const loading = (async () => {
        const module = await loadSdk();
        const CometChat = module.CometChat;
        register(CometChat);
        const settings = new CometChat.AppSettingsBuilder()
          .subscribePresenceForAllUsers()
          .setRegion(region)
          .autoEstablishSocketConnection(true)
          .build();
        await withinLoginWait(CometChat.init(options.appId, settings));
        CometChatLoaded = CometChat;
        return CometChat;
      })();
      sdkReady = loading;
      // A failed load or init may be tried again by the next login.
      loading.catch(() => {
        if (sdkReady === loading) sdkReady = null;
      });
    }
    return sdkReady;
  }

  function startOwnTopic(): void {
    if (!options.subscribeOwnTopic || stopOwnTopic) return;
    stopOwnTopic = options.subscribeOwnTopic({
      onEvent: (event) => {
        const block = v.safeParse(ChatBlockEventSchema, event);
        if (block.success) {
          each(productListeners, (listener) =>
            listener.onBlockChanged?.({
              uid: block.output.otherId,
              blockedByMe: block.output.blockedByMe,
              hasBlockedMe: block.output.hasBlockedMe,
            }),
          );
          return;
        }
        const request = v.safeParse(ChatRequestEventSchema, event);
        if (request.success) {
          each(productListeners, (listener) =>
            listener.onRequestChanged?.({ uid: request.output.otherId }),
          );
        }
      },
    });
  }

  async function login(): Promise<ChatUser> {
    if (loginInFlight) return loginInFlight;
    const attempt = (async () => {
      try {
        const CometChat = await sdk();
        const expected = options.getUid?.()?.toLowerCase() ?? null;
        let user = await CometChat.getLoggedinUser();
        if (user && user.getUid() !== expected) {
          // A session kept from someone else (or that cannot be checked): start afresh.
          await CometChat.logout();
          user = null;
        }
        if (!user) user = await CometChat.login(await getAuthToken());
        // The person is connected now, whatever their presence said before.
        me = { ...toChatUser(user), status: 'online', lastActiveAt: null };
        startOwnTopic();
        return me;
      } catch (error) {
        throw toChatError(error, 'login');
      }
    })();
    loginInFlight = attempt;
    attempt.then(
      () => {
        if (loginInFlight === attempt) loginInFlight = null;
      },
      () => {
        if (loginInFlight === attempt) loginInFlight = null;
      },
    );
    return attempt;
  }

  /** The SDK and the person, once logged in; waits for a login under way (the login wait). */
  async function ready(): Promise<{ CometChat: CometChatNamespace; uid: string }> {
    if (!me && loginInFlight) await withinLoginWait(loginInFlight);
    if (!me || !CometChatLoaded) throw new ChatError('login');
    return { CometChat: CometChatLoaded, uid: me.uid };
  }

  /** Runs a call of the port: every failure becomes a ChatError. */
  async function run<T>(
    call: (session: { CometChat: CometChatNamespace; uid: string }) => Promise<T>,
  ): Promise<T> {
    try {
      return await call(await ready());
    } catch (error) {
      throw toChatError(error);
    }
  }

  /**
   * CometChat knows a Wobler only once they logged in to it, or once we asked our server to make
   * them (POST /api/chat/cometchat-user): a call about someone CometChat does not know yet asks
   * for that, then is made again.
   */
  async function withUser<T>(uid: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!isUidNotFound(error)) throw error;
      await options.api.call(endpoints.cometchatUser, { uid });
      return call();
    }
  }

  // --- catch-up after a lost connection -----------------------------------------------------------

  async function catchUpAfterLoss(CometChat: CometChatNamespace): Promise<void> {
    const afterId = lastSeenId;
    // One second back: CometChat counts seconds, and a change in the same second must not be lost.
    const since = Math.max(0, lastServerTime - 1);
    const mine = me?.uid;
    if (!mine) return;
    // Who wrote meanwhile: conversations come latest first, so reading stops at the seen ones.
    const fresh = new Set<string>();
    const conversations = new CometChat.ConversationsRequestBuilder()
      .setLimit(CHAT_CONSTANTS.conversationPage)
      .setConversationType('user')
      .withBlockedInfo(true)
      .build();
    for (let page = 0; page < CATCH_UP_PAGES; page += 1) {
      const list = await conversations.fetchNext();
      let older = list.length === 0;
      for (const conversation of list) {
        const withWhom = conversation.getConversationWith();
        const last = conversation.getLastMessage();
        if (!isSdkUser(withWhom) || !last) continue;
        if (last.getId() > afterId) fresh.add(withWhom.getUid());
        else older = true;
      }
      if (older) break;
    }
    for (const uid of new Set([...fresh, ...partners])) {
      // New messages, in order.
      if (fresh.has(uid)) {
        const news = new CometChat.MessagesRequestBuilder()
          .setUID(uid)
          .setMessageId(afterId)
          .setLimit(CATCH_UP_PAGE)
          .build();
        await readAll(news, (message) => {
          const kind = messageKind(message);
          if (kind && message.getId() > afterId) tellReceived(RECEIVED_OF[kind], message);
        });
      }
      // Changes to messages seen before: edits, deletions, receipts.
      const changes = new CometChat.MessagesRequestBuilder()
        .setUID(uid)
        .setUpdatedAfter(String(since))
        .updatesOnly(true)
        .setLimit(CATCH_UP_PAGE)
        .build();
      let delivered: SdkMessage | null = null;
      let read: SdkMessage | null = null;
      await readAll(changes, (message) => {
        if (message.getId() > afterId) return;
        if (message.getDeletedAt() >= since && message.getDeletedAt() > 0) {
          tellChanged('onMessageDeleted', message);
        } else if (message.getEditedAt() >= since && message.getEditedAt() > 0) {
          tellChanged('onMessageEdited', message);
        }
        if (message.getSender().getUid() === mine) {
          if (message.getDeliveredAt() >= since && message.getDeliveredAt() > 0)
            delivered = message;
          if (message.getReadAt() >= since && message.getReadAt() > 0) read = message;
        }
      });
      for (const [receiptType, message] of [
        ['delivered', delivered],
        ['read', read],
      ] as const) {
        const last = message as SdkMessage | null;
        if (!last) continue;
        const receipt = {
          messageId: String(last.getId()),
          conversationId: conversationIdOf(mine, uid),
          receiverType: 'user' as const,
          sender: uid,
          receiptType,
          at: receiptType === 'read' ? last.getReadAt() : last.getDeliveredAt(),
        };
        each(messageListeners, (listener) =>
          receiptType === 'read'
            ? listener.onMessagesRead?.(receipt)
            : listener.onMessagesDelivered?.(receipt),
        );
      }
    }
  }

  async function readAll(
    request: SdkMessagesRequest,
    visit: (message: SdkMessage) => void,
  ): Promise<void> {
    for (let page = 0; page < CATCH_UP_PAGES; page += 1) {
      const list = await request.fetchNext();
      for (const message of list) visit(message);
      if (list.length < CATCH_UP_PAGE) return;
    }
  }

  // --- sends ------------------------------------------------------------------------------------

  /** A stored message of mine with this muid among the conversation's latest, if any. */
  async function findSent(
    CometChat: CometChatNamespace,
    uid: string,
    receiverId: string,
    muid: string,
  ): Promise<SdkMessage | undefined> {
    const latest = await new CometChat.MessagesRequestBuilder()
      .setUID(receiverId)
      .setLimit(CHAT_CONSTANTS.messagePage)
      .build()
      .fetchPrevious();
    return latest.find(
      (message) => message.getMuid() === muid && message.getSender().getUid() === uid,
    );
  }

  function send(
    outgoing: OutgoingText | OutgoingMedia | OutgoingCustom,
    check: () => void,
    build: (CometChat: CometChatNamespace) => SdkOutgoingMessage,
    deliver: (CometChat: CometChatNamespace, message: SdkOutgoingMessage) => Promise<SdkMessage>,
  ): Promise<ChatMessage> {
    const known = sends.get(outgoing.muid);
    if (known) return known;
    const attempt = run(async ({ CometChat, uid }) => {
      check();
      for (let round = 0; ; round += 1) {
        try {
          if (uncertain.has(outgoing.muid)) {
            const stored = await findSent(CometChat, uid, outgoing.receiverId, outgoing.muid);
            const mapped = stored ? mapSeen(stored) : null;
            if (mapped) return mapped;
          }
          const message = build(CometChat);
          message.setMuid(outgoing.muid);
          if (outgoing.parentMessageId)
            message.setParentMessageId(Number(outgoing.parentMessageId));
          const mapped = mapSeen(
            await withUser(outgoing.receiverId, () => deliver(CometChat, message)),
          );
          if (!mapped) throw new ChatError('unknown');
          return mapped;
        } catch (error) {
          const failure = toChatError(error);
          // The network failed: the message may have arrived. Retried with the same muid,
          // looked for first, a few times before the caller hears of it.
          const unknownOutcome = failure.code === 'network' || failure.code === 'timeout';
          if (unknownOutcome) uncertain.add(outgoing.muid);
          const delay = retryDelaysMs[round];
          if (!unknownOutcome || delay === undefined) throw failure;
          await sleep(delay);
        }
      }
    });
    sends.set(outgoing.muid, attempt);
    attempt.then(
      () => uncertain.delete(outgoing.muid),
      () => sends.delete(outgoing.muid),
    );
    return attempt;
  }

  // --- blocks -----------------------------------------------------------------------------------

  async function changeBlocks(uids: readonly string[], blocked: boolean): Promise<string> {
    if (uids.length === 0) return '';
    return run(async ({ CometChat }) => {
      let confirmation = '';
      // The product's block table, which the deck, search and profiles obey too; our server
      // sets CometChat's block list from it (apps/server modules/cometchat/blocks.ts), so its
      // messages, typing and receipts stop (or flow) as well. One writer: a tab never sets it.
      for (const uid of uids) {
        const answer = await options.api.call(
          blocked ? endpoints.blockWobler : endpoints.unblockWobler,
          { _id: uid },
        );
        confirmation = answer.message ?? '';
      }
      for (const uid of uids) {
        const user = await CometChat.getUser(uid).catch((error: unknown) => {
          log('Reading a user after a block failed', error);
          return null;
        });
        const change = {
          uid,
          blockedByMe: blocked,
          hasBlockedMe: user ? user.getHasBlockedMe() === true : false,
        };
        each(productListeners, (listener) => listener.onBlockChanged?.(change));
      }
      return confirmation;
    });
  }

  // --- the port -----------------------------------------------------------------------------------

  async function getConversation(uid: string, type: ReceiverType = 'user'): Promise<Conversation> {
    return run(async ({ CometChat, uid: mine }) => {
      try {
        const conversation = toConversation(
          await withUser(uid, () => CometChat.getConversation(uid, type)),
        );
        if (conversation) {
          if (conversation.lastMessage) partners.add(conversation.conversationWith.uid);
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

  const service: ChatService = {
    kind: 'cometchat',

    login,

    async logout() {
      if (loginInFlight) await loginInFlight.catch(() => undefined);
      stopOwnTopic?.();
      stopOwnTopic = null;
      const wasIn = me !== null;
      me = null;
      sends.clear();
      uncertain.clear();
      partners.clear();
      lastSeenId = 0;
      lastServerTime = 0;
      lost = false;
      if (wasIn && CometChatLoaded) {
        await CometChatLoaded.logout().catch((error: unknown) =>
          log('CometChat logout failed', error),
        );
      }
    },

    getLoggedInUser: () => me,

    conversationsRequest(requestOptions = {}): ConversationsRequest {
      let request: SdkConversationsRequest | null = null;
      return {
        fetchNext: () =>
          run(async ({ CometChat }) => {
            request ??= new CometChat.ConversationsRequestBuilder()
              .setLimit(requestOptions.limit ?? CHAT_CONSTANTS.conversationPage)
              .setConversationType('user')
              .withBlockedInfo(true)
              .build();
            const page = await request.fetchNext();
            return page.flatMap((conversation) => {
              const last = conversation.getLastMessage();
              if (last) noteSeen(last, true);
              const mapped = toConversation(conversation);
              return mapped ? [mapped] : [];
            });
          }),
      };
    },

    getConversation,

    deleteConversation: (uid, type = 'user') =>
      run(async ({ CometChat }) => {
        try {
          await CometChat.deleteConversation(uid, type);
        } catch (error) {
          // Nothing left to delete on this side: the wish is fulfilled.
          if (toChatError(error).code !== 'not-found') throw error;
        }
      }),

    getConversationFromMessage(message) {
      const mine = me?.uid;
      const other =
        message.receiverType === 'group' || message.sender.uid === mine
          ? message.receiverId
          : message.sender.uid;
      return getConversation(other, message.receiverType);
    },

    getUser: (uid) =>
      run(async ({ CometChat }) => toChatUser(await withUser(uid, () => CometChat.getUser(uid)))),

    messagesRequest(requestOptions: MessagesRequestOptions): MessagesRequest {
      const limit = requestOptions.limit ?? CHAT_CONSTANTS.messagePage;
      const builder = (CometChat: CometChatNamespace) => {
        const built = new CometChat.MessagesRequestBuilder()
          .setUID(requestOptions.uid)
          .setLimit(limit);
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
            request ??= new CometChat.MessagesRequestBuilder()
              .setUID(requestOptions.uid)
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

    sendMessage(message: OutgoingText) {
      const text = message.text.trim();
      return send(
        message,
        () => {
          if (!text) throw new ChatError('invalid');
        },
        (CometChat) => new CometChat.TextMessage(message.receiverId, text, message.receiverType),
        (CometChat, built) => CometChat.sendMessage(built),
      );
    },

    sendMediaMessage(message: OutgoingMedia, onProgress?: ProgressListener) {
      return send(
        message,
        () => {
          // Woble's caps hold whichever service carries the file (ARCHITECTURE.md).
          if (message.file.size > CHAT_MEDIA_CAPS[message.type]) throw new ChatError('too-large');
        },
        (CometChat) => {
          onProgress?.(0);
          return new CometChat.MediaMessage(
            message.receiverId,
            message.file,
            message.type,
            message.receiverType,
          );
        },
        async (CometChat, built) => {
          const stored = await CometChat.sendMediaMessage(built);
          // The SDK reports no progress while it uploads: done is all it can tell.
          onProgress?.(1);
          return stored;
        },
      );
    },

    sendCustomMessage(message: OutgoingCustom) {
      return send(
        message,
        () => undefined,
        (CometChat) =>
          new CometChat.CustomMessage(
            message.receiverId,
            message.receiverType,
            message.customType,
            message.customData,
          ),
        (CometChat, built) => CometChat.sendCustomMessage(built),
      );
    },

    editMessage: (id, text) =>
      run(async ({ CometChat }) => {
        const trimmed = text.trim();
        if (!trimmed) throw new ChatError('invalid');
        const original = await CometChat.getMessageDetails(id);
        const edit = new CometChat.TextMessage(
          original.getReceiverId(),
          trimmed,
          original.getReceiverType(),
        );
        edit.setId(Number(id));
        const edited = mapSeen(await CometChat.editMessage(edit));
        if (!edited) throw new ChatError('unknown');
        return edited;
      }),

    deleteMessage: (id) =>
      run(async ({ CometChat }) => {
        const deleted = mapSeen(await CometChat.deleteMessage(id));
        if (!deleted) throw new ChatError('unknown');
        return deleted;
      }),

    async markAsDelivered(message) {
      await receipt(message, 'markAsDelivered');
    },

    async markAsRead(message) {
      await receipt(message, 'markAsRead');
    },

    startTyping(receiver) {
      typing(receiver, true);
    },

    endTyping(receiver) {
      typing(receiver, false);
    },

    sendTransientMessage(receiver, data) {
      if (!me || !CometChatLoaded) return;
      try {
        CometChatLoaded.sendTransientMessage(
          new CometChatLoaded.TransientMessage(receiver.receiverId, receiver.receiverType, data),
        );
      } catch (error) {
        log('Sending a transient message failed', error);
      }
    },

    getUnreadMessageCountForAllUsers: () =>
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

    blockUsers: (uids) => changeBlocks(uids, true),
    unblockUsers: (uids) => changeBlocks(uids, false),

    // Message requests are Woble's, not CometChat's: the product API answers them.
    getRequestState: (uid) =>
      run(
        async ({ uid: mine }) =>
          (await options.api.call(endpoints.awaitAccept, { sender_id: mine, receiver_id: uid }))
            .data ?? null,
      ),
    addToWaiting: (uid) =>
      run(
        async ({ uid: mine }) =>
          (await options.api.call(endpoints.addToWaiting, { sender_id: mine, receiver_id: uid }))
            .data ?? null,
      ),
    acceptRequest: (uid) =>
      run(
        async () =>
          (await options.api.call(endpoints.acceptMessageRequest, { sender_id: uid })).data ??
          null,
      ),
    likeBack: (uid) =>
      run(async () => {
        const answer = await options.api.call(endpoints.likeWobler, { _id: uid });
        return { matched: answer.data?.matched === true, message: answer.message ?? '' };
      }),

    callExtension: (slug, method, path, body) =>
      run(async ({ CometChat }) =>
        CometChat.callExtension(
          slug,
          method,
          path,
          body && typeof body === 'object' ? (body as object) : undefined,
        ),
      ),

    addMessageListener: (listener) => add(messageListeners, listener),
    addUserListener: (listener) => add(userListeners, listener),
    addConnectionListener: (listener) => add(connectionListeners, listener),
    addProductListener: (listener) => add(productListeners, listener),
  };

  /** Receipts for a message the person received; failures are only logged (spec section 8). */
  async function receipt(
    message: ChatMessage,
    method: 'markAsDelivered' | 'markAsRead',
  ): Promise<void> {
    try {
      const { CometChat, uid } = await ready();
      if (message.sender.uid === uid) return;
      const conversationWith =
        message.receiverType === 'group' ? message.receiverId : message.sender.uid;
      await CometChat[method](
        message.id,
        conversationWith,
        message.receiverType,
        message.sender.uid,
      );
    } catch (error) {
      log(`${method} failed`, error);
    }
  }

  /** Typing indicators: fire and forget (the caller throttles). */
  function typing(receiver: Receiver, started: boolean): void {
    if (!me || !CometChatLoaded) return;
    try {
      const indicator = new CometChatLoaded.TypingIndicator(
        receiver.receiverId,
        receiver.receiverType,
      );
      if (started) CometChatLoaded.startTyping(indicator);
      else CometChatLoaded.endTyping(indicator);
    } catch (error) {
      log('A typing indicator failed', error);
    }
  }

  return service;
}
