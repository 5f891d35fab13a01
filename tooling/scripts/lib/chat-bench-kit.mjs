// What the chat and group sections of the benchmark share: the bare `ws` relay they are
// measured beside, its clients, the built server with signed-in Woblers written directly,
// their /realtime sockets, the HTTP send, and the latency summary.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertRows, percentile } from './deck-population.mjs';
import { freePort } from './postgres.mjs';

// The bare relay: a frame naming a receiver (`to`) goes to that client's socket; one naming
// none goes to every other client (a group's fan-out). The frame relayed is serialised once.
const BARE_SERVER = `
const { WebSocketServer } = require(process.env.WS_PATH);
const sockets = new Map();
const server = new WebSocketServer({ port: Number(process.env.PORT), host: '127.0.0.1' });
server.on('connection', (socket) => {
  socket.on('message', (data) => {
    const frame = JSON.parse(data);
    if (frame.type === 'hello') { sockets.set(frame.id, socket); socket.send('{"type":"ready"}'); return; }
    const text = JSON.stringify({ type: 'event', from: frame.from, muid: frame.muid, text: frame.text });
    if (frame.to !== undefined) { sockets.get(frame.to)?.send(text); return; }
    for (const other of sockets.values()) if (other !== socket) other.send(text);
  });
});
server.on('listening', () => process.stdout.write('listening\\n'));
`;

