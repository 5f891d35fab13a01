// The benchmark's search section: message search over generated Danish and English messages
// (BENCH_SEARCH_MESSAGES, 1,000,000 by default) for one person, p50/p99 of a one-word and a
// two-word search through GET /chat-api/messages/search (the product: full-text search in
// both languages and trigrams, only what the person may read, snippets), beside a plain ILIKE
// scan of the same person's messages run directly on the same data in the same run.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile } from './deck-population.mjs';

const PEOPLE = 400;
const PARTNERS = 10;
const GROUPS = 40;
const GROUP_SIZE = 20;
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 40);

const DANISH = [
  'cykel',
  'stranden',
  'kaffe',
  'hunden',
  'lørdag',
  'haven',
  'bogen',
  'kagen',
  'vejret',
  'toget',
  'middag',
  'skolen',
  'koncert',
  'sommer',
  'vinter',
  'regner',
  'solen',
  'ferien',
  'arbejde',
  'huset',
  'børnene',
  'familien',
  'fodbold',
  'musik',
  'film',
  'restaurant',
  'byen',
  'skoven',
  'søen',
  'bilen',
];
const ENGLISH = [
  'bicycle',
  'beach',
  'coffee',
  'dog',
  'saturday',
  'garden',
  'book',
  'cake',
  'weather',
  'train',
  'dinner',
  'school',
  'concert',
  'summer',
  'winter',
  'raining',
  'sunny',
  'holiday',
  'working',
  'house',
  'children',
  'family',
  'football',
  'music',
  'movie',
  'restaurant',
  'city',
  'forest',
  'lake',
  'car',
];
const FILLER_DA = [
  'og',
  'vi',
  'skal',
  'måske',
  'i',
  'morgen',
  'det',
  'er',
  'godt',
  'hej',
  'på',
  'med',
];
const FILLER_EN = [
  'and',
  'we',
  'should',
  'maybe',
  'tomorrow',
  'it',
  'is',
  'good',
  'hello',
  'on',
  'with',
  'the',
];

const sqlArray = (words) => `array[${words.map((w) => `'${w}'`).join(',')}]::text[]`;

async function openDirect(serverRequire, dataDir, pg) {
  if (pg) {
    const client = new (serverRequire('pg').Client)({
      connectionString: pg.url,
      application_name: 'wob-bench',
    });
    await client.connect();
    return {
      query: async (sql, params = []) => (await client.query(sql, params)).rows,
      close: () => client.end(),
    };
  }
  const { PGlite } = serverRequire('@electric-sql/pglite');
  const extensions = {
    cube: serverRequire('@electric-sql/pglite/contrib/cube').cube,
    earthdistance: serverRequire('@electric-sql/pglite/contrib/earthdistance').earthdistance,
    pg_trgm: serverRequire('@electric-sql/pglite/contrib/pg_trgm').pg_trgm,
  };
  const db = await PGlite.create({ dataDir: join(dataDir, 'db'), extensions });
  return {
    query: async (sql, params = []) => (await db.query(sql, params)).rows,
    close: () => db.close(),
  };
}

