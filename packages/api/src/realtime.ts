// The `/realtime` WebSocket: its protocol, declared once for both ends (the server imports
// these types and constants), and the browser's client with reconnection.
//
// Protocol (JSON text frames):
//   client → server  {type:'auth', token}            first message, within 5 s
//                    {type:'subscribe', topic}       e.g. 'bubble:<id>'
//                    {type:'unsubscribe', topic}
//   server → client  {type:'ready', userId}          the socket now receives 'user:<userId>'
//                    {type:'subscribed', topic} / {type:'unsubscribed', topic}
//                    {type:'event', topic, event}
//                    {type:'error', code, topic?}    bad-message | forbidden | too-many-topics
// Close codes: 4401 no, bad or ended session (do not retry with the same token); 1001 the
// server is shutting down; 1009 a message over the size limit; 1008 too many messages at
// once; 1011 a server fault; 1013 the client reads too slowly. Any code but 4401 means
// "reconnect later".

/** One event on a topic: `type` names it ('comment.added', …), the rest is its data. */
export interface RealtimeEvent {
  type: string;
  [field: string]: unknown;
}

export type RealtimeListener = (event: RealtimeEvent) => void;

export const REALTIME_PATH = '/realtime';

export const REALTIME_CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  policy: 1008,
  tooBig: 1009,
  internal: 1011,
  tryAgainLater: 1013,
  /** Missing, malformed or unknown token, or a session that ended. */
  unauthorized: 4401,
} as const;

export const REALTIME_LIMITS = {
  /** The auth message must arrive this soon after the socket opens. */
  authTimeoutMs: 5_000,
  /** Largest message a client may send (bytes); larger ones close the socket with 1009. */
  maxMessageBytes: 4 * 1024,
  /** Topics one socket may subscribe to, besides its own user topic. */
  maxTopics: 50,
  /** Server pings this often; a socket that missed the previous pong is closed. */
  pingIntervalMs: 30_000,
} as const;

/** Topic names, written once (the server's hub uses the same shapes). */
export const realtimeTopics = {
  bubble: (bubbleId: string) => `bubble:${bubbleId}`,
  user: (userId: string) => `user:${userId}`,
  /**
   * One person's presence (`chat.presence` events), for whoever shows it without sharing a
   * conversation yet (a chat opened before the first message); the first event after
   * `subscribed` is the current presence.
   */
  presence: (userId: string) => `presence:${userId}`,
  /**
   * A group's messages, typing and member events, for its active members. The server
   * subscribes each member's sockets itself (they do not count against maxTopics) and drops
   * them when the person leaves, is kicked or banned, or the group is deleted.
   */
  group: (guid: string) => `group:${guid}`,
} as const;

export type RealtimeClientMessage =
  | { type: 'auth'; token: string }
  | { type: 'subscribe'; topic: string }
  | { type: 'unsubscribe'; topic: string };

export const REALTIME_ERROR_CODES = ['bad-message', 'forbidden', 'too-many-topics'] as const;
export type RealtimeErrorCode = (typeof REALTIME_ERROR_CODES)[number];

export interface RealtimeServerError {
  type: 'error';
  code: RealtimeErrorCode;
  topic?: string;
}

export type RealtimeServerMessage =
  | { type: 'ready'; userId: string }
  | { type: 'subscribed'; topic: string }
  | { type: 'unsubscribed'; topic: string }
  | { type: 'event'; topic: string; event: RealtimeEvent }
  | RealtimeServerError;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A server frame, or null for anything this client does not understand (ignored). */
export function parseRealtimeServerMessage(data: unknown): RealtimeServerMessage | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const topic = typeof value.topic === 'string' ? value.topic : undefined;
  switch (value.type) {
    case 'ready':
      return typeof value.userId === 'string' ? { type: 'ready', userId: value.userId } : null;
    case 'subscribed':
    case 'unsubscribed':
      return topic === undefined ? null : { type: value.type, topic };
    case 'event':
      return topic !== undefined && isRecord(value.event) && typeof value.event.type === 'string'
        ? { type: 'event', topic, event: value.event as RealtimeEvent }
        : null;
    case 'error': {
      const code = REALTIME_ERROR_CODES.find((known) => known === value.code);
      if (!code) return null;
      return topic === undefined ? { type: 'error', code } : { type: 'error', code, topic };
    }
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------
// The client

// Method-shaped, so that handler types compare bivariantly: the browser's handlers take a
// MessageEvent / CloseEvent, which carry more than the fields read here.
type Handler<E> = { handle(event: E): void }['handle'];

/** The part of the browser's WebSocket the client uses (the `ws` package fits as well). */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: Handler<unknown> | null;
  onmessage: Handler<{ data: unknown }> | null;
  onclose: Handler<{ code: number; reason: string }> | null;
  onerror: Handler<unknown> | null;
}

