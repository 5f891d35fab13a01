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
import { performance } from 'node:perf_hooks';
import { newMuid, sleep, summary, withBareRelay, withProductServer } from './chat-bench-kit.mjs';

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
    const muid = newMuid();
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
  return {
    sent: total,
    delivered: latencies.length,
    errors: errors.length,
    achieved: total / sendSeconds,
    latency: summary(latencies),
  };
}

async function ladder(run, rates) {
  const steps = [];
  for (const rate of rates) {
    const step = await run(rate);
    steps.push({ rate, ...step });
    // Stop climbing once a step is well past the bound: the next ones only queue.
    if (step.latency.p99 > 400 || step.delivered < step.sent * 0.9) break;
  }
  const passing = steps.filter(
    (s) => s.latency.p99 < 100 && s.delivered >= s.sent * 0.99 && s.errors === 0,
  );
  return { steps, best: passing.length ? passing[passing.length - 1] : null };
}

/** The bare `ws` relay in its own process, with `clientCount` clients. */
export async function bareFigures({ serverRequire, clientCount, seconds, rates }) {
  const arrivals = new Map();
  const onFrame = (_i, frame) => arrivals.set(frame.muid, performance.now());
  return withBareRelay({ serverRequire, count: clientCount, onFrame }, async (sockets) => {
    const run = (rate) =>
      drive({
        rate,
        seconds,
        clientCount,
        arrivals,
        started: new Map(),
        errors: [],
        send: async (i, muid) =>
          sockets[i].send(
            JSON.stringify({ type: 'send', from: i, to: partner(i), muid, text: 'Hej' }),
          ),
      });
    const at100 = await run(100);
    const climb = await ladder(run, rates);
    return { at100, ...climb };
  });
}

const partner = (i) => (i % 2 === 0 ? i + 1 : i - 1);

/** The product: the built server with `clientCount` signed-in Woblers in connected pairs. */
export async function productFigures({ label, clientCount, seconds, rates, ...where }) {
  const arrivals = new Map();
  const onMessage = (_i, message) => arrivals.set(message.muid, performance.now());
  // `where`: the root, env, pg, serverRequire and startServer of withProductServer.
  const settings = { ...where, count: clientCount, maxSockets: 256, onMessage };
  return withProductServer(settings, async ({ people, send: post }) => {
    const send = (i, muid) =>
      post('/chat-api/messages/text', people[i].token, {
        receiverId: people[partner(i)].id,
        receiverType: 'user',
        muid,
        text: 'Hej, hvordan går det?',
      });
    // One message per pair first: the conversations exist, the statements are prepared.
    for (let i = 0; i < Math.min(clientCount, 200); i += 2) await send(i, newMuid());
    // The clients' HTTP connections are open before measuring, as their sockets are: one
    // burst of as many sends as the agent has sockets opens them all.
    await Promise.all(
      Array.from({ length: settings.maxSockets }, (_, k) => send((k * 2) % clientCount, newMuid())),
    );
    const run = (rate) =>
      drive({ rate, seconds, clientCount, arrivals, started: new Map(), errors: [], send });
    const at100 = await run(100);
    const climb = await ladder(run, rates);
    return { label, at100, ...climb };
  });
}

export function printChat({ clientCount, seconds, bare, rows }) {
  const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
  console.log(
    `\n## Chat: send-to-receive with ${clientCount.toLocaleString('en')} connected clients on loopback (${seconds} s per step, open-loop)`,
  );
  console.log(
    'Product: POST /chat-api/messages/text → stored → chat.message on the receiver’s /realtime socket. Bare: one ws frame relayed by a bare `ws` server in its own process.',
  );
  console.log(
    '| path | msg/s asked | msg/s sent | delivered | errors | p50 ms | p99 ms | max ms | p99 ratio to bare |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const line = (name, s, ref) =>
    console.log(
      `| ${name} | ${s.rate ?? 100} | ${s.achieved.toFixed(0)} | ${s.delivered}/${s.sent} | ${s.errors} | ${ms(s.latency.p50)} | ${ms(s.latency.p99)} | ${ms(s.latency.max)} | ${ref ? (s.latency.p99 / Math.max(ref.latency.p99, 0.1)).toFixed(1) : '–'} |`,
    );
  if (bare) line('bare ws relay', bare.at100);
  for (const r of rows) line(`${r.label}, the product`, r.at100, bare?.at100);
  console.log('\n### The highest rate with p99 under 100 ms (every message delivered, no errors)');
  console.log(
    '| path | msg/s asked | msg/s sent | delivered | errors | p50 ms | p99 ms | max ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const steps = (name, climb) => {
    for (const s of climb.steps) {
      const mark = climb.best && climb.best.rate === s.rate ? ' ✓' : '';
      console.log(
        `| ${name}${mark} | ${s.rate} | ${s.achieved.toFixed(0)} | ${s.delivered}/${s.sent} | ${s.errors} | ${ms(s.latency.p50)} | ${ms(s.latency.p99)} | ${ms(s.latency.max)} |`,
      );
    }
  };
  if (bare) steps('bare ws relay', bare);
  for (const r of rows) steps(r.label, r);
  const best = (climb) => (climb.best ? `${climb.best.rate} msg/s` : 'none of the steps');
  const paths = [...(bare ? [['bare', bare]] : []), ...rows.map((r) => [r.label, r])];
  console.log(
    `\nHighest sustained with p99 < 100 ms: ${paths.map(([name, climb]) => `${name} ${best(climb)}`).join('; ')}.`,
  );
  console.log(
    'All three processes (this load generator, the server and the database) share the machine’s two cores.',
  );
}