/** People, one-to-one conversations and groups, then `count` messages, all in SQL. */
async function generate(query, count) {
  const at = new Date().toISOString();
  await query(
    `insert into users (id, email, password_hash, name, search_key, gender, country, city, birth_date, language,
       show_location, show_gender, show_images_to_all, allow_messages, age_range_enabled, age_range_from, age_range_to,
       latitude, longitude, location_source, earth_point, bubble_ids, created_at, updated_at, last_active_at)
     select 'benchs' || g, 'bench-search-' || g || '@example.com', 'x', 'Person ' || g, 'person ' || g,
       case when g % 2 = 0 then 'female' else 'male' end, 'DK', 'København', '1990-01-01',
       case when g % 2 = 0 then 'da' else 'en' end, true, true, true, true, false, 18, 99,
       55.68, 12.57, 'city', ll_to_earth(55.68, 12.57), '{}', $1, $1, $1
     from generate_series(1, ${PEOPLE}) g`,
    [at],
  );
  // One-to-one: each person with the next PARTNERS people (ids 'benchc<a>_<b>' with a < b).
  await query(
    `insert into chat_conversations (id, type, user_a, user_b, created_at)
     select 'benchc' || a || '_' || b, 'user', least('benchs' || a, 'benchs' || b), greatest('benchs' || a, 'benchs' || b), $1
     from generate_series(1, ${PEOPLE}) a, generate_series(1, ${PARTNERS}) k,
       lateral (select ((a - 1 + k) % ${PEOPLE}) + 1 as b) other`,
    [at],
  );
  await query(
    `insert into chat_members (conversation_id, user_id, peer_id, joined_at)
     select c.id, side.me, side.peer, $1 from chat_conversations c,
       lateral (values (c.user_a, c.user_b), (c.user_b, c.user_a)) side(me, peer)
     where c.id like 'benchc%'`,
    [at],
  );
  await query(
    `insert into chat_conversations (id, type, created_at)
     select 'group_benchg' || g, 'group', $1 from generate_series(1, ${GROUPS}) g`,
    [at],
  );
  await query(
    `insert into chat_groups (guid, conversation_id, name, type, owner_id, members_count, created_at, updated_at)
     select 'benchg' || g, 'group_benchg' || g, 'Gruppe ' || g, 'private', 'benchs' || g, ${GROUP_SIZE}, $1, $1
     from generate_series(1, ${GROUPS}) g`,
    [at],
  );
  await query(
    `insert into chat_members (conversation_id, user_id, scope, joined_at)
     select 'group_benchg' || g, 'benchs' || (((g - 1) * 7 + k) % ${PEOPLE} + 1),
       case when k = 1 then 'admin' else 'participant' end, $1
     from generate_series(1, ${GROUPS}) g, generate_series(1, ${GROUP_SIZE}) k
     on conflict do nothing`,
    [at],
  );
  // Messages: every conversation in turn; eight words each, Danish or English by turn.
  const conversations = await query(
    `select c.id, c.type, coalesce(c.user_a, (select min(user_id) from chat_members m where m.conversation_id = c.id)) as one,
       coalesce(c.user_b, (select max(user_id) from chat_members m where m.conversation_id = c.id)) as other,
       g.guid from chat_conversations c left join chat_groups g on g.conversation_id = c.id
     where c.id like 'benchc%' or c.id like 'group_benchg%' order by c.id`,
  );
  await query(
    'create temporary table bench_conversations (n int primary key, id text, type text, one text, other text, guid text)',
  );
  for (let i = 0; i < conversations.length; i += 500) {
    const slice = conversations.slice(i, i + 500);
    const values = slice
      .map(
        (_, j) =>
          `($${j * 5 + 1}::int, $${j * 5 + 2}, $${j * 5 + 3}, $${j * 5 + 4}, $${j * 5 + 5})`,
      )
      .join(',');
    await query(
      `insert into bench_conversations (n, id, type, one, other) values ${values}`,
      slice.flatMap((c, j) => [i + j, c.id, c.type, c.one, c.other]),
    );
  }
  await query(
    `update bench_conversations b set guid = g.guid from chat_groups g where g.conversation_id = b.id`,
  );
  const total = conversations.length;
  const chunk = 100_000;
  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1);
    await query(
      `insert into chat_messages (conversation_id, sender_id, receiver_type, receiver_id, type, category, text, sent_at)
       select c.id, case when g % 2 = 0 then c.one else c.other end,
         c.type, case when c.type = 'group' then c.guid when g % 2 = 0 then c.other else c.one end,
         'text', 'message',
         case when g % 3 = 0 then
           (${sqlArray(FILLER_EN)})[1 + g % ${FILLER_EN.length}] || ' ' || (${sqlArray(ENGLISH)})[1 + (g * 7) % ${ENGLISH.length}] || ' '
           || (${sqlArray(FILLER_EN)})[1 + (g * 3) % ${FILLER_EN.length}] || ' ' || (${sqlArray(ENGLISH)})[1 + (g * 13) % ${ENGLISH.length}] || ' '
           || (${sqlArray(FILLER_EN)})[1 + (g * 5) % ${FILLER_EN.length}] || ' ' || (${sqlArray(ENGLISH)})[1 + (g * 17) % ${ENGLISH.length}]
         else
           (${sqlArray(FILLER_DA)})[1 + g % ${FILLER_DA.length}] || ' ' || (${sqlArray(DANISH)})[1 + (g * 7) % ${DANISH.length}] || ' '
           || (${sqlArray(FILLER_DA)})[1 + (g * 3) % ${FILLER_DA.length}] || ' ' || (${sqlArray(DANISH)})[1 + (g * 13) % ${DANISH.length}] || ' '
           || (${sqlArray(FILLER_DA)})[1 + (g * 5) % ${FILLER_DA.length}] || ' ' || (${sqlArray(DANISH)})[1 + (g * 17) % ${DANISH.length}]
         end,
         now() - make_interval(secs => ${count} - g)
       from generate_series(${from}, ${to}) g
       join bench_conversations c on c.n = (g * 31) % ${total}`,
    );
  }
  await query('drop table bench_conversations');
}

