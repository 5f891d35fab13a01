import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { readableSubject, unquote } from '../../modules/relations/test-support';
import { readOutbox, server } from '../../test/harness';

// The searches of the erasure and anonymisation tests: every text column of every table, the
// media folder and the outbox folder, for what is left of a person.

const db = () => server.app.wob.db;

export async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db().execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every file under the media folder, relative to it. */
export async function mediaFiles(): Promise<string[]> {
  const root = server.app.wob.media.root;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The outbox's e-mails (`<dataDir>/outbox`) as a person reads them: which of them name `needle`. */
export async function outboxMailsNaming(needle: string): Promise<string[]> {
  const mails = await readOutbox(server.dataDir);
  const wanted = needle.toLowerCase();
  return mails
    .filter((mail) => {
      const base64 = [...mail.raw.matchAll(/base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((part) =>
        Buffer.from((part[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'),
      );
      const readable = [unquote(mail.raw), readableSubject(mail.subject), ...base64].join('\n');
      return readable.toLowerCase().includes(wanted);
    })
    .map((mail) => mail.file);
}

/** The foreign keys to users, per table and column, with their ON DELETE ('c' = cascade). */
export async function foreignKeysToUsers() {
  return rowsOf<{ table_name: string; column_name: string; on_delete: string }>(sql`
    select source.relname as table_name, a.attname as column_name, c.confdeltype as on_delete
    from pg_constraint c
    join pg_class source on source.oid = c.conrelid
    join pg_class target on target.oid = c.confrelid
    join pg_namespace n on n.oid = source.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and target.relname = 'users' and n.nspname = 'public'`);
}

/** Every column that can hold a copy of text: text, varchar, json, jsonb and arrays. */
export async function textColumns() {
  return rowsOf<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
    order by c.table_name, c.column_name`);
}

/** Where any of `needles` still appears, as 'table.column: needle'. */
export async function copiesOf(needles: readonly string[], skip: ReadonlySet<string> = new Set()) {
  const found: string[] = [];
  for (const { table_name, column_name } of await textColumns()) {
    if (skip.has(table_name)) continue;
    const column = sql.raw(`"${table_name}"."${column_name}"::text`);
    for (const needle of needles) {
      const [row] = await rowsOf<{ n: number }>(sql`
        select count(*)::int as n from ${sql.raw(`"${table_name}"`)}
        where strpos(lower(${column}), lower(${needle})) > 0`);
      if ((row?.n ?? 0) > 0) found.push(`${table_name}.${column_name}: ${needle}`);
    }
  }
  return found;
}
