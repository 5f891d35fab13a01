import {
  REALTIME_CLOSE_CODES as CLOSE,
  type RealtimeErrorCode,
  type RealtimeServerMessage,
} from '@wob/api';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Authenticator } from '../../context';
import { followOf, isControlEvent } from './control';
import { type RealtimeEvent, type RealtimeHub, topics } from './hub';

export interface ConnectionLimits {
  authTimeoutMs: number;
  /** Topics besides the socket's own user topic. */
  maxTopics: number;
  /** Messages received but not handled yet (each may wait for the database). */
  maxPendingMessages: number;
  /** Unsent bytes queued for a client that reads too slowly. */
  maxBufferedBytes: number;
}

export interface ConnectionDeps {
  hub: RealtimeHub;
  authenticate: Authenticator;
  /** May this user receive this topic? Their own user topic is always allowed. */
  authorise(userId: string, topic: string): Promise<boolean>;
  limits: ConnectionLimits;
  logger: FastifyBaseLogger;
  /** Told when the socket has authenticated, and when that authenticated socket closed. */
  lifecycle?: ConnectionLifecycle;
  /** The first event of a topic right after `subscribed` (its current state), if it has one. */
  initialEvent?(topic: string): Promise<RealtimeEvent | null>;
  /**
   * Topics the server subscribes the socket to itself once it is ready (the groups of the
   * user), besides their own user topic; they do not count against maxTopics. Later changes
   * come as `realtime.follow` / `realtime.unfollow` control events (control.ts).
   */
  implicitTopics?(userId: string): Promise<readonly string[]>;
}

/** Who is connected (chat presence): called once per authenticated socket each. */
export interface ConnectionLifecycle {
  opened(userId: string): void;
  closed(userId: string): void;
}

/** One `/realtime` socket as the server's shutdown and heartbeat see it. */
export interface RealtimeConnection {
  /** Pings; a socket that did not answer the previous ping is terminated. */
  heartbeat(): void;
  /** Closes with `code` (1001 on shutdown); resolves when the socket is closed. */
  shutdown(code: number, reason: string): Promise<void>;
  terminate(): void;
  readonly closed: Promise<void>;
}

const MAX_TOPIC_LENGTH = 200;
const MAX_TOKEN_LENGTH = 512;
const OPEN = 1;

// One event goes to many sockets: its frame is serialised and encoded once per topic, not once
// per socket (a text frame given to `ws` as a string is encoded again for every socket).
// An event's `except` (hub.ts) is left out of the frame: no client learns who was skipped.
const frames = new WeakMap<RealtimeEvent, { topic: string; bytes: Buffer }>();
function frameOf(topic: string, event: RealtimeEvent): Buffer {
  const cached = frames.get(event);
  if (cached?.topic === topic) return cached.bytes;
  let shown = event;
  if (event.except !== undefined) {
    const { except: _skipped, ...rest } = event;
    shown = rest as RealtimeEvent;
  }
  const text = JSON.stringify({
    type: 'event',
    topic,
    event: shown,
  } satisfies RealtimeServerMessage);
  const bytes = Buffer.from(text, 'utf8');
  frames.set(event, { topic, bytes });
  return bytes;
}

/** Whether the event's `except` list names this user (their sockets skip it). */
function skips(event: RealtimeEvent, userId: string): boolean {
  const except = event.except;
  return Array.isArray(except) && except.includes(userId);
}

type Incoming =
  | { kind: 'auth'; token: string }
  | { kind: 'subscribe' | 'unsubscribe'; topic: string }
  | { kind: 'bad' };

function parseIncoming(data: RawData, isBinary: boolean): Incoming {
  if (isBinary) return { kind: 'bad' };
  const text = Array.isArray(data)
    ? Buffer.concat(data).toString('utf8')
    : Buffer.isBuffer(data)
      ? data.toString('utf8')
      : Buffer.from(data).toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'bad' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'bad' };
  const message = value as Record<string, unknown>;
  if (message.type === 'auth') {
    const token = message.token;
    return typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH
      ? { kind: 'auth', token }
      : { kind: 'bad' };
  }
  if (message.type === 'subscribe' || message.type === 'unsubscribe') {
    const topic = message.topic;
    return typeof topic === 'string' && topic.length > 0 && topic.length <= MAX_TOPIC_LENGTH
      ? { kind: message.type, topic }
      : { kind: 'bad' };
  }
  return { kind: 'bad' };
}

