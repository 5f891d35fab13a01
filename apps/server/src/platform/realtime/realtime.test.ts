import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createConnection } from 'node:net';
import { createRealtimeClient, type RealtimeEvent, type RealtimeStatus } from '@wob/api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ConfigError, loadConfig } from '../../config';
import { memberships } from '../../db/schema';
import { type SignedUp, signUp, withServer } from '../../test/harness';
import { post } from '../../test/http';
import { recheckSessions, recheckTopic } from './control';
import { topics } from './hub';
import {
  connect,
  connectAs,
  insertBubble,
  server,
  startRealtimeServer,
  useRealtimeServer,
} from './test-support';

const AUTH_TIMEOUT_MS = 300;

let alice: SignedUp;
let bob: SignedUp;

useRealtimeServer({ realtime: { authTimeoutMs: AUTH_TIMEOUT_MS, pingIntervalMs: 5_000 } });

beforeAll(async () => {
  alice = await signUp(server);
  bob = await signUp(server);
});

function publish(topic: string, event: RealtimeEvent): void {
  server.app.wob.realtime.publish(topic, event);
}

describe('/realtime authentication', () => {
  it('answers a plain GET (no upgrade) with 404, like any unknown server path', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/realtime' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers ready with the user id to a valid token', async () => {
    const peer = await connect(server.url);
    peer.send({ type: 'auth', token: alice.token });
    expect(await peer.next()).toEqual({ type: 'ready', userId: alice.id });
    peer.close();
  });

  it('closes 4401 when no auth message arrives in time', async () => {
    const started = Date.now();
    const peer = await connect(server.url);
    const { code } = await peer.closed;
    expect(code).toBe(4401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(AUTH_TIMEOUT_MS - 50);
  });

  it('closes 4401 for an unknown token, a malformed auth and a first message that is not auth', async () => {
    for (const first of [
      { type: 'auth', token: 'not-a-real-token-000000000000000000' },
      { type: 'auth', token: 42 },
      { type: 'subscribe', topic: topics.user(alice.id) },
      'not json',
    ]) {
      const peer = await connect(server.url);
      peer.send(first);
      expect((await peer.closed).code).toBe(4401);
      expect(peer.unread).toEqual([]);
    }
  });

  it('handles a subscribe sent right after auth, before ready, once the session is known', async () => {
    const bubbleId = await insertBubble(server, { ownerId: alice.id });
    const peer = await connect(server.url);
    peer.send({ type: 'auth', token: alice.token });
    peer.send({ type: 'subscribe', topic: topics.bubble(bubbleId) });
    expect(await peer.next()).toEqual({ type: 'ready', userId: alice.id });
    expect(await peer.next()).toEqual({ type: 'subscribed', topic: topics.bubble(bubbleId) });
    peer.close();
  });

  it('notices a logout on the next subscribe and closes 4401', async () => {
    const carol = await signUp(server);
    const bubbleId = await insertBubble(server, { ownerId: carol.id });
    const peer = await connectAs(server.url, carol.token);
    expect((await post(server.app, '/api/logout', {}, { token: carol.token })).statusCode).toBe(
      200,
    );
    peer.send({ type: 'subscribe', topic: topics.bubble(bubbleId) });
    expect((await peer.closed).code).toBe(4401);
    expect(peer.unread).toEqual([]);
  });

  it('closes the sockets of a user whose session ended when asked to recheck', async () => {
    const dave = await signUp(server);
    const peer = await connectAs(server.url, dave.token);
    recheckSessions(server.app.wob.realtime, dave.id);
    // Still live: nothing happens, and events keep flowing.
    publish(topics.user(dave.id), { type: 'marker' });
    expect(await peer.next()).toMatchObject({ type: 'event', event: { type: 'marker' } });
    await post(server.app, '/api/logout', {}, { token: dave.token });
    recheckSessions(server.app.wob.realtime, dave.id);
    expect((await peer.closed).code).toBe(4401);
    expect(peer.unread).toEqual([]);
  });

  it.each([
    [
      'logging out',
      (user: { token: string }) => post(server.app, '/api/logout', {}, { token: user.token }),
    ],
    [
      'deleting the account',
      (user: { token: string }) =>
        post(server.app, '/api/delete-account', {}, { token: user.token }),
    ],
  ])('closes the open sockets at once on %s', async (_label, end) => {
    const erin = await signUp(server);
    const peer = await connectAs(server.url, erin.token);
    expect((await end(erin)).statusCode).toBe(200);
    expect((await peer.closed).code).toBe(4401);
  });
});

describe('/realtime topics', () => {
  it("delivers the user's own events, never another user's, and refuses another user's topic", async () => {
    const a = await connectAs(server.url, alice.token);
    const b = await connectAs(server.url, bob.token);
    publish(topics.user(bob.id), { type: 'notification.new', n: 1 });
    publish(topics.user(alice.id), { type: 'notification.new', n: 2 });
    expect(await a.next()).toEqual({
      type: 'event',
      topic: topics.user(alice.id),
      event: { type: 'notification.new', n: 2 },
    });
    expect(await b.next()).toMatchObject({ topic: topics.user(bob.id), event: { n: 1 } });

    a.send({ type: 'subscribe', topic: topics.user(bob.id) });
    expect(await a.next()).toEqual({
      type: 'error',
      code: 'forbidden',
      topic: topics.user(bob.id),
    });
    a.send({ type: 'subscribe', topic: topics.user(alice.id) });
    expect(await a.next()).toEqual({ type: 'subscribed', topic: topics.user(alice.id) });
    a.send({ type: 'unsubscribe', topic: topics.user(alice.id) });
    expect(await a.next()).toEqual({
      type: 'error',
      code: 'forbidden',
      topic: topics.user(alice.id),
    });
    publish(topics.user(bob.id), { type: 'notification.new', n: 3 });
    publish(topics.user(alice.id), { type: 'notification.new', n: 4 });
    expect(await a.next()).toMatchObject({ event: { n: 4 } });
    a.close();
    b.close();
  });

  it('lets everyone follow a public Bubble and only active members a private one', async () => {
    const publicId = await insertBubble(server, { ownerId: alice.id });
    const privateId = await insertBubble(server, {
      ownerId: alice.id,
      isPrivate: true,
      members: [{ userId: bob.id, status: 'pending' }],
    });
    const a = await connectAs(server.url, alice.token);
    const b = await connectAs(server.url, bob.token);

    a.send({ type: 'subscribe', topic: topics.bubble(privateId) });
    expect(await a.next()).toEqual({ type: 'subscribed', topic: topics.bubble(privateId) });
    b.send({ type: 'subscribe', topic: topics.bubble(privateId) });
    expect(await b.next()).toEqual({
      type: 'error',
      code: 'forbidden',
      topic: topics.bubble(privateId),
    });
    b.send({ type: 'subscribe', topic: topics.bubble(publicId) });
    expect(await b.next()).toEqual({ type: 'subscribed', topic: topics.bubble(publicId) });
    for (const topic of ['bubble:0123456789abcdef01234567', 'chat:abc', 'bubble:', 'bubble:a b']) {
      b.send({ type: 'subscribe', topic });
      expect(await b.next()).toEqual({ type: 'error', code: 'forbidden', topic });
    }

    publish(topics.bubble(privateId), { type: 'comment.added', secret: true });
    publish(topics.bubble(publicId), { type: 'comment.added', secret: false });
    expect(await a.next()).toEqual({
      type: 'event',
      topic: topics.bubble(privateId),
      event: { type: 'comment.added', secret: true },
    });
    expect(await b.next()).toMatchObject({
      topic: topics.bubble(publicId),
      event: { secret: false },
    });

    b.send({ type: 'unsubscribe', topic: topics.bubble(publicId) });
    expect(await b.next()).toEqual({ type: 'unsubscribed', topic: topics.bubble(publicId) });
    publish(topics.bubble(publicId), { type: 'comment.added', n: 1 });
    publish(topics.user(bob.id), { type: 'marker' });
    expect(await b.next()).toMatchObject({ event: { type: 'marker' } });
    a.close();
    b.close();
  });

  it('drops a private Bubble from a member who lost access when the topic is rechecked', async () => {
    const privateId = await insertBubble(server, {
      ownerId: alice.id,
      isPrivate: true,
      members: [{ userId: bob.id, status: 'active' }],
    });
    const topic = topics.bubble(privateId);
    const b = await connectAs(server.url, bob.token);
    b.send({ type: 'subscribe', topic });
    expect(await b.next()).toEqual({ type: 'subscribed', topic });

    recheckTopic(server.app.wob.realtime, topic);
    publish(topic, { type: 'comment.added', n: 1 });
    expect(await b.next()).toMatchObject({ topic, event: { n: 1 } });

    await server.app.wob.db
      .delete(memberships)
      .where(and(eq(memberships.bubbleId, privateId), eq(memberships.userId, bob.id)));
    recheckTopic(server.app.wob.realtime, topic);
    expect(await b.next()).toEqual({ type: 'error', code: 'forbidden', topic });
    publish(topic, { type: 'comment.added', n: 2 });
    publish(topics.user(bob.id), { type: 'marker' });
    expect(await b.next()).toMatchObject({ event: { type: 'marker' } });
    b.close();
  });

  it('refuses more than 50 topics per socket and frees a place on unsubscribe', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 51; index += 1) {
      ids.push(await insertBubble(server, { ownerId: alice.id }));
    }
    const peer = await connectAs(server.url, bob.token);
    for (const id of ids.slice(0, 50)) peer.send({ type: 'subscribe', topic: topics.bubble(id) });
    for (const id of ids.slice(0, 50)) {
      expect(await peer.next()).toEqual({ type: 'subscribed', topic: topics.bubble(id) });
    }
    const last = topics.bubble(ids[50] ?? '');
    peer.send({ type: 'subscribe', topic: last });
    expect(await peer.next()).toEqual({ type: 'error', code: 'too-many-topics', topic: last });
    // Subscribing again to a topic it has is no new topic.
    peer.send({ type: 'subscribe', topic: topics.bubble(ids[0] ?? '') });
    expect(await peer.next()).toEqual({ type: 'subscribed', topic: topics.bubble(ids[0] ?? '') });
    peer.send({ type: 'unsubscribe', topic: topics.bubble(ids[0] ?? '') });
    expect(await peer.next()).toMatchObject({ type: 'unsubscribed' });
    peer.send({ type: 'subscribe', topic: last });
    expect(await peer.next()).toEqual({ type: 'subscribed', topic: last });
    peer.close();
  });
});

