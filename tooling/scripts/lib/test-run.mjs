// The bookkeeping shared by `pnpm test` (test-all.mjs) and `pnpm test:affected`
// (test-affected.mjs): run stages one after the other (each runs even when an earlier one
// failed) or one stage in the background beside the others, count Turborepo tasks and Vitest
// tests, time every stage, and end with the line `N passed, N failed`.
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('../../..', import.meta.url).pathname;
export const bin = (name) => join(root, 'node_modules/.bin', name);

const seconds = (since) => (Date.now() - since) / 1000;

/**
 * One test run. Every stage adds a row `{ label, passed, failed, seconds }` to the summary;
 * `finish()` prints it and exits with 0 only when nothing failed.
 */
export function createTestRun() {
  const reportDir = mkdtempSync(join(tmpdir(), 'wob-test-reports-'));
  const summary = [];
  const vitestStages = [];
  const started = Date.now();

  /** Runs a command with this run's environment; resolves its exit code. */
  function spawnStage(command, args, env, stdio) {
    const child = spawn(command, args, {
      cwd: root,
      stdio,
      env: { ...process.env, WOB_TEST_REPORT_DIR: reportDir, FORCE_COLOR: '0', ...env },
    });
    return new Promise((resolve) => {
      child.once('error', (error) => {
        console.log(`  ✗ ${command}: ${error.message}`);
        resolve(1);
      });
      child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
  }

  /**
   * Runs a stage's command, its output shown as it comes. Asynchronous (never `spawnSync`), so
   * that a background stage's exit is noticed, and timed, while a later stage runs.
   */
  function run(label, command, args, env = {}) {
    console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
    return spawnStage(command, args, env, 'inherit');
  }

  /** A check that is one item in the totals (a lint run, a build, the dependency rule). */
  async function check(label, command, args, env) {
    const since = Date.now();
    const code = await run(label, command, args, env);
    summary.push({
      label,
      passed: code === 0 ? 1 : 0,
      failed: code === 0 ? 0 : 1,
      seconds: seconds(since),
    });
    return code;
  }

  /** Turbo tasks, each task of each package counted as one check. */
  async function turboChecks(label, tasks, env) {
    const since = Date.now();
    const code = await run(
      label,
      bin('turbo'),
      [
        'run',
        ...tasks,
        '--continue',
        '--summarize',
        '--output-logs=errors-only',
        '--concurrency=2',
      ],
      env,
    );
    const row = { label, ...countTurboTasks(code), seconds: seconds(since) };
    summary.push(row);
    return row;
  }

  /**
   * A stage whose Vitest runs write JSON reports named `<reportPrefix>…` (added up by
   * `finish`); a stage that exits non-zero without a failing test in its reports crashed,
   * and counts as one failure of its own.
   */
  async function vitestStage(label, command, args, env, reportPrefix) {
    const since = Date.now();
    const code = await run(label, command, args, env);
    // Its counts are filled in by `finish`, once every report is written.
    const row = { label, passed: 0, failed: 0, seconds: seconds(since), parts: [] };
    summary.push(row);
    vitestStages.push({ row, code, reportPrefix });
  }

  /**
   * Starts a stage's command in the background: the stages after it run while it does (for a
   * stage that leaves a core idle most of its time). Its output goes to a log file and is
   * printed whole once it has ended, so that it does not interleave with the others'. Its
   * summary row takes its place now; resolves the exit code once `row.seconds` is set.
   */
  async function inBackground(row, command, args, env) {
    const since = Date.now();
    summary.push(row);
    const logFile = `${reportDir}-${summary.length}.log`;
    console.log(
      `\n▶ ${row.label} (in the background; its output follows when it ends): ${command} ${args.join(' ')}`,
    );
    const log = openSync(logFile, 'w');
    const code = await spawnStage(command, args, env, ['ignore', log, log]);
    closeSync(log);
    row.seconds = seconds(since);
    console.log(`\n▶ ${row.label} (ran in the background for ${row.seconds.toFixed(1)} s):`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
    rmSync(logFile, { force: true });
    return code;
  }

  /** `check` in the background (see `inBackground`); `await` it before `finish()`. */
  async function backgroundCheck(label, command, args, env) {
    const row = { label, passed: 0, failed: 0, seconds: 0 };
    const code = await inBackground(row, command, args, env);
    row.passed = code === 0 ? 1 : 0;
    row.failed = code === 0 ? 0 : 1;
    return code;
  }

  /** `vitestStage` in the background (see `inBackground`); `await` it before `finish()`. */
  async function backgroundVitestStage(label, command, args, env, reportPrefix) {
    const row = { label, passed: 0, failed: 0, seconds: 0, parts: [] };
    const code = await inBackground(row, command, args, env);
    vitestStages.push({ row, code, reportPrefix });
  }

  /** A stage that could not run at all (e.g. a system package is missing): one failure. */
  function missing(label) {
    summary.push({ label, passed: 0, failed: 1, seconds: 0 });
  }

  function finish() {
    const reports = readdirSync(reportDir)
      .sort()
      .map((file) => ({
        file,
        row: readReport(join(reportDir, file), file.replace(/\.json$/, '')),
      }));
    rmSync(reportDir, { recursive: true, force: true });
    for (const stage of vitestStages) {
      const mine = reports
        .filter(({ file }) => file.startsWith(stage.reportPrefix))
        .map(({ row }) => row);
      if (stage.code !== 0 && mine.every((row) => row.failed === 0)) {
        mine.push({
          label: `exited with code ${stage.code} without a failing test (crashed)`,
          passed: 0,
          failed: 1,
        });
      }
      stage.row.parts = mine;
      stage.row.passed = mine.reduce((n, row) => n + row.passed, 0);
      stage.row.failed = mine.reduce((n, row) => n + row.failed, 0);
    }
    // Reports no stage claims (none today) still count.
    for (const { file, row } of reports) {
      if (!vitestStages.some((stage) => file.startsWith(stage.reportPrefix))) summary.push(row);
    }

    const total = seconds(started);
    console.log('\nSummary (stage: passed, failed, seconds)');
    let passed = 0;
    let failed = 0;
    for (const row of summary) {
      passed += row.passed;
      failed += row.failed;
      console.log(
        `  ${mark(row)} ${row.label}: ${row.passed} passed, ${row.failed} failed, ${row.seconds.toFixed(1)} s`,
      );
      for (const part of row.parts ?? []) {
        const time = part.seconds === undefined ? '' : `, ${part.seconds.toFixed(1)} s`;
        console.log(
          `      ${mark(part)} ${part.label}: ${part.passed} passed, ${part.failed} failed${time}`,
        );
        for (const line of part.failures ?? []) console.log(`          ✗ ${line}`);
      }
    }
    console.log(`Total time: ${total.toFixed(0)} s (${(total / 60).toFixed(1)} min)`);
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(failed === 0 ? 0 : 1);
  }

  return {
    run,
    check,
    backgroundCheck,
    turboChecks,
    vitestStage,
    backgroundVitestStage,
    missing,
    finish,
    summary,
  };
}

const mark = (row) => (row.failed ? '✗' : '✓');

/** Passed and failed tasks of the newest `turbo run --summarize` report (then removed). */
function countTurboTasks(code) {
  const runsDir = join(root, '.turbo/runs');
  const newest = existsSync(runsDir)
    ? readdirSync(runsDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => join(runsDir, f))
        .sort(
          (a, b) =>
            JSON.parse(readFileSync(b, 'utf8')).execution.startTime -
            JSON.parse(readFileSync(a, 'utf8')).execution.startTime,
        )[0]
    : undefined;
  if (!newest) return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
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
  rmSync(newest, { force: true });
  return { passed, failed };
}

/**
 * The failed tests (and failed files without tests) of a Vitest JSON report, one line each:
 * the file relative to the repository, the test's full name and the first line of its
 * message, so that the summary at the end of a long log names what failed.
 */
function failureLines(results) {
  const lines = [];
  const firstLine = (messages) =>
    String(messages?.[0] ?? '')
      .split('\n')[0]
      .slice(0, 200);
  for (const file of results) {
    const where = String(file.name ?? '').replace(root, '');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) {
      lines.push(`${where}: ${firstLine([file.message])}`);
    }
    for (const test of failed) {
      lines.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages)}`);
    }
  }
  return lines;
}

/** One Vitest JSON report as a summary row; its time is from the first test file's start to the last one's end. */
function readReport(path, name) {
  try {
    const report = JSON.parse(readFileSync(path, 'utf8'));
    const results = report.testResults ?? [];
    const failedSuites = results.filter(
      (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
    ).length;
    const ends = results.map((r) => r.endTime).filter((t) => typeof t === 'number');
    return {
      label: `tests ${name}`,
      failures: failureLines(results),
      passed: report.numPassedTests ?? 0,
      failed: (report.numFailedTests ?? 0) + failedSuites,
      seconds:
        report.startTime && ends.length > 0
          ? (Math.max(...ends) - report.startTime) / 1000
          : undefined,
    };
  } catch {
    return { label: `tests ${name} (unreadable report)`, passed: 0, failed: 1 };
  }
}
