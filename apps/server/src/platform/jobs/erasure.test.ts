import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { charges, consents, dataExports, media } from '../../db/schema';
import { PERSONAL_DATA_TABLES, ID_COPIES_KEPT } from '../../modules/data-export/coverage';
import { type Seeded, seed } from '../../modules/data-export/seed-test-support';
import { readyExport } from '../../modules/data-export/test-support';
import { readOutbox, server, useTestServer } from '../../test/harness';
import { post, postAs } from '../../test/http';
import { CHAT, newMuid } from '../../modules/chat/chat-test-support';
import { readableSubject, report, unquote } from '../../modules/relations/test-support';
import { addMonths, DAY_MS } from '../clock';

// Erasure is complete: a person active in every part of the product deletes their account;
// 3 months later the retention job leaves no row and no file of theirs anywhere — every column
// of every table is searched for their id, e-mail, name and words of their own — except what
// PERSONAL_DATA_TABLES keeps on purpose (coverage.ts). A new table, or a new copy of a person's
// data in an old one, fails here until the purge handles it.

useTestServer();

const db = () => server.app.wob.db;

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db().execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every file under the media folder, relative to it. */
async function mediaFiles(): Promise<string[]> {
  const root = server.app.wob.media.root;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The outbox's e-mails (`<dataDir>/outbox`) as a person reads them: which of them name `needle`. */
async function outboxMailsNaming(needle: string): Promise<string[]> {
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
async function foreignKeysToUsers() {
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
async function textColumns() {
  return rowsOf<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
    order by c.table_name, c.column_name`);
}

/** Where any of `needles` still appears, as 'table.column: needle'. */
async function copiesOf(needles: readonly string[], skip: ReadonlySet<string> = new Set()) {
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

describe('erasure 3 months after an account is deleted', () => {
  let seeded: Seeded;
  let files: string[];
  let mailsBefore: { email: string[]; name: string[] };

  beforeAll(async () => {
    seeded = await seed();
    const { alice } = seeded;
    // Her trial ends and the renewal job charges her first month: a payment of hers exists.
    server.clock.advanceDays(8);
    await server.app.wobExtras.scheduler.runAll();
    // A reset link is mailed to her; her support request (seed) was mailed to the team with
    // her address to answer to.
    expect(
      (await post(server.app, '/api/forgot-password', { email: alice.email })).statusCode,
    ).toBe(200);
    // Carol's reset link is none of hers: it stays.
    expect(
      (await post(server.app, '/api/forgot-password', { email: seeded.carol.email })).statusCode,
    ).toBe(200);
    await server.app.wob.tasks.idle();
    // A "Download my data" ZIP of theirs is on disk too.
    await readyExport(server, alice);
    // Bob mentions Alice in their group: others' messages name her.
    const mention = await postAs(server, CHAT.text, seeded.bob, {
      receiverId: seeded.groupId,
      receiverType: 'group',
      muid: newMuid(),
      text: 'Bob mentions her in the group',
      mentions: [alice.id],
    });
    expect(mention.status).toBe(200);
    // Bob reports Alice: reports about a person hold them too.
    expect((await report(server, seeded.bob, { wobler: alice.id, reason: 'other' })).status).toBe(
      200,
    );
    const owned = await db()
      .select({ path: media.path })
      .from(media)
      .where(eq(media.ownerId, alice.id));
    const zips = await db()
      .select({ path: dataExports.path })
      .from(dataExports)
      .where(eq(dataExports.userId, alice.id));
    files = [
      ...owned.map((row) => row.path),
      ...zips.flatMap((row) => (row.path ? [row.path] : [])),
    ];

    mailsBefore = {
      email: await outboxMailsNaming(alice.email),
      name: await outboxMailsNaming('Alice Export'),
    };

    const deleted = await post(server.app, '/api/delete-account', {}, { token: alice.token });
    expect(deleted.statusCode).toBe(200);
    server.clock.set(new Date(addMonths(server.clock.now(), 3).getTime() + DAY_MS));
    await server.app.wobExtras.scheduler.runAll();
  });

  it('had files of the person to remove (the seeding reaches media and exports)', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
  });

  it('decides the erasure of every table, and a cascade is a cascade', async () => {
    for (const [table, decision] of Object.entries(PERSONAL_DATA_TABLES)) {
      if (typeof decision.erasure === 'object') {
        const said = 'kept' in decision.erasure ? decision.erasure.kept : decision.erasure.purgedBy;
        expect(said.length, table).toBeGreaterThan(20);
      }
    }
    const notCascading = (await foreignKeysToUsers())
      .filter((key) => PERSONAL_DATA_TABLES[key.table_name]?.erasure === 'cascade')
      .filter((key) => key.on_delete !== 'c')
      .map((key) => `${key.table_name}.${key.column_name}`);
    expect(notCascading, 'said CASCADE in coverage.ts but the foreign key does not').toEqual([]);
  });

  it('leaves no copy of their id, e-mail, name or words in any table', async () => {
    const { alice } = seeded;
    const kept = Object.entries(PERSONAL_DATA_TABLES)
      .filter(([, decision]) => typeof decision.erasure === 'object' && 'kept' in decision.erasure)
      .map(([table]) => table);
    const copies = await copiesOf(
      [
        alice.id,
        alice.email,
        'Alice Export',
        'Alice about text',
        'Alice says hi',
        'Alice in the group',
      ],
      new Set(kept),
    );
    const bareId = (copy: string) => {
      const [where = '', needle] = copy.split(': ');
      const table = where.split('.')[0] ?? '';
      return needle === alice.id && (where in ID_COPIES_KEPT || table in ID_COPIES_KEPT);
    };
    expect(copies.filter((copy) => !bareId(copy))).toEqual([]);
    // The search finds what is there: Bob stays, and so does his mention of Alice (by id).
    expect(await copiesOf([seeded.bob.id])).not.toEqual([]);
    expect(await copiesOf([alice.id])).toContain(`chat_messages.data: ${alice.id}`);
  });

  it('leaves no e-mail to or about them in the outbox folder', async () => {
    const { alice } = seeded;
    // The search finds what is there: mails to her, and the team's copy of her request.
    expect(mailsBefore.email.length).toBeGreaterThanOrEqual(2);
    expect(mailsBefore.name.length).toBeGreaterThanOrEqual(1);
    expect(await outboxMailsNaming(alice.email)).toEqual([]);
    expect(await outboxMailsNaming('Alice Export')).toEqual([]);
    // Others' mail stays.
    const left = await readOutbox(server.dataDir);
    expect(left.map((mail) => mail.to)).toContain(seeded.carol.email);
  });

  it('keeps her payments as accounting records that no longer name her', async () => {
    const { alice } = seeded;
    const kept = await db()
      .select()
      .from(charges)
      .where(sql`${charges.userId} is null and ${charges.amount} > 0`);
    expect(kept.length).toBeGreaterThanOrEqual(1);
    for (const charge of kept) {
      expect(charge.subscriptionId).toBeNull();
      expect(JSON.stringify(charge)).not.toContain(alice.id);
    }
  });

  it('keeps only the consent record, without the account', async () => {
    const { alice } = seeded;
    const rows = await db().select().from(consents).where(eq(consents.email, alice.email));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.userId).toBeNull();
  });

  it('leaves no file of theirs, and no file that no row knows', async () => {
    const onDisk = await mediaFiles();
    expect(onDisk.filter((file) => files.includes(file))).toEqual([]);
    const known = new Set([
      ...(await db().select({ path: media.path }).from(media)).map((row) => row.path),
      ...(await db().select({ path: dataExports.path }).from(dataExports)).flatMap((row) =>
        row.path ? [row.path] : [],
      ),
    ]);
    expect(onDisk.filter((file) => !known.has(file))).toEqual([]);
  });
});
