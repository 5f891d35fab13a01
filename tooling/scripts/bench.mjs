#!/usr/bin/env node
// `pnpm bench`: the speed and size figures of the foundation issue, printed, never asserted.
//  1. JavaScript of the first load of `/` in Chromium (gzip), with the per-chunk table.
//  2. GET /api/get-user-profile throughput and p99 against a bare route that runs the same
//     SQL statements, on PGlite and on PostgreSQL, as ratios.
//  3. Server resident memory idle and under that load.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startPostgres } from './lib/postgres.mjs';
import { rssMb, startServer } from './lib/processes.mjs';
import { CHROMIUM, ensureSystemPackages } from './system-deps.mjs';

const root = new URL('../..', import.meta.url).pathname;
const requireFrom = (pkgDir) => createRequire(join(root, pkgDir, 'package.json'));
const autocannon = requireFrom('apps/server')('autocannon');
const { chromium } = requireFrom('e2e')('playwright-core');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const kb = (bytes) => (bytes / 1024).toFixed(1);

function build() {
  const turbo = join(root, 'node_modules/.bin/turbo');
  const result = spawnSync(turbo, ['run', 'build', '--filter=@wob/server', '--filter=@wob/web', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
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

function load(url, headers, duration = seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => {
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

async function main() {
  const system = ensureSystemPackages();
  build();
  const dataDir = mkdtempSync(join(tmpdir(), 'wob-bench-web-'));
  const web = await startServer(root, { WOB_DATA_DIR: dataDir, WOB_SEED: '0' });
  try {
    await firstLoadJs(web);
  } finally {
    await web.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
