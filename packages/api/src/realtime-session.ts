import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeEvent,
  type RealtimeListener,
  type RealtimeSocketConstructor,
  type RealtimeStatus,
  type RealtimeSubscribeOptions,
  realtimeTopics,
} from './realtime';

// The one `/realtime` socket of a signed-in tab, shared by every feature, and the types the
// features reach it with. The app only starts it (with how to read the session) and tells it
// when the session changes; the features subscribe topics and share the person's own topic.

/** What a feature needs of the app's socket: listening to a topic (tests inject a fake). */
export interface RealtimeTopics {
  /**
   * Listens to a topic; answers the function that stops listening. `onResync` runs when the
   * topic is subscribed again after a lost connection (events may have been missed).
   */
  subscribe(
    topic: string,
    listener: RealtimeListener,
    options?: RealtimeSubscribeOptions,
  ): () => void;
}

/** A feature's share of the person's own topic (`user:<id>`). */
export interface OwnTopicListener {
  onEvent(event: RealtimeEvent): void;
  /** After a lost connection: what was missed meanwhile must be fetched again. */
  onResync?(): void;
  /** A new sign-in (or sign-out): forget the previous person's data. */
  onSessionChange?(): void;
}

/** Adds a feature's listener of the own topic; answers the function that removes it. */
export type SubscribeOwnTopic = (listener: OwnTopicListener) => () => void;

/** Watches the socket's status: called at once with the current one and on every change. */
export type WatchRealtimeStatus = (watcher: (status: RealtimeStatus) => void) => () => void;

/** Who is signed in: the token the socket authenticates with and whose own topic it is. */
export interface RealtimeSessionState {
  token: string | null;
  userId: string | null;
}

export interface RealtimeSessionOptions
  extends Omit<RealtimeClientOptions, 'url' | 'getToken' | 'onStatus'> {
  /** ws:// or wss:// URL of `/realtime`, read when a socket opens. */
  url: () => string;
  /** The session now; read on every (re)connection and by `sessionChanged`. */
  getSession: () => RealtimeSessionState;
}

export interface RealtimeSession extends RealtimeTopics {
  readonly status: RealtimeStatus;
  watchStatus: WatchRealtimeStatus;
  /**
   * Adds a feature's listener; the own topic is subscribed once the first one is added. The
   * returned function removes it (the socket stays for the others).
   */
  addOwnTopicListener: SubscribeOwnTopic;
  /**
   * The app calls this when its session store changes. Another token (sign-in, sign-out)
   * tells every listener `onSessionChange` and drops the socket: the next subscription opens
   * one with the new token. Another person moves the own topic to theirs.
   */
  sessionChanged(): void;
}

/**
 * The tab's one socket: it opens with the first subscription (the person's own topic, right
 * after sign-in) and closes with the session. Without a WebSocket (server rendering, tests
 * without one) subscriptions do nothing.
 */
export function createRealtimeSession(options: RealtimeSessionOptions): RealtimeSession {
  const { url, getSession, ...clientOptions } = options;
  const hasSocket = () =>
    clientOptions.WebSocketImpl !== undefined ||
    (globalThis as { WebSocket?: RealtimeSocketConstructor }).WebSocket !== undefined;
  let client: RealtimeClient | null = null;
  let status: RealtimeStatus = 'offline';
  let seen = getSession();
  const statusWatchers = new Set<(status: RealtimeStatus) => void>();
  const ownTopicListeners: OwnTopicListener[] = [];
  let stopOwnTopic: (() => void) | null = null;

  function setStatus(next: RealtimeStatus): void {
    status = next;
    for (const watcher of [...statusWatchers]) watcher(next);
  }

  function subscribe(
    topic: string,
    listener: RealtimeListener,
    subscribeOptions?: RealtimeSubscribeOptions,
  ): () => void {
    if (!hasSocket()) return () => undefined;
    client ??= createRealtimeClient({
      ...clientOptions,
      url: url(),
      getToken: () => getSession().token,
      onStatus: setStatus,
    });
    return client.subscribe(topic, listener, subscribeOptions);
  }

  function listenToOwnTopic(userId: string | null): void {
    stopOwnTopic?.();
    stopOwnTopic = userId
      ? subscribe(
          realtimeTopics.user(userId),
          (event) => {
            for (const listener of [...ownTopicListeners]) listener.onEvent(event);
          },
          {
            onResync: () => {
              for (const listener of [...ownTopicListeners]) listener.onResync?.();
            },
          },
        )
      : null;
  }

  return {
    get status() {
      return status;
    },
    subscribe,
    watchStatus(watcher) {
      statusWatchers.add(watcher);
      watcher(status);
      return () => {
        statusWatchers.delete(watcher);
      };
    },
    addOwnTopicListener(listener) {
      ownTopicListeners.push(listener);
      if (ownTopicListeners.length === 1) listenToOwnTopic(getSession().userId);
      return () => {
        const at = ownTopicListeners.indexOf(listener);
        if (at !== -1) ownTopicListeners.splice(at, 1);
      };
    },
    sessionChanged() {
      const previous = seen;
      const next = getSession();
      seen = next;
      if (next.token === previous.token && next.userId === previous.userId) return;
      stopOwnTopic?.();
      stopOwnTopic = null;
      if (next.token !== previous.token) {
        // A new sign-in must not see the previous person's data, nor keep their socket.
        for (const listener of [...ownTopicListeners]) listener.onSessionChange?.();
        client?.close();
        client = null;
        setStatus('offline');
      }
      if (ownTopicListeners.length > 0) listenToOwnTopic(next.userId);
    },
  };
}
