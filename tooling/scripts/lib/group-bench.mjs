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
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { newMuid, sleep, summary, withBareRelay, withProductServer } from './chat-bench-kit.mjs';
import { insertRows } from './deck-population.mjs';

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
    const muid = newMuid();
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
  const counts = new Map();
  const done = new Map();
  const receivers = memberCount - 1;
  const onFrame = (_i, frame) => arrived(counts, done, receivers, frame.muid);
  return withBareRelay({ serverRequire, count: memberCount, onFrame }, async (sockets) => {
    const send = async (muid) =>
      sockets[0].send(JSON.stringify({ type: 'send', from: 0, muid, text: 'Hej alle' }));
    await fanOut({ messages: 20, receivers, send, counts, done });
    return fanOut({ messages, receivers, send, counts, done });
  });
}

/** The product: the built server with one group of `memberCount` signed-in, connected members. */
export async function productGroupFigures({ label, memberCount, messages, ...where }) {
  const guid = `gbench${randomBytes(7).toString('hex')}`;
  const conversationId = `group_${guid}`;
  const counts = new Map();
  const done = new Map();
  const receivers = memberCount - 1;
  const more = async (query, all, at) => {
    await query(`insert into chat_conversations (id, type, created_at) values ($1, 'group', $2)`, [
      conversationId,
      at,
    ]);
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
  };
  const onMessage = (_i, message) => arrived(counts, done, receivers, message.muid);
  // `where`: the root, env, pg, serverRequire and startServer of withProductServer.
  const settings = { ...where, count: memberCount, more, maxSockets: 4, onMessage };
  return withProductServer(settings, async ({ people, send: post }) => {
    const send = (muid) =>
      post('/chat-api/messages/text', people[0].token, {
        receiverId: guid,
        receiverType: 'group',
        muid,
        text: 'Hej alle, hvordan går det?',
      });
    // Warm-up: statements prepared, the HTTP connection open.
    await fanOut({ messages: 20, receivers, send, counts, done });
    return { label, ...(await fanOut({ messages, receivers, send, counts, done })) };
  });
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
