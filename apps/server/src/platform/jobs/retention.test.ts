import { access } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consents, media, passwordResets, requestLogs, sessions, users } from '../../db/schema';
import { SESSION_IDLE_MS } from '../../policy';
import { server, signUp, useTestServer } from '../../test/harness';
import { get, post } from '../../test/http';
import { addMonths, addYears, DAY_MS } from '../clock';
import { sha256Hex } from '../crypto';

// Each test moves the clock forward; rows are told apart by their own ids.

useTestServer();

const db = () => server.app.wob.db;
const jobs = () => server.app.wobExtras.jobs;

async function userRow(id: string) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row;
}

async function pictureFile(userId: string): Promise<string> {
  const [row] = await db().select().from(media).where(eq(media.ownerId, userId));
  if (!row) throw new Error('no picture');
  return server.app.wob.media.absolutePath(row.path);
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('purging deleted accounts', () => {
  it('deletes an account 3 months after deletion, with its media; the consent stays', async () => {
    const early = await signUp(server);
    const file = await pictureFile(early.id);
    await post(server.app, '/api/delete-account', {}, { token: early.token });
    const deletedAt = server.clock.now();

    server.clock.advanceDays(45);
    const late = await signUp(server);
    await post(server.app, '/api/delete-account', {}, { token: late.token });

    // A day short of 3 calendar months after the first deletion: nothing yet.
    server.clock.set(new Date(addMonths(deletedAt, 3).getTime() - DAY_MS));
    await jobs().purgeDeletedAccounts();
    expect(await userRow(early.id)).toBeDefined();

    server.clock.set(new Date(addMonths(deletedAt, 3).getTime() + DAY_MS));
    expect(await jobs().purgeDeletedAccounts()).toBeGreaterThanOrEqual(1);
    expect(await userRow(early.id)).toBeUndefined();
    expect(await userRow(late.id)).toBeDefined();
    expect(await exists(file)).toBe(false);
    expect(await db().select().from(media).where(eq(media.ownerId, early.id))).toEqual([]);

    const kept = await db().select().from(consents).where(eq(consents.email, early.email));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ kind: 'terms', userId: null, email: early.email });
  });

  it('leaves live accounts alone however old they are', async () => {
    const user = await signUp(server);
    server.clock.advanceDays(400);
    await get(server.app, '/api/get-user-profile', { token: user.token });
    await jobs().purgeDeletedAccounts();
    expect(await userRow(user.id)).toBeDefined();
  });
});

describe('anonymising inactive accounts', () => {
  it('anonymises an account after 2 years without activity', async () => {
    const idle = await signUp(server);
    const active = await signUp(server);
    const file = await pictureFile(idle.id);
    const lastSeen = server.clock.now();

    server.clock.set(new Date(addYears(lastSeen, 2).getTime() - DAY_MS));
    // Logging in is activity (the old session has long expired).
    const relogin = await post(server.app, '/api/login', {
      username: active.email,
      password: active.password,
    });
    expect(relogin.statusCode).toBe(200);
    const activeToken = relogin.json().token as string;
    await jobs().anonymiseInactiveAccounts();
    expect((await userRow(idle.id))?.anonymisedAt).toBeNull();

    server.clock.set(new Date(addYears(lastSeen, 2).getTime() + DAY_MS));
    expect(await jobs().anonymiseInactiveAccounts()).toBeGreaterThanOrEqual(1);
    const row = await userRow(idle.id);
    expect(row).toMatchObject({
      name: '',
      phone: '',
      address: '',
      city: '',
      zipcode: '',
      about: '',
      birthDate: null,
      pictureId: null,
      passwordHash: '',
      email: `anonymised-${idle.id}@woble.invalid`,
    });
    expect(row?.anonymisedAt).toBeInstanceOf(Date);
    expect(await exists(file)).toBe(false);
    expect(await db().select().from(sessions).where(eq(sessions.userId, idle.id))).toEqual([]);
    expect((await userRow(active.id))?.anonymisedAt).toBeNull();

    const login = await post(server.app, '/api/login', {
      username: idle.email,
      password: idle.password,
    });
    expect(login.statusCode).toBe(401);
    const seen = await get(server.app, '/api/get-user-profile', {
      token: activeToken,
      query: { id: idle.id },
    });
    expect(seen.statusCode).toBe(404);
    // The address is free for a new account.
    const again = await signUp(server, { email: idle.email });
    expect(again.id).not.toBe(idle.id);
  });
});

