// Helpers of the benchmark's deck section: 100,000 generated Woblers spread across
// Denmark as its people live (weighted by the GeoNames populations of the Danish cities in the
// server's gazetteer package, jittered a few km), 50 Bubbles with a long-tailed membership,
// written in bulk straight into the database with one precomputed password hash.
import { createHash, randomBytes } from 'node:crypto';

/** A small seeded PRNG (mulberry32), so every run generates the same people. */
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const pick = (list) => list[Math.floor(next() * list.length)];
  return { next, gaussian, pick };
}

/** The server's search key (apps/server/src/platform/search-key.ts), for the generated names. */
export function searchKey(text) {
  const danish = { æ: 'ae', ø: 'oe', å: 'aa' };
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[æøå]/gu, (c) => danish[c])
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/\s+/gu, ' ')
    .trim();
}

const FIRST = {
  female: ['Mette', 'Anne', 'Kirsten', 'Hanne', 'Susanne', 'Lene', 'Maria', 'Marianne', 'Camilla', 'Louise', 'Emma', 'Ida', 'Sofie', 'Freja', 'Clara', 'Anna', 'Laura', 'Julie', 'Signe', 'Karen', 'Birgitte', 'Pia', 'Tina', 'Line', 'Maja', 'Astrid', 'Åse', 'Bodil'],
  male: ['Peter', 'Jens', 'Lars', 'Michael', 'Henrik', 'Thomas', 'Søren', 'Jan', 'Niels', 'Christian', 'Martin', 'Rasmus', 'Jesper', 'Mads', 'Anders', 'William', 'Noah', 'Oscar', 'Lucas', 'Carl', 'Oliver', 'Frederik', 'Mikkel', 'Jonas', 'Kasper', 'Bjørn', 'Ole', 'Aksel'],
  other: ['Alex', 'Kim', 'Robin', 'Sam', 'Charlie', 'Andrea', 'Maxi', 'Nikita', 'Eli', 'Luca'],
};
const LAST = ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen', 'Petersen', 'Madsen', 'Kristensen', 'Olsen', 'Thomsen', 'Christiansen', 'Poulsen', 'Johansen', 'Møller', 'Mortensen', 'Knudsen', 'Jakobsen', 'Lauridsen', 'Holm', 'Dahl', 'Lund', 'Bach', 'Kjær', 'Østergaard', 'Ærbøl'];
const BUBBLE_WORDS = ['Løbeklub', 'Brætspil', 'Strik', 'Fotografi', 'Vinsmagning', 'Kajak', 'Bogklub', 'Svampejagt', 'Klatring', 'Jazz', 'Yoga', 'Padel', 'Havearbejde', 'Sejlads', 'Madlavning', 'Surdej', 'Fuglekiggeri', 'Filmklub', 'Vinterbadning', 'Cykling', 'Skak', 'Kor', 'Keramik', 'Frivillig', 'Hundeluftning'];
const PLACES = ['København', 'Aarhus', 'Odense', 'Aalborg', 'Nordsjælland', 'Fyn', 'Jylland', 'Amager', 'Østerbro', 'Vesterbro'];

const GENDERS = [
  ['female', 0.48],
  ['male', 0.48],
  ['non-binary', 0.02],
  ['transgender', 0.01],
  ['intersex', 0.01],
];

function weighted(random, entries) {
  let r = random.next();
  for (const [value, weight] of entries) {
    if (r < weight) return value;
    r -= weight;
  }
  return entries[entries.length - 1][0];
}

const id24 = (random) => {
  let out = '';
  for (let i = 0; i < 24; i += 1) out += Math.floor(random.next() * 16).toString(16);
  return out;
};

/**
 * People, Bubbles and memberships. `cities` are the gazetteer's Danish cities
 * ({ name, population, latitude, longitude }); a person lives in one with a probability
 * proportional to its population, placed with a Gaussian jitter of ~3 km.
 */
