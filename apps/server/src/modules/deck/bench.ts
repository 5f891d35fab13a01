import { performance } from 'node:perf_hooks';
import { ageOn } from '@wob/validation';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../context';
import type { Queryable } from '../../db/client';
import { findLiveUserById } from '../accounts/store';
import { searchBubbles, searchWoblers } from './search';
import { birthRange, originOf } from './service';
import {
  chooseStrategy,
  type DeckFilter,
  deckQuery,
  EARTH_RADIUS_M,
  GENDER_CODES,
  rowsOf,
} from './store';
import { deckVisible } from '../people/visibility-sql';
import { searchKey } from '../../platform/search-key';

// `pnpm bench --only deck` (tooling/scripts/bench.mjs): the deck's filter query timed inside
// the server for a given caller, against two reference approaches run on the same data in the
// same process, and EXPLAIN ANALYZE of each. Registered only with WOB_BENCH, never in
// production (config.ts refuses it there).

type Variant = 'ours' | 'straightforward' | 'bubblesFirst';

interface BenchQuery {
  user?: string;
  variant?: string;
  distance?: string;
  gender?: string;
  ageFrom?: string;
  ageTo?: string;
  explain?: string;
  q?: string;
}

/**
 * A straightforward earthdistance query: the GiST index on earth_point through earth_box,
 * then the exact distance, gender, ages, the deck rules and the Bubble filter per row.
 */
function straightforward(filter: DeckFilter, bubbleIds: readonly string[]): SQL {
  const { viewer, origin } = filter;
  if (!origin || filter.distanceM === null || bubbleIds.length === 0)
    throw new Error('needs a place, a distance and Bubbles');
  const point = sql`ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)`;
  return sql`
    select u.id, earth_distance(u.earth_point, ${point}) as dist,
      (select count(*)::int from memberships m where m.user_id = u.id and m.status = 'active'
        and m.bubble_id in ${bubbleIds}) as shared,
      count(*) over ()::int as total
    from users u
    where earth_box(${point}, ${filter.distanceM}) @> u.earth_point
      and earth_distance(u.earth_point, ${point}) <= ${filter.distanceM}
      and u.earth_point is not null
      ${filter.gender === 'all' ? sql`` : sql`and u.gender = ${filter.gender}`}
      and u.birth_date between ${filter.birthFrom}::date and ${filter.birthTo}::date
      and ${deckVisible(viewer)}
      and exists (select 1 from memberships f where f.user_id = u.id and f.status = 'active'
        and f.bubble_id in ${bubbleIds})
    order by shared desc, dist, u.id
    limit ${filter.limit} offset ${filter.offset}`;
}

/**
 * A latitude/longitude bounding box with the shared-Bubble join first: the members of the
 * caller's Bubbles with their shared count, then their accounts inside the box.
 */
function bubblesFirst(filter: DeckFilter, bubbleIds: readonly string[]): SQL {
  const { viewer, origin } = filter;
  if (!origin || filter.distanceM === null || bubbleIds.length === 0)
    throw new Error('needs a place, a distance and Bubbles');
  const point = sql`ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)`;
  const dLat = (filter.distanceM / EARTH_RADIUS_M) * (180 / Math.PI);
  const dLng = dLat / Math.cos((origin.latitude * Math.PI) / 180);
  return sql`
    with s as (
      select m.user_id, count(*)::int as shared from memberships m
      where m.bubble_id in ${bubbleIds} and m.status = 'active'
      group by m.user_id
    )
    select u.id, earth_distance(u.earth_point, ${point}) as dist, s.shared,
      count(*) over ()::int as total
    from s join users u on u.id = s.user_id
    where u.latitude between ${origin.latitude - dLat} and ${origin.latitude + dLat}
      and u.longitude between ${origin.longitude - dLng} and ${origin.longitude + dLng}
      and earth_distance(u.earth_point, ${point}) <= ${filter.distanceM}
      ${filter.gender === 'all' ? sql`` : sql`and u.gender = ${filter.gender}`}
      and u.birth_date between ${filter.birthFrom}::date and ${filter.birthTo}::date
      and ${deckVisible(viewer)}
    order by s.shared desc, dist, u.id
    limit ${filter.limit} offset ${filter.offset}`;
}