describe('/realtime robustness', () => {
  it('answers bad-message to malformed messages and keeps the connection', async () => {
    const peer = await connectAs(server.url, alice.token);
    const junk = [
      'not json',
      '[]',
      'null',
      '"text"',
      { type: 'nope' },
      { type: 'subscribe' },
      { type: 'subscribe', topic: 7 },
      { type: 'subscribe', topic: 'x'.repeat(201) },
      { type: 'auth', token: alice.token },
    ];
    for (const message of junk) {
      peer.send(message);
      expect(await peer.next()).toEqual({ type: 'error', code: 'bad-message' });
    }
    peer.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await peer.next()).toEqual({ type: 'error', code: 'bad-message' });
    publish(topics.user(alice.id), { type: 'marker' });
    expect(await peer.next()).toMatchObject({ type: 'event', event: { type: 'marker' } });
    peer.close();
  });

  it('closes 1009 on a message over 4 KB', async () => {
    const peer = await connectAs(server.url, alice.token);
    peer.send({ type: 'subscribe', topic: 'x'.repeat(5_000) });
    expect((await peer.closed).code).toBe(1009);
  });

  it('closes 1008 when a client floods messages faster than they are handled', async () => {
    const peer = await connectAs(server.url, alice.token);
    const bubbleId = await insertBubble(server, { ownerId: alice.id });
    for (let index = 0; index < 200; index += 1) {
      peer.send({ type: 'subscribe', topic: topics.bubble(bubbleId) });
      peer.send({ type: 'unsubscribe', topic: topics.bubble(bubbleId) });
    }
    expect((await peer.closed).code).toBe(1008);
  });
});

