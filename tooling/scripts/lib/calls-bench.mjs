// The calls section of `pnpm bench`: how long a video call takes to set up on loopback, from
// pressing the call button to both sides receiving the other's video, p50/p95 over
// BENCH_CALLS_RUNS calls (20) in headless Chromium with fake devices, directly and forced
// through a TURN relay (coturn started here, CALLS_ICE_TRANSPORT_POLICY=relay), beside bare
// WebRTC in the same browser (two peer connections signalled by the bench itself, no server);
// and the JavaScript chunks the first call loads (the call screen is a chunk of its own).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBenchBrowser } from './bench-browser.mjs';
import { kb, root } from './bench-settings.mjs';
import { percentile } from './deck-population.mjs';
import { startServer } from './processes.mjs';
import { startTurnServer } from './turn.mjs';

// Two demo Woblers with a conversation (apps/server/src/seed/demo-chat.ts).
const CALLER = { email: 'demo1@woble.local', name: 'Mette Hansen' };
const CALLEE = { email: 'demo7@woble.local', name: 'William Pedersen' };
const DEMO_PASSWORD = 'woble-demo';
const STEP_TIMEOUT_MS = 20_000;

async function logIn(baseUrl, email) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  const body = await response.json();
  if (!body.token) throw new Error(`demo login of ${email} failed (${response.status})`);
  return body;
}

/** A page of `email`'s, signed in (token in localStorage as the app keeps it), in English. */
async function signedInPage(browser, baseUrl, email) {
  const session = await logIn(baseUrl, email);
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB' });
  await context.addInitScript(
    ([token, user]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
        localStorage.setItem('user-locale', 'en');
      }
    },
    [session.token, session.data.user],
  );
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  // What the page received of calls, for the message of a call that does not connect.
  const heard = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      if (!text.includes('"call.')) return;
      const { event } = JSON.parse(text);
      heard.push(
        event.type === 'call.signal'
          ? `signal ${event.signal.kind} ${event.signal.description?.type ?? ''}`
          : `updated ${event.call.status}`,
      );
    }),
  );
  page.on('console', (message) => {
    if (message.text().includes('[calls]')) heard.push(message.text());
  });
  return { page, token: session.token, context, heard };
}

/** Resolves once a remote participant's video plays on `page` (frames decoded). */
function remoteVideoPlays(page) {
  return page.waitForFunction(
    () =>
      [...document.querySelectorAll('.wob-call-tile:not([data-own]) video')].some(
        (video) => video.videoWidth > 0,
      ),
    null,
    { polling: 10, timeout: STEP_TIMEOUT_MS },
  );
}

function noCallScreen(page) {
  return page.waitForFunction(() => !document.querySelector('.wob-call-tile'), null, {
    polling: 50,
    timeout: STEP_TIMEOUT_MS,
  });
}

/**
 * The product: `runs` video calls from demo1 to demo7 on `baseUrl`. Each: press the header's
 * video call button, the callee presses Accept as soon as it shows, until both sides' remote
 * video plays; then hang up and wait until both screens are gone.
 */
