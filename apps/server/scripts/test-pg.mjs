#!/usr/bin/env node
// Runs the server's test suite against a real PostgreSQL server: starts a throwaway cluster
// on a free port, runs `vitest run` with WOB_TEST_DATABASE_URL pointing at it, stops the
// cluster and exits with vitest's code. Extra arguments are passed to vitest.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../../../tooling/scripts/lib/postgres.mjs';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

let cluster;
let exitCode = 1;
try {
  cluster = await startPostgres();
  process.stdout.write(`PostgreSQL ${cluster.binDir} on port ${cluster.port}\n`);
  const vitest = spawn(join(serverRoot, 'node_modules/.bin/vitest'), ['run', ...process.argv.slice(2)], {
    cwd: serverRoot,
    stdio: 'inherit',
    env: { ...process.env, WOB_TEST_DATABASE_URL: cluster.url },
  });
  const stop = (signal) => vitest.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  exitCode = await new Promise((resolve) => {
    vitest.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  exitCode = 1;
} finally {
  cluster?.stop();
}
process.exit(exitCode);