describe('createRealtimeClient against the real server', () => {
  it('authenticates, receives events, and re-authenticates and re-subscribes after a lost connection', async () => {
    const bubbleId = await insertBubble(server, { ownerId: alice.id });
    const topic = topics.bubble(bubbleId);
    const statuses: RealtimeStatus[] = [];
    const received: RealtimeEvent[] = [];
    const client = createRealtimeClient({
      url: server.url,
      getToken: () => alice.token,
      WebSocketImpl: WebSocket,
      onStatus: (status) => statuses.push(status),
      backoff: { initialMs: 40 },
    });
    const waitFor = async (check: () => boolean) => {
      const deadline = Date.now() + 20_000;
      while (!check()) {
        if (Date.now() > deadline) throw new Error('timed out');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    // Subscribed once the server confirmed it: publish until the first event arrives.
    client.subscribe(topic, (event) => received.push(event));
    await waitFor(() => client.status === 'online');
    expect(client.userId).toBe(alice.id);
    await waitFor(() => {
      publish(topic, { type: 'probe' });
      return received.length > 0;
    });

    for (const socket of server.app.websocketServer.clients) socket.terminate();
    await waitFor(() => statuses.filter((status) => status === 'online').length === 2);
    received.length = 0;
    await waitFor(() => {
      publish(topic, { type: 'after-reconnect' });
      return received.length > 0;
    });
    expect(received[0]).toEqual({ type: 'after-reconnect' });
    expect(statuses).toEqual(['connecting', 'online', 'offline', 'connecting', 'online']);
    client.close();
  });

  it('stays offline after the server refuses the token', async () => {
    let unauthorized = 0;
    const client = createRealtimeClient({
      url: server.url,
      getToken: () => 'unknown-token-unknown-token-unknown',
      WebSocketImpl: WebSocket,
      onUnauthorized: () => {
        unauthorized += 1;
      },
      backoff: { initialMs: 10 },
    });
    const deadline = Date.now() + 20_000;
    while (unauthorized === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(unauthorized).toBe(1);
    expect(client.status).toBe('offline');
    client.close();
  });
});

describe('/realtime with other settings', () => {
  it('closes a socket that stops answering pings', async () => {
    await withServer(
      startRealtimeServer({
        testDatabase: server.testDatabase,
        realtime: { pingIntervalMs: 100 },
      }),
      async (other) => {
        const lively = await connectAs(other.url, alice.token);
        const silent = await connect(other.url, { autoPong: false });
        silent.send({ type: 'auth', token: alice.token });
        expect((await silent.next()).type).toBe('ready');
        const started = Date.now();
        expect((await silent.closed).code).toBe(1006);
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(lively.ws.readyState).toBe(WebSocket.OPEN);
        lively.close();
      },
    );
  });

  it('counts connection attempts against a per-IP rate limit', async () => {
    await withServer(
      startRealtimeServer({
        testDatabase: server.testDatabase,
        env: { RATE_LIMIT_REALTIME_MAX: '2' },
      }),
      async (other) => {
        const first = await connect(other.url);
        const second = await connect(other.url);
        await expect(connect(other.url)).rejects.toThrow('unexpected response 429');
        first.close();
        second.close();
      },
    );
  });

  it('closes every socket with 1001 on app.close()', async () => {
    const other = await startRealtimeServer({ testDatabase: server.testDatabase });
    const authed = await connectAs(other.url, alice.token);
    const pendingAuth = await connect(other.url);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(1_500);
    expect((await authed.closed).code).toBe(1001);
    expect((await pendingAuth.closed).code).toBe(1001);
    await expect(connect(other.url)).rejects.toThrow();
  });

  it('cuts off a client that never answers the close handshake, after a short grace', async () => {
    const other = await startRealtimeServer({ testDatabase: server.testDatabase });
    // A raw TCP client that upgrades and then never reads or answers again.
    const { port } = new URL(other.url);
    const raw = createConnection({ host: '127.0.0.1', port: Number(port) });
    raw.on('error', () => undefined);
    raw.write(
      [
        'GET /realtime HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Connection: Upgrade',
        'Upgrade: websocket',
        'Sec-WebSocket-Version: 13',
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
        '',
        '',
      ].join('\r\n'),
    );
    const [head] = (await once(raw, 'data')) as [Buffer];
    expect(head.toString()).toContain('101 Switching Protocols');
    const ended = once(raw, 'close');
    const started = Date.now();
    await other.close();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(1_500);
    expect(took).toBeLessThan(5_000);
    await ended;
  });

  it('needs DATABASE_URL for the PostgreSQL fan-out', () => {
    expect(() => loadConfig({ REALTIME_FANOUT: 'postgres' })).toThrow(ConfigError);
    expect(() => loadConfig({ REALTIME_FANOUT: 'redis' })).toThrow(/REALTIME_FANOUT/);
    expect(loadConfig({}).realtime).toMatchObject({ fanout: 'memory', authTimeoutMs: 5_000 });
    expect(
      loadConfig({ REALTIME_FANOUT: 'postgres', DATABASE_URL: 'postgres://x@y/z' }).realtime.fanout,
    ).toBe('postgres');
  });
});
