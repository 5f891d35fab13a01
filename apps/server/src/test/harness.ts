import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, type Env, loadConfig, testDatabaseUrl } from '../config';
import { type Database, openDatabase } from '../db/client';
import { DAY_MS } from '../platform/clock';
import { post } from './http';
import { adminQuery, withDatabase } from './postgres-admin';

// Test support: every server test runs the real app against a real database. PGlite files
// start from the migrated template of global-setup.ts; with WOB_TEST_DATABASE_URL each test
// file gets a PostgreSQL database of its own, dropped at the end.

export interface TestDatabase {
  database: Database;
  /** Connection string when running against PostgreSQL. */
  url: string | undefined;
  drop(): Promise<void>;
}

/** A fresh, migrated, empty database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    const template = await readFile(inject('pgliteTemplate'));
    const database = await openDatabase({
      kind: 'pglite-memory',
      loadDataDir: new Blob([template]),
    });
    return { database, url: undefined, drop: () => database.close() };
  }
  // A copy of the template the global setup migrated: the same schema without migrating again.
  const name = `wob_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('postgresTemplate')}`);
  const url = withDatabase(adminUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  return {
    database,
    url,
    async drop() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** A clock the test moves by hand; it starts at the real time. */
export class TestClock {
  private current = new Date();
  readonly now = (): Date => new Date(this.current.getTime());
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  advanceDays(days: number): void {
    this.advance(days * DAY_MS);
  }
  /** Moves to `date`, which must not be earlier than now (time never runs backwards). */
  set(date: Date): void {
    if (date.getTime() < this.current.getTime()) throw new Error('the test clock cannot go back');
    this.current = new Date(date.getTime());
  }
}

/** Operator details as a real installation sets them: production refuses the placeholders. */
export const OPERATOR_ENV: Env = {
  WOB_OPERATOR_COMPANY: 'Woble Test ApS',
  WOB_OPERATOR_CVR: '12345678',
  WOB_OPERATOR_ADDRESS: 'Testvej 2, 8000 Aarhus C',
  WOB_OPERATOR_EMAIL: 'kontakt@woble.test',
  WOB_OPERATOR_SOCIAL: 'facebook=https://www.facebook.com/woble-test',
};

export const FAST_ENV: Env = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  // Cheap but real argon2id hashes.
  ARGON2_MEMORY_KIB: '64',
  ARGON2_TIME: '1',
  WOB_SEED: 'false',
  WOB_JOBS_INTERVAL_MINUTES: '0',
  WOB_NOTIFICATION_MAIL_INTERVAL_SECONDS: '0',
  RATE_LIMIT_LOGIN_MAX: '100000',
  RATE_LIMIT_REGISTER_MAX: '100000',
  RATE_LIMIT_RESET_MAX: '100000',
  RATE_LIMIT_SUPPORT_MAX: '100000',
  RATE_LIMIT_PASSWORD_MAX: '100000',
  RATE_LIMIT_TAPS_MAX: '100000',
  MEDIA_SECRET: 'test-secret-test-secret-test-secret-0123',
  PUBLIC_URL: 'http://woble.test',
};

export async function tempDir(prefix = 'wob-test-'): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

export interface TestServer {
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  dataDir: string;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Overrides the fast test defaults (FAST_ENV), e.g. a rate limit lowered to its real value. */
  env?: Env;
  /** Shares one database between several apps; the caller drops it. */
  testDatabase?: TestDatabase;
  /** Changes what the environment cannot set (timings fixed in the Config). */
  configure?: (config: Config) => Config;
  /** Registers extra routes before the app is sealed (a test-only endpoint). */
  routes?: (app: FastifyInstance) => void;
}

/** The real app on a fresh database, with a test clock and a temporary data folder. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await tempDir();
  const testDatabase = options.testDatabase ?? (await createTestDatabase());
  const loaded = loadConfig({
    ...FAST_ENV,
    WOB_DATA_DIR: dataDir,
    WOB_WEB_DIR: join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const config = options.configure ? options.configure(loaded) : loaded;
  const clock = new TestClock();
  const app = await buildApp(config, {
    now: clock.now,
    database: testDatabase.database,
    configure: options.routes,
  });
  return {
    app,
    clock,
    config,
    dataDir,
    testDatabase,
    async close() {
      await app.close();
      if (!options.testDatabase) await testDatabase.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `run` with a server of its own, closed afterwards whether `run` passes or throws. */
export async function withServer<S extends TestServer, T>(
  starting: Promise<S>,
  run: (server: S) => Promise<T>,
): Promise<T> {
  const own = await starting;
  try {
    return await run(own);
  } finally {
    await own.close();
  }
}

