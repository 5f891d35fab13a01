import type { ApiClient, RealtimeStatus, SubscribeOwnTopic, WatchRealtimeStatus } from '@wob/api';
import { type ChatMessage, ChatError } from '../port';
import { ChatLedger, DEFAULT_LEDGER_SIZE } from './ledger';
import { createListeners, type WobListeners } from './listeners';
import type { SubscribeTopic } from './presence-watch';
import { DEFAULT_RETRY, type RetryOptions, type RetryTools } from './retry';

// What the parts of the wob adapter share (wob-chat-service.ts composes them): the injected
// dependencies with their defaults, the ledger of what was seen, the listeners, and where the
// session stands.

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

export type Phase = 'out' | 'starting' | 'in';

export interface WobContext {
  readonly deps: WobChatServiceDeps;
  readonly api: ApiClient;
  readonly retry: Required<RetryOptions>;
  readonly syncRetry: Required<RetryOptions>;
  readonly tools: RetryTools;
  readonly log: (message: string, error?: unknown) => void;
  readonly ledger: ChatLedger;
  readonly listeners: WobListeners;
  /** Changed by the session part only. */
  phase: Phase;
  myUid: string | null;
  /** Bumped by logout and a session change: async work of an earlier session stops. */
  generation: number;
  /** The socket's status as last told; null before the first. */
  status: RealtimeStatus | null;
  /** Ids of this instance's own edits and deletions in flight: their echo is not news here. */
  readonly ownChanges: Set<string>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createContext(deps: WobChatServiceDeps): WobContext {
  const log =
    deps.log ?? ((message: string, error?: unknown) => console.warn(`[chat] ${message}`, error));
  return {
    deps,
    api: deps.api,
    retry: { ...DEFAULT_RETRY, ...deps.retry },
    syncRetry: { ...DEFAULT_RETRY, ...deps.syncRetry },
    tools: { random: deps.random ?? Math.random, sleep: deps.sleep ?? defaultSleep },
    log,
    ledger: new ChatLedger(deps.ledgerSize ?? DEFAULT_LEDGER_SIZE),
    listeners: createListeners(log),
    phase: 'out',
    myUid: null,
    generation: 0,
    status: null,
    ownChanges: new Set(),
  };
}

export function requireData<T>(envelope: { data?: T }): T {
  if (envelope.data === undefined) throw new ChatError('unknown', 'The server answered no data');
  return envelope.data;
}

/** The logged-in person's uid; a call before the login (or after logout) is a 'login' error. */
export function requireUser(ctx: WobContext): string {
  if (ctx.phase !== 'in' || !ctx.myUid) throw new ChatError('login');
  return ctx.myUid;
}

/** A message this instance sent itself (its muid is one of its own): not news to it. */
export function isOwnEcho(ctx: WobContext, message: ChatMessage): boolean {
  return message.sender.uid === ctx.myUid && ctx.ledger.isOwnMuid(message.muid);
}
