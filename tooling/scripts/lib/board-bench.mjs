// The bubbles section of `pnpm bench`: GET /api/bubble/get-bubble on a Bubble with
// BENCH_BOARD_COMMENTS (10,000) comments against /api/health in the same run, with the query
// plans of the statements it runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connections, load, root, seconds, serverRequire } from './bench-settings.mjs';
import {
  captureStatements,
  explainAll,
  printPlans,
  seedBoard,
  sha256Hex,
} from './bubble-board.mjs';
import { startServer } from './processes.mjs';

export const boardComments = Number(process.env.BENCH_BOARD_COMMENTS ?? 10_000);

/** Rotates the members' tokens over the requests, as many members reading one board. */
function asMembers(members) {
  let next = 0;
  return [
    {
      setupRequest: (request) => {
        const member = members[next % members.length];
        next += 1;
        return {
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${member.token}` },
        };
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
export async function bubbleBoardFigures(label, env, pg) {
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
      admin = new (serverRequire('pg').Client)({
        connectionString: pg.url,
        application_name: 'wob-bench',
      });
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
        const response = await fetch(boardUrl, {
          headers: { authorization: `Bearer ${viewer.token}` },
        });
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
        row.plans = await explainAll(
          async (sql, params) => (await admin.query(sql, params)).rows,
          statements,
        );
        row.stats = (
          await admin.query(
            `select reltuples::bigint as reltuples, relpages from pg_class where relname = 'comments'`,
          )
        ).rows[0];
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
export async function pgliteBoardPlans(pgliteRow, pgRow) {
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
  const statements = pgRow.statements.map((s) => ({
    sql: s.sql,
    params: s.params.map((p) => (swap.has(p) ? swap.get(p) : p)),
  }));
  const { PGlite } = serverRequire('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir: join(pgliteRow.dataDir, 'db') });
  try {
    pgliteRow.plans = await explainAll(
      async (sql, params) => (await db.query(sql, params)).rows,
      statements,
    );
    pgliteRow.stats = (
      await db.query(
        `select reltuples::bigint as reltuples, relpages from pg_class where relname = 'comments'`,
      )
    ).rows[0];
  } finally {
    await db.close();
  }
}

export function printBoard(rows) {
  console.log(
    `\n## GET /api/bubble/get-bubble (first page: 5 comments with their first replies and reply counts) on a Bubble with ${boardComments.toLocaleString('en')} comments, vs /api/health (${connections} connections, ${seconds} s each, same server and run)`,
  );
  console.log(
    '| database | health req/s | get-bubble req/s | throughput ratio | health p99 ms | get-bubble p50 ms | get-bubble p99 ms | p99 ratio | non-2xx/errors |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.label} | ${r.healthRps.toFixed(0)} | ${r.boardRps.toFixed(0)} | ${(r.boardRps / r.healthRps).toFixed(3)} | ${r.healthP99} | ${r.boardP50} | ${r.boardP99} | ${(r.boardP99 / Math.max(r.healthP99, 1)).toFixed(1)} | ${r.errors} |`,
    );
  }
  console.log(
    'Throughput ratio = get-bubble req/s ÷ health req/s; p99 ratio = get-bubble p99 ÷ health p99 (health p99 of 0 counted as 1 ms).',
  );
  console.log(
    `Load average of the machine (shared with other work) when the table was printed: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores.`,
  );
  console.log(
    "The board is read by 9 members in turn (each request records that member's visit, as the product does).",
  );
  for (const r of rows) {
    const stats = r.stats
      ? ` (pg_class.reltuples of comments: ${r.stats.reltuples}${Number(r.stats.reltuples) < 0 ? ', never analysed' : ''})`
      : '';
    if (!r.plans) {
      console.log(
        `\n### ${r.label}: no plans (they need the statements PostgreSQL logs; PostgreSQL is not installed)`,
      );
      continue;
    }
    const note =
      r.label === 'PGlite'
        ? `The statements PostgreSQL logged for the same request, with PGlite's ids; EXPLAIN ANALYZE on the server's PGlite folder after it stopped. PGlite runs no autovacuum, so there are no planner statistics unless something runs ANALYZE${stats}.`
        : `Captured with log_statement = 'all' during the first get-bubble of the measured server, then EXPLAIN ANALYZE with the logged parameters (in a rolled-back transaction). ANALYZE ran after seeding${stats}.`;
    printPlans(r.label, r.plans, note);
  }
}
