import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeStatus } from './realtime';
import {
  createRealtimeSession,
  type OwnTopicListener,
  type RealtimeSessionState,
} from './realtime-session';
import { FakeSocket, latest } from './test/fake-socket';

// The tab's one socket: the own topic's fan-out to every feature, its resync, and what a new
// session does to the listeners and the socket.

function start(initial: RealtimeSessionState = { token: 'token-1', userId: 'u1' }) {
  let session = initial;
  const realtime = createRealtimeSession({
    url: () => 'ws://woble.test/realtime',
    getSession: () => session,
    WebSocketImpl: FakeSocket,
    random: () => 0,
  });
  return {
    realtime,
    signIn(next: RealtimeSessionState) {
      session = next;
      realtime.sessionChanged();
    },
  };
}

function listener(): OwnTopicListener & { events: unknown[]; resyncs: number; changes: number } {
  const own = {
    events: [] as unknown[],
    resyncs: 0,
    changes: 0,
    onEvent: (event: unknown) => own.events.push(event),
    onResync: () => {
      own.resyncs += 1;
    },
    onSessionChange: () => {
      own.changes += 1;
    },
  };
  return own;
}

function online(socket: FakeSocket, userId: string): void {
  socket.accept();
  socket.receive({ type: 'ready', userId });
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createRealtimeSession', () => {
  it('opens no socket before the first subscription, then one for every feature', () => {
    const { realtime } = start();
    expect(FakeSocket.instances).toHaveLength(0);
    const chat = listener();
    const deck = listener();
    realtime.addOwnTopicListener(chat);
    realtime.addOwnTopicListener(deck);
    const board = vi.fn();
    realtime.subscribe('bubble:b1', board);
    expect(FakeSocket.instances).toHaveLength(1);
    const socket = latest();
    online(socket, 'u1');
    expect(socket.sent).toEqual([
      { type: 'auth', token: 'token-1' },
      { type: 'subscribe', topic: 'user:u1' },
      { type: 'subscribe', topic: 'bubble:b1' },
    ]);

    socket.receive({
      type: 'event',
      topic: 'user:u1',
      event: { type: 'chat.block', otherId: 'u2' },
    });
    socket.receive({ type: 'event', topic: 'bubble:b1', event: { type: 'comment.added' } });
    expect(chat.events).toEqual([{ type: 'chat.block', otherId: 'u2' }]);
    expect(deck.events).toEqual(chat.events);
    expect(board).toHaveBeenCalledTimes(1);
  });

  it('tells its status now and on every change', () => {
    const { realtime } = start();
    const statuses: RealtimeStatus[] = [];
    const stop = realtime.watchStatus((status) => statuses.push(status));
    realtime.addOwnTopicListener(listener());
    online(latest(), 'u1');
    stop();
    latest().drop(1006);
    expect(statuses).toEqual(['offline', 'connecting', 'online']);
    expect(realtime.status).toBe('offline');
  });

  it('asks every listener to fetch again after a lost connection', () => {
    const { realtime } = start();
    const chat = listener();
    realtime.addOwnTopicListener(chat);
    online(latest(), 'u1');
    latest().receive({ type: 'subscribed', topic: 'user:u1' });
    latest().drop(1006);
    vi.advanceTimersByTime(1_000);
    online(latest(), 'u1');
    latest().receive({ type: 'subscribed', topic: 'user:u1' });
    expect(chat.resyncs).toBe(1);
  });

  it('a removed listener hears nothing more; the socket stays for the others', () => {
    const { realtime } = start();
    const chat = listener();
    const deck = listener();
    const removeChat = realtime.addOwnTopicListener(chat);
    realtime.addOwnTopicListener(deck);
    online(latest(), 'u1');
    removeChat();
    latest().receive({ type: 'event', topic: 'user:u1', event: { type: 'deck.like' } });
    expect(chat.events).toEqual([]);
    expect(deck.events).toHaveLength(1);
    expect(latest().closedWith).toBeUndefined();
  });

  it('a new sign-in tells every listener, drops the old socket and opens one for the new person', () => {
    const { realtime, signIn } = start();
    const chat = listener();
    realtime.addOwnTopicListener(chat);
    const first = latest();
    online(first, 'u1');

    signIn({ token: 'token-2', userId: 'u2' });
    expect(chat.changes).toBe(1);
    expect(first.closedWith).toBe(1000);
    expect(realtime.status).not.toBe('online');
    const second = latest();
    expect(second).not.toBe(first);
    online(second, 'u2');
    expect(second.sent).toEqual([
      { type: 'auth', token: 'token-2' },
      { type: 'subscribe', topic: 'user:u2' },
    ]);
    second.receive({ type: 'event', topic: 'user:u2', event: { type: 'chat.request' } });
    expect(chat.events).toEqual([{ type: 'chat.request' }]);
  });

  it('signing out closes the socket and subscribes nothing; an unchanged session changes nothing', () => {
    const { realtime, signIn } = start();
    const chat = listener();
    realtime.addOwnTopicListener(chat);
    const socket = latest();
    online(socket, 'u1');
    signIn({ token: 'token-1', userId: 'u1' });
    expect(chat.changes).toBe(0);
    expect(socket.closedWith).toBeUndefined();

    signIn({ token: null, userId: null });
    expect(chat.changes).toBe(1);
    expect(socket.closedWith).toBe(1000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(realtime.status).toBe('offline');
  });

  it('without a WebSocket, subscriptions do nothing', () => {
    vi.stubGlobal('WebSocket', undefined);
    const realtime = createRealtimeSession({
      url: () => 'ws://woble.test/realtime',
      getSession: () => ({ token: 'token-1', userId: 'u1' }),
    });
    const stop = realtime.subscribe('bubble:b1', vi.fn());
    expect(typeof stop).toBe('function');
    stop();
    vi.unstubAllGlobals();
  });
});
