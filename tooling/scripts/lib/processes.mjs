// Helpers shared by the benchmark and the PostgreSQL test runner: free ports, a built
// server in its own process group, and a throwaway PostgreSQL cluster.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts `node apps/server/dist/main.js` in its own process group; resolves once healthy. */
export async function startServer(root, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`);
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    },
  };
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** A throwaway PostgreSQL cluster on a free port; `stop()` removes it. */
export async function startPostgres(binDir) {
  const dir = mkdtempSync(join(tmpdir(), 'wob-pg-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const asPg = (cmd) =>
    isRoot()
      ? spawnSync('su', ['postgres', '-c', cmd], { encoding: 'utf8' })
      : spawnSync('sh', ['-c', cmd], { encoding: 'utf8' });
  const init = asPg(`${binDir}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 >/dev/null`);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const start = asPg(
    `${binDir}/pg_ctl -D ${dir}/data -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" -l ${dir}/log -w start >/dev/null`,
  );
  if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      asPg(`${binDir}/pg_ctl -D ${dir}/data -m fast -w stop >/dev/null`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resident set size of a process in MB (Linux). */
export function rssMb(pid) {
  const status = spawnSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' }).stdout;
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
}
