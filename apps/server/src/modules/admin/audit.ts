import type { AuditAction, AuditSubjectType } from '@wob/api';
import { and, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type AuditLogRow, auditLog } from '../../db/schema';
import { newId } from '../../platform/crypto';
import type { AdminSession } from './service';

// The audit log's one writer and one reader. Every administrator's action writes its entry
// with `recordAudit` in the same transaction as the action itself, so an action without its
// entry (or an entry without its action) cannot be committed. Nothing here updates or
// deletes: the table's trigger (migration 0022) would refuse it anyway.

export interface AuditEntryInput {
  /** One of the contract's `AUDIT_ACTIONS`, e.g. 'report.dismiss', 'faq.update'. */
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: string;
  reason?: string;
  details?: Record<string, unknown>;
}

export async function recordAudit(
  db: Queryable,
  admin: AdminSession,
  entry: AuditEntryInput,
  at: Date,
): Promise<AuditLogRow> {
  const [row] = await db
    .insert(auditLog)
    .values({
      id: newId(),
      adminId: admin.admin.id,
      adminEmail: admin.admin.email,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      reason: entry.reason ?? '',
      details: entry.details ?? {},
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('audit entry not written');
  return row;
}

export interface AuditQuery {
  /** Matches the action, the subject's id, the administrator's e-mail or the reason. */
  query?: string;
  subjectType?: string;
  subjectId?: string;
  /** Entries older than this entry (the page before), newest first. */
  before?: { createdAt: Date; id: string };
  limit: number;
}

/** Newest first; `limit + 1` rows are read so the caller knows whether more follow. */
export async function searchAudit(db: Queryable, q: AuditQuery): Promise<AuditLogRow[]> {
  const where: SQL[] = [];
  if (q.query) {
    const like = `%${q.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(
      ilike(auditLog.action, like),
      ilike(auditLog.subjectId, like),
      ilike(auditLog.adminEmail, like),
      ilike(auditLog.reason, like),
    );
    if (match) where.push(match);
  }
  if (q.subjectType) where.push(eq(auditLog.subjectType, q.subjectType));
  if (q.subjectId) where.push(eq(auditLog.subjectId, q.subjectId));
  if (q.before) {
    const { createdAt, id } = q.before;
    const older = or(
      lt(auditLog.createdAt, createdAt),
      and(eq(auditLog.createdAt, createdAt), sql`${auditLog.id} < ${id}`),
    );
    if (older) where.push(older);
  }
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(q.limit + 1);
}