async function productCalls(browser, baseUrl, runs) {
  const caller = await signedInPage(browser, baseUrl, CALLER.email);
  const callee = await signedInPage(browser, baseUrl, CALLEE.email);
  const chunks = new Set();
  let watching = false;
  caller.page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    if (watching && file.endsWith('.js')) chunks.add(file.split('/').pop());
  });
  try {
    await callee.page.goto('/chat', { waitUntil: 'networkidle' });
    await caller.page.goto('/chat', { waitUntil: 'networkidle' });
    await caller.page.getByText(CALLEE.name, { exact: true }).first().click();
    const callButton = caller.page.getByRole('button', { name: `Video call with ${CALLEE.name}` });
    await callButton.waitFor();
    const setup = [];
    const afterAccept = [];
    for (let run = 0; run < runs; run += 1) {
      await callButton.isEnabled();
      watching = run === 0;
      const start = performance.now();
      await callButton.click();
      await callee.page.getByRole('button', { name: 'Accept' }).click();
      const accepted = performance.now();
      await Promise.all([remoteVideoPlays(caller.page), remoteVideoPlays(callee.page)]).catch(
        async (error) => {
          const shot = join(tmpdir(), `wob-bench-call-${run}`);
          await caller.page.screenshot({ path: `${shot}-caller.png` });
          await callee.page.screenshot({ path: `${shot}-callee.png` });
          const tail = (who) => who.heard.slice(-12).join(', ');
          throw new Error(
            `call ${run + 1} did not connect (screens: ${shot}-*.png)\n caller heard: ${tail(caller)}\n callee heard: ${tail(callee)}`,
            {
              cause: error,
            },
          );
        },
      );
      const done = performance.now();
      watching = false;
      setup.push(done - start);
      afterAccept.push(done - accepted);
      await caller.page.getByRole('button', { name: 'Hang up' }).click();
      await Promise.all([noCallScreen(caller.page), noCallScreen(callee.page)]);
      // The ended call's outcome panel, if any, closes before the next call.
      await caller.page.waitForFunction(
        (name) =>
          [...document.querySelectorAll('button')].some(
            (button) => button.getAttribute('aria-label') === name && !button.disabled,
          ),
        `Video call with ${CALLEE.name}`,
        { polling: 50, timeout: STEP_TIMEOUT_MS },
      );
    }
    return { setup, afterAccept, chunks: [...chunks] };
  } finally {
    await caller.context.close();
    await callee.context.close();
  }
}

/** The ICE servers and transport policy the server hands `token`'s calls. */
async function iceConfig(baseUrl, token) {
  const response = await fetch(`${baseUrl}/chat-api/calls/ice-servers`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`ice-servers answered ${response.status}`);
  return {
    iceServers: body.data.iceServers,
    iceTransportPolicy: body.data.iceTransportPolicy ?? 'all',
  };
}

// One side of a bare call, put into a page: getUserMedia, a peer connection, the remote video.
function bareSide(rtc) {
  const state = { pc: new RTCPeerConnection(rtc), video: document.createElement('video') };
  state.video.muted = true;
  document.body.append(state.video);
  state.pc.onicecandidate = (event) => {
    if (event.candidate) void window.benchSignal(JSON.stringify({ candidate: event.candidate }));
  };
  state.pc.ontrack = (event) => {
    state.video.srcObject = event.streams[0];
    void state.video.play();
  };
  const media = () =>
    navigator.mediaDevices.getUserMedia({ video: true, audio: true }).then((stream) => {
      for (const track of stream.getTracks()) state.pc.addTrack(track, stream);
      state.stream = stream;
    });
  // Messages are handled one after another: a candidate waits for the description before it.
  let chain = Promise.resolve();
  const handle = async (json) => {
    const message = JSON.parse(json);
    if (message.candidate) return state.pc.addIceCandidate(message.candidate);
    await state.pc.setRemoteDescription(message.description);
    if (message.description.type !== 'offer') return;
    await media();
    await state.pc.setLocalDescription();
    await window.benchSignal(JSON.stringify({ description: state.pc.localDescription }));
  };
  window.bareCall = {
    async offer() {
      await media();
      await state.pc.setLocalDescription();
      await window.benchSignal(JSON.stringify({ description: state.pc.localDescription }));
    },
    receive(json) {
      chain = chain.then(() => handle(json));
      return chain;
    },
    playing: () => state.video.videoWidth > 0,
    close() {
      for (const track of state.stream?.getTracks() ?? []) track.stop();
      state.pc.close();
      state.video.remove();
    },
  };
}

/**
 * Bare WebRTC: two pages on the same server's origin, signalled by the bench (offer, answer
 * and candidates straight from page to page); from the offer's getUserMedia to both remote
 * videos playing.
 */
async function bareCalls(browser, baseUrl, rtc, runs) {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [a, b] = await Promise.all(contexts.map((context) => context.newPage()));
  try {
    await a.exposeFunction('benchSignal', (json) =>
      b.evaluate((j) => window.bareCall.receive(j), json),
    );
    await b.exposeFunction('benchSignal', (json) =>
      a.evaluate((j) => window.bareCall.receive(j), json),
    );
    await Promise.all([a.goto(`${baseUrl}/`), b.goto(`${baseUrl}/`)]);
    const setup = [];
    for (let run = 0; run < runs; run += 1) {
      await Promise.all([a.evaluate(bareSide, rtc), b.evaluate(bareSide, rtc)]);
      const start = performance.now();
      await a.evaluate(() => window.bareCall.offer());
      const playing = (page) =>
        page.waitForFunction(() => window.bareCall.playing(), null, {
          polling: 10,
          timeout: STEP_TIMEOUT_MS,
        });
      await Promise.all([playing(a), playing(b)]);
      setup.push(performance.now() - start);
      await Promise.all([
        a.evaluate(() => window.bareCall.close()),
        b.evaluate(() => window.bareCall.close()),
      ]);
    }
    return setup;
  } finally {
    for (const context of contexts) await context.close();
  }
}

