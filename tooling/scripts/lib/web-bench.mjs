// The web section of `pnpm bench`: the JavaScript of the first load of `/` in Chromium (gzip),
// with the per-chunk table, and the JavaScript the /chat route adds. Needs the built web app.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBenchBrowser } from './bench-browser.mjs';
import { kb, root } from './bench-settings.mjs';
import { startServer } from './processes.mjs';

async function firstLoadJs(server) {
  const assets = join(root, 'apps/web/dist/assets');
  const browser = await launchBenchBrowser();
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
      return {
        file,
        raw: statSync(join(assets, file)).size,
        gzip: gzipSync(content, { level: 9 }).length,
        first: loaded.has(file),
      };
    })
    .sort((a, b) => Number(b.first) - Number(a.first) || b.gzip - a.gzip);
  console.log('\n## JavaScript chunks (apps/web/dist/assets)');
  console.log('| chunk | raw KB | gzip KB | first load of / |');
  console.log('|---|---:|---:|:---:|');
  for (const row of rows)
    console.log(`| ${row.file} | ${kb(row.raw)} | ${kb(row.gzip)} | ${row.first ? 'yes' : ''} |`);
  const total = rows.filter((r) => r.first).reduce((sum, r) => sum + r.gzip, 0);
  console.log(
    `\nFirst load of / : ${kb(total)} KB gzip of JavaScript in ${rows.filter((r) => r.first).length} chunks (budget 125 KB)`,
  );
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
  const browser = await launchBenchBrowser();
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
    const rows = added.map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(assets, file)), { level: 9 }).length,
    }));
    rows.sort((a, b) => b.gzip - a.gzip);
    console.log('\n## JavaScript the /chat route adds (wob adapter, before a picker is opened)');
    console.log('| chunk | gzip KB |');
    console.log('|---|---:|');
    for (const row of rows) console.log(`| ${row.file} | ${kb(row.gzip)} |`);
    const total = rows.reduce((sum, row) => sum + row.gzip, 0);
    console.log(
      `\n/chat adds ${kb(total)} KB gzip of JavaScript in ${rows.length} chunks (budget 120 KB; CometChat's React UI Kit adds 571 KB, Stream Chat React 515 KB).`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both figures, each on a server of its own. */
export async function webFigures() {
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
