// `pnpm test:affected` selects exactly the packages a change touches and their dependents.
// Proven on a scratch clone of this repository (no install: Turborepo's dry run computes the
// selection from the git history, the workspace's package.json files and the lockfile),
// with the same tasks and the same base as the script itself.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFECTED_TASKS, affectedBase } from '../lib/affected.mjs';
import { git, scratchClone, scratchEnv } from '../lib/scratch.mjs';
import { bin, root } from '../lib/test-run.mjs';

const tasks = Object.values(AFFECTED_TASKS).flat();

/** The names of the workspace's packages (apps, packages, e2e), tooling left out. */
function productPackages() {
  const dirs = ['apps', 'packages'].flatMap((group) =>
    readdirSync(join(root, group)).map((name) => join(root, group, name)),
  );
  return [...dirs, join(root, 'e2e')]
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name)
    .sort();
}

// The clone's HEAD is `main`, the base the script compares a branch with.
const scratch = scratchClone('wob-affected-', { branch: 'main' });

/** Commits one added line to `file` on a branch off main; answers turbo's selection and tasks. */
function selectionAfterChanging(file) {
  const clone = scratch();
  git(clone, 'checkout', '--quiet', '-B', `change-${file.replace(/\W+/g, '-')}`, 'main');
  appendFileSync(join(clone, file), '// one more line\n');
  git(clone, 'commit', '--quiet', '-am', `One more line in ${file}`);

  const base = affectedBase(clone, {});
  expect(base).toEqual({ ref: git(clone, 'rev-parse', 'main'), from: 'merge base with main' });
  const result = spawnSync(
    bin('turbo'),
    ['run', ...tasks, '--affected', '--dry=json', '--cwd', clone],
    {
      encoding: 'utf8',
      env: { ...scratchEnv, TURBO_SCM_BASE: base.ref },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`turbo --dry=json failed: ${result.stderr}`);
  const dry = JSON.parse(result.stdout);
  return { packages: [...dry.packages].sort(), tasks: dry.tasks };
}

describe('pnpm test:affected', () => {
  it('a one-line change in @wob/deck selects @wob/deck and what depends on it: the web app and the browser tests', () => {
    const { packages, tasks: planned } = selectionAfterChanging('packages/deck/src/index.ts');
    expect(packages).toEqual(['@wob/deck', '@wob/e2e', '@wob/web']);
    // Checks and tests run only there; builds of what deck is built on are pulled in by
    // `^build` (replayed from Turborepo's cache when unchanged), and the apps' builds pull in
    // `transit`, which runs nothing (it carries the packages' source into their hash).
    const transit = planned.filter((task) => task.task === 'transit');
    expect(transit.map((task) => task.command)).toEqual(transit.map(() => '<NONEXISTENT>'));
    const checked = new Set(
      planned
        .filter((task) => task.task !== 'build' && task.task !== 'transit')
        .map((task) => task.package),
    );
    expect([...checked].sort()).toEqual(['@wob/deck', '@wob/e2e', '@wob/web']);
    expect(planned.map((task) => task.taskId)).toEqual(
      expect.arrayContaining([
        '@wob/deck#lint',
        '@wob/deck#typecheck',
        '@wob/deck#test',
        '@wob/deck#build-storybook',
        '@wob/web#build',
        '@wob/e2e#typecheck',
      ]),
    );
  });

  it('a change in @wob/validation selects every package above it (all but the other base packages, i18n and ui)', () => {
    const { packages } = selectionAfterChanging('packages/validation/src/index.ts');
    const above = productPackages().filter((name) => !['@wob/i18n', '@wob/ui'].includes(name));
    expect(above).toEqual(
      expect.arrayContaining([
        '@wob/validation',
        '@wob/api',
        '@wob/auth',
        '@wob/deck',
        '@wob/server',
        '@wob/web',
        '@wob/e2e',
      ]),
    );
    expect(packages).toEqual(above);
  });
});
