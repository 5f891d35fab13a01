#!/usr/bin/env node
// `pnpm test`: every check and every test of the repository, in an order that fails fast on
// nothing — each stage runs even when an earlier one failed, and the last line adds it all
// up as `N passed, N failed`. Uses its own ports (chosen free at run time) and its own data
// folders under a temporary directory, so it can run beside a running product.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSystemPackages } from './system-deps.mjs';

const root = new URL('../..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);
const reportDir = mkdtempSync(join(tmpdir(), 'wob-test-reports-'));
const summary = [];
const started = Date.now();

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WOB_TEST_REPORT_DIR: reportDir, FORCE_COLOR: '0', ...env },
  });
  return result.status ?? 1;
}

/** A check that is one item in the totals (a lint run, a build, the dependency rule). */
function check(label, command, args, env) {
  const code = run(label, command, args, env);
  summary.push({ label, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
  return code;
}

/** Turbo tasks, each task of each package counted as one check. */
function turboChecks(label, tasks) {
  const code = run(label, bin('turbo'), ['run', ...tasks, '--continue', '--summarize', '--output-logs=errors-only', '--concurrency=2']);
  const runsDir = join(root, '.turbo/runs');
  const newest = existsSync(runsDir)
    ? readdirSync(runsDir).filter((f) => f.endsWith('.json')).map((f) => join(runsDir, f)).sort((a, b) => {
        return JSON.parse(readFileSync(b, 'utf8')).execution.startTime - JSON.parse(readFileSync(a, 'utf8')).execution.startTime;
      })[0]
    : undefined;
  if (!newest) {
    summary.push({ label, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
    return;
  }
  const report = JSON.parse(readFileSync(newest, 'utf8'));
  let passed = 0;
  let failed = 0;
  for (const task of report.tasks) {
    const exit = task.execution?.exitCode;
    if (exit === 0) passed += 1;
    else if (exit !== undefined && exit !== null) {
      failed += 1;
      console.log(`  ✗ ${task.taskId}`);
    }
  }
  if (code !== 0 && failed === 0) failed = 1;
  summary.push({ label, passed, failed });
  rmSync(newest, { force: true });
}

const system = ensureSystemPackages();

// 1. Static checks: formatting rules, types, the workspace's package.json consistency and
//    the dependency direction of ARCHITECTURE.md.
turboChecks('lint and typecheck', ['lint', 'typecheck']);
check('workspace consistency (sherif)', bin('sherif'), []);
check('dependency direction', process.execPath, ['tooling/scripts/check-deps.mjs']);

// 2. Builds: every package with tsup + publint, the web app, the server bundle, Storybook.
turboChecks('build, publint and storybook', ['build', 'publint', 'build-storybook']);
check('release dry run: pack, install, import, bundle, type-check', process.execPath, ['tooling/scripts/release-dry.mjs']);

// Vitest stages write JSON reports (added up below); a stage that exits non-zero without a
// failing test in its reports crashed, and counts as one failure of its own.
const vitestStages = [];
function vitestStage(label, command, args, env, reportPrefix) {
  const code = run(label, command, args, env);
  vitestStages.push({ label, code, reportPrefix });
}

// 3. Unit and integration tests of every package (the server's on PGlite).
vitestStage('unit and integration tests (server on PGlite)', bin('turbo'), ['run', 'test', '--continue', '--output-logs=new-only', '--concurrency=1'], {}, '_wob_');

// 4. The server suite once more against a real PostgreSQL server.
if (system.postgres) {
  vitestStage('server tests on PostgreSQL', process.execPath, ['apps/server/scripts/test-pg.mjs'], {
    WOB_TEST_REPORT_NAME: 'server-on-postgresql',
  }, 'server-on-postgresql');
} else {
  summary.push({ label: 'server tests on PostgreSQL (PostgreSQL missing)', passed: 0, failed: 1 });
}

// 5. Browser tests against the real built server in Debian's Chromium.
if (system.chromium) {
  vitestStage('browser tests', join(root, 'e2e/node_modules/.bin/vitest'), ['run', '--root', 'e2e'], { WOB_TEST_REPORT_NAME: 'browser-tests' }, 'browser-tests');
} else {
  summary.push({ label: 'browser tests (Chromium missing)', passed: 0, failed: 1 });
}

// Add up the JSON reports the Vitest preset wrote.
const reports = readdirSync(reportDir).sort();
for (const file of reports) {
  try {
    const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
    const failedSuites = (report.testResults ?? []).filter((r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0).length;
    summary.push({
      label: `tests ${file.replace(/\.json$/, '')}`,
      passed: report.numPassedTests ?? 0,
      failed: (report.numFailedTests ?? 0) + failedSuites,
    });
  } catch {
    summary.push({ label: `tests ${file} (unreadable report)`, passed: 0, failed: 1 });
  }
}
for (const stage of vitestStages) {
  if (stage.code === 0) continue;
  const mine = summary.filter((row) => row.label.startsWith(`tests ${stage.reportPrefix}`));
  if (mine.every((row) => row.failed === 0)) {
    summary.push({ label: `${stage.label} exited with code ${stage.code} without a failing test (crashed)`, passed: 0, failed: 1 });
  }
}
rmSync(reportDir, { recursive: true, force: true });

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nSummary (${minutes} min)`);
let passed = 0;
let failed = 0;
for (const row of summary) {
  passed += row.passed;
  failed += row.failed;
  console.log(`  ${row.failed ? '✗' : '✓'} ${row.label}: ${row.passed} passed, ${row.failed} failed`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
