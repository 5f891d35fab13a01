import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type RetentionRunRow, retentionRuns } from '../../db/schema';
import type { JobRun } from './scheduler';

// The record of the scheduled jobs' runs (the retention_runs table): written by the scheduler
// when a run ends, read by the console's Retention section. It stays small: each write drops
// the runs of its job beyond the last RUNS_KEPT_PER_JOB.

export const RUNS_KEPT_PER_JOB = 50;

/** Records a run, and forgets the runs of its job beyond the last RUNS_KEPT_PER_JOB. */
export async function recordJobRun(db: Db, run: JobRun): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(retentionRuns).values(run);
    const keep = tx
      .select({ id: retentionRuns.id })
      .from(retentionRuns)
      .where(eq(retentionRuns.job, run.job))
      .orderBy(desc(retentionRuns.startedAt), desc(retentionRuns.id))
      .limit(RUNS_KEPT_PER_JOB);
    await tx
      .delete(retentionRuns)
      .where(and(eq(retentionRuns.job, run.job), notInArray(retentionRuns.id, keep)));
  });
}

/** The last `perJob` runs of each of `jobs`, newest first. */
export async function recentJobRuns(
  db: Db,
  jobs: readonly string[],
  perJob: number,
): Promise<Map<string, RetentionRunRow[]>> {
  const runs = new Map<string, RetentionRunRow[]>(jobs.map((job) => [job, []]));
  if (jobs.length === 0) return runs;
  // At most RUNS_KEPT_PER_JOB rows per job exist: reading them all is small.
  const rows = await db
    .select()
    .from(retentionRuns)
    .where(inArray(retentionRuns.job, [...jobs]))
    .orderBy(desc(retentionRuns.startedAt), desc(retentionRuns.id));
  for (const row of rows) {
    const list = runs.get(row.job);
    if (list && list.length < perJob) list.push(row);
  }
  return runs;
}
