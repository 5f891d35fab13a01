#!/usr/bin/env node
// Runs the server's test suite against a real PostgreSQL server: starts a throwaway cluster
// (Debian's PostgreSQL 15) on a free port in a temporary folder, runs `vitest run` with
// WOB_TEST_DATABASE_URL pointing at it, stops the cluster and exits with vitest's code.
// As root the cluster runs as the `postgres` user (initdb refuses root); otherwise as the
// current user. Extra arguments are passed to vitest.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

function findBinDir() {
  const candidates = [
    process.env.PG_BIN_DIR,
    '/usr/lib/postgresql/15/bin',
    '/usr/lib/postgresql/16/bin',
    '/usr/lib/postgresql/17/bin',
  ];
  for (const dir of candidates) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  return undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const quote = (value) => `'${String(value).replace(/'/g, `'\\''`)}'`;

const binDir = findBinDir();
if (!binDir) {
  process.stderr.write(
    'PostgreSQL is not installed. Install it with `apt-get install -y postgresql` (as root), or set PG_BIN_DIR to the folder holding initdb and pg_ctl.\n',
  );
  process.exit(1);
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const folder = mkdtempSync(join(tmpdir(), 'wob-pg-'));
const dataDir = join(folder, 'data');
const logFile = join(folder, 'log');
const port = await freePort();

/** Runs a PostgreSQL tool, as `postgres` when we are root. */
function pgTool(tool, args) {
  const command = [join(binDir, tool), ...args].map(quote).join(' ');
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], {
        stdio: 'pipe',
        encoding: 'utf8',
      })
    : spawnSync('/bin/sh', ['-c', command], { stdio: 'pipe', encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${tool} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

let started = false;
function stopCluster() {
  if (started) {
    try {
      pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      process.stderr.write(`${error.message}\n`);
    }
    started = false;
  }
  rmSync(folder, { recursive: true, force: true });
}

let exitCode = 1;
try {
  if (asRoot) {
    const id = (flag) =>
      Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(folder, id('-u'), id('-g'));
  }
  const superuser = asRoot ? 'postgres' : userInfo().username;
  pgTool('initdb', ['-D', dataDir, '-U', superuser, '--auth=trust', '-E', 'UTF8', '--locale=C']);
  pgTool('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    '-l',
    logFile,
    '-w',
    'start',
  ]);
  started = true;
  const url = `postgres://${superuser}@127.0.0.1:${port}/postgres`;
  process.stdout.write(`PostgreSQL ${binDir} on port ${port}\n`);

  const vitest = spawn(
    join(serverRoot, 'node_modules/.bin/vitest'),
    ['run', ...process.argv.slice(2)],
    {
      cwd: serverRoot,
      stdio: 'inherit',
      env: { ...process.env, WOB_TEST_DATABASE_URL: url },
    },
  );
  const stop = (signal) => vitest.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  exitCode = await new Promise((resolve) => {
    vitest.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  if (existsSync(logFile))
    process.stderr.write(spawnSync('tail', ['-n', '30', logFile], { encoding: 'utf8' }).stdout);
  exitCode = 1;
} finally {
  stopCluster();
}
process.exit(exitCode);
