// A throwaway PostgreSQL cluster (Debian's PostgreSQL) on a free port in a temporary folder,
// for the server's PostgreSQL test run and the benchmark. As root the cluster runs as the
// `postgres` user (initdb refuses root); otherwise as the current user.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export function postgresBinDir() {
  const candidates = [process.env.PG_BIN_DIR, ...['17', '16', '15'].map((v) => `/usr/lib/postgresql/${v}/bin`)];
  return candidates.find((dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const quote = (value) => `'${String(value).replace(/'/g, `'\\''`)}'`;

/** Starts a cluster; resolves `{ url, port, binDir, logFile, stop() }`. Throws with the server log when it fails. */
export async function startPostgres(binDir = postgresBinDir()) {
  if (!binDir) {
    throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (or set PG_BIN_DIR).');
  }
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const folder = mkdtempSync(join(tmpdir(), 'wob-pg-'));
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'log');
  const port = await freePort();

  function pgTool(tool, args) {
    const command = [join(binDir, tool), ...args].map(quote).join(' ');
    const result = asRoot
      ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' })
      : spawnSync('/bin/sh', ['-c', command], { encoding: 'utf8' });
    if (result.status !== 0) {
      const log = existsSync(logFile) ? spawnSync('tail', ['-n', '30', logFile], { encoding: 'utf8' }).stdout : '';
      throw new Error(`${tool} failed (${result.status}):\n${result.stdout}\n${result.stderr}\n${log}`);
    }
  }

  if (asRoot) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(folder, id('-u'), id('-g'));
  }
  const superuser = asRoot ? 'postgres' : userInfo().username;
  let started = false;
  const stop = () => {
    if (started) {
      try {
        pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        process.stderr.write(`${error.message}\n`);
      }
      started = false;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    pgTool('initdb', ['-D', dataDir, '-U', superuser, '--auth=trust', '-E', 'UTF8', '--locale=C']);
    pgTool('pg_ctl', [
      '-D', dataDir,
      '-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      '-l', logFile, '-w', 'start',
    ]);
    started = true;
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://${superuser}@127.0.0.1:${port}/postgres`, port, binDir, logFile, stop };
}
