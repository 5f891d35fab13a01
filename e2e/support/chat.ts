import {
  type ApiClient,
  createApiClient,
  createRealtimeClient,
  endpoints,
  type RealtimeClient,
  type RealtimeSocket,
  type RealtimeSocketConstructor,
  type RealtimeStatus,
  realtimeTopics,
} from '@wob/api';
import { type ChatService, createWobChatService, type RetryOptions } from '@wob/chat/wob';
import WebSocket from 'ws';
import { call, login, registerUser, type TestUser } from './api';

// Chat clients as the web app builds them — the @wob/api client, one `/realtime` socket with
// the person's own topic, and the wob adapter of @wob/chat on top — but in Node: the `ws`
// package's WebSocket, and the client's fetch for uploads (Node has no XMLHttpRequest). Each client can lose
// its socket on purpose (and stay cut off) and lose the answer of its next send, for the
// reconnect and retry cases.

export interface ChatPerson {
  uid: string;
  name: string;
  user: TestUser;
  token: string;
}

export interface ChatClient {
  person: ChatPerson;
  service: ChatService;
  api: ApiClient;
  realtime: RealtimeClient;
  /** Closes the socket and keeps every new one from connecting until `restore`. */
  cut(): void;
  restore(): void;
  /** The next message send reaches the server, but its answer is dropped (a network error). */
  loseNextAnswer(): void;
  /** Logs out and closes the socket for good. */
  close(): Promise<void>;
}

