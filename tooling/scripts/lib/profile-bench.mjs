// The profile section of `pnpm bench`: GET /api/get-user-profile throughput and p99 against
// a bare route that runs the same SQL statements, the server's resident memory idle, under
// that load and on the first start, and forgot-password's answer time for a known address
// against an unknown one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connections, load, root, seconds } from './bench-settings.mjs';
import { rssMb, startServer } from './processes.mjs';

export async function serverFigures(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wob-bench-'));
  const serverEnv = {
    WOB_DATA_DIR: dataDir,
    WOB_SEED: '1',
    WOB_BENCH: '1',
    NODE_ENV: 'development',
    // The forgot-password figure below sends more requests than a person may.
    RATE_LIMIT_RESET_MAX: '100000',
    ...env,
  };
  // The first start creates, migrates and seeds the database (PGlite's initdb alone takes
  // ~800 MB, which the process keeps); the measured server opens the existing one, as a
  // product does on every later start.
  const creator = await startServer(root, serverEnv);
  const createdRss = rssMb(creator.pid);
  await creator.stop();
  const server = await startServer(root, serverEnv);
  try {
    const login = async (username) => {
      const response = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password: 'woble-demo' }),
      });
      const body = await response.json();
      if (!body.token) throw new Error(`demo login failed (${response.status})`);
      return body;
    };
    const { token } = await login('demo1@woble.local');
    // Another Wobler's profile: the product runs the session lookup and the profile SELECT.
    const other = (await login('demo2@woble.local')).data.user._id;
    const headers = { authorization: `Bearer ${token}` };
    const profileUrl = `${server.url}/api/get-user-profile?id=${other}`;
    const bareUrl = `${server.url}/bench/bare-profile?id=${other}`;
    const check = await fetch(bareUrl, { headers });
    if (!check.ok)
      throw new Error(`the bare route answered ${check.status}; is WOB_BENCH supported?`);
    await new Promise((r) => setTimeout(r, 2000));
    const idle = rssMb(server.pid);
    // Warm both paths, then measure them one after the other in the same process.
    await load(profileUrl, headers, 3);
    await load(bareUrl, headers, 3);
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid));
    }, 250);
    const product = await load(profileUrl, headers);
    const bare = await load(bareUrl, headers);
    clearInterval(sampler);
    const reset = await forgotPasswordTimes(server.url);
    const row = {
      label,
      productRps: product.requests.average,
      bareRps: bare.requests.average,
      productP99: product.latency.p99,
      bareP99: bare.latency.p99,
      errors: product.errors + product.non2xx + bare.errors + bare.non2xx,
      idle,
      peak,
      createdRss,
      reset,
    };
    return row;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * POST /api/forgot-password for a known and an unknown address, interleaved (alternating
 * which goes first), one at a time: the medians should match, or the answer's time would tell
 * whether an address has an account.
 */
async function forgotPasswordTimes(url, rounds = 200) {
  const times = { known: [], unknown: [] };
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? ['known', 'unknown'] : ['unknown', 'known'];
    for (const kind of order) {
      const email = kind === 'known' ? 'demo3@woble.local' : `nobody-${round}@example.com`;
      const started = performance.now();
      const response = await fetch(`${url}/api/forgot-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`forgot-password answered ${response.status}`);
      times[kind].push(performance.now() - started);
      // The mail work after the answer settles before the next sample.
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  return { rounds, known: median(times.known), unknown: median(times.unknown) };
}

export function printProfile(rows) {
  console.log(
    `\n## GET /api/get-user-profile vs a bare route with the same SQL (${connections} connections, ${seconds} s each)`,
  );
  console.log(
    '| database | product req/s | bare req/s | throughput ratio | product p99 ms | bare p99 ms | p99 ratio | non-2xx/errors |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.productRps.toFixed(0)} | ${r.bareRps.toFixed(0)} | ${(r.productRps / r.bareRps).toFixed(2)} | ${r.productP99} | ${r.bareP99} | ${(r.productP99 / Math.max(r.bareP99, 1)).toFixed(2)} | ${r.errors} |`,
    );
  }
  console.log('\n## Server resident memory');
  console.log(
    '| database | idle MB | peak under load MB | first start (creates the database) MB |',
  );
  console.log('|---|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.label} | ${r.idle} | ${r.peak} | ${r.createdRss} |`);
  console.log(
    '\n## POST /api/forgot-password: a known address vs an unknown one (target ratio 0.67–1.5)',
  );
  console.log('| database | requests each | known p50 ms | unknown p50 ms | ratio |');
  console.log('|---|---:|---:|---:|---:|');
  for (const { label, reset } of rows) {
    console.log(
      `| ${label} | ${reset.rounds} | ${reset.known.toFixed(2)} | ${reset.unknown.toFixed(2)} | ${(reset.known / reset.unknown).toFixed(2)} |`,
    );
  }
}
