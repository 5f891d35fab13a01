#!/usr/bin/env node
// `pnpm bench`: the speed and size figures of the foundation issue, printed, never asserted.
//  1. JavaScript of the first load of `/` in Chromium (gzip), with the per-chunk table.
//  2. GET /api/get-user-profile throughput and p99 against a bare route that runs the same
//     SQL statements, on PGlite and on PostgreSQL, as ratios.
//  3. Server resident memory idle and under that load.
//  4. GET /api/bubble/get-bubble on a Bubble with 10,000 comments against
//     /api/health in the same run, on PGlite and on PostgreSQL, with the query plans of
//     the statements it runs.
//  5. The deck query with every filter on 100,000 generated Woblers spread across
//     Denmark, p50/p99 over many callers against two reference approaches, the whole
//     endpoint over HTTP, the menu search, and the EXPLAIN ANALYZE plans, on PGlite and on
//     PostgreSQL (BENCH_DECK_WOBLERS, BENCH_DECK_CALLERS).
//  6. Chat: send-to-receive latency with 1,000 connected clients at 100 messages per
//     second, and the highest persisted rate with p99 under 100 ms, on PostgreSQL and PGlite,
//     beside a bare `ws` relay in the same run (BENCH_CHAT_CLIENTS, BENCH_CHAT_SECONDS,
//     BENCH_CHAT_RATES); and the JavaScript the /chat route adds (section web).
// Run some sections only with `pnpm bench --only bubbles` (or BENCH_ONLY=bubbles); the
// sections are web (1), profile (2 and 3), bubbles (4), deck (5) and chat (6), comma-separated.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  captureStatements,
  explainAll,
  printPlans,
  seedBoard,
  sha256Hex,
} from './lib/bubble-board.mjs';
import { bareFigures, printChat, productFigures } from './lib/chat-bench.mjs';
import { deckFigures, printDeck } from './lib/deck-bench.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { rssMb, startServer } from './lib/processes.mjs';
import { CHROMIUM, ensureSystemPackages } from './system-deps.mjs';

const root = new URL('../..', import.meta.url).pathname;
const requireFrom = (pkgDir) => createRequire(join(root, pkgDir, 'package.json'));
const autocannon = requireFrom('apps/server')('autocannon');
const { chromium } = requireFrom('e2e')('playwright-core');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const boardComments = Number(process.env.BENCH_BOARD_COMMENTS ?? 10_000);

const deckWoblers = Number(process.env.BENCH_DECK_WOBLERS ?? 100_000);
const deckCallers = Number(process.env.BENCH_DECK_CALLERS ?? 300);

const chatClients = Number(process.env.BENCH_CHAT_CLIENTS ?? 1000);
const chatSeconds = Number(process.env.BENCH_CHAT_SECONDS ?? 5);
const chatRates = (process.env.BENCH_CHAT_RATES ?? '250,500,1000,2000,3000,4000,6000').split(',').map(Number);
// Which paths the chat section measures (bare, postgres, pglite; all by default).
const chatPaths = new Set((process.env.BENCH_CHAT_PATHS ?? 'bare,postgres,pglite').split(',').map((p) => p.trim()));