/**
 * The searches of the run: one word, then two words that one generated message has together
 * (its second and third word of substance), from both languages in turn.
 */
function searches() {
  const one = [];
  const two = [];
  for (let i = 0; i < RUNS; i += 1) {
    const g = i + 1;
    const words = g % 3 === 0 ? ENGLISH : DANISH;
    one.push(words[(g * 7) % words.length]);
    two.push(`${words[(g * 13) % words.length]} ${words[(g * 17) % words.length]}`);
  }
  return { one, two };
}

/** The plain scan: the same person's readable messages whose text contains every word. */
async function ilikeTimes(query, userId, list) {
  const times = [];
  let found = 0;
  for (const text of list) {
    const patterns = text.split(' ').map((word) => `%${word}%`);
    const started = performance.now();
    // `text || ''` keeps the trigram index out of it: a scan, as ILIKE alone would be.
    const rows = await query(
      `select m.id from chat_members cm
         join chat_messages m on m.conversation_id = cm.conversation_id and m.id > cm.cleared_before
       where cm.user_id = $1 and m.deleted_at is null and (m.text || '') ilike all($2::text[])
       order by m.id desc limit 21`,
      [userId, patterns],
    );
    times.push(performance.now() - started);
    found += rows.length;
  }
  return { ...summary(times), found };
}

function summary(values) {
  return { p50: percentile(values, 50), p99: percentile(values, 99), max: Math.max(...values) };
}

async function httpTimes(url, token, list) {
  const times = [];
  let found = 0;
  for (const q of list) {
    const started = performance.now();
    const response = await fetch(
      `${url}/chat-api/messages/search?q=${encodeURIComponent(q)}&limit=20`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const body = await response.json();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`search answered ${response.status}: ${body.message}`);
    found += body.data.results.length;
  }
  return { ...summary(times), found };
}

