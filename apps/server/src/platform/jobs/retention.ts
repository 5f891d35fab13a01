import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { DATA_EXPORT_STALE_MS, RETENTION, SESSION_IDLE_MS } from '../../policy';
import { addMonths, addYears, type Clock } from '../clock';
import type { Mailer } from '../mailer/mailer';
import type { MediaStorage } from '../storage/media-storage';
import {
  anonymiseInactiveAccounts,
  type BeforePurge,
  deleteConsentsBefore,
  deleteDeadTokens,
  deleteOldPaymentRecords,
  deleteRequestLogsBefore,
  dueDeletedAccounts,
  dueInactiveAccounts,
  type ErasedBatch,
  expireDataExports,
  purgeDeletedAccounts,
} from './retention-store';
import type { Job, JobReport } from './scheduler';

export interface RetentionDeps {
  db: Db;
  now: Clock;
  media: MediaStorage;
  logger: FastifyBaseLogger;
  /** The local outbox forgets the e-mails to or about an erased or anonymised person. */
  mailer?: Pick<Mailer, 'forget'>;
  /** The modules' work before deleted accounts are purged (modules/chat hands over groups). */
  beforePurge?: BeforePurge;
  /** The modules' work when inactive accounts are anonymised (modules/chat erases names). */
  beforeAnonymise?: BeforePurge;
  /**
   * Erases a person outside this database before their account is purged (CometChat, when it
   * is the chat service: modules/cometchat). A failure keeps the account for the next run.
   */
  eraseElsewhere?: (userId: string) => Promise<void>;
  /**
   * Anonymises a person outside this database before their account is anonymised (CometChat's
   * user gets the anonymous name, no picture). A failure keeps the account for the next run.
   */
  anonymiseElsewhere?: (userId: string) => Promise<void>;
}

async function removeFiles(deps: RetentionDeps, files: readonly string[]): Promise<number> {
  let removed = 0;
  for (const file of files) {
    try {
      await deps.media.remove(file);
      removed += 1;
    } catch (error) {
      deps.logger.error({ err: error, file }, 'could not remove a media file');
    }
  }
  return removed;
}

/** The files of a committed batch, and the outbox's mails to its people (after the commit). */
async function removeFilesOf(deps: RetentionDeps, batch: ErasedBatch): Promise<number> {
  const files = await removeFiles(deps, batch.files);
  if (batch.people.length === 0 || !deps.mailer?.forget) return files;
  try {
    return files + (await deps.mailer.forget(batch.people));
  } catch (error) {
    deps.logger.error({ err: error }, 'could not remove e-mails from the outbox');
    return files;
  }
}

/** Repeats a batched step until a batch comes back empty. */
async function drain(
  step: () => Promise<ErasedBatch>,
  deps: RetentionDeps,
): Promise<{ rows: number; files: number }> {
  let rows = 0;
  let files = 0;
  for (;;) {
    const batch = await step();
    files += await removeFilesOf(deps, batch);
    rows += batch.users;
    if (batch.users === 0) return { rows, files };
  }
}

/**
 * Accounts due for erasure or anonymisation, done elsewhere first (`elsewhere`, CometChat), a
 * batch at a time. One that cannot be done elsewhere keeps its row as it is, the marker that
 * it is still due: the next run tries again, and this run reports it as failed.
 */
async function throughElsewhere(
  deps: RetentionDeps,
  work: {
    due: (skip: readonly string[]) => Promise<string[]>;
    apply: (only?: readonly string[]) => Promise<ErasedBatch>;
    elsewhere: ((userId: string) => Promise<void>) | undefined;
    /** What the chat service failed to do, for the log and the run's error ('erase them'). */
    failure: string;
  },
): Promise<JobReport> {
  const { elsewhere } = work;
  if (!elsewhere) {
    const done = await drain(() => work.apply(), deps);
    return { removed: { accounts: done.rows, files: done.files } };
  }
  const kept = new Set<string>();
  let reason = '';
  let accounts = 0;
  let files = 0;
  for (;;) {
    const due = await work.due([...kept]);
    if (due.length === 0) break;
    const done: string[] = [];
    for (const id of due) {
      try {
        await elsewhere(id);
        done.push(id);
      } catch (error) {
        kept.add(id);
        reason = error instanceof Error ? error.message : String(error);
        deps.logger.warn({ err: error, userId: id }, `the chat service could not ${work.failure}`);
      }
    }
    if (done.length === 0) continue;
    const batch = await work.apply(done);
    accounts += batch.users;
    files += await removeFilesOf(deps, batch);
    // All of them locked by another instance's run right now: theirs to finish.
    if (batch.users === 0) break;
  }
  const removed = { accounts, files };
  if (kept.size === 0) return { removed };
  return {
    removed,
    error: `${kept.size} account(s) wait for the next run: the chat service could not ${work.failure} (${reason})`,
  };
}