function figures(values) {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max: Math.max(...values),
  };
}

/** Both paths (direct, through TURN), each on a server of its own with the demo Woblers. */
export async function callsFigures({ runs }) {
  const turn = await startTurnServer();
  const browser = await launchBenchBrowser({ calls: true });
  const rows = [];
  let chunks = [];
  try {
    const paths = [
      { label: 'direct', env: {} },
      {
        label: 'through TURN',
        env: {
          CALLS_TURN_URLS: turn.url,
          CALLS_TURN_SECRET: turn.secret,
          CALLS_ICE_TRANSPORT_POLICY: 'relay',
        },
      },
    ];
    for (const path of paths) {
      console.log(`\nCalls ${path.label}: ${runs} bare and ${runs} product video calls…`);
      const dataDir = mkdtempSync(join(tmpdir(), 'wob-bench-calls-'));
      const server = await startServer(root, {
        WOB_DATA_DIR: dataDir,
        WOB_SEED: '1',
        NODE_ENV: 'development',
        WOB_JOBS_INTERVAL_MINUTES: '0',
        RATE_LIMIT_LOGIN_MAX: '1000',
        ...path.env,
      });
      try {
        const { token } = await logIn(server.url, CALLER.email);
        const rtc = await iceConfig(server.url, token);
        const bare = await bareCalls(browser, server.url, rtc, runs);
        const product = await productCalls(browser, server.url, runs);
        if (chunks.length === 0) chunks = product.chunks;
        rows.push({
          label: path.label,
          bare: figures(bare),
          product: figures(product.setup),
          afterAccept: figures(product.afterAccept),
        });
      } finally {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
    await turn.stop();
  }
  const assets = join(root, 'apps/web/dist/assets');
  const chunkRows = chunks.map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join(assets, file)), { level: 9 }).length,
  }));
  return { runs, rows, chunks: chunkRows };
}

export function printCalls({ runs, rows, chunks }) {
  const ms = (n) => (Number.isFinite(n) ? n.toFixed(0) : '–');
  console.log(
    `\n## Calls: video call setup on loopback (${runs} calls per path, headless Chromium, fake devices)`,
  );
  console.log(
    'Product: pressing the chat header’s video call button → the callee’s Accept pressed as soon as it shows → both sides’ remote video playing (videoWidth > 0); “after Accept” is the part from the Accept press. Bare: two RTCPeerConnections in two pages signalled by the bench itself (no server, no ringing), from the caller’s getUserMedia to both remote videos playing.',
  );
  console.log(
    '| path | p50 ms | p95 ms | max ms | after Accept p50 / p95 ms | p50 ratio to bare |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| bare WebRTC, ${row.label} | ${ms(row.bare.p50)} | ${ms(row.bare.p95)} | ${ms(row.bare.max)} | – | – |`,
    );
    console.log(
      `| the product, ${row.label} | ${ms(row.product.p50)} | ${ms(row.product.p95)} | ${ms(row.product.max)} | ${ms(row.afterAccept.p50)} / ${ms(row.afterAccept.p95)} | ${(row.product.p50 / Math.max(row.bare.p50, 1)).toFixed(1)} |`,
    );
  }
  console.log('\n### JavaScript the first call loads (after the call button is pressed)');
  console.log('| chunk | gzip KB |');
  console.log('|---|---:|');
  for (const row of chunks) console.log(`| ${row.file} | ${kb(row.gzip)} |`);
  const total = chunks.reduce((sum, row) => sum + row.gzip, 0);
  console.log(
    `\nThe call screen loads ${kb(total)} KB gzip in ${chunks.length} chunks of its own, not part of what /chat adds.`,
  );
}