/**
 * Runs the protocol of one socket (see `@wob/api` realtime.ts): the first message must be a
 * valid `auth` within the time limit, otherwise 4401. Messages are handled one at a time, in
 * order, so a `subscribe` sent right after `auth` waits for the session instead of racing it.
 * Every subscribe re-reads the session (a logout elsewhere is noticed there) and is
 * authorised; events reach the socket only for topics it was allowed.
 */
export function openConnection(socket: WebSocket, deps: ConnectionDeps): RealtimeConnection {
  const { hub, limits, logger } = deps;
  let phase: 'awaiting-auth' | 'authenticating' | 'ready' | 'closed' = 'awaiting-auth';
  let token = '';
  let userId = '';
  // The user whose socket opened for the lifecycle, until it is told the socket closed.
  let announced = '';
  let alive = true;
  let pending = 0;
  let queue: Promise<void> = Promise.resolve();
  const subscriptions = new Map<string, () => void>();
  // Topics the server subscribed the socket to (implicitTopics, follow events): outside
  // maxTopics.
  const implicit = new Set<string>();
  // Topics of a follow event still being authorised: listened to from the moment the event
  // arrives, their events held until the rule allows them (an event published right after
  // the follow, such as the next member added in the same change, is not lost).
  const holding = new Map<string, { stop: () => void; held: RealtimeEvent[] }>();
  let markClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });

  function send(message: RealtimeServerMessage): void {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  function fail(code: RealtimeErrorCode, topic?: string): void {
    send(topic === undefined ? { type: 'error', code } : { type: 'error', code, topic });
  }

  function close(code: number, reason: string): void {
    if (phase === 'closed') return;
    phase = 'closed';
    clearTimeout(authTimer);
    dropSubscriptions();
    socket.close(code, reason);
  }

  function dropSubscriptions(): void {
    for (const stop of subscriptions.values()) stop();
    for (const { stop } of holding.values()) stop();
    subscriptions.clear();
    holding.clear();
    implicit.clear();
  }

  function drop(topic: string): void {
    subscriptions.get(topic)?.();
    subscriptions.delete(topic);
    implicit.delete(topic);
    release(topic);
  }

  /** Stops holding a followed topic's events; answers what was held. */
  function release(topic: string): RealtimeEvent[] {
    const hold = holding.get(topic);
    if (!hold) return [];
    hold.stop();
    holding.delete(topic);
    return hold.held;
  }

  /** Handles work in order; a client that floods the queue is closed (1008). */
  function enqueue(task: () => Promise<void>): void {
    if (phase === 'closed') return;
    if (pending >= limits.maxPendingMessages) {
      close(CLOSE.policy, 'too many messages');
      return;
    }
    pending += 1;
    queue = queue
      .then(() => (phase === 'closed' ? undefined : task()))
      .catch((error: unknown) => {
        // A database fault: the client reconnects and subscribes again.
        logger.error({ err: error }, 'realtime message failed');
        close(CLOSE.internal, 'server error');
      })
      .finally(() => {
        pending -= 1;
      });
  }

  function listen(topic: string): void {
    subscriptions.set(
      topic,
      hub.subscribe(topic, (event) => deliver(topic, event)),
    );
  }

  function deliver(topic: string, event: RealtimeEvent): void {
    if (phase !== 'ready') return;
    if (isControlEvent(event)) {
      const follow = topic === topics.user(userId) ? followOf(event) : null;
      if (follow?.follow) hold(follow.topic);
      if (follow)
        enqueue(() => (follow.follow ? followTopic(follow.topic) : unfollow(follow.topic)));
      else enqueue(() => recheck(topic));
      return;
    }
    if (socket.readyState !== OPEN || skips(event, userId)) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      // The client stopped reading; it reconnects and resubscribes once it catches up.
      close(CLOSE.tryAgainLater, 'too slow');
      return;
    }
    // A text frame, as every other this socket sends (a Buffer would go as binary).
    socket.send(frameOf(topic, event), { binary: false });
  }

  /** The session is still live; closes the socket (4401) when it is not. */
  async function sessionIsLive(): Promise<boolean> {
    const session = await deps.authenticate(token);
    if (session && session.user.id === userId) return true;
    close(CLOSE.unauthorized, 'session ended');
    return false;
  }

  /** A control event: the topic's rules changed (kicked out, made private, logged out). */
  async function recheck(topic: string): Promise<void> {
    if (topic === topics.user(userId)) {
      await sessionIsLive();
      return;
    }
    if (!subscriptions.has(topic)) return;
    if (await deps.authorise(userId, topic)) return;
    drop(topic);
    fail('forbidden', topic);
  }

  /** Listens to a followed topic at once, holding its events until followTopic decides. */
  function hold(topic: string): void {
    if (subscriptions.has(topic) || holding.has(topic) || topic.length > MAX_TOPIC_LENGTH) return;
    const held: RealtimeEvent[] = [];
    holding.set(topic, { stop: hub.subscribe(topic, (event) => held.push(event)), held });
  }

  /** A `realtime.follow`: the server subscribes the socket itself, if the topic's rule allows. */
  async function followTopic(topic: string): Promise<void> {
    if (subscriptions.has(topic) || topic.length > MAX_TOPIC_LENGTH) {
      release(topic);
      return;
    }
    const allowed = await deps.authorise(userId, topic);
    // Subscribed meanwhile by the client's own subscribe: that subscription delivers.
    if (!allowed || phase !== 'ready' || subscriptions.has(topic)) {
      release(topic);
      return;
    }
    listen(topic);
    implicit.add(topic);
    for (const event of release(topic)) deliver(topic, event);
  }

  /** A `realtime.unfollow`: drops the topic (the user's own topic stays). */
  async function unfollow(topic: string): Promise<void> {
    if (topic !== topics.user(userId)) drop(topic);
  }

  async function authenticate(candidate: string): Promise<void> {
    const session = await deps.authenticate(candidate);
    // Subscribed before `ready`: nothing published after the client hears `ready` is missed.
    const implied = session ? ((await deps.implicitTopics?.(session.user.id)) ?? []) : [];
    if (phase === 'closed') return;
    if (!session) {
      close(CLOSE.unauthorized, 'unauthorized');
      return;
    }
    token = candidate;
    userId = session.user.id;
    phase = 'ready';
    listen(topics.user(userId));
    for (const topic of implied) {
      if (subscriptions.has(topic)) continue;
      listen(topic);
      implicit.add(topic);
    }
    send({ type: 'ready', userId });
    announced = userId;
    deps.lifecycle?.opened(userId);
  }

  async function subscribe(topic: string): Promise<void> {
    const own = topics.user(userId);
    if (topic === own || subscriptions.has(topic)) {
      send({ type: 'subscribed', topic });
      return;
    }
    // The own user topic and the topics the server subscribed do not count against the limit.
    if (subscriptions.size - 1 - implicit.size >= limits.maxTopics) {
      fail('too-many-topics', topic);
      return;
    }
    if (!(await sessionIsLive())) return;
    const allowed = await deps.authorise(userId, topic);
    if (phase !== 'ready') return;
    if (!allowed) {
      fail('forbidden', topic);
      return;
    }
    listen(topic);
    send({ type: 'subscribed', topic });
    // Read after listening: a change from now on comes after it, as an event of its own.
    const initial = await deps.initialEvent?.(topic);
    if (initial && subscriptions.has(topic)) deliver(topic, initial);
  }

  function unsubscribe(topic: string): void {
    if (topic === topics.user(userId)) {
      fail('forbidden', topic);
      return;
    }
    drop(topic);
    send({ type: 'unsubscribed', topic });
  }

  const authTimer = setTimeout(() => {
    if (phase === 'awaiting-auth') close(CLOSE.unauthorized, 'auth timeout');
  }, limits.authTimeoutMs);

  socket.on('message', (data, isBinary) => {
    alive = true;
    const message = parseIncoming(data, isBinary);
    if (phase === 'awaiting-auth') {
      // The first message must be `auth`; anything else ends the connection.
      clearTimeout(authTimer);
      if (message.kind !== 'auth') {
        close(CLOSE.unauthorized, 'auth expected');
        return;
      }
      phase = 'authenticating';
      enqueue(() => authenticate(message.token));
      return;
    }
    if (message.kind === 'subscribe') {
      enqueue(() => subscribe(message.topic));
    } else if (message.kind === 'unsubscribe') {
      const { topic } = message;
      enqueue(async () => unsubscribe(topic));
    } else {
      // Malformed JSON, unknown types and a second `auth` alike.
      enqueue(async () => fail('bad-message'));
    }
  });
  socket.on('pong', () => {
    alive = true;
  });
  socket.on('close', () => {
    phase = 'closed';
    clearTimeout(authTimer);
    dropSubscriptions();
    if (announced) {
      deps.lifecycle?.closed(announced);
      announced = '';
    }
    markClosed();
  });

  return {
    closed,
    heartbeat() {
      if (socket.readyState !== OPEN) return;
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
    },
    async shutdown(code, reason) {
      close(code, reason);
      await closed;
    },
    terminate() {
      socket.terminate();
    },
  };
}
