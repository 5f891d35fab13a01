// `pnpm start` builds only the two apps: they bundle the @wob/* packages from source, so no
// package's `dist` build is on the way to a running product; and a change to a package's
// source still rebuilds the apps that read it (no stale build replayed from the cache).
// Proven with Turborepo's dry run of the very command `pnpm start` runs, on a scratch clone.
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchClone, scratchEnv } from '../lib/scratch.mjs';
import { bin, root } from '../lib/test-run.mjs';

/** The `turbo run build …` that the root `start` script runs, with its filters. */
function startBuildArgs() {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const turbo = scripts.start.split('&&')[0].trim().split(/\s+/);
  expect(turbo.slice(0, 3)).toEqual(['turbo', 'run', 'build']);
  return turbo.slice(1).filter((arg) => !arg.startsWith('--output-logs'));
}

const clone = scratchClone('wob-start-');

/** The tasks of `pnpm start`'s build, from Turborepo's dry run in the clone. */
function plannedStart() {
  const result = spawnSync(bin('turbo'), [...startBuildArgs(), '--dry=json', '--cwd', clone()], {
    encoding: 'utf8',
    env: scratchEnv,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`turbo --dry=json failed: ${result.stderr}`);
  return JSON.parse(result.stdout).tasks;
}

const hashOf = (tasks, taskId) => tasks.find((task) => task.taskId === taskId)?.hash;

describe('pnpm start', () => {
  it('runs the builds of the web app and the server only, no package build', () => {
    const planned = plannedStart();
    const running = planned.filter((task) => task.command !== '<NONEXISTENT>');
    expect(running.map((task) => task.taskId).sort()).toEqual([
      '@wob/server#build',
      '@wob/web#build',
    ]);
    // What else is planned runs nothing: the packages' `transit`, which carries their files
    // into the apps' hashes.
    expect(
      new Set(planned.filter((task) => !running.includes(task)).map((task) => task.task)),
    ).toEqual(new Set(['transit']));
  });

  it('rebuilds an app when the source of a package it bundles changes, and only that app', () => {
    const before = plannedStart();
    appendFileSync(join(clone(), 'packages/deck/src/index.ts'), '// one more line\n');
    const afterDeck = plannedStart();
    // The web app bundles @wob/deck; the server does not.
    expect(hashOf(afterDeck, '@wob/web#build')).not.toBe(hashOf(before, '@wob/web#build'));
    expect(hashOf(afterDeck, '@wob/server#build')).toBe(hashOf(before, '@wob/server#build'));

    appendFileSync(join(clone(), 'packages/validation/src/index.ts'), '// one more line\n');
    const afterValidation = plannedStart();
    // Both bundle @wob/validation, the server directly, the web app through every feature.
    expect(hashOf(afterValidation, '@wob/server#build')).not.toBe(
      hashOf(afterDeck, '@wob/server#build'),
    );
    expect(hashOf(afterValidation, '@wob/web#build')).not.toBe(hashOf(afterDeck, '@wob/web#build'));
  });
});