export function generatePopulation({ count, bubbleCount = 50, cities, seed = 5, today = new Date() }) {
  const random = prng(seed);
  const total = cities.reduce((sum, c) => sum + c.population, 0);
  const cumulative = [];
  let running = 0;
  for (const city of cities) {
    running += city.population / total;
    cumulative.push(running);
  }
  const cityOf = () => {
    const r = random.next();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < r) lo = mid + 1;
      else hi = mid;
    }
    return cities[lo];
  };
  const year = today.getUTCFullYear();
  const users = [];
  for (let i = 0; i < count; i += 1) {
    const gender = weighted(random, GENDERS);
    const first = random.pick(gender === 'female' ? FIRST.female : gender === 'male' ? FIRST.male : FIRST.other);
    const name = `${first} ${random.pick(LAST)}`;
    const city = cityOf();
    const dy = random.gaussian() * 3;
    const dx = random.gaussian() * 3;
    const latitude = city.latitude + dy / 111.2;
    const longitude = city.longitude + dx / (111.2 * Math.cos((city.latitude * Math.PI) / 180));
    // Ages 18–75, most between 25 and 50.
    const age = Math.min(75, Math.max(18, Math.round(36 + random.gaussian() * 12)));
    const birth = new Date(Date.UTC(year - age - 1, 0, 1) + Math.floor(random.next() * 365) * 86_400_000);
    users.push({
      id: id24(random),
      email: `bench-${i}@woble.local`,
      name,
      searchKey: searchKey(name),
      gender,
      city: city.name,
      birthDate: birth.toISOString().slice(0, 10),
      latitude,
      longitude,
      showLocation: random.next() < 0.9,
      showGender: random.next() < 0.9,
      showImagesToAll: random.next() < 0.8,
      allowMessages: random.next() < 0.85,
      ageRangeEnabled: random.next() < 0.1,
      ageRangeFrom: 18 + Math.floor(random.next() * 15),
      ageRangeTo: 45 + Math.floor(random.next() * 40),
      language: random.next() < 0.8 ? 'da' : 'en',
    });
  }

  // Bubbles with Zipf-like popularity (s = 0.9): the top ones are large, most are small.
  const bubbles = [];
  const names = new Set();
  while (bubbles.length < bubbleCount) {
    const name = `${random.pick(BUBBLE_WORDS)} ${random.pick(PLACES)}`;
    if (names.has(name)) continue;
    names.add(name);
    const index = bubbles.length;
    bubbles.push({
      id: id24(random),
      name,
      title: `Vi mødes om ${name.split(' ')[0].toLowerCase()}`,
      isPrivate: index % 5 === 4,
      weight: 1 / (index + 1) ** 0.9,
      createdBy: users[index].id,
    });
  }
  const weightSum = bubbles.reduce((sum, b) => sum + b.weight, 0);
  const bubbleEntries = bubbles.map((b) => [b, b.weight / weightSum]);
  const memberships = [];
  for (const [index, user] of users.entries()) {
    const chosen = new Set();
    if (index < bubbleCount) chosen.add(bubbles[index]);
    const k = weighted(random, [[0, 0.1], [1, 0.3], [2, 0.3], [3, 0.2], [4, 0.1]]);
    for (let tries = 0; chosen.size < k + (index < bubbleCount ? 1 : 0) && tries < 20; tries += 1) {
      chosen.add(weighted(random, bubbleEntries));
    }
    for (const bubble of chosen) {
      const owner = bubble.createdBy === user.id;
      const pending = !owner && bubble.isPrivate && random.next() < 0.15;
      memberships.push({ bubbleId: bubble.id, userId: user.id, role: owner ? 'owner' : 'member', status: pending ? 'pending' : 'active' });
    }
  }
  return { users, bubbles, memberships };
}

