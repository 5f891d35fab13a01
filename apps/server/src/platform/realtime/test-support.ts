import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import type { Env, RealtimeConfig } from '../../config';
import { bubbles, memberships } from '../../db/schema';
import {
  createTestDatabase,
  type LateOptions,
  resolveOptions,
  startTestServer,
  type TestDatabase,
  type TestServer,
  useStarted,
} from '../../test/harness';
import { newId } from '../crypto';

// Test support for the realtime tests: the real app listening on a free port, with the
// protocol's timings shortened through the Config (the environment does not set them), and a
// WebSocket peer that queues what the server sends.

export interface RealtimeTestServer extends TestServer {
  /** ws://127.0.0.1:<port>/realtime */
  url: string;
}

export interface RealtimeServerOptions {
  realtime?: Partial<RealtimeConfig>;
  env?: Env;
  testDatabase?: TestDatabase;
}

export async function startRealtimeServer(
  options: RealtimeServerOptions = {},
): Promise<RealtimeTestServer> {
  const started = await startTestServer({
    env: options.env,
    testDatabase: options.testDatabase,
    configure: (config) => ({ ...config, realtime: { ...config.realtime, ...options.realtime } }),
  });
  await started.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = started.app.server.address() as AddressInfo;
  return { ...started, url: `ws://127.0.0.1:${port}/realtime` };
}

/**
 * The calling test file's listening server once `useRealtimeServer()` has started it (a module
 * context of its own per test file, as the harness's `server`).
 */
export let server: RealtimeTestServer;

/** Starts a listening app for the calling test file before its tests, closes it after them. */
export function useRealtimeServer(options: LateOptions<RealtimeServerOptions> = {}): void {
  useStarted(
    () => startRealtimeServer(resolveOptions(options)),
    (started) => {
      server = started;
    },
  );
}

/**
 * Two app instances on one shared database, fanning out through PostgreSQL
 * (REALTIME_FANOUT=postgres): `one` and `two`, and `start()` for a further instance on the same
 * database (its caller closes it). Closing closes both and drops the database.
 */
export interface TwoInstances {
  one: RealtimeTestServer;
  two: RealtimeTestServer;
  start(): Promise<RealtimeTestServer>;
  close(): Promise<void>;
}

export async function startTwoInstances(
  options: Pick<RealtimeServerOptions, 'realtime'> = {},
): Promise<TwoInstances> {
  const database = await createTestDatabase();
  const start = () =>
    startRealtimeServer({
      testDatabase: database,
      env: { REALTIME_FANOUT: 'postgres', DATABASE_URL: database.url ?? '' },
      realtime: options.realtime,
    });
  const started: RealtimeTestServer[] = [];
  try {
    started.push(await start());
    started.push(await start());
  } catch (error) {
    for (const instance of started.reverse()) await instance.close();
    await database.drop();
    throw error;
  }
  const [one, two] = started as [RealtimeTestServer, RealtimeTestServer];
  return {
    one,
    two,
    start,
    async close() {
      await two.close();
      await one.close();
      await database.drop();
    },
  };
}

/**
 * Starts two instances on one database (see `startTwoInstances`) before the tests of the calling
 * file or `describe` block and closes them after; the answer's fields are filled in once they
 * have started. Needs PostgreSQL (WOB_TEST_DATABASE_URL): the fan-out runs through it.
 */
export function useTwoInstances(
  options: Pick<RealtimeServerOptions, 'realtime'> = {},
): TwoInstances {
  const instances = {} as TwoInstances;
  useStarted(
    () => startTwoInstances(options),
    (started) => Object.assign(instances, started),
  );
  return instances;
}

export interface Frame {
  type: string;
  [field: string]: unknown;
}

/** One client socket: frames are queued and read in order with `next()`. */
export class Peer {
  private readonly frames: Frame[] = [];
  private wake: (() => void) | null = null;
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly opened: Promise<void>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      // The protocol is text frames only: a binary one is a frame no test expects.
      this.frames.push(isBinary ? { type: 'binary frame' } : (JSON.parse(String(data)) as Frame));
      this.wake?.();
    });
    // Connection errors surface through `opened` / `closed`.
    ws.on('error', () => undefined);
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.wake?.();
      });
    });
    this.opened = new Promise((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('unexpected-response', (_request, response) =>
        reject(new Error(`unexpected response ${response.statusCode}`)),
      );
      ws.once('close', () => reject(new Error('closed before opening')));
    });
    // Avoid an unhandled rejection when a test only looks at `closed`.
    this.opened.catch(() => undefined);
  }

  send(value: unknown): void {
    this.ws.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  /** The next frame from the server; fails after `timeoutMs` or when the socket closes. */
  async next(timeoutMs = 5_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    while (this.frames.length === 0) {
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error('socket closed');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no frame in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
    return this.frames.shift() as Frame;
  }

  /** Frames received and not read yet. */
  get unread(): readonly Frame[] {
    return this.frames;
  }

  close(): void {
    this.ws.close();
  }
}

export async function connect(url: string, options: { autoPong?: boolean } = {}): Promise<Peer> {
  const peer = new Peer(new WebSocket(url, options));
  await peer.opened;
  return peer;
}

/** Connects and authenticates; answers the peer once the server said `ready`. */
export async function connectAs(url: string, token: string): Promise<Peer> {
  const peer = await connect(url);
  peer.send({ type: 'auth', token });
  const ready = await peer.next();
  if (ready.type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(ready)}`);
  return peer;
}

let bubbleCounter = 0;
/** A Bubble row written directly (the Bubbles endpoints are tested in their own module). */
export async function insertBubble(
  server: TestServer,
  options: {
    ownerId: string;
    isPrivate?: boolean;
    members?: { userId: string; status: 'active' | 'pending' }[];
  },
): Promise<string> {
  const { db } = server.app.wob;
  const at = server.clock.now();
  bubbleCounter += 1;
  const id = newId();
  const name = `Realtime ${bubbleCounter} ${id.slice(0, 6)}`;
  await db.insert(bubbles).values({
    id,
    name,
    nameKey: name.toLowerCase(),
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    title: 'A Bubble for realtime tests',
    circleColor: '#3366cc',
    isPrivate: options.isPrivate ?? false,
    createdBy: options.ownerId,
    sortKey: name.toLowerCase(),
    createdAt: at,
    updatedAt: at,
  });
  const rows = [
    { userId: options.ownerId, status: 'active' as const, role: 'owner' as const },
    ...(options.members ?? []).map((member) => ({ ...member, role: 'member' as const })),
  ];
  await db.insert(memberships).values(
    rows.map((row) => ({
      bubbleId: id,
      userId: row.userId,
      role: row.role,
      status: row.status,
      joinedAt: at,
      activatedAt: row.status === 'active' ? at : null,
    })),
  );
  return id;
}
