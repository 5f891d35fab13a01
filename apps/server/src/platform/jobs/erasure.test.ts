import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { charges, consents, dataExports, media } from '../../db/schema';
import { PERSONAL_DATA_TABLES, ID_COPIES_KEPT } from '../../modules/data-export/coverage';
import { type Seeded, seed } from '../../modules/data-export/seed-test-support';
import { readyExport } from '../../modules/data-export/test-support';
import { readOutbox, server, useTestServer } from '../../test/harness';
import { post, postAs } from '../../test/http';
import { CHAT, newMuid } from '../../modules/chat/chat-test-support';
import { report } from '../../modules/relations/test-support';
import { addMonths, DAY_MS } from '../clock';
import {
  copiesOf,
  foreignKeysToUsers,
  mediaFiles,
  outboxMailsNaming,
} from './erasure-test-support';

// Erasure is complete: a person active in every part of the product deletes their account;
// 3 months later the retention job leaves no row and no file of theirs anywhere — every column
// of every table is searched for their id, e-mail, name and words of their own — except what
// PERSONAL_DATA_TABLES keeps on purpose (coverage.ts). A new table, or a new copy of a person's
// data in an old one, fails here until the purge handles it.

useTestServer();

const db = () => server.app.wob.db;

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
