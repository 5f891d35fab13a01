import * as v from 'valibot';
import { defineEndpoint } from '../contract';

// The console's Retention section (administrators only): the scheduled jobs that carry out
// the retention rules of spec section 9 (and the other hourly jobs), each with its last runs —
// when, how long, what it removed, how it ended — and running them all now.

export const JOB_OUTCOMES = ['ok', 'failed'] as const;

export const JobRunViewSchema = v.object({
  startedAt: v.string(),
  finishedAt: v.string(),
  durationMs: v.number(),
  outcome: v.picklist(JOB_OUTCOMES),
  /** What the run removed, by kind: { accounts: 2, files: 14 }. */
  removed: v.record(v.string(), v.number()),
  /** Why it failed, or what it left for the next run; '' when it went well. */
  error: v.string(),
});
export type JobRunView = v.InferOutput<typeof JobRunViewSchema>;

export const RetentionJobViewSchema = v.object({
  /** The job's name (its rule is described by the web's copy of that name). */
  name: v.string(),
  /** Whether it carries out a retention rule (the others are the service's own upkeep). */
  retention: v.boolean(),
  /** Its last runs, newest first (at most 10); the first is the last run. */
  runs: v.array(JobRunViewSchema),
});
export type RetentionJobView = v.InferOutput<typeof RetentionJobViewSchema>;

const RetentionAnswerSchema = v.object({
  jobs: v.array(RetentionJobViewSchema),
  /** How often the jobs run, in milliseconds (0: not scheduled on this server). */
  intervalMs: v.number(),
});

export const adminRetentionJobs = defineEndpoint({
  id: 'adminRetentionJobs',
  method: 'GET',
  path: '/admin-api/retention',
  summary:
    'The scheduled jobs (the retention rules first) with their last runs: when, how long, what they removed, how they ended. Administrators only.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({}),
  response: RetentionAnswerSchema,
});

export const adminRunRetention = defineEndpoint({
  id: 'adminRunRetention',
  method: 'POST',
  path: '/admin-api/retention/run',
  summary:
    'Runs every scheduled job now (waiting for a run in progress) and answers the jobs as after it. Audit-logged. Administrators only.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({}),
  response: RetentionAnswerSchema,
});

export const adminRetentionEndpoints = { adminRetentionJobs, adminRunRetention } as const;
