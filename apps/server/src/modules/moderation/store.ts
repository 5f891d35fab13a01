import type { ReportKind, ReportStatus } from '@wob/api';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { admins, moderationActions, reports, sessions, users } from '../../db/schema';

// SQL of the moderation module: the reports queue, a report, a person's history, people
// search and sessions. Writes are in actions.ts (one transaction per action).

export type ReportRow = typeof reports.$inferSelect;
export type PersonRow = typeof users.$inferSelect;

export interface ReportRecord extends ReportRow {
  reporterName: string;
  personName: string;
}

const reporter = alias(users, 'reporter');
const person = alias(users, 'person');

function selectReports(db: Queryable) {
  return db
    .select({ report: reports, reporterName: reporter.name, personName: person.name })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(person, eq(person.id, reports.targetId));
}

const flatten = (rows: { report: ReportRow; reporterName: string; personName: string }[]) =>
  rows.map((row) => ({
    ...row.report,
    reporterName: row.reporterName,
    personName: row.personName,
  }));

/**
 * The queue's order: open and in review first, oldest first (the order they are worked
 * through); then the handled ones (actioned, dismissed), newest handled first (what a
 * moderator looks back at). A handled report always has `handled_at`; the fallback to its
 * creation only guards rows written before the column was.
 */
const RANK = sql<number>`(case when ${reports.status} in ('open', 'in_review') then 0 else 1 end)`;
const HANDLED_AT = sql`coalesce(${reports.handledAt}, ${reports.createdAt})`;

/** The last row's sort keys: its rank, its sort time (created, or handled for rank 1), id. */
export type QueueCursor = { rank: number; at: string; id: string };

/** The row's sort time as the cursor keeps it. */
export function queueSortTime(row: ReportRow & { rank: number }): Date {
  return row.rank === 0 ? row.createdAt : (row.handledAt ?? row.createdAt);
}

/** Rows after `after` in the queue's order (rank 0 ascending in time, rank 1 descending). */
function afterCursor(after: QueueCursor): SQL {
  const at = sql`${after.at}::timestamptz`;
  if (after.rank === 0) {
    return sql`(${RANK} = 1 or (${RANK} = 0 and (${reports.createdAt}, ${reports.id}) > (${at}, ${after.id})))`;
  }
  return sql`(${RANK} = 1 and (${HANDLED_AT}, ${reports.id}) < (${at}, ${after.id}))`;
}

export async function selectQueue(
  db: Queryable,
  filter: { status?: ReportStatus; kind?: ReportKind; reason?: string },
  after: QueueCursor | null,
  limit: number,
): Promise<(ReportRecord & { rank: number })[]> {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(reports.status, filter.status));
  if (filter.kind) where.push(eq(reports.kind, filter.kind));
  if (filter.reason) where.push(eq(reports.reason, filter.reason));
  if (after) where.push(afterCursor(after));
  const rows = await db
    .select({
      report: reports,
      reporterName: reporter.name,
      personName: person.name,
      rank: RANK,
    })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(person, eq(person.id, reports.targetId))
    .where(and(...where))
    .orderBy(
      asc(RANK),
      sql`case when ${RANK} = 0 then ${reports.createdAt} end asc`,
      sql`case when ${RANK} = 0 then ${reports.id} end asc`,
      sql`case when ${RANK} = 1 then ${HANDLED_AT} end desc`,
      sql`case when ${RANK} = 1 then ${reports.id} end desc`,
    )
    .limit(limit + 1);
  return rows.map((row) => ({
    ...row.report,
    reporterName: row.reporterName,
    personName: row.personName,
    rank: Number(row.rank),
  }));
}

export async function countOpen(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reports)
    .where(eq(reports.status, 'open'));
  return row?.count ?? 0;
}

export async function findReport(db: Queryable, id: string): Promise<ReportRecord | undefined> {
  const [row] = flatten(await selectReports(db).where(eq(reports.id, id)).limit(1));
  return row;
}

/** Reports about `userId` (as the person responsible), newest first, at most `limit`. */
export async function reportsAbout(
  db: Queryable,
  userId: string,
  limit: number,
  exceptId?: string,
): Promise<ReportRecord[]> {
  const where = exceptId
    ? and(eq(reports.targetId, userId), sql`${reports.id} <> ${exceptId}`)
    : eq(reports.targetId, userId);
  return flatten(
    await selectReports(db)
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(limit),
  );
}

export async function reportsBy(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<ReportRecord[]> {
  return flatten(
    await selectReports(db)
      .where(eq(reports.reporterId, userId))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(limit),
  );
}

export interface ActionRecord {
  id: string;
  action: string;
  reason: string;
  until: Date | null;
  reportId: string | null;
  adminId: string;
  adminEmail: string;
  createdAt: Date;
}

export async function actionsOn(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<ActionRecord[]> {
  return db
    .select({
      id: moderationActions.id,
      action: moderationActions.action,
      reason: moderationActions.reason,
      until: moderationActions.until,
      reportId: moderationActions.reportId,
      adminId: moderationActions.adminId,
      adminEmail: admins.email,
      createdAt: moderationActions.createdAt,
    })
    .from(moderationActions)
    .innerJoin(admins, eq(admins.id, moderationActions.adminId))
    .where(eq(moderationActions.userId, userId))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(limit);
}

export async function findPerson(db: Queryable, id: string): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findPeople(db: Queryable, ids: readonly string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** Name or e-mail containing `query` (case-insensitive), deleted accounts too; 20 at most. */
export async function searchPeople(db: Queryable, query: string): Promise<PersonRow[]> {
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(users)
    .where(or(sql`${users.name} ilike ${like}`, sql`${users.email} ilike ${like}`))
    .orderBy(asc(users.name), asc(users.id))
    .limit(20);
}

/** The person's sessions still in force (not revoked), newest use first. */
export async function liveSessionsOf(db: Queryable, userId: string) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      device: sessions.device,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.lastUsedAt))
    .limit(100);
}
