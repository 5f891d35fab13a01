// The benchmark's chat section: send-to-receive latency of the self-hosted chat with
// 1,000 connected clients, and the highest persisted message rate one server process sustains
// with p99 under 100 ms, both beside a bare `ws` relay measured in the same run on the same
// machine (the ratio is the figure).
//
// Product path: POST /chat-api/messages/text (HTTP keep-alive) → the server stores the message
// (idempotent on muid) → `chat.message` on the receiver's /realtime socket. Bare path: a frame
// on a `ws` socket → a bare `ws` server in its own process → the receiver's socket. Latency is
// the time from the send starting to the receiver's frame, measured in this one process (one
// clock). Sends are open-loop: scheduled at the rate whether or not earlier ones finished.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { insertRows, percentile } from './deck-population.mjs';
import { freePort } from './postgres.mjs';

const BARE_SERVER = `
const { WebSocketServer } = require(process.env.WS_PATH);
const sockets = new Map();
const server = new WebSocketServer({ port: Number(process.env.PORT), host: '127.0.0.1' });
server.on('connection', (socket) => {
  socket.on('message', (data) => {
    const frame = JSON.parse(data);
    if (frame.type === 'hello') { sockets.set(frame.id, socket); socket.send('{"type":"ready"}'); return; }
    const target = sockets.get(frame.to);
    if (target) target.send(JSON.stringify({ type: 'event', from: frame.from, muid: frame.muid, text: frame.text }));
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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
 * Runs `rate` sends per second for `seconds` through `send(i, muid)` (client i to its partner),
 * collecting when each send started and when its frame arrived (`arrivals`, filled by the
 * receivers). Answers latencies of delivered sends and the counts.
 */
async function drive({ rate, seconds, clientCount, send, arrivals, started, errors }) {
  const total = Math.round(rate * seconds);
  const t0 = performance.now();
  const pending = [];
  const muids = [];
  for (let k = 0; k < total; k += 1) {
    const due = t0 + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const i = k % clientCount;
    const muid = randomBytes(9).toString('base64url');
    muids.push(muid);
    started.set(muid, performance.now());
    pending.push(send(i, muid).catch(() => errors.push(muid)));
  }
  await Promise.all(pending);
  const sendSeconds = (performance.now() - t0) / 1000;
  // Frames still in flight get up to 2 s.
  const deadline = performance.now() + 2000;
  while (performance.now() < deadline && muids.some((m) => !arrivals.has(m))) await sleep(20);
  const latencies = [];
  for (const muid of muids) {
    const at = arrivals.get(muid);
    if (at !== undefined) latencies.push(at - started.get(muid));
  }
  return { sent: total, delivered: latencies.length, errors: errors.length, achieved: total / sendSeconds, latency: summary(latencies) };
}

async function ladder(run, rates) {
  const steps = [];
  for (const rate of rates) {
    const step = await run(rate);
    steps.push({ rate, ...step });
    // Stop climbing once a step is well past the bound: the next ones only queue.
    if (step.latency.p99 > 400 || step.delivered < step.sent * 0.9) break;
  }
  const passing = steps.filter((s) => s.latency.p99 < 100 && s.delivered >= s.sent * 0.99 && s.errors === 0);
  return { steps, best: passing.length ? passing[passing.length - 1] : null };
}

/** The bare `ws` relay in its own process, with `clientCount` clients. */
export async function bareFigures({ serverRequire, clientCount, seconds, rates }) {
  const WebSocket = serverRequire('ws');
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, PORT: String(port), WS_PATH: serverRequire.resolve('ws') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  const arrivals = new Map();
  try {
    const sockets = await openAll(clientCount, (i) => new Promise((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}`);
      socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', id: i })));
      socket.on('error', reject);
      socket.on('message', (data) => {
        const frame = JSON.parse(data);
        if (frame.type === 'ready') resolve(socket);
        else arrivals.set(frame.muid, performance.now());
      });
    }));
    const partner = (i) => (i % 2 === 0 ? i + 1 : i - 1);
    const run = (rate) =>
      drive({
        rate,
        seconds,
        clientCount,
        arrivals,
        started: new Map(),
        errors: [],
        send: async (i, muid) => sockets[i].send(JSON.stringify({ type: 'send', from: i, to: partner(i), muid, text: 'Hej' })),
      });
    const at100 = await run(100);
    const climb = await ladder(run, rates);
    for (const socket of sockets) socket.terminate();
    return { at100, ...climb };
  } finally {
    child.kill('SIGKILL');
  }
}

