import { endpoints, type RetentionJobView } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { RetentionRunRow } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { RETENTION_JOB_NAMES } from '../../platform/jobs/retention';
import { recentJobRuns } from '../../platform/jobs/runs-store';
import type { Scheduler } from '../../platform/jobs/scheduler';
import { recordAudit } from './audit';
import { bindAdminEndpoint } from './guard';
import type { AdminService } from './service';

// The console's Retention section (apps/server README 'Retention'): the scheduler's jobs with
// their recorded runs, and running them now. Administrators only.

/** How many runs of each job the section shows. */
const RUNS_SHOWN = 10;

const retentionNames = new Set<string>(RETENTION_JOB_NAMES);

const runView = (row: RetentionRunRow) => ({
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt.toISOString(),
  durationMs: Math.max(0, row.finishedAt.getTime() - row.startedAt.getTime()),
  outcome: row.outcome === 'failed' ? ('failed' as const) : ('ok' as const),
  removed: row.removed,
  error: row.error,
});

export function registerRetentionRoutes(
  app: FastifyInstance,
  admins: AdminService,
  deps: { db: Db; now: Clock; scheduler: Scheduler; intervalMs: number },
): void {
  async function jobs(): Promise<{ jobs: RetentionJobView[]; intervalMs: number }> {
    const names = deps.scheduler.jobNames;
    const runs = await recentJobRuns(deps.db, names, RUNS_SHOWN);
    const views = names.map((name) => ({
      name,
      retention: retentionNames.has(name),
      runs: (runs.get(name) ?? []).map(runView),
    }));
    // The retention rules first, each group in the order the jobs run.
    views.sort((a, b) => Number(b.retention) - Number(a.retention));
    return { jobs: views, intervalMs: Math.max(0, deps.intervalMs) };
  }

  bindAdminEndpoint(app, admins, endpoints.adminRetentionJobs, 'administrator', async () => ({
    data: await jobs(),
  }));

  bindAdminEndpoint(
    app,
    admins,
    endpoints.adminRunRetention,
    'administrator',
    async (_call, session) => {
      // The jobs run in transactions of their own (batches), so the entry is written first:
      // the log shows who started a run even when a job of it fails.
      await recordAudit(
        deps.db,
        session,
        { action: 'retention.run', subjectType: 'retention', subjectId: 'all' },
        deps.now(),
      );
      await deps.scheduler.runAll();
      return { data: await jobs() };
    },
  );
}
