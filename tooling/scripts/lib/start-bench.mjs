// The start section of `pnpm bench`: how long a newcomer waits for the product. A fresh clone
// of the repository's HEAD (or BENCH_START_REF) in a temporary folder, `pnpm install
// --frozen-lockfile` (timed apart: the targets count from the moment it finishes), then
// `pnpm start` until GET /api/health answers 200 — once on the fresh clone (empty Turborepo
// cache, no database yet), once more on the same clone and data folder (the second start).
import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './postgres.mjs';

/** Seconds from the end of `pnpm install` to health 200 (the targets). */
export const START_TARGETS = { first: 45, second: 15 };

// The bench's own pnpm, npm and Turborepo settings must not steer the clone's commands.
function cleanEnv(extra = {}) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(TURBO_|npm_|PNPM_SCRIPT|INIT_CWD)/i.test(key),
    ),
  );
  return { ...env, ...extra };
}

function git(cwd, args) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** Runs a command to its end with its output in `log`; answers the seconds it took. */
function timed(command, args, { cwd, env, log }) {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  writeFileSync(log, `${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
  return seconds;
}

/**
 * `pnpm start` in `cwd` (its own process group) until `/api/health` answers 200; then the group
 * is stopped. Answers the seconds from the spawn to the first 200 (`ready`) and to the end of
 * the builds (`built`).
 */
async function timeStart({ cwd, dataDir, log, timeoutMs = 600_000 }) {
  const port = await freePort();
  const out = createWriteStream(log);
  const started = performance.now();
  const child = spawn('pnpm', ['start'], {
    cwd,
    env: cleanEnv({
      HOST: '127.0.0.1',
      PORT: String(port),
      WOB_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  // Turborepo's summary (`Time: …`) marks the end of the builds; the server starts after it.
  let built = null;
  child.stdout.on('data', (chunk) => {
    if (built === null && /^\s*Time:\s/m.test(String(chunk))) {
      built = (performance.now() - started) / 1000;
    }
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let exitCode = null;
  exited.then((code) => {
    exitCode = code ?? -1;
  });
  const health = `http://127.0.0.1:${port}/api/health`;
  try {
    while (performance.now() - started < timeoutMs) {
      if (exitCode !== null) {
        throw new Error(
          `pnpm start ended (${exitCode}) before it was ready:\n${readFileSync(log, 'utf8').slice(-4000)}`,
        );
      }
      try {
        const response = await fetch(health);
        if (response.status === 200) return { ready: (performance.now() - started) / 1000, built };
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${health} did not answer 200 within ${timeoutMs / 1000} s`);
  } finally {
    if (exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    out.end();
  }
}

/**
 * One measurement on a fresh clone: answers `{ ref, install, first, second }` in seconds.
 * `keep` leaves the temporary folder (its path is printed) for a look at the logs.
 */
export async function startFigures({ root, ref = 'HEAD', keep = false, onProgress = () => {} }) {
  const commit = git(root, ['rev-parse', '--verify', `${ref}^{commit}`]);
  const folder = mkdtempSync(join(tmpdir(), 'wob-bench-start-'));
  const clone = join(folder, 'woble');
  const dataDir = join(folder, 'data');
  const logs = join(folder, 'logs');
  mkdirSync(logs, { recursive: true });
  try {
    git(folder, ['clone', '--quiet', '--no-checkout', root, clone]);
    git(clone, ['checkout', '--quiet', '--detach', commit]);
    onProgress(
      `fresh clone of ${commit.slice(0, 10)} in ${clone}; pnpm install --frozen-lockfile…`,
    );
    const install = timed('pnpm', ['install', '--frozen-lockfile'], {
      cwd: clone,
      env: cleanEnv({ CI: 'true' }),
      log: join(logs, 'install.log'),
    });
    onProgress(`installed in ${install.toFixed(1)} s; first pnpm start…`);
    const first = await timeStart({ cwd: clone, dataDir, log: join(logs, 'first-start.log') });
    onProgress(`first start ready in ${first.ready.toFixed(1)} s; second pnpm start…`);
    const second = await timeStart({ cwd: clone, dataDir, log: join(logs, 'second-start.log') });
    onProgress(`second start ready in ${second.ready.toFixed(1)} s`);
    return { ref: commit, install, first, second, load: loadavg() };
  } finally {
    if (keep) onProgress(`kept ${folder}`);
    else rmSync(folder, { recursive: true, force: true });
  }
}

export function printStart(rows) {
  const seconds = (value) => (value === null ? '?' : value.toFixed(1));
  console.log('\n## Start: `pnpm start` on a fresh clone until GET /api/health answers 200');
  console.log(
    '| run | commit | pnpm install s | first start s (builds s) | target s | ratio | second start s (builds s) | target s | ratio |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  rows.forEach((r, i) => {
    console.log(
      `| ${i + 1} | ${r.ref.slice(0, 10)} | ${r.install.toFixed(1)} | ${seconds(r.first.ready)} (${seconds(r.first.built)}) | ${START_TARGETS.first} | ${(r.first.ready / START_TARGETS.first).toFixed(2)} | ${seconds(r.second.ready)} (${seconds(r.second.built)}) | ${START_TARGETS.second} | ${(r.second.ready / START_TARGETS.second).toFixed(2)} |`,
    );
  });
  console.log(
    'First start: after `pnpm install --frozen-lockfile` on a fresh clone (no Turborepo cache, no build output, no database). Second start: `pnpm start` again on that clone and data folder. Builds: until Turborepo has finished (the rest is the server opening, or creating and seeding, its database). Ratio = seconds ÷ target (≤ 1 is within target).',
  );
  const load = rows.at(-1)?.load ?? loadavg();
  console.log(
    `Load average of the machine (shared with other work) at the end: ${load.map((n) => n.toFixed(1)).join(' ')} on ${availableParallelism()} cores.`,
  );
}