export function summary(values) {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p99: percentile(values, 99),
    max: values.length ? Math.max(...values) : Number.NaN,
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const newMuid = () => randomBytes(9).toString('base64url');

/** Opens `count` sockets with `open(i)` a few at a time; answers them in order. */
export async function openAll(count, open, parallel = 50) {
  const sockets = new Array(count);
  for (let start = 0; start < count; start += parallel) {
    await Promise.all(
      Array.from({ length: Math.min(parallel, count - start) }, async (_, k) => {
        sockets[start + k] = await open(start + k);
      }),
    );
  }
  return sockets;
}

/**
 * Opens `count` sockets on `url`; each sends `hello(i)` once open and is answered once the
 * server's first `ready` frame arrives; every later frame goes to `onFrame(i, frame)`.
 */
function openClients(WebSocket, url, count, hello, onFrame) {
  return openAll(
    count,
    (i) =>
      new Promise((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.on('open', () => socket.send(JSON.stringify(hello(i))));
        socket.on('error', reject);
        socket.on('message', (data) => {
          const frame = JSON.parse(data);
          if (frame.type === 'ready') resolve(socket);
          else onFrame(i, frame);
        });
      }),
  );
}

/**
 * The bare relay in its own process with `count` connected clients; `onFrame(i, frame)` hears
 * what client i receives. `body(sockets)` measures; the relay stops after it.
 */
export async function withBareRelay({ serverRequire, count, onFrame }, body) {
  const WebSocket = serverRequire('ws');
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, PORT: String(port), WS_PATH: serverRequire.resolve('ws') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  try {
    const sockets = await openClients(
      WebSocket,
      `ws://127.0.0.1:${port}`,
      count,
      (i) => ({ type: 'hello', id: i }),
      onFrame,
    );
    try {
      return await body(sockets);
    } finally {
      for (const socket of sockets) socket.terminate();
    }
  } finally {
    child.kill('SIGKILL');
  }
}

/**
 * The built server on its own data folder (and `pg`'s database when given) with `count`
 * signed-in Woblers in connected pairs (`insertPeople`; `more` writes further rows), each with
 * a /realtime socket whose `chat.message` events from others go to `onMessage(i, message)`.
 * `body({ people, sockets, send })` measures, where `send(path, token, body)` POSTs JSON on a
 * keep-alive agent of `maxSockets` connections; everything stops after it.
 */
export async function withProductServer(
  { root, env, pg, serverRequire, startServer, count, more, maxSockets, onMessage },
  body,
) {
  const WebSocket = serverRequire('ws');
  const dataDir = mkdtempSync(join(tmpdir(), 'wob-bench-chat-'));
  const serverEnv = {
    WOB_DATA_DIR: dataDir,
    WOB_SEED: '0',
    NODE_ENV: 'development',
    WOB_JOBS_INTERVAL_MINUTES: '0',
    WOB_NOTIFICATION_MAIL_INTERVAL_SECONDS: '0',
    // The bench's clients all come from 127.0.0.1.
    RATE_LIMIT_REALTIME_MAX: '1000000',
    RATE_LIMIT_POSTS_MAX: '1000000',
    RATE_LIMIT_TAPS_MAX: '1000000',
    ...env,
  };
  try {
    const creator = await startServer(root, serverEnv);
    await creator.stop();
    const people = await insertPeople(serverRequire, dataDir, pg, count, more);
    const server = await startServer(root, serverEnv);
    const agent = new Agent({ keepAlive: true, maxSockets });
    try {
      const sockets = await openClients(
        WebSocket,
        `${server.url.replace(/^http/, 'ws')}/realtime`,
        count,
        (i) => ({ type: 'auth', token: people[i].token }),
        (i, frame) => {
          if (
            frame.type === 'event' &&
            frame.event?.type === 'chat.message' &&
            frame.event.message.sender.uid !== people[i].id
          ) {
            onMessage(i, frame.event.message);
          }
        },
      );
      const send = (path, token, json) => postJson(agent, new URL(path, server.url), token, json);
      try {
        return await body({ people, sockets, send });
      } finally {
        for (const socket of sockets) socket.terminate();
      }
    } finally {
      agent.destroy();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** POSTs `json` as `token`'s; resolves on a 2xx answer, rejects otherwise. */
function postJson(agent, url, token, json) {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(json);
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode < 300
            ? resolve()
            : reject(new Error(`${url.pathname} answered ${response.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * `count` accounts in connected pairs, each with a session, written directly; `more(query,
 * people)` writes further rows on the same connection (the group bench's group).
 */
async function insertPeople(serverRequire, dataDir, pg, count, more) {
  let query;
  let close;
  if (pg) {
    const client = new (serverRequire('pg').Client)({ connectionString: pg.url });
    await client.connect();
    query = async (sql, params = []) => (await client.query(sql, params)).rows;
    close = () => client.end();
  } else {
    const { PGlite } = serverRequire('@electric-sql/pglite');
    const extensions = {
      cube: serverRequire('@electric-sql/pglite/contrib/cube').cube,
      earthdistance: serverRequire('@electric-sql/pglite/contrib/earthdistance').earthdistance,
      pg_trgm: serverRequire('@electric-sql/pglite/contrib/pg_trgm').pg_trgm,
    };
    const db = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions });
    query = async (sql, params = []) => (await db.query(sql, params)).rows;
    close = () => db.close();
  }
  try {
    const at = new Date().toISOString();
    const people = Array.from({ length: count }, (_, i) => ({
      id: randomBytes(12).toString('hex'),
      token: randomBytes(32).toString('base64url'),
      i,
    }));
    await insertRows(
      query,
      'users',
      [
        'id',
        'email',
        'password_hash',
        'name',
        'search_key',
        'gender',
        'country',
        'city',
        'birth_date',
        'language',
        'created_at',
        'updated_at',
        'last_active_at',
      ],
      people,
      (p) => [
        p.id,
        `chat-bench-${p.i}@woble.local`,
        'x',
        `Wobler ${p.i}`,
        `wobler ${p.i}`,
        p.i % 2 ? 'female' : 'male',
        'DK',
        'Aarhus',
        '1990-01-01',
        'da',
        at,
        at,
        at,
      ],
      500,
    );
    await insertRows(
      query,
      'sessions',
      ['token_hash', 'user_id', 'created_at', 'last_used_at'],
      people,
      (p) => [createHash('sha256').update(p.token).digest('hex'), p.id, at, at],
      500,
    );
    const pairs = [];
    for (let i = 0; i + 1 < count; i += 2) {
      const [a, b] = [people[i].id, people[i + 1].id].sort();
      pairs.push([a, b]);
    }
    await insertRows(
      query,
      'connections',
      ['user_a', 'user_b', 'created_at'],
      pairs,
      ([a, b]) => [a, b, at],
      500,
    );
    if (more) await more(query, people, at);
    await query('analyze', []);
    return people;
  } finally {
    await close();
  }
}
