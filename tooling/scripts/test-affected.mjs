#!/usr/bin/env node
// `pnpm test:affected`: lint, typecheck, build (with publint and Storybook) and unit tests of
// only the packages a change touches and the packages that depend on them — Turborepo's
// `--affected`, measured from TURBO_SCM_BASE or the merge base with `main` (see
// lib/affected.mjs). The repository-wide checks (workspace consistency, dependency
// direction, workflow files, file size) take seconds and always run. Pull requests run this; `main`
// runs the full `pnpm test`. Ends, like it, with `N passed, N failed`.
import { AFFECTED_TASKS, affectedBase } from './lib/affected.mjs';
import { bin, createTestRun, root } from './lib/test-run.mjs';

const { check, turboChecks, vitestStage, finish } = createTestRun();

const base = affectedBase(root);
console.log(
  base
    ? `Affected since ${base.ref} (${base.from}).`
    : 'No base to compare with (no TURBO_SCM_BASE, no main branch in this clone): Turborepo runs every package.',
);
const env = base ? { TURBO_SCM_BASE: base.ref } : {};

await turboChecks('lint and typecheck (affected)', [...AFFECTED_TASKS.checks, '--affected'], env);
await check('workspace consistency (sherif)', bin('sherif'), []);
await check('dependency direction', process.execPath, ['tooling/scripts/check-deps.mjs']);
await check('workflow files (actionlint)', process.execPath, [
  'tooling/scripts/lint-workflows.mjs',
]);
await check('no source file over 500 lines', process.execPath, ['tooling/scripts/check-size.mjs']);
await turboChecks(
  'build, publint and storybook (affected)',
  [...AFFECTED_TASKS.builds, '--affected'],
  env,
);
await vitestStage(
  'unit and integration tests (affected; server on PGlite)',
  bin('turbo'),
  [
    'run',
    ...AFFECTED_TASKS.tests,
    '--affected',
    '--continue',
    '--output-logs=new-only',
    '--concurrency=1',
  ],
  env,
  '_wob_',
);

finish();
