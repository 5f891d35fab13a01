#!/usr/bin/env node
// `pnpm bench`: the speed and size figures of the foundation issue, printed, never asserted.
//  1. JavaScript of the first load of `/` in Chromium (gzip), with the per-chunk table.
//  2. GET /api/get-user-profile throughput and p99 against a bare route that runs the same
//     SQL statements, on PGlite and on PostgreSQL, as ratios.
//  3. Server resident memory idle and under that load; forgot-password's answer time for a
//     known address against an unknown one (their ratio).
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
//  6b. Group chat (section group): one message to a 500-member group with every member
//     connected, send to the last receiver's frame, p50/p99 on PostgreSQL and PGlite, beside a
//     bare `ws` relay broadcasting the same fan-out (BENCH_GROUP_MEMBERS, BENCH_GROUP_MESSAGES).
//  7. Start: `pnpm start` on a fresh clone of HEAD, from the end of `pnpm install` to the first
//     200 of /api/health, and a second start on the same clone, against the 45 s and 15 s
//     targets (BENCH_START_RUNS fresh clones, 1 by default; BENCH_START_REF another commit;
//     BENCH_START_KEEP=1 keeps the clones).
//  6c. Message search (section search): a one-word and a two-word search for one person over
//     1,000,000 generated Danish and English messages, p50/p99 through the endpoint, beside a
//     plain ILIKE scan of the same data, on PostgreSQL and PGlite (BENCH_SEARCH_MESSAGES,
//     BENCH_SEARCH_PGLITE_MESSAGES, BENCH_SEARCH_RUNS).
//  6d. Calls (section calls): video call setup on loopback, from pressing the call button to
//     both sides receiving video, p50/p95 over BENCH_CALLS_RUNS calls (20) in headless
//     Chromium with fake devices, direct and forced through a coturn relay started for it,
//     beside bare WebRTC signalled by the bench; and the chunks the first call loads.
// Run some sections only with `pnpm bench --only bubbles` (or BENCH_ONLY=bubbles); the
// sections are start (7), web (1), profile (2 and 3), bubbles (4), deck (5), chat (6),
// group (6b), search (6c) and calls (6d), comma-separated. Each section's code is in lib/<section>-bench.mjs.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, serverRequire } from './lib/bench-settings.mjs';
import {
  boardComments,
  bubbleBoardFigures,
  pgliteBoardPlans,
  printBoard,
} from './lib/board-bench.mjs';
import { callsFigures, printCalls } from './lib/calls-bench.mjs';
import { bareFigures, printChat, productFigures } from './lib/chat-bench.mjs';
import { deckFigures, printDeck } from './lib/deck-bench.mjs';
import { bareGroupFigures, printGroup, productGroupFigures } from './lib/group-bench.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { printSearch, searchFigures } from './lib/search-bench.mjs';
import { startServer } from './lib/processes.mjs';
import { printProfile, serverFigures } from './lib/profile-bench.mjs';
import { printStart, startFigures } from './lib/start-bench.mjs';
import { webFigures } from './lib/web-bench.mjs';
import { ensureSystemPackages } from './system-deps.mjs';

const deckWoblers = Number(process.env.BENCH_DECK_WOBLERS ?? 100_000);
const deckCallers = Number(process.env.BENCH_DECK_CALLERS ?? 300);

const chatClients = Number(process.env.BENCH_CHAT_CLIENTS ?? 1000);
const chatSeconds = Number(process.env.BENCH_CHAT_SECONDS ?? 5);
const chatRates = (process.env.BENCH_CHAT_RATES ?? '250,500,1000,2000,3000,4000,6000')
  .split(',')
  .map(Number);
// Which paths the chat section measures (bare, postgres, pglite; all by default).
const chatPaths = new Set(
  (process.env.BENCH_CHAT_PATHS ?? 'bare,postgres,pglite').split(',').map((p) => p.trim()),
);

const groupMembers = Number(process.env.BENCH_GROUP_MEMBERS ?? 500);
const groupMessages = Number(process.env.BENCH_GROUP_MESSAGES ?? 200);

const startRuns = Number(process.env.BENCH_START_RUNS ?? 1);
const startRef = process.env.BENCH_START_REF ?? 'HEAD';
// BENCH_START_KEEP=1 keeps each clone (its logs, its built apps) and prints where.
const startKeep = process.env.BENCH_START_KEEP === '1';

const searchMessages = Number(process.env.BENCH_SEARCH_MESSAGES ?? 1_000_000);
// PGlite's own count, when the full one would take too long on a machine (the same by default).
const searchPgliteMessages = Number(process.env.BENCH_SEARCH_PGLITE_MESSAGES ?? searchMessages);

const callsRuns = Number(process.env.BENCH_CALLS_RUNS ?? 20);

const SECTIONS = ['start', 'web', 'profile', 'bubbles', 'deck', 'chat', 'group', 'search', 'calls'];
function selectedSections() {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const at = args.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  const value =
    at === -1
      ? process.env.BENCH_ONLY
      : args[at].includes('=')
        ? args[at].split('=')[1]
        : args[at + 1];
  if (!value) return new Set(SECTIONS);
  const chosen = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = chosen.filter((name) => !SECTIONS.includes(name));
  if (unknown.length > 0) {
    console.error(
      `Unknown bench section ${unknown.join(', ')}; the sections are ${SECTIONS.join(', ')}.`,
    );
    process.exit(2);
  }
  return new Set(chosen);
}

