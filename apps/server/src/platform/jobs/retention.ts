import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { DATA_EXPORT_STALE_MS, RETENTION, SESSION_IDLE_MS } from '../../policy';
import { addMonths, addYears, type Clock } from '../clock';
import type { MediaStorage } from '../storage/media-storage';
import {
  anonymiseInactiveAccounts,
  deleteConsentsBefore,
  deleteDeadTokens,
  deleteRequestLogsBefore,
  type BeforePurge,
  dueDeletedAccounts,
  expireDataExports,
  purgeDeletedAccounts,
} from './retention-store';
import type { Job, JobReport } from './scheduler';

export interface RetentionDeps {
  db: Db;
  now: Clock;
  media: MediaStorage;
  logger: FastifyBaseLogger;
  /** The modules' work before deleted accounts are purged (modules/chat hands over groups). */
  beforePurge?: BeforePurge;
  /** The modules' work when inactive accounts are anonymised (modules/chat erases names). */
  beforeAnonymise?: BeforePurge;
  /**
   * Erases a person outside this database before their account is purged (CometChat, when it
   * is the chat service: modules/cometchat). A failure keeps the account for the next run.
   */
  eraseElsewhere?: (userId: string) => Promise<void>;
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

/** Repeats a batched step until a batch comes back empty. */
async function drain(
  step: () => Promise<{ users: number; files: string[] }>,
  deps: RetentionDeps,
): Promise<{ rows: number; files: number }> {
  let rows = 0;
  let files = 0;
  for (;;) {
    const batch = await step();
    files += await removeFiles(deps, batch.files);
    rows += batch.users;
    if (batch.users === 0) return { rows, files };
  }
}

/**
 * Accounts deleted 3 months ago, erased elsewhere first (`eraseElsewhere`), a batch at a
 * time. One that cannot be erased elsewhere keeps its row, the marker that it is still due:
 * the next run tries again, and this run reports it as failed.
 */
async function purgeDue(deps: RetentionDeps): Promise<JobReport> {
  const cutoff = addMonths(deps.now(), -RETENTION.deletedAccountMonths);
  const purge = (only?: readonly string[]) =>
    purgeDeletedAccounts(deps.db, cutoff, deps.beforePurge, only);
  const { eraseElsewhere } = deps;
  if (!eraseElsewhere) {
    const done = await drain(() => purge(), deps);
    return { removed: { accounts: done.rows, files: done.files } };
  }
  const kept = new Set<string>();
  let reason = '';
  let accounts = 0;
  let files = 0;
  for (;;) {
    const due = await dueDeletedAccounts(deps.db, cutoff, [...kept]);
    if (due.length === 0) break;
    const erased: string[] = [];
    for (const id of due) {
      try {
        await eraseElsewhere(id);
        erased.push(id);
      } catch (error) {
        kept.add(id);
        reason = error instanceof Error ? error.message : String(error);
        deps.logger.warn({ err: error, userId: id }, 'could not erase a person elsewhere');
      }
    }
    if (erased.length === 0) continue;
    const batch = await purge(erased);
    accounts += batch.users;
    files += await removeFiles(deps, batch.files);
    // All of them locked by another instance's purge right now: theirs to finish.
    if (batch.users === 0) break;
  }
  const removed = { accounts, files };
  if (kept.size === 0) return { removed };
  return {
    removed,
    error: `${kept.size} account(s) wait for the next run: the chat service could not erase them (${reason})`,
  };
}

/** The jobs of the retention rules (spec section 9), in the order they run. */
export const RETENTION_JOB_NAMES = [
  'purgeDeletedAccounts',
  'anonymiseInactiveAccounts',
  'deleteOldRequestLogs',
  'deleteOldConsents',
  'deleteExpiredDataExports',
  'deleteDeadTokens',
] as const;
export type RetentionJobName = (typeof RETENTION_JOB_NAMES)[number];

/** The retention rules of spec section 9, each reporting what it removed. */
export function createRetentionReports(
  deps: RetentionDeps,
): Record<RetentionJobName, () => Promise<JobReport>> {
  return {
    purgeDeletedAccounts: () => purgeDue(deps),
    anonymiseInactiveAccounts: async (): Promise<JobReport> => {
      const done = await drain(() => {
        const now = deps.now();
        return anonymiseInactiveAccounts(
          deps.db,
          addYears(now, -RETENTION.inactiveAccountYears),
          now,
          deps.beforeAnonymise,
        );
      }, deps);
      return { removed: { accounts: done.rows, files: done.files } };
    },
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
