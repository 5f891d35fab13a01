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
  expireDataExports,
  purgeDeletedAccounts,
} from './retention-store';
import type { Job } from './scheduler';

export interface RetentionDeps {
  db: Db;
  now: Clock;
  media: MediaStorage;
  logger: FastifyBaseLogger;
  /** The modules' work before deleted accounts are purged (modules/chat hands over groups). */
  beforePurge?: BeforePurge;
  /** The modules' work when inactive accounts are anonymised (modules/chat erases names). */
  beforeAnonymise?: BeforePurge;
}

async function removeFiles(deps: RetentionDeps, files: readonly string[]): Promise<void> {
  for (const file of files) {
    try {
      await deps.media.remove(file);
    } catch (error) {
      deps.logger.error({ err: error, file }, 'could not remove a media file');
    }
  }
}

/** Repeats a batched step until a batch comes back empty. */
async function drain(step: () => Promise<{ users: number; files: string[] }>, deps: RetentionDeps) {
  let total = 0;
  for (;;) {
    const batch = await step();
    await removeFiles(deps, batch.files);
    total += batch.users;
    if (batch.users === 0) return total;
  }
}

/** The retention rules of spec section 9, each callable on its own (tests call them). */
export function createRetentionJobs(deps: RetentionDeps) {
  return {
    purgeDeletedAccounts: () =>
      drain(
        () =>
          purgeDeletedAccounts(
            deps.db,
            addMonths(deps.now(), -RETENTION.deletedAccountMonths),
            deps.beforePurge,
          ),
        deps,
      ),
    anonymiseInactiveAccounts: () =>
      drain(() => {
        const now = deps.now();
        return anonymiseInactiveAccounts(
          deps.db,
          addYears(now, -RETENTION.inactiveAccountYears),
          now,
          deps.beforeAnonymise,
        );
      }, deps),
    deleteOldRequestLogs: () =>
      deleteRequestLogsBefore(deps.db, addYears(deps.now(), -RETENTION.requestLogYears)),
    deleteOldConsents: () =>
      deleteConsentsBefore(deps.db, addYears(deps.now(), -RETENTION.consentYears)),
    deleteExpiredDataExports: () =>
      drain(() => {
        const now = deps.now();
        return expireDataExports(deps.db, now, new Date(now.getTime() - DATA_EXPORT_STALE_MS));
      }, deps),
    deleteDeadTokens: () => {
      const now = deps.now();
      return deleteDeadTokens(deps.db, new Date(now.getTime() - SESSION_IDLE_MS), now);
    },
  };
}

export type RetentionJobs = ReturnType<typeof createRetentionJobs>;

export function retentionJobList(jobs: RetentionJobs): Job[] {
  return Object.entries(jobs).map(([name, run]) => ({ name, run }));
}
