import type { ApiClient, SubscribeOwnTopic } from '@wob/api';
import type { ChatMessage, ChatUser } from '../port';
import type { GroupViewerFields } from './group-mapping';
import type { ReactionNames } from './reactions';
import type { CometChatNamespace, CometChatSdkModule } from './sdk';

// What the parts of the cometchat adapter share: its options, where failures are logged, and
// the one mutable state of a signed-in tab (the SDK, the person, sends under way and what was
// seen for the catch-up). `createCometChatService` (adapter.ts) makes it once and hands it to
// every part.

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

/** The adapter's mutable state; `logout` resets it. */
export interface CometChatState {
  /** The SDK loaded, listened to and initialised (once; a failure may be tried again). */
  sdkReady: Promise<CometChatNamespace> | null;
  /** The SDK once `sdkReady` resolved. */
  CometChatLoaded: CometChatNamespace | null;
  loginInFlight: Promise<ChatUser> | null;
  /** The person of the last successful login. */
  me: ChatUser | null;
  stopOwnTopic: (() => void) | null;
  /** Sends by client message id: a retry of a stored one answers it, a concurrent one shares it. */
  readonly sends: Map<string, Promise<ChatMessage>>;
  /** Sends whose outcome is unknown (the answer was lost): looked for before they are sent again. */
  readonly uncertain: Set<string>;
  // What the adapter has seen, for the catch-up after a lost connection.
  lastSeenId: number;
  lastServerTime: number;
  /** Conversations whose messages were shown or exchanged: their changes are caught up. */
  readonly partners: Set<string>;
  /** The connection was lost while logged in: the next `onConnected` catches up first. */
  lost: boolean;
  /**
   * The logged-in user's scope and membership of each group the adapter has seen, kept up to
   * date by their own actions and the group events about them: a group event about someone
   * else carries the group without (reliable) viewer fields.
   */
  readonly groupViewers: Map<string, GroupViewerFields>;
  /** Who reacted to which message, as far as the adapter knows (reactions.ts). */
  readonly reactionNames: ReactionNames;
}

export interface CometChatContext {
  readonly options: CometChatServiceOptions;
  /** Failures the spec says are only logged. */
  readonly log: (message: string, error?: unknown) => void;
  readonly state: CometChatState;
}

export function createCometChatContext(options: CometChatServiceOptions): CometChatContext {
  const log =
    options.log ?? ((message: string, error?: unknown) => console.warn(`[chat] ${message}`, error));
  return {
    options,
    log,
    state: {
      sdkReady: null,
      CometChatLoaded: null,
      loginInFlight: null,
      me: null,
      stopOwnTopic: null,
      sends: new Map(),
      uncertain: new Set(),
      lastSeenId: 0,
      lastServerTime: 0,
      partners: new Set(),
      lost: false,
      groupViewers: new Map(),
      reactionNames: new Map(),
    },
  };
}
