import { eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { charges, moderationActions, reports, users } from '../../db/schema';
import { PERSONAL_DATA_TABLES } from '../../modules/data-export/coverage';
import { report } from '../../modules/relations/test-support';
import { makePremium } from '../../test/bubbles';
import { readOutbox, type SignedUp, server, signUp, useTestServer } from '../../test/harness';
import { post, postAs } from '../../test/http';
import { addYears, DAY_MS } from '../clock';
import { copiesOf, mediaFiles, outboxMailsNaming } from './erasure-test-support';
import { paymentRecordsCutoff } from './retention';

// Anonymisation leaves nothing of the person behind either: 2 years after Ingrid's last
// activity her row stays, nameless, but no column of any table keeps her name, address or
// words, no report names her, and the outbox keeps no e-mail to or about her. Her payments
// stay as accounting records until the bookkeeping period is over.

useTestServer();

const db = () => server.app.wob.db;
const jobs = () => server.app.wobExtras.jobs;

const NAME = 'Ingrid Inactive';
const ABOUT = 'Ingrid about her hobbies';

describe('anonymising an account inactive for 2 years', () => {
  let ingrid: SignedUp;
  let bob: SignedUp;
  let snapshotFiles: string[];
  let mailsBefore: { email: string[]; name: string[] };

  beforeAll(async () => {
    ingrid = await signUp(server, { name: NAME, about: ABOUT });
    bob = await signUp(server, { name: 'Bob Active' });
    await makePremium(server, ingrid);
    await makePremium(server, bob);
    // Both trials end and the renewal job charges a first month.
    server.clock.advanceDays(8);
    await server.app.wobExtras.scheduler.runAll();
    // Bob reports her (the snapshot copies her name, about text and picture); she reports him.
    expect((await report(server, bob, { wobler: ingrid.id, reason: 'other' })).status).toBe(200);
    expect((await report(server, ingrid, { wobler: bob.id, reason: 'fake-profile' })).status).toBe(
      200,
    );
    // A support request (mailed to the team, answered to her) and a reset link to her.
    const ticket = await postAs(server, '/api/support/create-ticket', ingrid, {
      topic: 'bug',
      message: 'Ingrid support words',
    });
    expect(ticket.status).toBe(201);
    expect(
      (await post(server.app, '/api/forgot-password', { email: ingrid.email })).statusCode,
    ).toBe(200);
    expect((await post(server.app, '/api/forgot-password', { email: bob.email })).statusCode).toBe(
      200,
    );
    await server.app.wob.tasks.idle();

    const [about] = await db().select().from(reports).where(eq(reports.targetId, ingrid.id));
    snapshotFiles = about?.snapshot.images.map((image) => image.path) ?? [];
    mailsBefore = {
      email: await outboxMailsNaming(ingrid.email),
      name: await outboxMailsNaming(NAME),
    };

    // Bob stays active: he signs in a day before the 2 years are up.
    const lastSeen = server.clock.now();
    server.clock.set(new Date(addYears(lastSeen, 2).getTime() - DAY_MS));
    const login = await post(server.app, '/api/login', {
      username: bob.email,
      password: bob.password,
    });
    expect(login.statusCode).toBe(200);
    server.clock.set(new Date(addYears(lastSeen, 2).getTime() + DAY_MS));
    expect(await jobs().anonymiseInactiveAccounts()).toBeGreaterThanOrEqual(1);
  });

  it('anonymised her and left Bob alone', async () => {
    const [row] = await db().select().from(users).where(eq(users.id, ingrid.id));
    expect(row?.anonymisedAt).toBeInstanceOf(Date);
    expect(row?.name).toBe('');
    const [other] = await db().select().from(users).where(eq(users.id, bob.id));
    expect(other?.anonymisedAt).toBeNull();
  });

  it('deletes the reports made by or about her, with the snapshot pictures', async () => {
    expect(snapshotFiles.length).toBe(1);
    const left = await db()
      .select()
      .from(reports)
      .where(or(eq(reports.targetId, ingrid.id), eq(reports.reporterId, ingrid.id)));
    expect(left).toEqual([]);
    const onDisk = await mediaFiles();
    expect(onDisk.filter((file) => snapshotFiles.includes(file))).toEqual([]);
    // Nothing refers to a deleted report.
    const actions = await db()
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.userId, ingrid.id));
    for (const action of actions) expect(action.reportId).toBeNull();
  });

  it('leaves no copy of her e-mail, name or words in any table', async () => {
    // Tables kept on purpose (coverage.ts): consent records keep the address 5 years.
    const kept = Object.entries(PERSONAL_DATA_TABLES)
      .filter(([, decision]) => typeof decision.erasure === 'object' && 'kept' in decision.erasure)
      .map(([table]) => table);
    expect(
      await copiesOf([ingrid.email, NAME, ABOUT, 'Ingrid support words'], new Set(kept)),
    ).toEqual([]);
    // The search finds what is there.
    expect(await copiesOf([bob.email])).not.toEqual([]);
  });

  it('leaves no e-mail to or about her in the outbox folder; Bob keeps his', async () => {
    expect(mailsBefore.email.length).toBeGreaterThanOrEqual(2);
    expect(mailsBefore.name.length).toBeGreaterThanOrEqual(1);
    expect(await outboxMailsNaming(ingrid.email)).toEqual([]);
    expect(await outboxMailsNaming(NAME)).toEqual([]);
    expect((await readOutbox(server.dataDir)).map((mail) => mail.to)).toContain(bob.email);
  });

  it('keeps her payments, then deletes them after the fifth financial year; Bob keeps his', async () => {
    const paid = await db().select().from(charges).where(eq(charges.userId, ingrid.id));
    expect(paid.length).toBeGreaterThanOrEqual(1);
    const latest = Math.max(...paid.map((charge) => charge.chargedAt.getUTCFullYear()));
    // The last day of the fifth year after the year of her latest payment: all kept.
    server.clock.set(new Date(Date.UTC(latest + 6, 0, 1) - DAY_MS));
    expect(paymentRecordsCutoff(server.clock.now()).getUTCFullYear()).toBe(latest);
    await jobs().deleteOldPaymentRecords();
    expect(await db().select().from(charges).where(eq(charges.userId, ingrid.id))).toHaveLength(
      paid.length,
    );

    server.clock.set(new Date(Date.UTC(latest + 6, 0, 1) + DAY_MS));
    expect(await jobs().deleteOldPaymentRecords()).toBeGreaterThanOrEqual(paid.length);
    expect(await db().select().from(charges).where(eq(charges.userId, ingrid.id))).toEqual([]);
    // A live account's payments are its subscription history: they stay.
    expect(
      (await db().select().from(charges).where(eq(charges.userId, bob.id))).length,
    ).toBeGreaterThanOrEqual(1);
  });
});