const SECTIONS = ['web', 'profile', 'bubbles', 'deck', 'chat'];
function selectedSections() {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const at = args.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  const value = at === -1 ? process.env.BENCH_ONLY : args[at].includes('=') ? args[at].split('=')[1] : args[at + 1];
  if (!value) return new Set(SECTIONS);
  const chosen = value.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = chosen.filter((name) => !SECTIONS.includes(name));
  if (unknown.length > 0) {
    console.error(`Unknown bench section ${unknown.join(', ')}; the sections are ${SECTIONS.join(', ')}.`);
    process.exit(2);
  }
  return new Set(chosen);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function build(withWeb) {
  const turbo = join(root, 'node_modules/.bin/turbo');
  const filters = withWeb ? ['--filter=@wob/server', '--filter=@wob/web'] : ['--filter=@wob/server'];
  const result = spawnSync(turbo, ['run', 'build', ...filters, '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function firstLoadJs(server) {
  const assets = join(root, 'apps/web/dist/assets');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const loaded = new Set();
  try {
    const page = await browser.newPage();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) loaded.add(url.pathname.split('/').pop());
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
  const rows = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((file) => {
      const content = readFileSync(join(assets, file));
      return { file, raw: statSync(join(assets, file)).size, gzip: gzipSync(content, { level: 9 }).length, first: loaded.has(file) };
    })
    .sort((a, b) => Number(b.first) - Number(a.first) || b.gzip - a.gzip);
  console.log('\n## JavaScript chunks (apps/web/dist/assets)');
  console.log('| chunk | raw KB | gzip KB | first load of / |');
  console.log('|---|---:|---:|:---:|');
  for (const row of rows) console.log(`| ${row.file} | ${kb(row.raw)} | ${kb(row.gzip)} | ${row.first ? 'yes' : ''} |`);
  const total = rows.filter((r) => r.first).reduce((sum, r) => sum + r.gzip, 0);
  console.log(`\nFirst load of / : ${kb(total)} KB gzip of JavaScript in ${rows.filter((r) => r.first).length} chunks (budget 125 KB)`);
  return total;
}

/**
 * The JavaScript the /chat route adds, gzip: a signed-in demo Wobler opens the
 * signed-in home, then goes to /chat inside the app (no reload); every .js chunk requested from
 * then on, before any picker is opened, is what /chat adds.
 */
async function chatRouteJs() {
  const assets = join(root, 'apps/web/dist/assets');
  const dataDir = mkdtempSync(join(tmpdir(), 'wob-bench-chat-js-'));
  const server = await startServer(root, { WOB_DATA_DIR: dataDir, WOB_SEED: '1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const response = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo1@woble.local', password: 'woble-demo' }),
    });
    const body = await response.json();
    if (!body.token) throw new Error(`demo login failed (${response.status})`);
    const context = await browser.newContext();
    await context.addInitScript(
      ([token, user]) => {
        if (!localStorage.getItem('token')) {
          localStorage.setItem('token', token);
          localStorage.setItem('user', JSON.stringify(user));
          localStorage.setItem('user-locale', 'da');
        }
      },
      [body.token, body.data.user],
    );
    const page = await context.newPage();
    const before = new Set();
    const after = new Set();
    let phase = before;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) phase.add(url.pathname.split('/').pop());
    });
    await page.goto(`${server.url}/choose-bubble`, { waitUntil: 'networkidle' });
    phase = after;
    await page.evaluate(() => {
      window.history.pushState({}, '', '/chat');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const added = [...after].filter((file) => !before.has(file));
    const rows = added.map((file) => ({ file, gzip: gzipSync(readFileSync(join(assets, file)), { level: 9 }).length }));
    rows.sort((a, b) => b.gzip - a.gzip);
    console.log('\n## JavaScript the /chat route adds (wob adapter, before a picker is opened)');
    console.log('| chunk | gzip KB |');
    console.log('|---|---:|');
    for (const row of rows) console.log(`| ${row.file} | ${kb(row.gzip)} |`);
    const total = rows.reduce((sum, row) => sum + row.gzip, 0);
    console.log(`\n/chat adds ${kb(total)} KB gzip of JavaScript in ${rows.length} chunks (budget 120 KB; CometChat's React UI Kit adds 571 KB, Stream Chat React 515 KB).`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function load(url, headers, duration = seconds, requests = undefined) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers, ...(requests ? { requests } : {}) }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

async function serverFigures(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wob-bench-'));
  const serverEnv = { WOB_DATA_DIR: dataDir, WOB_SEED: '1', WOB_BENCH: '1', NODE_ENV: 'development', ...env };
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
    if (!check.ok) throw new Error(`the bare route answered ${check.status}; is WOB_BENCH supported?`);
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
    };
    return row;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------
// 4. The Bubble board

const serverRequire = requireFrom('apps/server');

/** Rotates the members' tokens over the requests, as many members reading one board. */
function asMembers(members) {
  let next = 0;
  return [
    {
      setupRequest: (request) => {
        const member = members[next % members.length];
        next += 1;
        return { ...request, headers: { ...request.headers, authorization: `Bearer ${member.token}` } };
      },
    },
  ];
}

/**
 * A server with a Bubble of `boardComments` comments written through the API, then (after a
 * restart, as for the profile) get-bubble against /api/health. With `pg` (the throwaway
 * cluster), the statements of one get-bubble are captured from PostgreSQL's statement log
 * and explained there.
 */
async function bubbleBoardFigures(label, env, pg) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wob-bench-bubbles-'));
  const serverEnv = {
    WOB_DATA_DIR: dataDir,
    WOB_SEED: '1',
    NODE_ENV: 'development',
    WOB_JOBS_INTERVAL_MINUTES: '0',
    // Nine demo members log in once; the limits stay on.
    RATE_LIMIT_LOGIN_MAX: '1000',
    ...env,
  };
  let keepDataDir = false;
  try {
    const seeder = await startServer(root, serverEnv);
    let seeded;
    try {
      seeded = await seedBoard(seeder.url, {
        comments: boardComments,
        sharp: serverRequire('sharp'),
        onProgress: (message) => console.log(`  ${label}: ${message}`),
      });
    } finally {
      await seeder.stop();
    }
    console.log(
      `  ${label}: ${seeded.comments} comments, ${seeded.replies} replies, ${seeded.images} images through the API in ${seeded.seconds.toFixed(0)} s (${seeded.addresses} client addresses)`,
    );

    let admin = null;
    if (pg) {
      admin = new (serverRequire('pg').Client)({ connectionString: pg.url, application_name: 'wob-bench' });
      await admin.connect();
      // What autovacuum does within a minute of such a burst in a running installation.
      await admin.query('ANALYZE');
    }
    const server = await startServer(root, serverEnv);
    const viewer = seeded.members[1];
    const boardUrl = `${server.url}/api/bubble/get-bubble?id=${seeded.bubbleId}&page=1&limit=5`;
    const healthUrl = `${server.url}/api/health`;
    let page;
    let statements = null;
    let measured;
    try {
      const open = async () => {
        const response = await fetch(boardUrl, { headers: { authorization: `Bearer ${viewer.token}` } });
        if (!response.ok) throw new Error(`get-bubble answered ${response.status}`);
        return response.json();
      };
      // The first get-bubble of this process: it also computes the trending ranking.
      if (admin) ({ result: page, statements } = await captureStatements(admin, pg.logFile, open));
      else page = await open();
      const board = page.data.comments;
      if (board.totalDocs !== boardComments || board.docs.length !== 5) {
        throw new Error(`get-bubble shows ${board.docs.length} of ${board.totalDocs} comments`);
      }
      const requests = asMembers(seeded.members);
      await load(healthUrl, {}, 3);
      await load(boardUrl, {}, 3, requests);
      const health = await load(healthUrl, {});
      const product = await load(boardUrl, {}, seconds, requests);
      measured = { health, product };
    } finally {
      await server.stop();
    }
    const { health, product } = measured;
    const row = {
      label,
      seeded,
      page: page.data.comments,
      healthRps: health.requests.average,
      boardRps: product.requests.average,
      healthP99: health.latency.p99,
      boardP99: product.latency.p99,
      boardP50: product.latency.p50,
      errors: health.errors + health.non2xx + product.errors + product.non2xx,
      statements,
      plans: null,
      dataDir,
    };
    if (admin) {
      try {
        row.plans = await explainAll(async (sql, params) => (await admin.query(sql, params)).rows, statements);
        row.stats = (await admin.query(`select reltuples::bigint as reltuples, relpages from pg_class where relname = 'comments'`)).rows[0];
      } finally {
        await admin.end();
      }
    }
    keepDataDir = !pg;
    return row;
  } finally {
    if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * PGlite answers no statement log, so its plans are those of the statements PostgreSQL
 * logged for the same request, with PGlite's own ids (Bubble, viewer, session, page)
 * in place of PostgreSQL's. The server is stopped; the bench opens its database folder.
 */
async function pgliteBoardPlans(pgliteRow, pgRow) {
  const swap = new Map();
  const pair = (from, to) => swap.set(from, to);
  pair(pgRow.seeded.bubbleId, pgliteRow.seeded.bubbleId);
  pgRow.seeded.members.forEach((member, i) => {
    pair(member.userId, pgliteRow.seeded.members[i].userId);
    pair(sha256Hex(member.token), sha256Hex(pgliteRow.seeded.members[i].token));
  });
  pgRow.page.docs.forEach((doc, i) => {
    pair(doc._id, pgliteRow.page.docs[i]._id);
  });
  const statements = pgRow.statements.map((s) => ({ sql: s.sql, params: s.params.map((p) => (swap.has(p) ? swap.get(p) : p)) }));
  const { PGlite } = serverRequire('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir: join(pgliteRow.dataDir, 'db') });
  try {
    pgliteRow.plans = await explainAll(async (sql, params) => (await db.query(sql, params)).rows, statements);
    pgliteRow.stats = (await db.query(`select reltuples::bigint as reltuples, relpages from pg_class where relname = 'comments'`)).rows[0];
  } finally {
    await db.close();
  }
}

function printBoard(rows) {
  console.log(
    `\n## GET /api/bubble/get-bubble (first page: 5 comments with their first replies and reply counts) on a Bubble with ${boardComments.toLocaleString('en')} comments, vs /api/health (${connections} connections, ${seconds} s each, same server and run)`,
  );
  console.log('| database | health req/s | get-bubble req/s | throughput ratio | health p99 ms | get-bubble p50 ms | get-bubble p99 ms | p99 ratio | non-2xx/errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.healthRps.toFixed(0)} | ${r.boardRps.toFixed(0)} | ${(r.boardRps / r.healthRps).toFixed(3)} | ${r.healthP99} | ${r.boardP50} | ${r.boardP99} | ${(r.boardP99 / Math.max(r.healthP99, 1)).toFixed(1)} | ${r.errors} |`,
    );
  }
  console.log('Throughput ratio = get-bubble req/s ÷ health req/s; p99 ratio = get-bubble p99 ÷ health p99 (health p99 of 0 counted as 1 ms).');
  console.log(`Load average of the machine (shared with other work) when the table was printed: ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${availableParallelism()} cores.`);
  console.log('The board is read by 9 members in turn (each request records that member\'s visit, as the product does).');
  for (const r of rows) {
    const stats = r.stats ? ` (pg_class.reltuples of comments: ${r.stats.reltuples}${Number(r.stats.reltuples) < 0 ? ', never analysed' : ''})` : '';
    if (!r.plans) {
      console.log(`\n### ${r.label}: no plans (they need the statements PostgreSQL logs; PostgreSQL is not installed)`);
      continue;
    }
    const note =
      r.label === 'PGlite'
        ? `The statements PostgreSQL logged for the same request, with PGlite's ids; EXPLAIN ANALYZE on the server's PGlite folder after it stopped. PGlite runs no autovacuum, so there are no planner statistics unless something runs ANALYZE${stats}.`
        : `Captured with log_statement = 'all' during the first get-bubble of the measured server, then EXPLAIN ANALYZE with the logged parameters (in a rolled-back transaction). ANALYZE ran after seeding${stats}.`;
    printPlans(r.label, r.plans, note);
  }
}

async function main() {
  const sections = selectedSections();
  const system = ensureSystemPackages();
  build(sections.has('web'));
  if (sections.has('web')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'wob-bench-web-'));
    const web = await startServer(root, { WOB_DATA_DIR: dataDir, WOB_SEED: '0' });
    try {
      await firstLoadJs(web);
    } finally {
      await web.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    await chatRouteJs();
  }

  if (sections.has('profile')) {
    const rows = [await serverFigures('PGlite', {})];
    if (system.postgres) {
      const pg = await startPostgres();
      try {
        rows.push(await serverFigures('PostgreSQL', { DATABASE_URL: pg.url }));
      } finally {
        pg.stop();
      }
    }
    console.log(`\n## GET /api/get-user-profile vs a bare route with the same SQL (${connections} connections, ${seconds} s each)`);
    console.log('| database | product req/s | bare req/s | throughput ratio | product p99 ms | bare p99 ms | p99 ratio | non-2xx/errors |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) {
      console.log(`| ${r.label} | ${r.productRps.toFixed(0)} | ${r.bareRps.toFixed(0)} | ${(r.productRps / r.bareRps).toFixed(2)} | ${r.productP99} | ${r.bareP99} | ${(r.productP99 / Math.max(r.bareP99, 1)).toFixed(2)} | ${r.errors} |`);
    }
    console.log('\n## Server resident memory');
    console.log('| database | idle MB | peak under load MB | first start (creates the database) MB |');
    console.log('|---|---:|---:|---:|');
    for (const r of rows) console.log(`| ${r.label} | ${r.idle} | ${r.peak} | ${r.createdRss} |`);
  }

  if (sections.has('bubbles')) {
    console.log(`\nBubble board: writing ${boardComments.toLocaleString('en')} comments through the API on each database…`);
    const pgliteRow = await bubbleBoardFigures('PGlite', {}, null);
    const rows = [pgliteRow];
    try {
      if (system.postgres) {
        const pg = await startPostgres();
        try {
          rows.push(await bubbleBoardFigures('PostgreSQL', { DATABASE_URL: pg.url }, pg));
        } finally {
          pg.stop();
        }
        await pgliteBoardPlans(pgliteRow, rows[1]);
      }
    } finally {
      rmSync(pgliteRow.dataDir, { recursive: true, force: true });
    }
    printBoard(rows);
  }

  if (sections.has('deck')) {
    const run = (label, env, pg) =>
      deckFigures({
        label,
        root,
        env,
        pg,
        serverRequire,
        startServer,
        count: deckWoblers,
        callerCount: deckCallers,
        onProgress: (message) => console.log(`  ${label}: ${message}`),
      });
    console.log(`\nDeck: generating ${deckWoblers.toLocaleString('en')} Woblers on each database…`);
    const rows = [await run('PGlite', {}, null)];
    if (system.postgres && chatPaths.has('postgres')) {
      const pg = await startPostgres();
      try {
        rows.push(await run('PostgreSQL', { DATABASE_URL: pg.url }, pg));
      } finally {
        pg.stop();
      }
    }
    printDeck(rows, { count: deckWoblers, callerCount: deckCallers });
  }

  if (sections.has('chat')) {
    console.log(`\nChat: ${chatClients.toLocaleString('en')} clients, steps of ${chatSeconds} s at ${chatRates.join(', ')} msg/s…`);
    const bare = chatPaths.has('bare')
      ? await bareFigures({ serverRequire, clientCount: chatClients, seconds: chatSeconds, rates: chatRates })
      : null;
    const run = (label, env, pg) =>
      productFigures({ label, root, env, pg, serverRequire, startServer, clientCount: chatClients, seconds: chatSeconds, rates: chatRates });
    const rows = [];
    if (system.postgres && chatPaths.has('postgres')) {
      const pg = await startPostgres();
      try {
        rows.push(await run('PostgreSQL', { DATABASE_URL: pg.url }, pg));
      } finally {
        pg.stop();
      }
    }
    if (chatPaths.has('pglite')) rows.push(await run('PGlite', {}, null));
    printChat({ clientCount: chatClients, seconds: chatSeconds, bare, rows });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
