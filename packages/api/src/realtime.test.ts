import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRealtimeClient,
  parseRealtimeServerMessage,
  type RealtimeClientOptions,
  type RealtimeEvent,
  type RealtimeSocketConstructor,
  type RealtimeStatus,
} from './realtime';
import { FakeSocket, latest } from './test/fake-socket';

// The browser's WebSocket must fit the client's socket type (checked by tsc).
const browserSocketFits: typeof WebSocket extends RealtimeSocketConstructor ? true : never = true;

function start(overrides: Partial<RealtimeClientOptions> = {}) {
  const statuses: RealtimeStatus[] = [];
  const client = createRealtimeClient({
    url: 'ws://woble.test/realtime',
    getToken: () => 'token-1',
    WebSocketImpl: FakeSocket,
    onStatus: (status) => statuses.push(status),
    random: () => 0,
    ...overrides,
  });
  return { client, statuses };
}

/** Opens the latest socket and answers its auth with `ready`. */
function bringOnline(userId = 'u1'): FakeSocket {
  const socket = latest();
  socket.accept();
  socket.receive({ type: 'ready', userId });
  return socket;
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createRealtimeClient', () => {
  it('sends the token as its first message and is online once the server is ready', () => {
    expect(browserSocketFits).toBe(true);
    const { client, statuses } = start();
    expect(client.status).toBe('connecting');
    const socket = latest();
    expect(socket.url).toBe('ws://woble.test/realtime');
    socket.accept();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    expect(client.status).toBe('connecting');
    socket.receive({ type: 'ready', userId: 'u1' });
    expect(client.status).toBe('online');
    expect(client.userId).toBe('u1');
    expect(statuses).toEqual(['connecting', 'online']);
  });

  it('subscribes each topic once, delivers events to its listeners only, unsubscribes with the last', () => {
    const { client } = start();
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    const stopFirst = client.subscribe('bubble:b1', first);
    const stopSecond = client.subscribe('bubble:b1', second);
    client.subscribe('bubble:b2', other);
    const socket = bringOnline();
    expect(socket.sent.slice(1)).toEqual([
      { type: 'subscribe', topic: 'bubble:b1' },
      { type: 'subscribe', topic: 'bubble:b2' },
    ]);

    const event: RealtimeEvent = { type: 'comment.added', commentId: 'c1' };
    socket.receive({ type: 'event', topic: 'bubble:b1', event });
    expect(first).toHaveBeenCalledWith(event);
    expect(second).toHaveBeenCalledWith(event);
    expect(other).not.toHaveBeenCalled();

    stopFirst();
    stopFirst();
    expect(socket.sent).toHaveLength(3);
    stopSecond();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'bubble:b1' });
    socket.receive({ type: 'event', topic: 'bubble:b1', event });
    expect(first).toHaveBeenCalledTimes(1);

    client.subscribe('bubble:b3', vi.fn());
    expect(socket.sent.at(-1)).toEqual({ type: 'subscribe', topic: 'bubble:b3' });
  });

  it('reconnects with doubling, jittered delays capped at 30 s, then re-authenticates and re-subscribes', () => {
    let jitter = 0;
    const { client, statuses } = start({ random: () => jitter, getToken: () => 'token-2' });
    client.subscribe('bubble:b1', vi.fn());
    bringOnline();

    // Equal jitter: with random() = 0 the wait is half the ceiling (1 s, 2 s, 4 s, …).
    const waits: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const before = FakeSocket.instances.length;
      latest().drop(1006);
      expect(client.status).toBe('offline');
      let waited = 0;
      while (FakeSocket.instances.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
      expect(client.status).toBe('connecting');
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);

    // random() just under 1 reaches the 30 s cap and never more.
    jitter = 0.999;
    const before = FakeSocket.instances.length;
    latest().drop(1006);
    vi.advanceTimersByTime(29_900);
    expect(FakeSocket.instances.length).toBe(before);
    vi.advanceTimersByTime(100);
    expect(FakeSocket.instances.length).toBe(before + 1);

    const socket = bringOnline();
    expect(socket.sent).toEqual([
      { type: 'auth', token: 'token-2' },
      { type: 'subscribe', topic: 'bubble:b1' },
    ]);
    expect(statuses.at(-1)).toBe('online');

    // A successful `ready` starts the delays over.
    jitter = 0;
    socket.drop(1001);
    vi.advanceTimersByTime(499);
    expect(FakeSocket.instances.length).toBe(before + 1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances.length).toBe(before + 2);
  });

  it('asks listeners to fetch again when a topic is resubscribed after a lost connection', () => {
    const { client } = start();
    const onResync = vi.fn();
    const stop = client.subscribe('bubble:b1', vi.fn(), { onResync });
    let socket = bringOnline();
    socket.receive({ type: 'subscribed', topic: 'bubble:b1' });
    // The first confirmation is the subscription itself: nothing was missed.
    expect(onResync).not.toHaveBeenCalled();

    socket.drop(1006);
    vi.advanceTimersByTime(1_000);
    socket = bringOnline();
    socket.receive({ type: 'subscribed', topic: 'bubble:b1' });
    expect(onResync).toHaveBeenCalledTimes(1);

    // Stopped listening, then a new subscription: a fresh start, not a resync.
    stop();
    const again = vi.fn();
    client.subscribe('bubble:b1', vi.fn(), { onResync: again });
    socket.receive({ type: 'subscribed', topic: 'bubble:b1' });
    expect(again).not.toHaveBeenCalled();
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('never unsubscribes the person’s own topic, which stays with the socket', () => {
    const { client } = start();
    const stop = client.subscribe('user:u1', vi.fn());
    const socket = bringOnline('u1');
    expect(socket.sent.at(-1)).toEqual({ type: 'subscribe', topic: 'user:u1' });
    stop();
    expect(socket.sent.at(-1)).toEqual({ type: 'subscribe', topic: 'user:u1' });
  });

  it('stays offline when the server refuses the token (4401) until connect() is called', () => {
    const onUnauthorized = vi.fn();
    const { client } = start({ onUnauthorized });
    latest().accept();
    latest().drop(4401);
    expect(client.status).toBe('offline');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(1);

    client.connect();
    expect(FakeSocket.instances).toHaveLength(2);
    expect(client.status).toBe('connecting');
  });

  it('does not connect while signed out, and connects when asked once a token exists', () => {
    let token: string | null = null;
    const { client } = start({ getToken: () => token });
    expect(FakeSocket.instances).toHaveLength(0);
    expect(client.status).toBe('offline');
    token = 'fresh-token';
    client.connect();
    client.connect();
    expect(FakeSocket.instances).toHaveLength(1);
    latest().accept();
    expect(latest().sent).toEqual([{ type: 'auth', token: 'fresh-token' }]);
  });

  it('gives up on the session when the token disappears while the socket opens', () => {
    let token: string | null = 'token-1';
    const { client } = start({ getToken: () => token });
    token = null;
    latest().accept();
    expect(latest().sent).toEqual([]);
    expect(latest().closedWith).toBe(1000);
    expect(client.status).toBe('offline');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('starts over when the server is not ready in time', () => {
    const { client } = start({ connectTimeoutMs: 2_000 });
    latest().accept();
    vi.advanceTimersByTime(2_000);
    expect(FakeSocket.instances[0]?.closedWith).toBe(1000);
    expect(client.status).toBe('offline');
    vi.advanceTimersByTime(500);
    expect(FakeSocket.instances).toHaveLength(2);
    // The abandoned socket's late close changes nothing.
    FakeSocket.instances[0]?.drop(1006);
    expect(client.status).toBe('connecting');
  });

  it('closes for good: no reconnection and no more events', () => {
    const { client, statuses } = start();
    const listener = vi.fn();
    client.subscribe('bubble:b1', listener);
    const socket = bringOnline();
    client.close();
    expect(socket.closedWith).toBe(1000);
    expect(client.status).toBe('offline');
    socket.receive({ type: 'event', topic: 'bubble:b1', event: { type: 'x' } });
    socket.drop(1000);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(listener).not.toHaveBeenCalled();
    client.connect();
    expect(FakeSocket.instances).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'online', 'offline']);
  });

  it('reports refused subscriptions, ignores unknown frames and survives a throwing listener', () => {
    const onError = vi.fn();
    const onListenerError = vi.fn();
    const { client } = start({ onError, onListenerError });
    const good = vi.fn();
    client.subscribe('bubble:b1', () => {
      throw new Error('broken');
    });
    client.subscribe('bubble:b1', good);
    const socket = bringOnline();
    socket.receive({ type: 'error', code: 'forbidden', topic: 'bubble:b1' });
    socket.receive({ type: 'error', code: 'too-many-topics', topic: 'bubble:b9' });
    socket.receive({ type: 'error', code: 'bad-message' });
    expect(onError.mock.calls).toEqual([
      [{ code: 'forbidden', topic: 'bubble:b1' }],
      [{ code: 'too-many-topics', topic: 'bubble:b9' }],
      [{ code: 'bad-message' }],
    ]);
    socket.receive('not json');
    socket.receive({ type: 'mystery' });
    socket.receive({ type: 'event', topic: 'bubble:b1', event: { type: 'comment.added' } });
    expect(onListenerError).toHaveBeenCalledTimes(1);
    expect(good).toHaveBeenCalledTimes(1);
    expect(client.status).toBe('online');
  });

  it('retries later when the WebSocket cannot even be constructed', () => {
    let fail = true;
    class Refusing extends FakeSocket {
      constructor(url: string) {
        if (fail) throw new Error('SyntaxError');
        super(url);
      }
    }
    const { client } = start({ WebSocketImpl: Refusing });
    expect(client.status).toBe('offline');
    fail = false;
    vi.advanceTimersByTime(500);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

describe('parseRealtimeServerMessage', () => {
  it('accepts the protocol frames and rejects anything else', () => {
    expect(parseRealtimeServerMessage('{"type":"ready","userId":"u"}')).toEqual({
      type: 'ready',
      userId: 'u',
    });
    expect(parseRealtimeServerMessage('{"type":"unsubscribed","topic":"bubble:b"}')).toEqual({
      type: 'unsubscribed',
      topic: 'bubble:b',
    });
    for (const junk of [
      42,
      'null',
      '[]',
      '{"type":"ready"}',
      '{"type":"event","topic":"t","event":{}}',
      '{"type":"event","topic":"t","event":[1]}',
      '{"type":"error","code":"nope"}',
      '{"type":"subscribed"}',
      '{',
    ]) {
      expect(parseRealtimeServerMessage(junk)).toBeNull();
    }
  });
});
