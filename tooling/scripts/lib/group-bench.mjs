// The benchmark's group section: one message to a group of 500 members, every member
// connected, from the send starting to the LAST receiver's frame (p50/p99 over the messages),
// beside a bare `ws` relay delivering the same fan-out in the same run (the ratio is the
// figure; the target: p99 under 100 ms on PostgreSQL).
//
// Product path: POST /chat-api/messages/text {receiverType:'group'} → stored in the send
// queue's batch (the message and one group row; no member row) → `chat.message` once on
// `group:<guid>` → every member's /realtime socket (followed by the server at `ready`). Bare
// path: a frame on a `ws` socket → a bare `ws` server in its own process → the same frame to
// the other 499 sockets. Sends are closed-loop, one message at a time (the next once the last
// receiver has the previous), so each figure is one fan-out on an otherwise idle server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { insertPeople, openAll, summary } from './chat-bench.mjs';
import { insertRows } from './deck-population.mjs';
import { freePort } from './postgres.mjs';

const BARE_SERVER = `
const { WebSocketServer } = require(process.env.WS_PATH);
const sockets = new Set();
const server = new WebSocketServer({ port: Number(process.env.PORT), host: '127.0.0.1' });
server.on('connection', (socket) => {
  socket.on('message', (data) => {
    const frame = JSON.parse(data);
    if (frame.type === 'hello') { sockets.add(socket); socket.send('{"type":"ready"}'); return; }
    const text = JSON.stringify({ type: 'event', from: frame.from, muid: frame.muid, text: frame.text });
    for (const other of sockets) if (other !== socket) other.send(text);
  });
});
server.on('listening', () => process.stdout.write('listening\\n'));
`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `messages` one at a time through `send(muid)`; `counts` (filled by the receivers)
 * tells how many of the `receivers` have each muid. Answers the send-to-last-receiver times.
 */
async function fanOut({ messages, receivers, send, counts, done }) {
  const latencies = [];
  // Send to the sender's answer (the product's HTTP answer, after the commit and the publish).
  const answers = [];
  let lost = 0;
  for (let k = 0; k < messages; k += 1) {
    const muid = randomBytes(9).toString('base64url');
    const all = new Promise((resolve) => done.set(muid, resolve));
    const t0 = performance.now();
    await send(muid);
    answers.push(performance.now() - t0);
    const finished = await Promise.race([
      all.then(() => performance.now()),
      sleep(5_000).then(() => null),
    ]);
    if (finished === null) lost += 1;
    else latencies.push(finished - t0);
    done.delete(muid);
    counts.delete(muid);
  }
  return { messages, lost, receivers, latency: summary(latencies), answer: summary(answers) };
}

/** Counts one arrival of `muid`; resolves its wait once `receivers` sockets have it. */
function arrived(counts, done, receivers, muid) {
  const n = (counts.get(muid) ?? 0) + 1;
  counts.set(muid, n);
  if (n === receivers) done.get(muid)?.();
}

