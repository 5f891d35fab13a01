// Helpers of the benchmark's Bubble board section: a Bubble with 10,000 comments
// written through the real API, and the query plans of the statements get-bubble runs.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';

const DEMO_PASSWORD = 'woble-demo';
/** demo1 owns the Bubble; demo2… join it. Comments rotate over all of them. */
export const BOARD_MEMBERS = 9;
/** Every REPLY_EVERY-th comment gets 1–3 replies; every IMAGE_EVERY-th one an image. */
const REPLY_EVERY = 10;
const IMAGE_EVERY = 1000;
/** The board's own limit (board-routes.ts BOARD_POSTS_PER_WINDOW): posts per client address. */
const POSTS_PER_ADDRESS = 30;
const POSTING_CONCURRENCY = 8;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// One keep-alive pool; Node keys its sockets by local address too.
const agent = new Agent({ keepAlive: true, maxSockets: POSTING_CONCURRENCY });

/**
 * The n-th loopback address of 127.1.0.0/16 (all of 127/8 is the loopback interface on Linux).
 * The board limits posting per client address (30 per window, a constant, not an
 * environment setting), so the seeding spreads its posts over many local addresses, each
 * staying within the limit — the server runs unchanged, limits on.
 */
function loopbackAddress(n) {
  return `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

function postJson(base, path, token, body, localAddress) {
  const data = Buffer.from(JSON.stringify(body));
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': data.length,
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (res.statusCode >= 300) reject(new Error(`POST ${path} answered ${res.statusCode}: ${text.slice(0, 300)}`));
          else resolve(JSON.parse(text));
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function login(base, number) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: `demo${number}@woble.local`, password: DEMO_PASSWORD }),
  });
  const body = await response.json();
  if (!body.token) throw new Error(`demo${number} could not log in (${response.status})`);
  return { token: body.token, userId: body.data.user._id };
}

async function inParallel(count, concurrency, task) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      await task(i);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** A small PNG made with sharp (the server's own image library), as a data URL. */
async function pngDataUrl(sharp, shade) {
  const png = await sharp({
    create: { width: 96, height: 64, channels: 3, background: { r: shade, g: 120, b: 255 - shade } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * Signs in the demo members, creates a public Bubble, lets the others join it, and writes
 * `comments` comments (every 10th with 1–3 replies, every 1000th with an image) through
 * POST api/bubble/add-comment and add-reply. Resolves the Bubble's id and the members.
 */
export async function seedBoard(base, { comments, sharp, onProgress = () => {} }) {
  const members = [];
  for (let n = 1; n <= BOARD_MEMBERS; n += 1) members.push(await login(base, n));
  const [owner] = members;
  const created = await postJson(base, '/api/bubble/create', owner.token, {
    name: 'Bench board',
    title: `${comments.toLocaleString('en')} comments`,
    circleColor: '#3a7bd5',
    privateBubble: false,
  });
  const bubbleId = created.data.bubble._id;
  for (const member of members.slice(1)) {
    await postJson(base, '/api/bubble/pick', member.token, { bubble: bubbleId });
  }

  let posts = 0;
  const nextAddress = () => {
    const address = loopbackAddress(Math.floor(posts / POSTS_PER_ADDRESS));
    posts += 1;
    return address;
  };
  const images = [];
  for (let i = 0; i < Math.ceil(comments / IMAGE_EVERY); i += 1) images.push(await pngDataUrl(sharp, (i * 37) % 256));

  const started = Date.now();
  const threads = [];
  // Comments one after the other in creation order (a few in flight), so the newest page is
  // the last ones written.
  await inParallel(comments, POSTING_CONCURRENCY, async (i) => {
    const author = members[i % members.length];
    const body = { bubble: bubbleId, comment: `Comment ${i + 1} on the bench board: ${'lorem ipsum '.repeat(1 + (i % 8))}`.trim() };
    if (i % IMAGE_EVERY === IMAGE_EVERY - 1) body.imageFile = images[Math.floor(i / IMAGE_EVERY)];
    const answer = await postJson(base, '/api/bubble/add-comment', author.token, body, nextAddress());
    if (i % REPLY_EVERY === REPLY_EVERY - 1) threads.push({ i, id: answer.data.comment._id });
    if ((i + 1) % 2000 === 0) onProgress(`${i + 1} comments`);
  });
  const replies = threads.flatMap(({ i, id }) =>
    Array.from({ length: 1 + (Math.floor(i / REPLY_EVERY) % 3) }, (_, k) => ({ id, k, i })),
  );
  await inParallel(replies.length, POSTING_CONCURRENCY, async (r) => {
    const { id, k, i } = replies[r];
    const author = members[(i + k + 1) % members.length];
    await postJson(base, '/api/bubble/add-reply', author.token, { commentID: id, comment: `Reply ${k + 1} to comment ${i + 1}` }, nextAddress());
  });
  return {
    bubbleId,
    members,
    comments,
    replies: replies.length,
    images: images.length,
    addresses: Math.ceil(posts / POSTS_PER_ADDRESS),
    seconds: (Date.now() - started) / 1000,
  };
}

export const sha256Hex = (text) => createHash('sha256').update(text).digest('hex');

// ---------------------------------------------------------------------------------------
// The statements of one request, as PostgreSQL ran them.

const PREFIX = '@@wob ';

/**
 * Runs `action` with statement logging on (log_statement = 'all' for the whole cluster,
 * reloaded, then reset) and answers the statements the server's connections ran meanwhile,
 * with their bind parameters, in order. `admin` is a `pg` client of the bench itself,
 * whose own statements are left out by its application_name.
 */
export async function captureStatements(admin, logFile, action) {
  await admin.query(`ALTER SYSTEM SET log_line_prefix = '${PREFIX}%a@@ '`);
  await admin.query(`ALTER SYSTEM SET log_statement = 'all'`);
  await admin.query('SELECT pg_reload_conf()');
  await sleep(500);
  const from = statSync(logFile).size;
  let result;
  try {
    result = await action();
    await sleep(300);
  } finally {
    await admin.query('ALTER SYSTEM RESET log_statement');
    await admin.query('SELECT pg_reload_conf()');
  }
  const text = readFileSync(logFile).subarray(from).toString('utf8');
  return { result, statements: parseStatementLog(text, admin.connectionParameters?.application_name ?? 'wob-bench') };
}

function parseStatementLog(text, ownApp) {
  const entries = [];
  let current = null;
  for (const line of text.split('\n')) {
    const match = /^@@wob (.*?)@@ ([A-Z]+):\s+(.*)$/.exec(line);
    if (match) {
      current = { app: match[1], level: match[2], text: match[3] };
      entries.push(current);
    } else if (current) {
      current.text += `\n${line}`;
    }
  }
  const statements = [];
  for (const entry of entries) {
    if (entry.app === ownApp) continue;
    if (entry.level === 'LOG') {
      const match = /^(?:execute [^:]*|statement): ([\s\S]*)$/.exec(entry.text);
      if (match) statements.push({ sql: match[1].trim(), params: [] });
    } else if (entry.level === 'DETAIL' && statements.length > 0) {
      const match = /^parameters: ([\s\S]*)$/.exec(entry.text.trim());
      if (!match) continue;
      const params = [];
      for (const p of match[1].matchAll(/\$(\d+) = (NULL|'((?:[^']|'')*)')/g)) {
        params[Number(p[1]) - 1] = p[2] === 'NULL' ? null : p[3].replace(/''/g, "'");
      }
      statements[statements.length - 1].params = params;
    }
  }
  return statements.filter((s) => /^(select|with|update|insert|delete)\b/i.test(s.sql));
}

// ---------------------------------------------------------------------------------------
// Plans

const SCAN = /(Parallel Seq Scan|Seq Scan|Index Only Scan(?: Backward)?|Index Scan(?: Backward)?|Bitmap Heap Scan|Bitmap Index Scan)(?: using (\S+))? on (\S+)/;

/** The scans of a plan: `{ node, index, relation }`, relation being the table. */
export function scansOf(planLines) {
  const scans = [];
  for (const line of planLines) {
    const match = SCAN.exec(line);
    if (!match) continue;
    const [, node, index, target] = match;
    if (node === 'Bitmap Index Scan') scans.push({ node, index: target, relation: target.replace(/_(idx|pkey|key)$/, '').split('_')[0] });
    else scans.push({ node, index: index ?? null, relation: target });
  }
  return scans;
}

/** One line on how a plan reads the comments table. */
export function commentsVerdict(scans) {
  const onComments = scans.filter((s) => s.relation === 'comments');
  if (onComments.length === 0) return 'does not read comments';
  const seq = onComments.filter((s) => s.node.includes('Seq Scan'));
  if (seq.length > 0) return 'SEQ SCAN on comments';
  // A Bitmap Heap Scan names no index; its Bitmap Index Scan below it does.
  const named = onComments.filter((s) => s.index);
  const indexes = [...new Set(named.map((s) => `${s.node} ${s.index}`))];
  return `index on comments: ${indexes.join(', ')}`;
}

/**
 * EXPLAIN ANALYZE of each statement, in a transaction that is rolled back (get-bubble writes
 * the visit time). `query(sql, params)` answers rows of `{ 'QUERY PLAN': line }`.
 */
export async function explainAll(query, statements) {
  const plans = [];
  for (const statement of statements) {
    await query('BEGIN', []);
    try {
      const rows = await query(`EXPLAIN (ANALYZE, COSTS OFF) ${statement.sql}`, statement.params);
      const lines = rows.map((row) => row['QUERY PLAN']);
      const scans = scansOf(lines);
      plans.push({ ...statement, lines, scans, verdict: commentsVerdict(scans) });
    } catch (error) {
      plans.push({ ...statement, lines: [`EXPLAIN failed: ${error.message}`], scans: [], verdict: 'not explained' });
    } finally {
      await query('ROLLBACK', []);
    }
  }
  return plans;
}

/** What a statement is, for the printed list. */
export function describeStatement(sql) {
  const s = sql.toLowerCase().replace(/\s+/g, ' ');
  if (s.includes('update "sessions"')) return 'session touch (at most every 5 minutes)';
  if (s.includes('from "sessions"')) return 'session lookup (every signed-in call)';
  if (s.startsWith('update "memberships"')) return "record the member's visit";
  if (s.includes('from "bubble_board_counts"')) return "how many comments the board has (paging: the triggers' count, one row)";
  if (s.includes('insert into "request_logs"')) return 'request log (a batched write of earlier requests, not a read of get-bubble)';
  if (s.includes('new_activity')) return 'the tile: member counts and new-activity badge';
  if (s.includes('left join "memberships"')) return "the Bubble and the caller's membership (access.ts)";
  if (s.includes('group by "comments"."bubble_id"')) return 'trending Bubbles (cached for a minute)';
  if (s.includes('lateral')) return 'first replies of each comment on the page';
  if (s.includes('group by "comments"."parent_id"')) return 'reply counts of the comments on the page';
  if (s.startsWith('select count(') && s.includes('"comments"')) return 'how many comments the board has (paging)';
  if (s.includes('"comments"') && s.includes('order by')) return 'the page of comments, newest first';
  return 'other';
}

export function printPlans(label, plans, note) {
  console.log(`\n### Query plans of one get-bubble request on ${label}`);
  if (note) console.log(note);
  plans.forEach((plan, i) => {
    const time = plan.lines.map((line) => /^Execution Time: ([\d.]+) ms/.exec(line)).find(Boolean);
    console.log(`\n${i + 1}. ${describeStatement(plan.sql)} — ${plan.verdict}${time ? ` — ${time[1]} ms` : ''}`);
    console.log(`   SQL: ${plan.sql.replace(/\s+/g, ' ')}`);
    console.log(`   parameters: ${JSON.stringify(plan.params)}`);
    console.log('```');
    for (const line of plan.lines) console.log(line);
    console.log('```');
  });
  const seq = plans.filter((p) => p.verdict.startsWith('SEQ SCAN'));
  const other = plans.flatMap((p) => p.scans.filter((s) => s.node.includes('Seq Scan') && s.relation !== 'comments').map((s) => s.relation));
  console.log(
    `\nSummary (${label}): ${plans.length} statements; ${seq.length === 0 ? 'no Seq Scan on comments' : `${seq.length} with a Seq Scan on comments`}` +
      (other.length > 0 ? `; Seq Scans on other (small) tables: ${[...new Set(other)].join(', ')}` : ''),
  );
}
