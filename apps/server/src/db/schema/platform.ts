import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

// Platform records: request logs and the demo-content steps that ran.

export const requestLogs = pgTable(
  'request_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    userId: text('user_id'),
    ipHash: text('ip_hash').notNull(),
  },
  (t) => [index('request_logs_at_idx').on(t.at)],
);

/** One row per demo-content step that ran, so seeding is idempotent. */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: at('applied_at').notNull(),
});

/**
 * One row per run of a scheduled job (platform/jobs/scheduler.ts): when, how it ended and
 * what it removed, shown in the console's Retention section. Small by design: the scheduler
 * keeps the last RUNS_KEPT_PER_JOB runs of each job.
 */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    job: text('job').notNull(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at').notNull(),
    outcome: text('outcome').notNull(),
    // What the run removed, by kind: { accounts: 2, files: 14 }.
    removed: jsonb('removed').$type<Record<string, number>>().notNull().default({}),
    // Why it failed (or what it left for the next run); '' when it went well.
    error: text('error').notNull().default(''),
  },
  (t) => [
    index('retention_runs_job_idx').on(t.job, t.startedAt),
    check('retention_runs_outcome_check', sql`${t.outcome} in ('ok', 'failed')`),
  ],
);

export type RetentionRunRow = typeof retentionRuns.$inferSelect;