/** The product: the built server with `clientCount` signed-in Woblers in connected pairs. */
export async function productFigures({ label, root, env, serverRequire, startServer, clientCount, seconds, rates, pg }) {
  const WebSocket = serverRequire('ws');
  const dataDir = mkdtempSync(join(tmpdir(), 'wob-bench-chat-'));
  const serverEnv = {
    WOB_DATA_DIR: dataDir,
    WOB_SEED: '0',
    NODE_ENV: 'development',
    WOB_JOBS_INTERVAL_MINUTES: '0',
    WOB_NOTIFICATION_MAIL_INTERVAL_SECONDS: '0',
    // The bench's 1,000 clients all come from 127.0.0.1.
    RATE_LIMIT_REALTIME_MAX: '1000000',
    RATE_LIMIT_POSTS_MAX: '1000000',
    ...env,
  };
  try {
    const creator = await startServer(root, serverEnv);
    await creator.stop();
    const tokens = await insertPeople(serverRequire, dataDir, pg, clientCount);
    const server = await startServer(root, serverEnv);
    const arrivals = new Map();
    const agent = new Agent({ keepAlive: true, maxSockets: 256 });
    try {
      const host = server.url.replace(/^http/, 'ws');
      const sockets = await openAll(clientCount, (i) => new Promise((resolve, reject) => {
        const socket = new WebSocket(`${host}/realtime`);
        socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: tokens[i].token })));
        socket.on('error', reject);
        socket.on('message', (data) => {
          const frame = JSON.parse(data);
          if (frame.type === 'ready') resolve(socket);
          else if (frame.type === 'event' && frame.event?.type === 'chat.message' && frame.event.message.sender.uid !== tokens[i].id) {
            arrivals.set(frame.event.message.muid, performance.now());
          }
        });
      }));
      const partner = (i) => (i % 2 === 0 ? i + 1 : i - 1);
      const url = new URL(`${server.url}/chat-api/messages/text`);
      const send = (i, muid) =>
        new Promise((resolve, reject) => {
          const body = JSON.stringify({ receiverId: tokens[partner(i)].id, receiverType: 'user', muid, text: 'Hej, hvordan går det?' });
          const req = request(
            url,
            {
              method: 'POST',
              agent,
              headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${tokens[i].token}` },
            },
            (response) => {
              response.resume();
              response.on('end', () => (response.statusCode < 300 ? resolve() : reject(new Error(`send answered ${response.statusCode}`))));
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      // One message per pair first: the conversations exist, the statements are prepared.
      for (let i = 0; i < Math.min(clientCount, 200); i += 2) await send(i, randomBytes(9).toString('base64url'));
      // The clients' HTTP connections are open before measuring, as their sockets are: one
      // burst of as many sends as the agent has sockets opens them all.
      await Promise.all(
        Array.from({ length: agent.maxSockets }, (_, k) => send((k * 2) % clientCount, randomBytes(9).toString('base64url'))),
      );
      const run = (rate) => drive({ rate, seconds, clientCount, arrivals, started: new Map(), errors: [], send });
      const at100 = await run(100);
      const climb = await ladder(run, rates);
      for (const socket of sockets) socket.terminate();
      return { label, at100, ...climb };
    } finally {
      agent.destroy();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `count` accounts in connected pairs, each with a session, written directly; `more(query,
 * people)` writes further rows on the same connection (the group bench's group).
 */
export async function insertPeople(serverRequire, dataDir, pg, count, more) {
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
      ['id', 'email', 'password_hash', 'name', 'search_key', 'gender', 'country', 'city', 'birth_date', 'language', 'created_at', 'updated_at', 'last_active_at'],
      people,
      (p) => [p.id, `chat-bench-${p.i}@woble.local`, 'x', `Wobler ${p.i}`, `wobler ${p.i}`, p.i % 2 ? 'female' : 'male', 'DK', 'Aarhus', '1990-01-01', 'da', at, at, at],
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
    await insertRows(query, 'connections', ['user_a', 'user_b', 'created_at'], pairs, ([a, b]) => [a, b, at], 500);
    if (more) await more(query, people, at);
    await query('analyze', []);
    return people;
  } finally {
    await close();
  }
}

export function printChat({ clientCount, seconds, bare, rows }) {
  const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
  console.log(`\n## Chat: send-to-receive with ${clientCount.toLocaleString('en')} connected clients on loopback (${seconds} s per step, open-loop)`);
  console.log('Product: POST /chat-api/messages/text → stored → chat.message on the receiver’s /realtime socket. Bare: one ws frame relayed by a bare `ws` server in its own process.');
  console.log('| path | msg/s asked | msg/s sent | delivered | errors | p50 ms | p99 ms | max ms | p99 ratio to bare |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const line = (name, s, ref) =>
    console.log(`| ${name} | ${s.rate ?? 100} | ${s.achieved.toFixed(0)} | ${s.delivered}/${s.sent} | ${s.errors} | ${ms(s.latency.p50)} | ${ms(s.latency.p99)} | ${ms(s.latency.max)} | ${ref ? (s.latency.p99 / Math.max(ref.latency.p99, 0.1)).toFixed(1) : '–'} |`);
  if (bare) line('bare ws relay', bare.at100);
  for (const r of rows) line(`${r.label}, the product`, r.at100, bare?.at100);
  console.log('\n### The highest rate with p99 under 100 ms (every message delivered, no errors)');
  console.log('| path | msg/s asked | msg/s sent | delivered | errors | p50 ms | p99 ms | max ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const steps = (name, climb) => {
    for (const s of climb.steps) {
      const mark = climb.best && climb.best.rate === s.rate ? ' ✓' : '';
      console.log(`| ${name}${mark} | ${s.rate} | ${s.achieved.toFixed(0)} | ${s.delivered}/${s.sent} | ${s.errors} | ${ms(s.latency.p50)} | ${ms(s.latency.p99)} | ${ms(s.latency.max)} |`);
    }
  };
  if (bare) steps('bare ws relay', bare);
  for (const r of rows) steps(r.label, r);
  const best = (climb) => (climb.best ? `${climb.best.rate} msg/s` : 'none of the steps');
  const paths = [...(bare ? [['bare', bare]] : []), ...rows.map((r) => [r.label, r])];
  console.log(`\nHighest sustained with p99 < 100 ms: ${paths.map(([name, climb]) => `${name} ${best(climb)}`).join('; ')}.`);
  console.log('All three processes (this load generator, the server and the database) share the machine’s two cores.');
}
