import {
  and,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  charges,
  consents,
  dataExports,
  media,
  passwordResets,
  reports,
  requestLogs,
  sessions,
  supportTickets,
  trialClaims,
  users,
} from '../../db/schema';

const BATCH = 200;

/** What the modules do in the purge's transaction before the accounts' rows go. */
export type BeforePurge = (tx: Tx, userIds: readonly string[]) => Promise<void>;

/** Whom an e-mail may be to or about: an erased or anonymised person, as they were. */
export interface MailedPerson {
  email: string;
  name: string;
}

/**
 * One batch of erased or anonymised accounts: how many, the files to remove from the media
 * folder, and who they were (the local outbox forgets the mails to or about them).
 */
export interface ErasedBatch {
  users: number;
  files: string[];
  people: MailedPerson[];
}

const deletedBefore = (cutoff: Date) =>
  and(isNotNull(users.deletedAt), lt(users.deletedAt, cutoff));

/**
 * A batch of the accounts `due` selects, oldest `by` first, leaving out `skip` (those the chat
 * service could not erase or rename in this run: they wait for the next one).
 */
async function dueAccounts(
  db: Db,
  due: SQL | undefined,
  by: AnyPgColumn,
  skip: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(skip.length > 0 ? and(due, notInArray(users.id, [...skip])) : due)
    .orderBy(by)
    .limit(BATCH);
  return rows.map((row) => row.id);
}

/** A batch of the accounts deleted before `cutoff`, leaving out `skip` (see `dueAccounts`). */
export function dueDeletedAccounts(
  db: Db,
  cutoff: Date,
  skip: readonly string[],
): Promise<string[]> {
  return dueAccounts(db, deletedBefore(cutoff), users.deletedAt, skip);
}

/**
 * Deletes accounts deleted before `cutoff` (of `only`, when given), a batch at a time.
 * Everything that refers to them goes with them (foreign keys cascade; coverage.ts of
 * modules/data-export says so per table); consent rows stay with the e-mail address.
 * `beforePurge` runs first in the same transaction (the chat hands over groups the accounts
 * own). Answers the media files and export ZIPs to remove from disk.
 */
export async function purgeDeletedAccounts(
  db: Db,
  cutoff: Date,
  beforePurge?: BeforePurge,
  only?: readonly string[],
): Promise<ErasedBatch> {
  return db.transaction(async (tx) => {
    const doomed = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(
        only ? and(deletedBefore(cutoff), inArray(users.id, [...only])) : deletedBefore(cutoff),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (doomed.length === 0) return { users: 0, files: [], people: [] };
    const ids = doomed.map((row) => row.id);
    await beforePurge?.(tx, ids);
    const files = await tx
      .select({ path: media.path })
      .from(media)
      .where(inArray(media.ownerId, ids));
    // Their "Download my data" ZIPs go too (the rows cascade with the account).
    const zips = await exportFilesOf(tx, ids);
    // So do the reports they made or that are about them (cascade), with the pictures their
    // snapshots copied (modules/moderation/snapshot.ts).
    const snapshots = await snapshotFilesOf(tx, ids);
    // Their payments stay as accounting records (charges' foreign keys set null).
    await tx.delete(users).where(inArray(users.id, ids));
    return {
      users: ids.length,
      files: [...files.map((file) => file.path), ...zips, ...snapshots],
      people: doomed.map(({ email, name }) => ({ email, name })),
    };
  });
}

const inactiveBefore = (cutoff: Date) =>
  and(isNull(users.deletedAt), isNull(users.anonymisedAt), lt(users.lastActiveAt, cutoff));

/** A batch of the accounts inactive since before `cutoff`, leaving out `skip` (as above). */
export function dueInactiveAccounts(
  db: Db,
  cutoff: Date,
  skip: readonly string[],
): Promise<string[]> {
  return dueAccounts(db, inactiveBefore(cutoff), users.lastActiveAt, skip);
}

/**
 * Replaces the personal data of accounts inactive since before `cutoff` (2 years), of `only`
 * when given. The row stays so that anything that refers to it keeps working; it can never log
 * in again. `beforeAnonymise` runs first in the same transaction (the chat erases the names
 * others' messages keep of them). Their support requests go, and so do the reports made by or
 * about them, as they would with the account (a snapshot holds the person's name, words and
 * pictures); the moderation actions on the row stay, without their report.
 */
export async function anonymiseInactiveAccounts(
  db: Db,
  cutoff: Date,
  now: Date,
  beforeAnonymise?: BeforePurge,
  only?: readonly string[],
): Promise<ErasedBatch> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(
        only ? and(inactiveBefore(cutoff), inArray(users.id, [...only])) : inactiveBefore(cutoff),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (stale.length === 0) return { users: 0, files: [], people: [] };
    const ids = stale.map((row) => row.id);
    await beforeAnonymise?.(tx, ids);
    await tx
      .update(users)
      .set({
        // Unique per row and outside any real domain (.invalid is reserved, RFC 2606).
        email: sql`'anonymised-' || ${users.id} || '@woble.invalid'`,
        passwordHash: '',
        name: '',
        // The lower-cased name the people search matches (platform/search-key.ts).
        searchKey: '',
        phone: '',
        country: '',
        address: '',
        city: '',
        zipcode: '',
        about: '',
        birthDate: null,
        pictureId: null,
        anonymisedAt: now,
        updatedAt: now,
      })
      .where(inArray(users.id, ids));
    const files = await tx
      .delete(media)
      .where(inArray(media.ownerId, ids))
      .returning({ path: media.path });
    await tx.delete(sessions).where(inArray(sessions.userId, ids));
    await tx.delete(passwordResets).where(inArray(passwordResets.userId, ids));
    // A "Download my data" ZIP holds everything that was just cleared.
    const zips = await exportFilesOf(tx, ids);
    await tx.delete(dataExports).where(inArray(dataExports.userId, ids));
    // The trial claim is keyed by the e-mail address: personal data like the rest.
    await tx.delete(trialClaims).where(inArray(trialClaims.userId, ids));
    // Their support requests: their own words, answered long ago.
    await tx.delete(supportTickets).where(inArray(supportTickets.userId, ids));
    const snapshots = await snapshotFilesOf(tx, ids);
    await tx
      .delete(reports)
      .where(or(inArray(reports.reporterId, ids), inArray(reports.targetId, ids)));
    return {
      users: ids.length,
      files: [...files.map((file) => file.path), ...zips, ...snapshots],
      people: stale.map(({ email, name }) => ({ email, name })),
    };
  });
}

