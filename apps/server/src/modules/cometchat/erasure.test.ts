import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { retentionRuns, users } from '../../db/schema';
import { addMonths, addYears, DAY_MS } from '../../platform/clock';
import { server, type SignedUp, signUp, useStarted, useTestServer } from '../../test/harness';
import { post } from '../../test/http';
import { COMETCHAT_API_KEY as API_KEY, cometchatEnv } from './test/cometchat-server';
import { type FakeCometChatRest, startFakeCometChatRest } from './test/fake-cometchat-rest';

// Erasure on CometChat: when an account is purged (3 months after its deletion) its CometChat
// user is deleted for good — `permanent: true`, as CometChat's REST API otherwise only
// deactivates. When an inactive account is anonymised, its CometChat user is renamed and loses
// its picture. When CometChat fails, the account is not purged or anonymised: it waits, the run
// is recorded as failed, and the next run finishes the work.

let rest: FakeCometChatRest;

useStarted(
  () => startFakeCometChatRest(API_KEY),
  (started) => {
    rest = started;
  },
);

useTestServer(() => ({ env: cometchatEnv(rest.base) }));

const db = () => server.app.wob.db;

async function onCometChat(who: SignedUp): Promise<void> {
  const answer = await post(server.app, '/api/chat/cometchat-token', {}, { token: who.token });
  expect(answer.statusCode).toBe(200);
  expect(rest.users.has(who.id)).toBe(true);
}

async function deleteAndWait(who: SignedUp): Promise<void> {
  expect((await post(server.app, '/api/delete-account', {}, { token: who.token })).statusCode).toBe(
    200,
  );
  server.clock.set(new Date(addMonths(server.clock.now(), 3).getTime() + DAY_MS));
}

const accountOf = async (who: SignedUp) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.id, who.id)))[0];

async function lastRun(job: 'purgeDeletedAccounts' | 'anonymiseInactiveAccounts') {
  const rows = await db().select().from(retentionRuns).where(eq(retentionRuns.job, job));
  return rows.sort((a, b) => b.id - a.id)[0];
}
const lastPurgeRun = () => lastRun('purgeDeletedAccounts');

const anonymisedAt = async (who: SignedUp) =>
  (await db().select({ at: users.anonymisedAt }).from(users).where(eq(users.id, who.id)))[0]?.at;

/** Two years and a day without activity, for everyone of this file. */
function idleTwoYears(): void {
  server.clock.set(new Date(addYears(server.clock.now(), 2).getTime() + DAY_MS));
}

describe('purging a person on CometChat', () => {
  it('deletes their CometChat user permanently, then their account', async () => {
    const anna = await signUp(server);
    const never = await signUp(server);
    await onCometChat(anna);
    // Someone who never opened the chat has no CometChat user: that is fine.
    await post(server.app, '/api/delete-account', {}, { token: never.token });
    await deleteAndWait(anna);

    await server.app.wobExtras.scheduler.runAll();
    const deletion = rest.requests.find(
      (request) => request.method === 'DELETE' && request.path === `/users/${anna.id}`,
    );
    expect(deletion?.body).toEqual({ permanent: true });
    expect(rest.users.has(anna.id)).toBe(false);
    expect(rest.deactivated.has(anna.id)).toBe(false);
    expect(await accountOf(anna)).toBeUndefined();
    expect(await accountOf(never)).toBeUndefined();
    expect(await lastPurgeRun()).toMatchObject({ outcome: 'ok', removed: { accounts: 2 } });
  });

  it('keeps the account when CometChat fails, reports it, and finishes on the next run', async () => {
    const bo = await signUp(server);
    await onCometChat(bo);
    await deleteAndWait(bo);

    rest.mode = 'server-error';
    try {
      await server.app.wobExtras.scheduler.runAll();
    } finally {
      rest.mode = 'ok';
    }
    expect(await accountOf(bo)).toBeDefined();
    expect(rest.users.has(bo.id)).toBe(true);
    const failed = await lastPurgeRun();
    expect(failed).toMatchObject({ outcome: 'failed', removed: { accounts: 0 } });
    expect(failed?.error).toMatch(/1 account\(s\) wait for the next run/);

    await server.app.wobExtras.scheduler.runAll();
    expect(await accountOf(bo)).toBeUndefined();
    expect(rest.users.has(bo.id)).toBe(false);
    expect(await lastPurgeRun()).toMatchObject({ outcome: 'ok', removed: { accounts: 1 } });
  });
});

describe('anonymising a person on CometChat', () => {
  it('renames their CometChat user and drops its picture, then anonymises the account', async () => {
    const cleo = await signUp(server, { name: 'Cleo Quiet' });
    await onCometChat(cleo);
    expect(rest.users.get(cleo.id)?.name).toBe('Cleo Quiet');
    expect(rest.users.get(cleo.id)?.avatar).not.toBe('');
    idleTwoYears();

    await server.app.wobExtras.scheduler.runAll();
    // The last PUT of the user (the first one made it, when Cleo opened the chat).
    const renamed = rest.requests
      .filter((request) => request.method === 'PUT' && request.path === `/users/${cleo.id}`)
      .at(-1);
    expect(renamed?.body).toEqual({ name: 'Tidligere Wobler', unset: ['avatar'] });
    // The user stays (others' conversations with them still read), without name or picture.
    expect(rest.users.get(cleo.id)).toMatchObject({ name: 'Tidligere Wobler', avatar: '' });
    expect(await anonymisedAt(cleo)).toBeInstanceOf(Date);
    expect(await lastRun('anonymiseInactiveAccounts')).toMatchObject({ outcome: 'ok' });
  });

  it('keeps the account when CometChat fails, reports it, and finishes on the next run', async () => {
    const dag = await signUp(server, { name: 'Dag Quiet' });
    await onCometChat(dag);
    idleTwoYears();

    rest.mode = 'server-error';
    try {
      await server.app.wobExtras.scheduler.runAll();
    } finally {
      rest.mode = 'ok';
    }
    expect(await anonymisedAt(dag)).toBeNull();
    expect(rest.users.get(dag.id)?.name).toBe('Dag Quiet');
    const failed = await lastRun('anonymiseInactiveAccounts');
    expect(failed).toMatchObject({ outcome: 'failed', removed: { accounts: 0 } });
    expect(failed?.error).toMatch(/1 account\(s\) wait for the next run.*anonymise/);

    await server.app.wobExtras.scheduler.runAll();
    expect(await anonymisedAt(dag)).toBeInstanceOf(Date);
    expect(rest.users.get(dag.id)?.name).toBe('Tidligere Wobler');
    expect(await lastRun('anonymiseInactiveAccounts')).toMatchObject({
      outcome: 'ok',
      removed: { accounts: 1 },
    });
  });
});
