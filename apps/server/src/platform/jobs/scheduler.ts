import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  name: string;
  /** Answers how many rows it touched, for the log. */
  run(): Promise<number>;
}

export interface Scheduler {
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** Runs every job once now (also what each tick does). */
  runAll(): Promise<void>;
}

/**
 * Runs jobs one after another, once shortly after start and then every `intervalMs`. The
 * timers are unref'd, so they never keep the process alive, and runs never overlap.
 */
export function createScheduler(options: {
  jobs: readonly Job[];
  intervalMs: number;
  logger: FastifyBaseLogger;
  firstRunDelayMs?: number;
}): Scheduler {
  let interval: NodeJS.Timeout | undefined;
  let firstRun: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function runJobs(): Promise<void> {
    for (const job of options.jobs) {
      if (stopped) return;
      try {
        const count = await job.run();
        if (count > 0) options.logger.info({ job: job.name, count }, 'retention job done');
      } catch (error) {
        options.logger.error({ err: error, job: job.name }, 'retention job failed');
      }
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
  };
}
