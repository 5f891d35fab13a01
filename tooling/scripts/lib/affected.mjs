// What `pnpm test:affected` compares against, and which Turborepo tasks it runs for the
// packages a change touches and their dependents (`turbo run … --affected`).
import { spawnSync } from 'node:child_process';

/** The tasks of `pnpm test`'s static checks, builds and unit tests, per package. */
export const AFFECTED_TASKS = {
  checks: ['lint', 'typecheck'],
  builds: ['build', 'publint', 'build-storybook'],
  tests: ['test'],
};

function git(cwd, args) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * The commit the change is measured from: `TURBO_SCM_BASE` when set, otherwise the merge
 * base of HEAD with the branch a pull request targets (`origin/$GITHUB_BASE_REF` on GitHub
 * Actions), with `main`, or with `origin/main`. `null` when none resolves (a shallow clone
 * without the base): Turborepo then runs every package.
 */
export function affectedBase(cwd, env = process.env) {
  if (env.TURBO_SCM_BASE) return { ref: env.TURBO_SCM_BASE, from: 'TURBO_SCM_BASE' };
  const candidates = [
    env.GITHUB_BASE_REF ? `origin/${env.GITHUB_BASE_REF}` : null,
    'main',
    'origin/main',
  ].filter(Boolean);
  for (const candidate of candidates) {
    const base = git(cwd, ['merge-base', candidate, 'HEAD']);
    if (base) return { ref: base, from: `merge base with ${candidate}` };
  }
  return null;
}