export type RealtimeSocketConstructor = new (url: string) => RealtimeSocket;

/** offline: no socket (waiting to retry, refused, or closed); connecting: opening and
 * authenticating; online: authenticated, subscriptions sent. */
export type RealtimeStatus = 'offline' | 'connecting' | 'online';

export interface RealtimeClientOptions {
  /** ws:// or wss:// URL of `/realtime`. */
  url: string;
  /** The session token, read on every (re)connection; null means signed out: stay offline. */
  getToken: () => string | null;
  /** Defaults to the global WebSocket (browsers; Node 22+). */
  WebSocketImpl?: RealtimeSocketConstructor;
  onStatus?: (status: RealtimeStatus) => void;
  /** The server refused a subscription or a message (`forbidden`, `too-many-topics`, …). */
  onError?: (error: { code: RealtimeErrorCode; topic?: string }) => void;
  /** The server refused the token (close 4401): the client stays offline until `connect()`. */
  onUnauthorized?: () => void;
  /** Reconnection delays: doubling from `initialMs`, capped at `maxMs` (30 s), with jitter. */
  backoff?: { initialMs?: number; maxMs?: number };
  /** Gives up on an attempt that is not `ready` this long after it started. */
  connectTimeoutMs?: number;
  /** Jitter source in [0, 1); injected by tests. */
  random?: () => number;
  /** A topic listener threw; the other listeners still get the event. Default: console.error. */
  onListenerError?: (error: unknown) => void;
}

export interface RealtimeSubscribeOptions {
  /**
   * The topic is subscribed again after a lost connection: events may have been missed in
   * between, so whoever shows the topic's data fetches it again.
   */
  onResync?: () => void;
}

export interface RealtimeClient {
  readonly status: RealtimeStatus;
  /** The signed-in user the server confirmed; null until the first `ready`. */
  readonly userId: string | null;
  /**
   * Listens to a topic; the server is asked once per topic, again after every reconnection.
   * Answers the function that stops listening (and unsubscribes the topic with its last
   * listener).
   */
  subscribe(
    topic: string,
    listener: RealtimeListener,
    options?: RealtimeSubscribeOptions,
  ): () => void;
  /** Connects now if not connected or connecting (after sign-in, or when the network is back). */
  connect(): void;
  /** Closes for good: no reconnection, listeners are kept but never called again. */
  close(): void;
}

const OPEN = 1;
const DEFAULT_INITIAL_MS = 1_000;
const DEFAULT_MAX_MS = 30_000;
const DEFAULT_CONNECT_TIMEOUT_MS = 15_000;

