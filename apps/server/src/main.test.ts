import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseUrl } from './config';
import { serverRoot } from './paths';
import { createTestDatabase, FAST_ENV, type TestDatabase, tempDir } from './test/harness';
import { freePort, waitForHealth } from './test/processes';

// The real entry point in its own process: it starts, answers, and on SIGTERM finishes the
// request in flight, closes everything and exits 0 by itself.

let dataDir: string;
let database: TestDatabase | undefined;
beforeAll(async () => {
  dataDir = await tempDir('wob-main-');
  // Against PostgreSQL the child gets a database of its own; otherwise it creates a PGlite
  // database in its data folder, as a first start does.
  if (testDatabaseUrl()) {
    database = await createTestDatabase();
    await database.database.close();
  }
});
afterAll(async () => {
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('main', () => {
  it('drains the request in flight on SIGTERM, closes the database and exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      ...Object.fromEntries(
        Object.entries(FAST_ENV).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      ),
      // Slow enough hashing that a login is still running when the signal arrives.
      ARGON2_MEMORY_KIB: '65536',
      ARGON2_TIME: '8',
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      WOB_DATA_DIR: dataDir,
      WOB_WEB_DIR: join(dataDir, 'no-web'),
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
    };
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@wob/source', join(serverRoot, 'src/main.ts')],
      { cwd: serverRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    try {
      await waitForHealth(base, child, 90_000);

      const inFlight = fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'nobody@example.com', password: 'whatever' }),
      });
      // The signal goes once the server has the request (its log line says so), not after a
      // guessed pause: on a loaded machine the request may not have arrived yet.
      await vi.waitFor(
        () =>
          expect(output).toMatch(/incoming request.*\/api\/login|\/api\/login.*incoming request/),
        {
          timeout: 30_000,
          interval: 10,
        },
      );
      child.kill('SIGTERM');

      const answer = await inFlight;
      expect(answer.status).toBe(401);
      const [code, signal] = await exited;
      expect({ code, signal }, output).toEqual({ code: 0, signal: null });
      expect(output).toContain('shutting down');
      expect(output).toContain('"msg":"stopped"');
      expect(output).not.toContain('kept the process alive');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);

  it('refuses to start with a bad configuration and names the variable', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@wob/source', join(serverRoot, 'src/main.ts')],
      {
        cwd: serverRoot,
        env: { PATH: process.env.PATH ?? '', PORT: 'nope', NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(stderr).toContain('PORT: must be a whole number');
    expect(stderr).toContain('MEDIA_SECRET: is required in production');
  }, 60_000);
});