describe('request logs and consents', () => {
  it('deletes request logs older than 1 year', async () => {
    const at = server.clock.now();
    const rows = await db()
      .insert(requestLogs)
      .values([
        {
          at: addYears(at, -1),
          method: 'GET',
          route: '/old',
          status: 200,
          durationMs: 1,
          ipHash: 'x',
        },
        {
          at: new Date(addYears(at, -1).getTime() + DAY_MS),
          method: 'GET',
          route: '/new',
          status: 200,
          durationMs: 1,
          ipHash: 'x',
        },
      ])
      .returning({ id: requestLogs.id, route: requestLogs.route });
    server.clock.advance(1000);
    await jobs().deleteOldRequestLogs();
    const left = await db()
      .select({ route: requestLogs.route })
      .from(requestLogs)
      .where(
        inArray(
          requestLogs.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left).toEqual([{ route: '/new' }]);
  });

  it('deletes consent records older than 5 years once their account is gone', async () => {
    const now = server.clock.now();
    const living = await signUp(server);
    const old = addYears(now, -5);
    const young = addYears(now, -4);
    await db()
      .insert(consents)
      .values([
        {
          id: 'c-gone-old',
          userId: null,
          email: 'gone@example.com',
          kind: 'terms',
          granted: true,
          textVersion: 'v1',
          createdAt: old,
        },
        {
          id: 'c-gone-young',
          userId: null,
          email: 'gone@example.com',
          kind: 'marketing',
          granted: true,
          textVersion: 'v1',
          createdAt: young,
        },
        {
          id: 'c-living-old',
          userId: living.id,
          email: living.email,
          kind: 'terms',
          granted: true,
          textVersion: 'v1',
          createdAt: old,
        },
      ]);
    server.clock.advance(1000);
    await jobs().deleteOldConsents();
    const left = await db()
      .select({ id: consents.id })
      .from(consents)
      .where(inArray(consents.id, ['c-gone-old', 'c-gone-young', 'c-living-old']));
    expect(left.map((row) => row.id).sort()).toEqual(['c-gone-young', 'c-living-old']);
  });
});

describe('dead tokens', () => {
  it('deletes revoked and idle sessions and used or expired reset tokens', async () => {
    const user = await signUp(server);
    const second = (
      await post(server.app, '/api/login', { username: user.email, password: user.password })
    ).json().token as string;
    await post(server.app, '/api/logout', {}, { token: second });
    await post(server.app, '/api/forgot-password', { email: user.email });
    await server.app.wob.tasks.idle();

    await jobs().deleteDeadTokens();
    const hashes = await db()
      .select({ hash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(hashes.map((row) => row.hash)).toEqual([sha256Hex(user.token)]);
    expect(
      await db().select().from(passwordResets).where(eq(passwordResets.userId, user.id)),
    ).toHaveLength(1);

    server.clock.advance(SESSION_IDLE_MS + DAY_MS);
    await jobs().deleteDeadTokens();
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(
      await db().select().from(passwordResets).where(eq(passwordResets.userId, user.id)),
    ).toEqual([]);
  });
});

describe('scheduler', () => {
  it('runs every retention job in one pass', async () => {
    const user = await signUp(server);
    await post(server.app, '/api/delete-account', {}, { token: user.token });
    server.clock.advance(addMonths(new Date(0), 4).getTime());
    await server.app.wobExtras.scheduler.runAll();
    expect(await userRow(user.id)).toBeUndefined();
  });
});