/**
 * The browser's side of `/realtime`: one socket, authenticated with the session token as its
 * first message, re-authenticated and re-subscribed after every reconnection. Reconnection
 * waits `initialMs · 2^attempt` (capped) with "equal jitter" (half fixed, half random), so a
 * server restart does not bring every tab back at the same instant.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const Impl =
    options.WebSocketImpl ??
    (globalThis as { WebSocket?: RealtimeSocketConstructor }).WebSocket ??
    null;
  if (!Impl) throw new Error('createRealtimeClient: no WebSocket implementation available');
  const initialMs = options.backoff?.initialMs ?? DEFAULT_INITIAL_MS;
  const maxMs = Math.min(options.backoff?.maxMs ?? DEFAULT_MAX_MS, DEFAULT_MAX_MS);
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const random = options.random ?? Math.random;
  const reportListenerError =
    options.onListenerError ?? ((error: unknown) => console.error('realtime listener', error));

  const listeners = new Map<string, Set<RealtimeListener>>();
  const resyncs = new Map<string, Set<() => void>>();
  // Topics the server has confirmed at least once: a later confirmation is a resubscription.
  const confirmed = new Set<string>();
  let socket: RealtimeSocket | null = null;
  let status: RealtimeStatus = 'offline';
  let userId: string | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let connectTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  function setStatus(next: RealtimeStatus): void {
    if (status === next) return;
    status = next;
    options.onStatus?.(next);
  }

  function send(message: RealtimeClientMessage): void {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  function clearTimers(): void {
    if (retryTimer) clearTimeout(retryTimer);
    if (connectTimer) clearTimeout(connectTimer);
    retryTimer = null;
    connectTimer = null;
  }

  function scheduleReconnect(): void {
    setStatus('offline');
    if (closed || retryTimer) return;
    const ceiling = Math.min(maxMs, initialMs * 2 ** attempt);
    const delay = ceiling / 2 + random() * (ceiling / 2);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      open();
    }, delay);
  }

  function dispatch(topic: string, event: RealtimeEvent): void {
    for (const listener of [...(listeners.get(topic) ?? [])]) {
      try {
        listener(event);
      } catch (error) {
        // A broken listener must not keep the event from the others.
        reportListenerError(error);
      }
    }
  }

  function resync(topic: string): void {
    for (const handler of [...(resyncs.get(topic) ?? [])]) {
      try {
        handler();
      } catch (error) {
        reportListenerError(error);
      }
    }
  }

  function onMessage(data: unknown): void {
    const message = parseRealtimeServerMessage(data);
    if (!message) return;
    switch (message.type) {
      case 'ready':
        userId = message.userId;
        attempt = 0;
        if (connectTimer) clearTimeout(connectTimer);
        connectTimer = null;
        setStatus('online');
        for (const topic of listeners.keys()) send({ type: 'subscribe', topic });
        return;
      case 'subscribed':
        if (confirmed.has(message.topic)) resync(message.topic);
        else if (listeners.has(message.topic)) confirmed.add(message.topic);
        return;
      case 'event':
        dispatch(message.topic, message.event);
        return;
      case 'error':
        options.onError?.(
          message.topic === undefined
            ? { code: message.code }
            : { code: message.code, topic: message.topic },
        );
        return;
      default:
        return;
    }
  }

  function open(): void {
    if (closed) return;
    const token = options.getToken();
    if (!token) {
      setStatus('offline');
      return;
    }
    setStatus('connecting');
    let current: RealtimeSocket;
    try {
      current = new (Impl as RealtimeSocketConstructor)(options.url);
    } catch {
      // An invalid URL or a blocked scheme; retrying later is all a client can do.
      scheduleReconnect();
      return;
    }
    socket = current;
    connectTimer = setTimeout(() => {
      connectTimer = null;
      if (socket !== current) return;
      // No `ready` in time (a half-open network, a stalled server): start over.
      socket = null;
      current.close(REALTIME_CLOSE_CODES.normal);
      scheduleReconnect();
    }, connectTimeoutMs);
    current.onopen = () => {
      if (socket !== current) return;
      // Read again: the token may have changed while the socket was opening.
      const latest = options.getToken();
      if (!latest) {
        socket = null;
        clearTimers();
        current.close(REALTIME_CLOSE_CODES.normal);
        setStatus('offline');
        return;
      }
      current.send(JSON.stringify({ type: 'auth', token: latest } satisfies RealtimeClientMessage));
    };
    current.onmessage = (event) => {
      if (socket === current) onMessage(event.data);
    };
    current.onerror = () => {
      // A close event always follows; reconnection is decided there.
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (connectTimer) clearTimeout(connectTimer);
      connectTimer = null;
      if (closed) {
        setStatus('offline');
        return;
      }
      if (event.code === REALTIME_CLOSE_CODES.unauthorized) {
        setStatus('offline');
        options.onUnauthorized?.();
        return;
      }
      scheduleReconnect();
    };
  }

  const client: RealtimeClient = {
    get status() {
      return status;
    },
    get userId() {
      return userId;
    },
    subscribe(topic, listener, subscribeOptions) {
      let set = listeners.get(topic);
      const isNew = !set;
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
      }
      // One registration per call, so the same function may listen twice and stop twice.
      const entry: RealtimeListener = (event) => listener(event);
      set.add(entry);
      const onResync = subscribeOptions?.onResync;
      const resyncEntry = onResync ? () => onResync() : null;
      if (resyncEntry) {
        const handlers = resyncs.get(topic) ?? new Set();
        handlers.add(resyncEntry);
        resyncs.set(topic, handlers);
      }
      if (isNew && status === 'online') send({ type: 'subscribe', topic });
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        const current = listeners.get(topic);
        current?.delete(entry);
        if (resyncEntry) resyncs.get(topic)?.delete(resyncEntry);
        if (current && current.size === 0) {
          listeners.delete(topic);
          resyncs.delete(topic);
          confirmed.delete(topic);
          // One's own topic stays with the socket for as long as it lives.
          const own = userId !== null && topic === realtimeTopics.user(userId);
          if (status === 'online' && !own) send({ type: 'unsubscribe', topic });
        }
      };
    },
    connect() {
      if (closed || socket) return;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      open();
    },
    close() {
      if (closed) return;
      closed = true;
      clearTimers();
      const current = socket;
      socket = null;
      current?.close(REALTIME_CLOSE_CODES.normal);
      setStatus('offline');
    },
  };

  open();
  return client;
}