async function callerBubbles(db: Queryable, userId: string): Promise<string[]> {
  const rows = await rowsOf<{ bubble_id: string }>(
    db,
    sql`select bubble_id from memberships where user_id = ${userId} and status = 'active' order by bubble_id`,
  );
  return rows.map((row) => row.bubble_id);
}

function filterFor(user: UserRow, query: BenchQuery, today: Date, bubbleIds: string[]): DeckFilter {
  const gender =
    query.gender && query.gender in GENDER_CODES
      ? (query.gender as keyof typeof GENDER_CODES)
      : 'all';
  return {
    viewer: { id: user.id, age: user.birthDate ? ageOn(user.birthDate, today) : -1 },
    origin: originOf(user),
    distanceM: query.distance ? Number(query.distance) * 1000 : null,
    mine: user.bubbleIds,
    bubbleIds,
    gender,
    ...birthRange(today, Number(query.ageFrom ?? 18), Number(query.ageTo ?? 99)),
    search: '',
    exclude: [],
    offset: 0,
    limit: 5,
  };
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await run();
  return { ms: performance.now() - started, result };
}

export function registerDeckBenchRoutes(app: FastifyInstance): void {
  const { db, now } = app.wob;

  app.get<{ Querystring: BenchQuery }>(
    '/bench/deck',
    { logLevel: 'silent' },
    async (request, reply) => {
      const query = request.query;
      const user = query.user ? await findLiveUserById(db, query.user) : undefined;
      if (!user) return reply.code(404).send({});
      const bubbleIds = await callerBubbles(db, user.id);
      const filter = filterFor(user, query, now(), bubbleIds);
      const variant = (query.variant ?? 'ours') as Variant;
      // The product's time includes choosing its strategy (a bounded count of memberships).
      const { ms, result } = await timed(async () => {
        const strategy = variant === 'ours' ? await chooseStrategy(db, filter) : null;
        const statement =
          variant === 'straightforward'
            ? straightforward(filter, bubbleIds)
            : variant === 'bubblesFirst'
              ? bubblesFirst(filter, bubbleIds)
              : deckQuery(filter, strategy ?? 'place');
        if (query.explain) {
          const plan = await rowsOf<Record<string, string>>(
            db,
            sql`explain (analyze, buffers) ${statement}`,
          );
          return { strategy, plan: plan.map((row) => Object.values(row)[0]).join('\n'), rows: [] };
        }
        return {
          strategy,
          plan: null,
          rows: await rowsOf<{ id: string; total: number }>(db, statement),
        };
      });
      if (result.plan) return reply.send({ plan: `strategy: ${result.strategy}\n${result.plan}` });
      return reply.send({
        ms,
        strategy: result.strategy,
        total: result.rows[0]?.total ?? 0,
        ids: result.rows.map((row) => row.id),
        bubbles: bubbleIds.length,
      });
    },
  );

  app.get<{ Querystring: BenchQuery }>(
    '/bench/menu-search',
    { logLevel: 'silent' },
    async (request, reply) => {
      const query = request.query;
      const user = query.user ? await findLiveUserById(db, query.user) : undefined;
      if (!user || !query.q) return reply.code(404).send({});
      const term = searchKey(query.q);
      const viewer = { id: user.id, age: user.birthDate ? ageOn(user.birthDate, now()) : -1 };
      const { ms, result } = await timed(() =>
        Promise.all([searchWoblers(db, viewer, term, 0, 5), searchBubbles(db, term, 0, 5)]),
      );
      return reply.send({ ms, woblers: result[0].total, bubbles: result[1].total });
    },
  );
}
