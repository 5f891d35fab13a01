import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { server, signUp, useTestServer } from '../../test/harness';
import { EXPORT_FILES, PERSONAL_DATA_TABLES } from './coverage';
import { download, readyExport, unzip } from './test-support';

// Every table that holds data about a person must be decided on: exported (into which file) or
// left out with a reason (coverage.ts). A new table with a person in it fails here until its
// author decides.

useTestServer();

/** Tables with a foreign key to users, or a `user_id` column, as the database has them. */
async function personalTables(): Promise<string[]> {
  const { rows } = (await server.app.wob.db.execute(sql`
    select distinct source.relname as table_name
    from pg_constraint c
    join pg_class source on source.oid = c.conrelid
    join pg_class target on target.oid = c.confrelid
    join pg_namespace n on n.oid = source.relnamespace
    where c.contype = 'f' and target.relname = 'users' and n.nspname = 'public'
    union
    select distinct table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'user_id'
    union
    select 'users'
  `)) as unknown as { rows: { table_name: string }[] };
  return rows.map((row) => row.table_name).sort();
}

describe('personal data coverage', () => {
  it('has a decision for every table that holds data about a person', async () => {
    const tables = await personalTables();
    const undecided = tables.filter((table) => !(table in PERSONAL_DATA_TABLES));
    expect(undecided, 'add these tables to PERSONAL_DATA_TABLES in coverage.ts').toEqual([]);
    // And no decision about a table that is gone or holds no one.
    expect(Object.keys(PERSONAL_DATA_TABLES).sort()).toEqual(tables);
  });

  it('gives a reason for each table left out, and exports the others into files of the ZIP', async () => {
    const alice = await signUp(server);
    const ready = await readyExport(server, alice);
    const files = unzip((await download(server, ready.downloadUrl ?? '')).rawPayload);
    for (const [table, decision] of Object.entries(PERSONAL_DATA_TABLES)) {
      if ('file' in decision) {
        expect(files.has(decision.file), `${table} → ${decision.file}`).toBe(true);
        expect(EXPORT_FILES).toContain(decision.file);
      } else {
        expect(decision.notExported.length, table).toBeGreaterThan(20);
      }
    }
  });
});