export async function searchFigures({
  label,
  root,
  env,
  pg,
  serverRequire,
  startServer,
  count,
  onProgress,
}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wob-bench-search-'));
  const serverEnv = {
    WOB_DATA_DIR: dataDir,
    WOB_SEED: '0',
    NODE_ENV: 'development',
    WOB_JOBS_INTERVAL_MINUTES: '0',
    WOB_NOTIFICATION_MAIL_INTERVAL_SECONDS: '0',
    ...env,
  };
  try {
    const creator = await startServer(root, serverEnv);
    await creator.stop();
    const direct = await openDirect(serverRequire, dataDir, pg);
    const me = 'benchs1';
    const token = randomBytes(32).toString('base64url');
    let generateMs;
    let indexMs;
    let readable;
    let ilike;
    const list = searches();
    try {
      // The search indexes are built once after the bulk load, not row by row (the stored
      // search document itself is written with each row, as the server writes it).
      await direct.query('drop index if exists chat_messages_search_idx');
      await direct.query('drop index if exists chat_messages_text_trgm_idx');
      let started = performance.now();
      await generate(direct.query, count);
      generateMs = performance.now() - started;
      onProgress(
        `${count.toLocaleString('en')} messages in ${(generateMs / 1000).toFixed(1)} s; building the search indexes…`,
      );
      started = performance.now();
      await direct.query(
        `create index chat_messages_search_idx on chat_messages using gin (search_document) where deleted_at is null and text is not null`,
      );
      await direct.query(
        `create index chat_messages_text_trgm_idx on chat_messages using gin ("text" gin_trgm_ops) where deleted_at is null and text is not null`,
      );
      await direct.query('analyze');
      indexMs = performance.now() - started;
      const at = new Date().toISOString();
      await direct.query(
        'insert into sessions (token_hash, user_id, created_at, last_used_at) values ($1, $2, $3, $3)',
        [createHash('sha256').update(token).digest('hex'), me, at],
      );
      [{ n: readable }] = await direct.query(
        `select count(*)::int as n from chat_members cm join chat_messages m on m.conversation_id = cm.conversation_id where cm.user_id = $1`,
        [me],
      );
      onProgress(
        `indexes in ${(indexMs / 1000).toFixed(1)} s; ${readable.toLocaleString('en')} messages readable by the person; ILIKE scans…`,
      );
      ilike = {
        one: await ilikeTimes(direct.query, me, list.one),
        two: await ilikeTimes(direct.query, me, list.two),
      };
    } finally {
      await direct.close();
    }
    onProgress('the product over HTTP…');
    const server = await startServer(root, serverEnv);
    let product;
    try {
      // One search first: the server's connection and plans warm up.
      await httpTimes(server.url, token, [list.one[0]]);
      product = {
        one: await httpTimes(server.url, token, list.one),
        two: await httpTimes(server.url, token, list.two),
      };
    } finally {
      await server.stop();
    }
    return { label, count, generateMs, indexMs, readable, ilike, product };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printSearch(rows) {
  const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
  const counts = rows.map((r) => `${r.count.toLocaleString('en')} on ${r.label}`).join(', ');
  console.log(
    `\n## Message search over generated Danish and English messages (${counts}), one person, ${RUNS} searches of each kind one after the other`,
  );
  console.log(
    "Product: GET /chat-api/messages/search (20 results, snippets) timed by the client over HTTP. ILIKE: the same person's readable messages scanned with ILIKE, run directly on the database.",
  );
  console.log('| database | search | p50 ms | p99 ms | max ms | results |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const r of rows) {
    for (const [kind, name] of [
      ['one', 'one word'],
      ['two', 'two words'],
    ]) {
      console.log(
        `| ${r.label} | product, ${name} | ${ms(r.product[kind].p50)} | ${ms(r.product[kind].p99)} | ${ms(r.product[kind].max)} | ${r.product[kind].found} |`,
      );
      console.log(
        `| ${r.label} | ILIKE scan, ${name} | ${ms(r.ilike[kind].p50)} | ${ms(r.ilike[kind].p99)} | ${ms(r.ilike[kind].max)} | ${r.ilike[kind].found} |`,
      );
    }
  }
  for (const r of rows) {
    console.log(
      `\n${r.label}: generating took ${(r.generateMs / 1000).toFixed(1)} s, the two search indexes ${(r.indexMs / 1000).toFixed(1)} s; the person may read ${r.readable.toLocaleString('en')} of the messages.`,
    );
  }
}
