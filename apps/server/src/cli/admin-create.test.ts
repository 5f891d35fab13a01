import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config';
import { serverRoot } from '../paths';
import { createTestDatabase, FAST_ENV, type TestDatabase, tempDir } from '../test/harness';
import { freePort, waitForHealth } from '../test/processes';

// `pnpm admin:create` against a running server in a process of its own (PGlite in its own
// data folder unless the suite runs on PostgreSQL): the command finds the server and its
// secret from the same settings, creates the administrator through it, and the new
// administrator can sign in while the server keeps running.

const TSX = ['--import', 'tsx', '--conditions=@wob/source'];

function fastEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(FAST_ENV).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

async function runCommand(
  env: Record<string, string>,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    [...TSX, join(serverRoot, 'src/cli/admin-create.ts'), ...args],
    {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdin?.end();
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

let dataDir: string;
let database: TestDatabase | undefined;
let server: ChildProcess | undefined;
let env: Record<string, string>;
let base: string;

beforeAll(async () => {
  dataDir = await tempDir('wob-admin-cli-');
  if (testDatabaseUrl()) {
    database = await createTestDatabase();
    await database.database.close();
  }
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The server generates its secret into the data folder, as a local installation does.
  const { MEDIA_SECRET: _generated, ...withoutSecret } = fastEnv();
  env = {
    ...withoutSecret,
    PORT: String(port),
    HOST: '127.0.0.1',
    WOB_DATA_DIR: dataDir,
    WOB_WEB_DIR: join(dataDir, 'no-web'),
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
  };
  server = spawn(process.execPath, [...TSX, join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  await waitForHealth(base, server, 90_000);
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('pnpm admin:create', () => {
  it('creates an administrator through the running server, who can then sign in', async () => {
    const result = await runCommand({ ...env, WOB_ADMIN_PASSWORD: 'a long admin password' }, [
      '--email',
      'Operator@Woble.test',
      '--role',
      'moderator',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('operator@woble.test (moderator)');
    expect(result.stdout).toContain('/admin/login');

    const signIn = await fetch(`${base}/admin-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'operator@woble.test', password: 'a long admin password' }),
    });
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { data: { step: string } }).data.step).toBe('setup');

    // The same e-mail again: the server's refusal, shown to the operator.
    const again = await runCommand({ ...env, WOB_ADMIN_PASSWORD: 'a long admin password' }, [
      '--email',
      'operator@woble.test',
    ]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('An administrator with this e-mail already exists.');
  }, 120_000);

  it('reads the password from standard input when not on a terminal, and checks the arguments', async () => {
    const missing = await runCommand(env, []);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--email is required');
    const badRole = await runCommand(env, ['--email', 'x@woble.test', '--role', 'owner']);
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain('--role must be administrator or moderator');
    // No WOB_ADMIN_PASSWORD and an empty standard input: nothing to create with.
    const noPassword = await runCommand(env, ['--email', 'x@woble.test']);
    expect(noPassword.code).toBe(1);
    expect(noPassword.stderr).toContain('No password given');
  }, 120_000);

  it('says so when no server runs, and how to start it', async () => {
    const port = await freePort();
    const result = await runCommand(
      { ...env, PORT: String(port), WOB_ADMIN_PASSWORD: 'a long admin password' },
      ['--email', 'nobody@woble.test'],
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`No Woble server answers at http://127.0.0.1:${port}`);
    expect(result.stderr).toContain('pnpm start');
  }, 120_000);
});
