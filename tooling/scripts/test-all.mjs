#!/usr/bin/env node
// `pnpm test`: every check and every test of the repository, in an order that fails fast on
// nothing — each stage runs even when an earlier one failed, and the last line adds it all
// up as `N passed, N failed`. Uses its own ports (chosen free at run time) and its own data
// folders under a temporary directory, so it can run beside a running product.
import { join } from 'node:path';
import { bin, createTestRun, root } from './lib/test-run.mjs';
import { ensureSystemPackages } from './system-deps.mjs';

const { check, backgroundCheck, turboChecks, vitestStage, backgroundVitestStage, missing, finish } =
  createTestRun();

const system = ensureSystemPackages();

// 1. Static checks: formatting rules, types, the workspace's package.json consistency, the
//    dependency direction of ARCHITECTURE.md (with no import cycles), the GitHub Actions
//    workflows, no issue history in comments and no source file over 500 lines.
await turboChecks('lint and typecheck', ['lint', 'typecheck']);
await check('workspace consistency (sherif)', bin('sherif'), []);
await check('dependency direction', process.execPath, ['tooling/scripts/check-deps.mjs']);
await check('workflow files (actionlint)', process.execPath, [
  'tooling/scripts/lint-workflows.mjs',
]);
await check('no issue history in comments', process.execPath, [
  'tooling/scripts/check-history-comments.mjs',
]);
await check('no source file over 500 lines', process.execPath, ['tooling/scripts/check-size.mjs']);

// 2. Builds: every package with tsup + publint, the web app, the server bundle, Storybook.
await turboChecks('build, publint and storybook', ['build', 'publint', 'build-storybook']);

// 3. What a consumer of the published packages gets, in the background beside stage 4: it
//    mostly waits on npm and the registry. `nice` gives the tests (which have timeouts) the
//    processor first; the dry run (which has none) takes what they leave. Its packing replays
//    the packages' builds into their `dist`, which the unit tests never read; the browser tests
//    of stage 6 do, so they wait for it.
const releaseDry = backgroundCheck(
  'release dry run: pack, install, import, bundle, type-check',
  'nice',
  ['-n', '10', process.execPath, 'tooling/scripts/release-dry.mjs'],
);

// 4. Unit and integration tests of every package (the server's on PGlite).
await vitestStage(
  'unit and integration tests (server on PGlite)',
  bin('turbo'),
  ['run', 'test', '--continue', '--output-logs=new-only', '--concurrency=1'],
  {},
  '_wob_',
);
await releaseDry;

// 5. The server suite once more against a real PostgreSQL server, in the background beside
//    stage 6: the browser tests (two files at a time) mostly wait on the browser and the
//    server, so they leave processor time over. The suite takes it with one test file at a
//    time (two would slow the browser tests down), not niced: a niced stage starves when
//    something else loads the machine, and its tests would run into their timeouts. Its
//    concurrency tests are driven by locks, not by time, so the load does not change them.
const postgresStage = system.postgres
  ? backgroundVitestStage(
      'server tests on PostgreSQL',
      process.execPath,
      ['apps/server/scripts/test-pg.mjs', '--maxWorkers=1'],
      { WOB_TEST_REPORT_NAME: 'server-on-postgresql' },
      'server-on-postgresql',
    )
  : missing('server tests on PostgreSQL (PostgreSQL missing)');

// 6. Browser tests against the real built server in Debian's Chromium.
if (system.chromium) {
  await vitestStage(
    'browser tests',
    join(root, 'e2e/node_modules/.bin/vitest'),
    ['run', '--root', 'e2e'],
    { WOB_TEST_REPORT_NAME: 'browser-tests' },
    'browser-tests',
  );
} else {
  missing('browser tests (Chromium missing)');
}
await postgresStage;

// Add up the Vitest reports and print every stage with its time; the last line is
// `N passed, N failed`.
finish();
