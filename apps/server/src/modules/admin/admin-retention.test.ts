import type { RetentionJobView } from '@wob/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, retentionRuns } from '../../db/schema';
import { addMonths, DAY_MS } from '../../platform/clock';
import { RUNS_KEPT_PER_JOB, recordJobRun } from '../../platform/jobs/runs-store';
import { createScheduler } from '../../platform/jobs/scheduler';
import { pictureDataUrl, server, signUp, useTestServer } from '../../test/harness';
import { answerOf, post } from '../../test/http';
import { adminGet, createAdmin, signInFirstTime } from './admin-test-support';

// The Retention section: every run of the scheduler's jobs is recorded (what it removed, how it
// ended), the administrators see the last runs of each job and can run them now.

useTestServer();

const db = () => server.app.wob.db;
const PATH = '/admin-api/retention';

async function administrator(role: 'administrator' | 'moderator' = 'administrator') {
  return signInFirstTime(server, await createAdmin(server, role));
}

const jobsAs = async (token?: string) =>
  answerOf<{ jobs: RetentionJobView[]; intervalMs: number }>(await adminGet(server, PATH, token));

const runNow = async (token: string) =>
  answerOf<{ jobs: RetentionJobView[] }>(
    await server.app.inject({
      method: 'POST',
      url: `${PATH}/run`,
      payload: {},
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    }),
  );

describe('recorded runs', () => {
  it('records what each run removed, and the section shows it to administrators', async () => {
    const gone = await signUp(server, { imageFile: await pictureDataUrl() });
    await post(server.app, '/api/delete-account', {}, { token: gone.token });
    server.clock.set(new Date(addMonths(server.clock.now(), 3).getTime() + DAY_MS));
    const admin = await administrator();

    const ran = await runNow(admin.token);
    expect(ran.status).toBe(200);
    const purge = ran.data.jobs.find((job) => job.name === 'purgeDeletedAccounts');
    expect(purge?.retention).toBe(true);
    expect(purge?.runs[0]).toMatchObject({
      outcome: 'ok',
      error: '',
      removed: { accounts: 1, files: 1 },
      startedAt: server.clock.now().toISOString(),
    });
    expect(purge?.runs[0]?.durationMs).toBeGreaterThanOrEqual(0);

    const listed = await jobsAs(admin.token);
    expect(listed.status).toBe(200);
    const names = listed.data.jobs.map((job) => job.name);
    // The retention rules first, then the service's other scheduled jobs.
    expect(names.slice(0, 7)).toEqual([
      'purgeDeletedAccounts',
      'anonymiseInactiveAccounts',
      'deleteOldRequestLogs',
      'deleteOldConsents',
      'deleteExpiredDataExports',
      'deleteDeadTokens',
      'deleteOldPaymentRecords',
    ]);
    expect(names).toContain('renewSubscriptions');
    expect(listed.data.jobs.find((job) => job.name === 'renewSubscriptions')?.retention).toBe(
      false,
    );
    for (const job of listed.data.jobs) expect(job.runs.length, job.name).toBeGreaterThan(0);

    // Running them now is in the audit log, by id only.
    const entries = await db().select().from(auditLog).where(eq(auditLog.adminId, admin.admin.id));
    expect(entries.map((entry) => entry.action)).toContain('retention.run');
  });

  it('is for administrators only', async () => {
    const moderator = await administrator('moderator');
    expect((await jobsAs(moderator.token)).status).toBe(403);
    expect((await runNow(moderator.token)).status).toBe(403);
    expect((await jobsAs()).status).toBe(401);
  });

  it('records a failing job as failed, with its error, and the other jobs still run', async () => {
    const runs: string[] = [];
    const scheduler = createScheduler({
      jobs: [
        {
          name: 'alwaysFails',
          run: async () => {
            throw new Error('the disk is full');
          },
        },
        {
          name: 'leavesSomething',
          run: async () => ({ removed: { files: 2 }, error: 'one left' }),
        },
        { name: 'counts', run: async () => 3 },
      ],
      intervalMs: 0,
      logger: server.app.log,
      now: server.clock.now,
      record: async (run) => {
        runs.push(run.job);
        await recordJobRun(db(), run);
      },
    });
    await scheduler.runAll();
    expect(runs).toEqual(['alwaysFails', 'leavesSomething', 'counts']);
    const rows = await db().select().from(retentionRuns);
    const of = (job: string) => rows.find((row) => row.job === job);
    expect(of('alwaysFails')).toMatchObject({
      outcome: 'failed',
      error: 'the disk is full',
      removed: {},
    });
    expect(of('leavesSomething')).toMatchObject({
      outcome: 'failed',
      error: 'one left',
      removed: { files: 2 },
    });
    expect(of('counts')).toMatchObject({ outcome: 'ok', error: '', removed: { rows: 3 } });
  });

  it(`keeps the last ${RUNS_KEPT_PER_JOB} runs of each job`, async () => {
    const start = server.clock.now().getTime();
    for (let n = 0; n < RUNS_KEPT_PER_JOB + 5; n += 1) {
      const at = new Date(start + n * 1000);
      await recordJobRun(db(), {
        job: 'manyRuns',
        startedAt: at,
        finishedAt: at,
        outcome: 'ok',
        removed: { rows: n },
        error: '',
      });
    }
    const rows = await db().select().from(retentionRuns).where(eq(retentionRuns.job, 'manyRuns'));
    expect(rows).toHaveLength(RUNS_KEPT_PER_JOB);
    expect(Math.min(...rows.map((row) => row.removed.rows ?? 0))).toBe(5);
  });
});
