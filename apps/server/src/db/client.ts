import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;

/** The Drizzle database both drivers share: services and stores see only this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A store function runs on the database or inside a caller's transaction. */
export type Queryable = Db | Tx;

/**
 * Serialises everything that takes the lock named `key` until the transaction ends: a
 * transaction-level advisory lock on a 64-bit hash of the name. A limit counted and then
 * written under it holds under concurrency. Works on PGlite and PostgreSQL; a hash collision
 * only makes two unrelated writers wait for each other.
 */
export async function lockName(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** Applies the committed migrations (a no-op when they are applied already). */
  migrate(): Promise<void>;
  /** PGlite only: the whole database as a tarball (tests start their databases from it). */
  dump?(): Promise<Blob>;
  /**
   * PGlite only: gathers planner statistics. PGlite has no autovacuum, so without this its
   * planner guesses table sizes and may loop over a whole table where an index would do.
   */
  analyze?(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize ?? 10);
  if (target.kind === 'pglite') {
    // PGlite creates the database folder itself but not its parent.
    await mkdir(dirname(target.dataDir), { recursive: true });
    return wrapPglite(await PGlite.create({ dataDir: target.dataDir, extensions }));
  }
  return wrapPglite(
    await PGlite.create(
      target.loadDataDir ? { loadDataDir: target.loadDataDir, extensions } : { extensions },
    ),
  );
}

// The contrib extensions the migrations create (distances with earthdistance on cube, trigram
// search); PostgreSQL has them in its contrib package, PGlite loads them here.
const extensions: PGliteOptions['extensions'] = { cube, earthdistance, pg_trgm };

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  let closed = false;
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    dump: () => client.dumpDataDir('none'),
    async analyze() {
      await client.exec('ANALYZE');
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection emits 'error' on the pool; without a listener
  // that would crash the process. The next query gets a fresh connection.
  pool.on('error', () => undefined);
  // Fail at start with a clear error rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePg(pool, { schema });
  let closed = false;
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** The PostgreSQL error code of a failed statement, looking through Drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** PostgreSQL's answers to a transaction that lost a race: deadlock, serialization failure. */
const LOST_RACE = new Set(['40P01', '40001']);

/**
 * Runs `work` in a transaction, and again (at most `attempts` times in all, after a short
 * random pause) when PostgreSQL broke a deadlock or a serialization conflict by failing it:
 * the transaction was rolled back whole, so running it again is safe. `work` must keep
 * nothing of a failed attempt (collect what it records inside it).
 */
export async function transactionRetrying<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !LOST_RACE.has(pgErrorCode(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return pgErrorCode(error) === '23505' && pgConstraint(error) === constraint;
}