/** Accounts deleted 3 months ago, erased elsewhere first (`eraseElsewhere`). */
function purgeDue(deps: RetentionDeps): Promise<JobReport> {
  const cutoff = addMonths(deps.now(), -RETENTION.deletedAccountMonths);
  return throughElsewhere(deps, {
    due: (skip) => dueDeletedAccounts(deps.db, cutoff, skip),
    apply: (only) => purgeDeletedAccounts(deps.db, cutoff, deps.beforePurge, only),
    elsewhere: deps.eraseElsewhere,
    failure: 'erase them',
  });
}

/** Accounts inactive for 2 years, anonymised elsewhere first (`anonymiseElsewhere`). */
function anonymiseDue(deps: RetentionDeps): Promise<JobReport> {
  const cutoff = addYears(deps.now(), -RETENTION.inactiveAccountYears);
  return throughElsewhere(deps, {
    due: (skip) => dueInactiveAccounts(deps.db, cutoff, skip),
    apply: (only) =>
      anonymiseInactiveAccounts(deps.db, cutoff, deps.now(), deps.beforeAnonymise, only),
    elsewhere: deps.anonymiseElsewhere,
    failure: 'anonymise them',
  });
}

/**
 * 1 January of the year whose payments may go: those of the financial years (calendar years,
 * UTC) that ended at least `paymentRecordYears` years ago.
 */
export function paymentRecordsCutoff(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear() - RETENTION.paymentRecordYears, 0, 1));
}

/** The jobs of the retention rules (spec section 9), in the order they run. */
export const RETENTION_JOB_NAMES = [
  'purgeDeletedAccounts',
  'anonymiseInactiveAccounts',
  'deleteOldRequestLogs',
  'deleteOldConsents',
  'deleteExpiredDataExports',
  'deleteDeadTokens',
  'deleteOldPaymentRecords',
] as const;
export type RetentionJobName = (typeof RETENTION_JOB_NAMES)[number];

/** The retention rules of spec section 9, each reporting what it removed. */
export function createRetentionReports(
  deps: RetentionDeps,
): Record<RetentionJobName, () => Promise<JobReport>> {
  return {
    purgeDeletedAccounts: () => purgeDue(deps),
    anonymiseInactiveAccounts: () => anonymiseDue(deps),
    deleteOldRequestLogs: async (): Promise<JobReport> => ({
      removed: {
        requestLogs: await deleteRequestLogsBefore(
          deps.db,
          addYears(deps.now(), -RETENTION.requestLogYears),
        ),
      },
    }),
    deleteOldConsents: async (): Promise<JobReport> => ({
      removed: {
        consents: await deleteConsentsBefore(
          deps.db,
          addYears(deps.now(), -RETENTION.consentYears),
        ),
      },
    }),
    deleteExpiredDataExports: async (): Promise<JobReport> => {
      const done = await drain(() => {
        const now = deps.now();
        return expireDataExports(deps.db, now, new Date(now.getTime() - DATA_EXPORT_STALE_MS));
      }, deps);
      return { removed: { exports: done.rows, files: done.files } };
    },
    deleteDeadTokens: async (): Promise<JobReport> => {
      const now = deps.now();
      return {
        removed: {
          tokens: await deleteDeadTokens(deps.db, new Date(now.getTime() - SESSION_IDLE_MS), now),
        },
      };
    },
    deleteOldPaymentRecords: async (): Promise<JobReport> => ({
      removed: {
        charges: await deleteOldPaymentRecords(deps.db, paymentRecordsCutoff(deps.now())),
      },
    }),
  };
}

export type RetentionReports = ReturnType<typeof createRetentionReports>;

/** The main count of each report (accounts, rows…), for callers that want a number (tests). */
export function createRetentionJobs(reports: RetentionReports) {
  const first = (run: () => Promise<JobReport>) => async () => {
    const report = await run();
    return Object.values(report.removed)[0] ?? 0;
  };
  return Object.fromEntries(
    RETENTION_JOB_NAMES.map((name) => [name, first(reports[name])]),
  ) as Record<RetentionJobName, () => Promise<number>>;
}

export type RetentionJobs = ReturnType<typeof createRetentionJobs>;

export function retentionJobList(reports: RetentionReports): Job[] {
  return RETENTION_JOB_NAMES.map((name) => ({ name, run: reports[name] }));
}