/** The bare `ws` relay in its own process, broadcasting to `memberCount - 1` sockets. */
export async function bareGroupFigures({ serverRequire, memberCount, messages }) {
  const WebSocket = serverRequire('ws');
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    env: { ...process.env, PORT: String(port), WS_PATH: serverRequire.resolve('ws') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  const counts = new Map();
  const done = new Map();
  const receivers = memberCount - 1;
  try {
    const sockets = await openAll(
      memberCount,
      () =>
        new Promise((resolve, reject) => {
          const socket = new WebSocket(`ws://127.0.0.1:${port}`);
          socket.on('open', () => socket.send(JSON.stringify({ type: 'hello' })));
          socket.on('error', reject);
          socket.on('message', (data) => {
            const frame = JSON.parse(data);
            if (frame.type === 'ready') resolve(socket);
            else arrived(counts, done, receivers, frame.muid);
          });
        }),
    );
    const send = async (muid) =>
      sockets[0].send(JSON.stringify({ type: 'send', from: 0, muid, text: 'Hej alle' }));
    await fanOut({ messages: 20, receivers, send, counts, done });
    const figures = await fanOut({ messages, receivers, send, counts, done });
    for (const socket of sockets) socket.terminate();
    return figures;
  } finally {
    child.kill('SIGKILL');
  }
}

/** The product: the built server with one group of `memberCount` signed-in, connected members. */
export async function productGroupFigures({
  label,
  root,
  env,
  serverRequire,
  startServer,
  memberCount,
  messages,
  pg,
}) {
  const WebSocket = serverRequire('ws');
  const dataDir = mkdtempSync(join(tmpdir(), 'wob-bench-group-'));
  const serverEnv = {
    WOB_DATA_DIR: dataDir,
    WOB_SEED: '0',
    NODE_ENV: 'development',
    WOB_JOBS_INTERVAL_MINUTES: '0',
    WOB_NOTIFICATION_MAIL_INTERVAL_SECONDS: '0',
    RATE_LIMIT_REALTIME_MAX: '1000000',
    RATE_LIMIT_POSTS_MAX: '1000000',
    ...env,
  };
  const guid = `gbench${randomBytes(7).toString('hex')}`;
  const conversationId = `group_${guid}`;
  try {
    const creator = await startServer(root, serverEnv);
    await creator.stop();
    const people = await insertPeople(
      serverRequire,
      dataDir,
      pg,
      memberCount,
      async (query, all, at) => {
        await query(
          `insert into chat_conversations (id, type, created_at) values ($1, 'group', $2)`,
          [conversationId, at],
        );
        await query(
          `insert into chat_groups (guid, conversation_id, name, type, owner_id, members_count, created_at, updated_at)
         values ($1, $2, 'Bench', 'public', $3, $4, $5, $5)`,
          [guid, conversationId, all[0].id, all.length, at],
        );
        await insertRows(
          query,
          'chat_members',
          ['conversation_id', 'user_id', 'scope', 'joined_at'],
          all,
          (p) => [conversationId, p.id, p.i === 0 ? 'admin' : 'participant', at],
          500,
        );
      },
    );
    const server = await startServer(root, serverEnv);
    const counts = new Map();
    const done = new Map();
    const receivers = memberCount - 1;
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    try {
      const host = server.url.replace(/^http/, 'ws');
      const sockets = await openAll(
        memberCount,
        (i) =>
          new Promise((resolve, reject) => {
            const socket = new WebSocket(`${host}/realtime`);
            socket.on('open', () =>
              socket.send(JSON.stringify({ type: 'auth', token: people[i].token })),
            );
            socket.on('error', reject);
            socket.on('message', (data) => {
              const frame = JSON.parse(data);
              if (frame.type === 'ready') resolve(socket);
              else if (
                frame.type === 'event' &&
                frame.event?.type === 'chat.message' &&
                frame.event.message.sender.uid !== people[i].id
              ) {
                arrived(counts, done, receivers, frame.event.message.muid);
              }
            });
          }),
      );
      const url = new URL(`${server.url}/chat-api/messages/text`);
      const send = (muid) =>
        new Promise((resolve, reject) => {
          const body = JSON.stringify({
            receiverId: guid,
            receiverType: 'group',
            muid,
            text: 'Hej alle, hvordan går det?',
          });
          const req = request(
            url,
            {
              method: 'POST',
              agent,
              headers: {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
                authorization: `Bearer ${people[0].token}`,
              },
            },
            (response) => {
              response.resume();
              response.on('end', () =>
                response.statusCode < 300
                  ? resolve()
                  : reject(new Error(`group send answered ${response.statusCode}`)),
              );
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      // Warm-up: statements prepared, the HTTP connection open.
      await fanOut({ messages: 20, receivers, send, counts, done });
      const figures = await fanOut({ messages, receivers, send, counts, done });
      for (const socket of sockets) socket.terminate();
      return { label, ...figures };
    } finally {
      agent.destroy();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printGroup({ memberCount, bare, rows }) {
  const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
  console.log(
    `\n## Group chat: one message to ${memberCount} members, every member connected (send to the last receiver's frame, one message at a time)`,
  );
  console.log(
    'Product: POST /chat-api/messages/text {receiverType: group} → stored → chat.message once on group:<guid> → every member’s /realtime socket. Bare: one ws frame broadcast by a bare `ws` server in its own process.',
  );
  console.log(
    '| path | messages | lost | receivers | p50 ms | p99 ms | max ms | p50 ratio to bare | p99 ratio to bare | answer p50 ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const ratio = (a, b) => (b ? (a / Math.max(b, 0.1)).toFixed(1) : '–');
  const line = (name, r) =>
    console.log(
      `| ${name} | ${r.messages} | ${r.lost} | ${r.receivers} | ${ms(r.latency.p50)} | ${ms(r.latency.p99)} | ${ms(r.latency.max)} | ${ratio(r.latency.p50, bare?.latency.p50)} | ${ratio(r.latency.p99, bare?.latency.p99)} | ${ms(r.answer.p50)} |`,
    );
  if (bare) line('bare ws relay', bare);
  for (const r of rows) line(`${r.label}, the product`, r);
  console.log(
    'The load generator (500 sockets), the server and the database share the machine’s cores.',
  );
}