async function exportFilesOf(tx: Tx, userIds: readonly string[]): Promise<string[]> {
  const rows = await tx
    .select({ path: dataExports.path })
    .from(dataExports)
    .where(and(inArray(dataExports.userId, [...userIds]), isNotNull(dataExports.path)));
  return rows.flatMap((row) => (row.path ? [row.path] : []));
}

export async function deleteRequestLogsBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(requestLogs)
    .where(lt(requestLogs.at, cutoff))
    .returning({ id: requestLogs.id });
  return rows.length;
}

/** Rows whose account is gone (erased: the column is null) or anonymised. */
function ofNoLiveAccount(db: Db, userId: AnyPgColumn) {
  return or(
    isNull(userId),
    inArray(userId, db.select({ id: users.id }).from(users).where(isNotNull(users.anonymisedAt))),
  );
}

/**
 * Consent records older than `cutoff` (5 years) whose account no longer exists or has been
 * anonymised. While an account lives, its consent is still relied on and is kept.
 */
export async function deleteConsentsBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(consents)
    .where(and(lt(consents.createdAt, cutoff), ofNoLiveAccount(db, consents.userId)))
    .returning({ id: consents.id });
  return rows.length;
}

/** Revoked sessions, sessions idle since `idleCutoff`, and used or expired reset tokens. */
export async function deleteDeadTokens(db: Db, idleCutoff: Date, now: Date): Promise<number> {
  const deadSessions = await db
    .delete(sessions)
    .where(or(isNotNull(sessions.revokedAt), lt(sessions.lastUsedAt, idleCutoff)))
    .returning({ tokenHash: sessions.tokenHash });
  const deadResets = await db
    .delete(passwordResets)
    .where(or(isNotNull(passwordResets.usedAt), lt(passwordResets.expiresAt, now)))
    .returning({ tokenHash: passwordResets.tokenHash });
  return deadSessions.length + deadResets.length;
}

/**
 * "Download my data" ZIPs past their 7 days: the row forgets its file (it stays, so the
 * settings say "expired" and the link answers 410) and answers the files to remove. A batch at
 * a time; a purged account's exports went with it (the foreign key cascades), their files are
 * among `files` of the purge. Exports still preparing after `staleBefore` (the server stopped
 * during the job) are marked failed, so the person can start another.
 */
export async function expireDataExports(
  db: Db,
  now: Date,
  staleBefore: Date,
): Promise<ErasedBatch> {
  await db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(eq(dataExports.status, 'preparing'), lt(dataExports.createdAt, staleBefore)));
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: dataExports.id, path: dataExports.path })
      .from(dataExports)
      .where(and(isNotNull(dataExports.path), lte(dataExports.expiresAt, now)))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return { users: 0, files: [], people: [] };
    await tx
      .update(dataExports)
      .set({ path: null })
      .where(
        inArray(
          dataExports.id,
          due.map((row) => row.id),
        ),
      );
    return {
      users: due.length,
      files: due.flatMap((row) => (row.path ? [row.path] : [])),
      people: [],
    };
  });
}

/** The snapshot pictures of the reports made by or about `userIds` (paths in the media folder). */
async function snapshotFilesOf(tx: Tx, userIds: readonly string[]): Promise<string[]> {
  const { rows } = (await tx.execute(
    sql`select image->>'path' as path
      from ${reports}, jsonb_array_elements(${reports.snapshot}->'images') as image
      where ${reports.reporterId} in (select unnest(${sql.param([...userIds])}::text[]))
        or ${reports.targetId} in (select unnest(${sql.param([...userIds])}::text[]))`,
  )) as unknown as { rows: { path: string }[] };
  return rows.map((row) => row.path);
}

/**
 * The payments of erased or anonymised accounts charged before `before`: the accounting
 * records the Bookkeeping Act keeps 5 years from the end of the financial year they belong to
 * (the caller gives 1 January five years back). A live account's payments stay: they are its
 * subscription history.
 */
export async function deleteOldPaymentRecords(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(charges)
    .where(and(lt(charges.chargedAt, before), ofNoLiveAccount(db, charges.userId)))
    .returning({ id: charges.id });
  return rows.length;
}
