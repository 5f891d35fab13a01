import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSteps, users } from '../db/schema';
import {
  createTestDatabase,
  OPERATOR_ENV,
  startTestServer,
  type TestDatabase,
  type TestServer,
  withTestServer,
} from '../test/harness';
import { get, post } from '../test/http';
import { DEMO_PASSWORD, DEMO_WOBLER_COUNT } from './demo-woblers';
import { SEED_STEPS } from './index';

// One database for the whole file, used in order: production start (must stay empty), then
// the local start that seeds it, then a restart that must not seed twice.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function countUsers(): Promise<number> {
  const [row] = await database.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

describe('demo content', () => {
  it('is never loaded in production, even into an empty database', async () => {
    await withTestServer(
      {
        testDatabase: database,
        env: { ...OPERATOR_ENV, NODE_ENV: 'production', WOB_SEED: undefined },
      },
      async (server) => {
        expect(server.config.seed).toBe(false);
        expect(await countUsers()).toBe(0);
      },
    );
  });

  let local: TestServer;
  it('fills an empty database on a local start', async () => {
    local = await startTestServer({ testDatabase: database, env: { WOB_SEED: 'true' } });
    expect(await countUsers()).toBe(DEMO_WOBLER_COUNT);
    expect(DEMO_WOBLER_COUNT).toBeGreaterThanOrEqual(20);
    const demo = await database.database.db
      .select()
      .from(users)
      .where(like(users.email, 'demo%@woble.local'));
    expect(demo).toHaveLength(DEMO_WOBLER_COUNT);
    expect(new Set(demo.map((row) => row.gender)).size).toBe(5);
    expect(demo.every((row) => row.pictureId === null)).toBe(true);
  });

  it('gives demo Woblers working logins and generated avatars', async () => {
    const login = await post(local.app, '/api/login', {
      username: 'demo1@woble.local',
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const user = login.json().data.user;
    expect(user.profilePicture).toBeNull();
    expect(user.avatar).toMatch(/^\/media\/avatars\/[0-9a-f]{24}\.svg/);
    const avatar = await local.app.inject({ method: 'GET', url: user.avatar });
    expect(avatar.statusCode).toBe(200);

    const other = await get(local.app, '/api/get-user-profile', {
      token: login.json().token,
      query: { id: 'de0000000000000000000002' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().data.user.age).toBeGreaterThanOrEqual(18);
    await local.close();
  });

  it('runs each step once: a restart adds nothing', async () => {
    await withTestServer({ testDatabase: database, env: { WOB_SEED: 'true' } }, async () => {
      expect(await countUsers()).toBe(DEMO_WOBLER_COUNT);
      const [steps] = await database.database.db.select({ n: count() }).from(seedSteps);
      expect(steps?.n).toBe(SEED_STEPS.length);
    });
  });
});

describe('a database with accounts of its own', () => {
  it('never gets demo content', async () => {
    const own = await createTestDatabase();
    await withTestServer({ testDatabase: own }, async (first) => {
      const register = await post(first.app, '/api/register', {});
      expect(register.statusCode).toBe(422);
      await own.database.db.insert(users).values({
        id: 'abcdefabcdefabcdefabcdef',
        email: 'real@example.com',
        passwordHash: 'x',
        name: 'Real Person',
        gender: 'male',
        birthDate: '1990-01-01',
        createdAt: new Date(),
        updatedAt: new Date(),
        lastActiveAt: new Date(),
      });
    });
    const seeded = await startTestServer({ testDatabase: own, env: { WOB_SEED: 'true' } });
    try {
      const [row] = await own.database.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(1);
    } finally {
      await seeded.close();
      await own.drop();
    }
  });
});