/** Inserts `rows` with `build(row) → values[]` in multi-row INSERTs of `batch` rows. */
export async function insertRows(query, table, columns, rows, build, batch, suffix = '') {
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const params = [];
    const tuples = chunk.map((row) => {
      const values = build(row);
      return `(${values
        .map((value) => {
          if (value && typeof value === 'object' && 'call' in value) {
            const args = value.args.map((arg) => {
              params.push(arg);
              return `$${params.length}::float8`;
            });
            return `${value.call}(${args.join(', ')})`;
          }
          params.push(value);
          return `$${params.length}`;
        })
        .join(', ')})`;
    });
    await query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}${suffix}`, params);
  }
}

/**
 * Writes the population (and a session for each caller of `callers`) with one password hash.
 * `query(sql, params)` runs a statement on either database. Answers the callers' tokens.
 */
export async function insertPopulation(query, { users, bubbles, memberships }, { passwordHash, now, callers }) {
  const at = now.toISOString();
  // Each account's active Bubbles, as the memberships trigger would keep them (written with
  // the row, so the bulk load leaves no dead row versions behind).
  const bubblesOf = new Map();
  for (const m of memberships) {
    if (m.status !== 'active') continue;
    const list = bubblesOf.get(m.userId) ?? [];
    list.push(m.bubbleId);
    bubblesOf.set(m.userId, list);
  }
  await insertRows(
    query,
    'users',
    ['id', 'email', 'password_hash', 'name', 'search_key', 'gender', 'country', 'city', 'birth_date', 'language', 'show_location', 'show_gender', 'show_images_to_all', 'allow_messages', 'age_range_enabled', 'age_range_from', 'age_range_to', 'latitude', 'longitude', 'location_source', 'earth_point', 'bubble_ids', 'created_at', 'updated_at', 'last_active_at'],
    users,
    (u) => {
      const values = [u.id, u.email, passwordHash, u.name, u.searchKey, u.gender, 'DK', u.city, u.birthDate, u.language, u.showLocation, u.showGender, u.showImagesToAll, u.allowMessages, u.ageRangeEnabled, u.ageRangeFrom, u.ageRangeTo, u.latitude, u.longitude, 'city'];
      // earth_point by the database (ll_to_earth), as the server writes it.
      return [...values, { call: 'll_to_earth', args: [u.latitude, u.longitude] }, bubblesOf.get(u.id) ?? [], at, at, at];
    },
    500,
  );
  await insertRows(
    query,
    'bubbles',
    ['id', 'name', 'name_key', 'slug', 'title', 'circle_color', 'is_private', 'created_by', 'sort_key', 'search_key', 'created_at', 'updated_at'],
    bubbles,
    (b) => [b.id, b.name, b.name.toLowerCase(), searchKey(b.name).replace(/[^a-z0-9]+/g, '-'), b.title, '#2f5fb3', b.isPrivate, b.createdBy, searchKey(b.name), searchKey(`${b.name} ${b.title}`), at, at],
    100,
  );
  // The rows are consistent by construction: triggers (the bubble_ids one, foreign keys) off.
  await query('set session_replication_role = replica', []);
  await insertRows(
    query,
    'memberships',
    ['bubble_id', 'user_id', 'role', 'status', 'joined_at', 'activated_at'],
    memberships,
    (m) => [m.bubbleId, m.userId, m.role, m.status, at, m.status === 'active' ? at : null],
    2000,
  );
  await query('set session_replication_role = default', []);
  // What the callers did before: liked or disliked some 60 people, saved 5, reported and
  // blocked one; and some blocked them. The deck must leave all of them out.
  const random = prng(11);
  const reactions = [];
  const saved = [];
  const reports = [];
  const blocks = [];
  for (const userId of callers) {
    const targets = new Set();
    while (targets.size < 68) {
      const target = users[Math.floor(random.next() * users.length)].id;
      if (target !== userId) targets.add(target);
    }
    const list = [...targets];
    for (const target of list.slice(0, 60)) reactions.push([userId, target, random.next() < 0.5 ? 'like' : 'dislike']);
    for (const target of list.slice(60, 65)) saved.push([userId, target]);
    reports.push([userId, list[65]]);
    blocks.push([userId, list[66]]);
    if (random.next() < 0.2) blocks.push([list[67], userId]);
  }
  await insertRows(query, 'reactions', ['user_id', 'target_id', 'kind', 'created_at'], reactions, ([u, t, k]) => [u, t, k, at], 2000);
  await insertRows(query, 'saved_woblers', ['user_id', 'target_id', 'created_at'], saved, ([u, t]) => [u, t, at], 2000);
  await insertRows(
    query,
    'reports',
    ['id', 'reporter_id', 'target_id', 'reason', 'created_at', 'updated_at'],
    reports,
    ([u, t]) => [randomBytes(12).toString('hex'), u, t, 'fake-profile', at, at],
    1000,
  );
  await insertRows(query, 'blocks', ['blocker_id', 'blocked_id', 'created_at'], blocks, ([b, d]) => [b, d, at], 2000, ' on conflict do nothing');
  const tokens = callers.map(() => randomBytes(32).toString('base64url'));
  await insertRows(
    query,
    'sessions',
    ['token_hash', 'user_id', 'created_at', 'last_used_at'],
    callers.map((userId, i) => ({ userId, hash: createHash('sha256').update(tokens[i]).digest('hex') })),
    (s) => [s.hash, s.userId, at, at],
    500,
  );
  return tokens;
}

export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
