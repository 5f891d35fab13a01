// Scratch folders for the repository scripts' own tests (tooling/scripts/test): a tree of
// files written from a map, or a clone of this repository. Each registers its own Vitest
// hook that removes what it made, so a test file only says what it needs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { root } from './test-run.mjs';

/**
 * Scratch trees for one test file: answers `tree(files)`, which writes the files (path → text)
 * into a new folder under the system's temporary directory (named `<prefix>…`) and answers
 * the folder. Every tree is removed after the test that made it.
 */
export function scratchTrees(prefix) {
  const scratches = [];
  afterEach(() => {
    for (const scratch of scratches.splice(0)) rmSync(scratch, { recursive: true, force: true });
  });
  return function tree(files) {
    const scratch = mkdtempSync(join(tmpdir(), prefix));
    scratches.push(scratch);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), text);
    }
    return scratch;
  };
}

/**
 * The environment of commands run in a scratch clone: the run's own TURBO_* and GITHUB_*
 * settings (CI sets some) must not steer them, and Turborepo neither phones home nor checks
 * for updates.
 */
export const scratchEnv = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(TURBO_|GITHUB_)/.test(key)),
  ),
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
};

/** Runs git in `cwd` (with an author for commits); answers its trimmed output or throws. */
export function git(cwd, ...args) {
  const result = spawnSync(
    'git',
    ['-c', 'user.name=Scratch test', '-c', 'user.email=scratch@woble.local', ...args],
    { cwd, encoding: 'utf8', env: scratchEnv },
  );
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * A scratch clone of this repository at its HEAD, made before the test file's tests and
 * removed after them; answers a function that answers its folder. `--shared` borrows this
 * repository's objects (no copy), and HEAD need not be on a branch. With `branch` the clone's
 * HEAD is that branch, otherwise it is detached.
 */
export function scratchClone(prefix, { branch } = {}) {
  let clone;
  beforeAll(() => {
    clone = mkdtempSync(join(tmpdir(), prefix));
    const head = git(root, 'rev-parse', 'HEAD');
    git(root, 'clone', '--quiet', '--shared', '--no-checkout', root, clone);
    git(clone, 'checkout', '--quiet', ...(branch ? ['-B', branch] : ['--detach']), head);
  });
  afterAll(() => {
    if (clone) rmSync(clone, { recursive: true, force: true });
  });
  return () => clone;
}