/**
 * `run(label, env, pg)` on each database of `order` that `paths` names ('pglite', 'postgres'),
 * PostgreSQL on a fresh cluster of its own (skipped when not installed); answers the rows.
 */
async function onDatabases(
  system,
  run,
  { order = ['postgres', 'pglite'], paths = new Set(order) } = {},
) {
  const rows = [];
  for (const database of order) {
    if (!paths.has(database)) continue;
    if (database === 'pglite') {
      rows.push(await run('PGlite', {}, null));
    } else if (system.postgres) {
      const pg = await startPostgres();
      try {
        rows.push(await run('PostgreSQL', { DATABASE_URL: pg.url }, pg));
      } finally {
        pg.stop();
      }
    }
  }
  return rows;
}

function build(withWeb) {
  const turbo = join(root, 'node_modules/.bin/turbo');
  const filters = withWeb
    ? ['--filter=@wob/server', '--filter=@wob/web']
    : ['--filter=@wob/server'];
  const result = spawnSync(turbo, ['run', 'build', ...filters, '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main() {
  const sections = selectedSections();
  // The start section measures its own fresh clone; it needs nothing built here, and runs
  // first, before the other sections' servers have warmed or loaded the machine.
  if (sections.has('start')) {
    const rows = [];
    for (let run = 1; run <= startRuns; run += 1) {
      console.log(`\nStart (${run} of ${startRuns}): a fresh clone of ${startRef}…`);
      rows.push(
        await startFigures({
          root,
          ref: startRef,
          keep: startKeep,
          onProgress: (message) => console.log(`  ${message}`),
        }),
      );
    }
    printStart(rows);
  }
  if ([...sections].every((section) => section === 'start')) return;
  const system = ensureSystemPackages();
  build(sections.has('web') || sections.has('calls'));
  if (sections.has('web')) await webFigures();

  if (sections.has('profile')) {
    printProfile(await onDatabases(system, serverFigures, { order: ['pglite', 'postgres'] }));
  }

  if (sections.has('bubbles')) {
    console.log(
      `\nBubble board: writing ${boardComments.toLocaleString('en')} comments through the API on each database…`,
    );
    // PGlite's data folder is kept for its plans, read once PostgreSQL's statements are known.
    let pgliteRow = null;
    const run = async (label, env, pg) => {
      const row = await bubbleBoardFigures(label, env, pg);
      if (!pg) pgliteRow = row;
      return row;
    };
    try {
      const rows = await onDatabases(system, run, { order: ['pglite', 'postgres'] });
      if (rows[1]) await pgliteBoardPlans(rows[0], rows[1]);
      printBoard(rows);
    } finally {
      if (pgliteRow) rmSync(pgliteRow.dataDir, { recursive: true, force: true });
    }
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
    const paths = new Set(['pglite', ...(chatPaths.has('postgres') ? ['postgres'] : [])]);
    const rows = await onDatabases(system, run, { order: ['pglite', 'postgres'], paths });
    printDeck(rows, { count: deckWoblers, callerCount: deckCallers });
  }

  if (sections.has('chat')) {
    console.log(
      `\nChat: ${chatClients.toLocaleString('en')} clients, steps of ${chatSeconds} s at ${chatRates.join(', ')} msg/s…`,
    );
    const bare = chatPaths.has('bare')
      ? await bareFigures({
          serverRequire,
          clientCount: chatClients,
          seconds: chatSeconds,
          rates: chatRates,
        })
      : null;
    const run = (label, env, pg) =>
      productFigures({
        label,
        root,
        env,
        pg,
        serverRequire,
        startServer,
        clientCount: chatClients,
        seconds: chatSeconds,
        rates: chatRates,
      });
    const rows = await onDatabases(system, run, { paths: chatPaths });
    printChat({ clientCount: chatClients, seconds: chatSeconds, bare, rows });
  }

  if (sections.has('group')) {
    console.log(`\nGroup chat: ${groupMembers} members, ${groupMessages} messages one at a time…`);
    const bare = chatPaths.has('bare')
      ? await bareGroupFigures({
          serverRequire,
          memberCount: groupMembers,
          messages: groupMessages,
        })
      : null;
    const run = (label, env, pg) =>
      productGroupFigures({
        label,
        root,
        env,
        pg,
        serverRequire,
        startServer,
        memberCount: groupMembers,
        messages: groupMessages,
      });
    const rows = await onDatabases(system, run, { paths: chatPaths });
    printGroup({ memberCount: groupMembers, bare, rows });
  }

  if (sections.has('search')) {
    console.log(
      `\nMessage search: generating ${searchMessages.toLocaleString('en')} messages on each database…`,
    );
    const run = (label, env, pg) =>
      searchFigures({
        label,
        root,
        env,
        pg,
        serverRequire,
        startServer,
        count: pg ? searchMessages : searchPgliteMessages,
        onProgress: (message) => console.log(`  ${label}: ${message}`),
      });
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
    printSearch(rows);
  }

  if (sections.has('calls')) {
    if (!system.chromium || !system.turnserver) {
      console.log('\nCalls: skipped (needs Chromium and coturn; see system-deps.mjs).');
    } else {
      printCalls(await callsFigures({ runs: callsRuns }));
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