/** Runs `run` with an app of its own (see `withServer`). */
export function withTestServer<T>(
  options: TestServerOptions,
  run: (server: TestServer) => Promise<T>,
): Promise<T> {
  return withServer(startTestServer(options), run);
}

/**
 * The calling test file's server once `useTestServer()` has started it. Each test file runs in
 * a module context of its own, so each file has its own.
 */
export let server: TestServer;

/**
 * Starts something with `start` before the tests of the calling file or `describe` block, hands
 * it to `keep`, and closes it after them: the one place a test setup opens and closes a server.
 */
export function useStarted<T extends { close(): Promise<void> }>(
  start: () => Promise<T>,
  keep: (started: T) => void,
): void {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
    keep(started);
  });
  afterAll(async () => {
    await started?.close();
  });
}

/** Options given when the server starts, or a function called then (see `useTestServer`). */
export type LateOptions<T> = T | (() => T);

export function resolveOptions<T extends object>(options: LateOptions<T>): T {
  return typeof options === 'function' ? (options as () => T)() : (options as T);
}

/**
 * Starts the real app for the calling test file before its tests, and closes it after them.
 * `options` may be a function, called when the server starts: for options that depend on what
 * an earlier `beforeAll` of the file started (a fake of an outside service and its address).
 */
export function useTestServer(options: LateOptions<TestServerOptions> = {}): void {
  useStarted(
    () => startTestServer(resolveOptions(options)),
    (started) => {
      server = started;
    },
  );
}

/**
 * Another app on the database of the file's `server` (from `useTestServer()`), with `options`
 * on top: e.g. the real rate limits, which the other tests run raised. It is started before the
 * tests of the calling `describe` block and closed after them; the answer is that app (its
 * fields are filled in when it has started).
 */
export function useSecondServer(options: Omit<TestServerOptions, 'testDatabase'> = {}): TestServer {
  const second = {} as TestServer;
  useStarted(
    () => startTestServer({ ...options, testDatabase: server.testDatabase }),
    (started) => Object.assign(second, started),
  );
  return second;
}

let counter = 0;
/** An e-mail address no other test uses. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}-${randomBytes(4).toString('hex')}@example.com`;
}

/** 'YYYY-MM-DD' for someone `years` old (a few days past their birthday) on `today`. */
export function birthDateForAge(years: number, today: Date): string {
  const date = new Date(today.getTime() - 3 * DAY_MS);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

let pictureCache: string | undefined;
/** A small real PNG as a data URL. */
export async function pictureDataUrl(): Promise<string> {
  if (!pictureCache) {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    pictureCache = `data:image/png;base64,${png.toString('base64')}`;
  }
  return pictureCache;
}

export async function registrationPayload(
  today: Date,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return {
    name: 'Test Wobler',
    email: uniqueEmail(),
    password: 'secret-password',
    gender: 'female',
    phone: '+45 12 34 56 78',
    country: 'DK',
    address: 'Testvej 1',
    city: 'København',
    zipcode: '2100',
    birthDate: birthDateForAge(30, today),
    profilePicture: await pictureDataUrl(),
    about: 'Hello there',
    acceptTerms: true,
    ...overrides,
  };
}

export interface SignedUp {
  email: string;
  password: string;
  token: string;
  id: string;
}

/** Registers (with `overrides`) and logs in; fails the test when either does not succeed. */
export async function signUp(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<SignedUp> {
  const payload = await registrationPayload(server.clock.now(), overrides);
  const registered = await post(server.app, '/api/register', payload);
  if (registered.statusCode !== 201) {
    throw new Error(`register answered ${registered.statusCode}: ${registered.body}`);
  }
  const email = String(payload.email);
  const password = String(payload.password);
  const login = await post(server.app, '/api/login', { username: email, password });
  if (login.statusCode !== 200)
    throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const body = login.json() as { token: string; data: { user: { _id: string } } };
  return { email, password, token: body.token, id: body.data.user._id };
}

export interface OutboxMail {
  file: string;
  raw: string;
  to: string;
  subject: string;
  /** The reset link in the text part, if any. */
  link: string | undefined;
}

/** The e-mails the outbox adapter wrote, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const folder = join(dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((f) =>
    f.endsWith('.eml'),
  );
  files.sort();
  const mails: OutboxMail[] = [];
  for (const name of files) {
    const raw = await readFile(join(folder, name), 'utf8');
    // Quoted-printable soft line breaks would split the link; undo them before matching.
    const unfolded = raw.replace(/=\r?\n/g, '');
    mails.push({
      file: name,
      raw,
      to: /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '',
      subject: /^Subject: (.+)$/m.exec(raw)?.[1]?.trim() ?? '',
      link: /https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/.exec(unfolded)?.[0],
    });
  }
  return mails;
}
