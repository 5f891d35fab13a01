import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';

/**
 * What a run removed, by kind ({ accounts: 2, files: 14 }), and, when it could not do all of
 * its work (something is left for the next run), why: such a run counts as failed.
 */
export interface JobReport {
  removed: Record<string, number>;
  error?: string;
}

export interface Job {
  name: string;
  /** Answers how many rows it touched (for the log), or a report of what it removed. */
  run(): Promise<number | JobReport>;
}

/** One finished run, as the scheduler hands it to `record` (the retention_runs table). */
export interface JobRun {
  job: string;
  startedAt: Date;
  finishedAt: Date;
  outcome: 'ok' | 'failed';
  removed: Record<string, number>;
  error: string;
}

const reportOf = (answer: number | JobReport): JobReport =>
  typeof answer === 'number' ? { removed: { rows: answer } } : answer;

const ERROR_CHARS = 1000;

export interface Scheduler {
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** Runs every job once now (also what each tick does). */
  runAll(): Promise<void>;
  /** The names of the jobs, in the order they run. */
  readonly jobNames: readonly string[];
}

/**
 * Runs jobs one after another, once shortly after start and then every `intervalMs`. The
 * timers are unref'd, so they never keep the process alive, and runs never overlap. With
 * `record`, every run is handed over when it ends (ok or failed, what it removed); a failing
 * `record` is logged and never stops the jobs.
 */
export function createScheduler(options: {
  jobs: readonly Job[];
  intervalMs: number;
  logger: FastifyBaseLogger;
  firstRunDelayMs?: number;
  record?: (run: JobRun) => Promise<void>;
  /** The clock of `startedAt` (default: the system's); the duration is measured. */
  now?: Clock;
}): Scheduler {
  const now = options.now ?? (() => new Date());
  let interval: NodeJS.Timeout | undefined;
  let firstRun: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function runJobs(): Promise<void> {
    for (const job of options.jobs) {
      if (stopped) return;
      await runOne(job);
    }
  }

  async function runOne(job: Job): Promise<void> {
    const startedAt = now();
    const began = performance.now();
    let report: JobReport;
    try {
      report = reportOf(await job.run());
      const count = Object.values(report.removed).reduce((sum, n) => sum + n, 0);
      if (report.error) {
        options.logger.error({ job: job.name, error: report.error }, 'retention job incomplete');
      } else if (count > 0) {
        options.logger.info({ job: job.name, removed: report.removed }, 'retention job done');
      }
    } catch (error) {
      options.logger.error({ err: error, job: job.name }, 'retention job failed');
      report = { removed: {}, error: error instanceof Error ? error.message : String(error) };
    }
    if (!options.record) return;
    const finishedAt = new Date(startedAt.getTime() + Math.round(performance.now() - began));
    try {
      await options.record({
        job: job.name,
        startedAt,
        finishedAt,
        outcome: report.error ? 'failed' : 'ok',
        removed: report.removed,
        error: (report.error ?? '').slice(0, ERROR_CHARS),
      });
    } catch (error) {
      options.logger.error({ err: error, job: job.name }, 'could not record a job run');
    }
  }

  function runAll(): Promise<void> {
    if (!running) {
      running = runJobs().finally(() => {
        running = undefined;
      });
    }
    return running;
  }

  return {
    start() {
      if (options.intervalMs <= 0 || interval) return;
      stopped = false;
      firstRun = setTimeout(() => void runAll(), options.firstRunDelayMs ?? 5_000).unref();
      interval = setInterval(() => void runAll(), options.intervalMs).unref();
    },
    async stop() {
      stopped = true;
      if (firstRun) clearTimeout(firstRun);
      if (interval) clearInterval(interval);
      interval = undefined;
      firstRun = undefined;
      await running;
    },
    runAll,
    jobNames: options.jobs.map((job) => job.name),
  };
}
