import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { WebSocket } from 'ws';
import { buildApp } from '../../app';
import { type Config, type Env, loadConfig, type RealtimeConfig } from '../../config';
import { bubbles, memberships } from '../../db/schema';
import {
  createTestDatabase,
  FAST_ENV,
  TestClock,
  type TestDatabase,
  type TestServer,
  tempDir,
} from '../../test/harness';
import { newId } from '../crypto';

// Test support for the realtime tests: the real app listening on a free port, with the
// protocol's timings shortened through the Config (the harness builds Config from env only),
// and a WebSocket peer that queues what the server sends.

export interface RealtimeTestServer extends TestServer {
  /** ws://127.0.0.1:<port>/realtime */
  url: string;
}

export async function startRealtimeServer(
  options: { realtime?: Partial<RealtimeConfig>; env?: Env; testDatabase?: TestDatabase } = {},
): Promise<RealtimeTestServer> {
  const dataDir = await tempDir();
  const testDatabase = options.testDatabase ?? (await createTestDatabase());
  const loaded = loadConfig({
    ...FAST_ENV,
    WOB_DATA_DIR: dataDir,
    WOB_WEB_DIR: join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const config: Config = { ...loaded, realtime: { ...loaded.realtime, ...options.realtime } };
  const clock = new TestClock();
  const app = await buildApp(config, { now: clock.now, database: testDatabase.database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    clock,
    config,
    dataDir,
    testDatabase,
    url: `ws://127.0.0.1:${port}/realtime`,
    async close() {
      await app.close();
      if (!options.testDatabase) await testDatabase.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
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
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
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