/** Signs a new person up and logs them in through the real API. */
export async function signUpChatPerson(baseUrl: string, name: string): Promise<ChatPerson> {
  const user = await registerUser(baseUrl, { name });
  const answer = await login(baseUrl, user.email, user.password);
  const uid = answer.body.data?.user?._id;
  const token = answer.body.token;
  if (answer.status !== 200 || !uid || !token) {
    throw new Error(
      `Could not log ${user.email} in: ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  }
  return { uid, name, user, token };
}

/** Two people signed up through the API like each other: a connection (each like answers 200). */
export async function likeEachOther(baseUrl: string, one: ChatPerson, other: ChatPerson) {
  for (const [from, to] of [
    [one, other],
    [other, one],
  ] as const) {
    const liked = await call(baseUrl, 'POST', '/api/user/like', {
      token: from.token,
      json: { _id: to.uid },
    });
    if (liked.status !== 200)
      throw new Error(`${from.name} could not like ${to.name}: ${liked.status}`);
  }
}

/** `from` writes `text` to `to` through the API; answers the stored message's id. */
export async function sendTextByApi(
  baseUrl: string,
  from: ChatPerson,
  to: ChatPerson,
  text: string,
  muid: string,
): Promise<string> {
  const sent = await call<{ data: { id: string } }>(baseUrl, 'POST', '/chat-api/messages/text', {
    token: from.token,
    json: { receiverId: to.uid, muid, text },
  });
  if (sent.status !== 200)
    throw new Error(`${from.name} could not write to ${to.name}: ${sent.status}`);
  return sent.body.data.id;
}

/** A socket that never opens: what a client meets while the network is down. */
function deadSocket(): RealtimeSocket {
  const socket: RealtimeSocket = {
    readyState: 3,
    send() {},
    close() {},
    onopen: null,
    onmessage: null,
    onerror: null,
    onclose: null,
  };
  setTimeout(() => socket.onclose?.({ code: 1006, reason: 'network down (test)' }), 10);
  return socket;
}

const SEND_PATHS = ['/chat-api/messages/text', '/chat-api/messages/custom', '/chat-api/media'];

export interface ChatClientOptions {
  retry?: RetryOptions;
  syncRetry?: RetryOptions;
  /** Reconnection delays of the socket (small in tests). */
  backoff?: { initialMs?: number; maxMs?: number };
  /** Told every chat event, resync page and socket status, for explaining a failure. */
  trace?: (line: string) => void;
}

export async function openChatClient(
  baseUrl: string,
  person: ChatPerson,
  options: ChatClientOptions = {},
): Promise<ChatClient> {
  let down = false;
  let current: WebSocket | null = null;
  let loseNext = false;
  const trace = options.trace;

  const fetchWithFaults: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = request ? request.url : String(input);
    const method = request ? request.method : (init?.method ?? 'GET');
    const response = await fetch(input, init);
    if (trace && url.includes('/chat-api/sync')) {
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as {
        data?: { messages: Array<{ id: string; seq: string }>; cursor: string; more: boolean };
      } | null;
      const page = body?.data;
      trace(
        `sync ${new URL(url).search} -> ${page ? `${page.messages.map((m) => `${m.id}@${m.seq}`).join(',')} cursor ${page.cursor} more ${page.more}` : response.status}`,
      );
    }
    if (loseNext && method === 'POST' && SEND_PATHS.some((path) => url.includes(path))) {
      loseNext = false;
      // The server stored the message; the answer never reaches the client.
      await response.arrayBuffer().catch(() => undefined);
      throw new TypeError('fetch failed: the answer was lost (test)');
    }
    return response;
  };

  const api = createApiClient({
    baseUrl,
    getToken: () => person.token,
    getLocale: () => 'en',
    fetch: fetchWithFaults,
  });

  const Socket = function TestSocket(url: string) {
    if (down) return deadSocket();
    const socket = new WebSocket(url);
    current = socket;
    return socket as unknown as RealtimeSocket;
  } as unknown as RealtimeSocketConstructor;

  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  const realtime = createRealtimeClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/realtime`,
    getToken: () => person.token,
    WebSocketImpl: Socket,
    backoff: { initialMs: 100, maxMs: 1_000, ...options.backoff },
    onStatus: (status) => {
      trace?.(`status ${status}`);
      for (const listener of [...statusListeners]) listener(status);
    },
  });

  const service = createWobChatService({
    api,
    subscribeOwnTopic: (listener) =>
      realtime.subscribe(
        realtimeTopics.user(person.uid),
        (event) => {
          if (trace) {
            const message = (event as { message?: { id: string; seq: string } }).message;
            trace(`event ${event.type}${message ? ` ${message.id}@${message.seq}` : ''}`);
          }
          listener.onEvent(event);
        },
        {
          onResync: () => {
            trace?.('resync');
            listener.onResync?.();
          },
        },
      ),
    // Group topics (`group:<guid>`), as the web app's socket carries them. Presence topics
    // stay off, as the tests of presence were written for.
    subscribeTopic: (topic, listener, subscribeOptions) =>
      topic.startsWith('group:')
        ? realtime.subscribe(topic, listener, subscribeOptions)
        : () => undefined,
    watchConnection: (listener) => {
      statusListeners.add(listener);
      listener(realtime.status);
      return () => {
        statusListeners.delete(listener);
      };
    },
    retry: options.retry ?? { attempts: 6, initialMs: 100, maxMs: 2_000 },
    syncRetry: options.syncRetry ?? { attempts: 6, initialMs: 100, maxMs: 2_000 },
    log: () => undefined,
  });

  await service.login();

  return {
    person,
    service,
    api,
    realtime,
    cut() {
      trace?.('cut');
      down = true;
      current?.terminate();
      current = null;
    },
    restore() {
      trace?.('restore');
      down = false;
      realtime.connect();
    },
    loseNextAnswer() {
      loseNext = true;
    },
    async close() {
      await service.logout();
      realtime.close();
    },
  };
}

/** Two people like each other: a connection, so their messages pass without a request. */
export async function connectPeople(one: ChatClient, other: ChatClient): Promise<void> {
  await one.api.call(endpoints.likeWobler, { _id: other.person.uid });
  await other.api.call(endpoints.likeWobler, { _id: one.person.uid });
}
