// What every section of `pnpm bench` shares: the repository, packages loaded from the
// workspace's own dependencies, and the HTTP load generator with its settings
// (BENCH_SECONDS, BENCH_CONNECTIONS).
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const root = new URL('../../..', import.meta.url).pathname;
export const requireFrom = (pkgDir) => createRequire(join(root, pkgDir, 'package.json'));
export const serverRequire = requireFrom('apps/server');
const autocannon = serverRequire('autocannon');
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

export const kb = (bytes) => (bytes / 1024).toFixed(1);

export function load(url, headers, duration = seconds, requests = undefined) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration, headers, ...(requests ? { requests } : {}) },
      (error, result) => {
        if (error) reject(error);
        else resolve(result);
      },
    );
  });
}
