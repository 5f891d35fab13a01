import type {
  AdminPersonDetail,
  AuditEntryView,
  endpoints,
  ReportDetail,
  ReportSummary,
  RequestOutput,
} from '@wob/api';
import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PremiumLookup } from '../../context';
import type { Db } from '../../db/client';
import { bubbles, chatMessages, comments, reports, sessions } from '../../db/schema';
import { SERVER_MESSAGES as M } from '../../messages';
import type { Clock } from '../../platform/clock';
import { HttpError } from '../../platform/http/http-error';
import { recheckSessions } from '../../platform/realtime/control';
import type { MediaStorage } from '../../platform/storage/media-storage';

import { recordAudit, searchAudit } from '../admin/audit';
import type { AdminSession } from '../admin/service';
import { createModerationActions, type ModerationDeps } from './actions';
import { decodeCursor, encodeCursor } from './cursor';
import { createContentReports, type ReportContentDeps } from './report-content';
import {
  actionsOn,
  countOpen,
  findPeople,
  findPerson,
  findReport,
  liveSessionsOf,
  type QueueCursor,
  queueSortTime,
  type ReportRecord,
  reportsAbout,
  reportsBy,
  searchPeople,
  selectQueue,
} from './store';
import { toActionView, toPersonRef, toReportDetail, toReportSummary } from './views';

// The moderation module (apps/server README 'Moderation'): members' content reports, the
// console's queue, a report and a person with their history, the actions, sessions and the
// audit log's reading. The one permission check is the routes' `bindAdminEndpoint`
// ('moderator'); every change goes through actions.ts's `applyAction` or writes its own
// audit entry in its transaction.

type Input<K extends keyof typeof endpoints> = RequestOutput<(typeof endpoints)[K]>;

const QUEUE_PAGE = 50;
const AUDIT_PAGE = 50;
const HISTORY = 50;

export type ModerationServiceDeps = ModerationDeps &
  ReportContentDeps & {
    db: Db;
    now: Clock;
    media: MediaStorage;
    /** The premium state (modules/premium), for the person's page. */
    premiumOf: PremiumLookup;
  };

const reportNotFound = () => new HttpError(404, M.moderation.reportNotFound);
const personNotFound = () => new HttpError(404, M.moderation.personNotFound);

export function createModerationService(deps: ModerationServiceDeps) {
  const { db, now, media } = deps;
  const { applyAction } = createModerationActions(deps);
  const contentReports = createContentReports(deps);

  async function contentGone(report: ReportRecord): Promise<boolean> {
    const id = report.subjectId;
    switch (report.kind) {
      case 'message': {
        // On CometChat, asked there (unknown while CometChat cannot answer: not gone).
        if (deps.cometChatMessages) return (await deps.cometChatMessages.exists(id)) === false;
        if (!/^\d{1,18}$/.test(id)) return true;
        const [row] = await db
          .select({ deletedAt: chatMessages.deletedAt })
          .from(chatMessages)
          .where(eq(chatMessages.id, Number(id)));
        return !row || row.deletedAt !== null;
      }
      case 'comment': {
        const [row] = await db
          .select({ id: comments.id })
          .from(comments)
          .where(eq(comments.id, id));
        return !row;
      }
      case 'bubble': {
        const [row] = await db
          .select({ takenDownAt: bubbles.takenDownAt })
          .from(bubbles)
          .where(eq(bubbles.id, id));
        return !row || row.takenDownAt !== null;
      }
      default: {
        const person = await findPerson(db, report.targetId);
        return !person || person.deletedAt !== null;
      }
    }
  }

  async function reportDetail(id: string): Promise<ReportDetail> {
    const report = await findReport(db, id);
    if (!report) throw reportNotFound();
    const [people, gone, earlier, actions] = await Promise.all([
      findPeople(db, [report.reporterId, report.targetId]),
      contentGone(report),
      reportsAbout(db, report.targetId, HISTORY, report.id),
      actionsOn(db, report.targetId, HISTORY),
    ]);
    const reporter = people.find((p) => p.id === report.reporterId);
    const person = people.find((p) => p.id === report.targetId);
    if (!reporter || !person) throw reportNotFound();
    return toReportDetail(report, {
      media,
      at: now(),
      reporter,
      person,
      contentGone: gone,
      earlier,
      actions,
    });
  }

  async function personDetail(id: string): Promise<AdminPersonDetail> {
    const person = await findPerson(db, id);
    if (!person) throw personNotFound();
    const at = now();
    const [about, made, actions, live] = await Promise.all([
      reportsAbout(db, id, HISTORY),
      reportsBy(db, id, HISTORY),
      actionsOn(db, id, HISTORY),
      liveSessionsOf(db, id),
    ]);
    const ref = toPersonRef(person, at);
    return {
      person: {
        ...ref,
        createdAt: person.createdAt.toISOString(),
        lastActiveAt: person.lastActiveAt.toISOString(),
        city: person.city,
        country: person.country,
        about: person.about,
        pictureUrl: person.pictureId ? media.signedUrl(person.pictureId) : null,
        premium: (await deps.premiumOf(person.id)).isPremium,
        bannedAt: person.bannedAt?.toISOString() ?? null,
      },
      reportsAbout: about.map(toReportSummary),
      reportsMade: made.map(toReportSummary),
      actions: actions.map(toActionView),
      // The device read at sign-in ('' before it was recorded: 'Unknown device' in the console).
      sessions: live.map((row) => ({
        id: row.tokenHash,
        device: row.device,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
      })),
    };
  }

  return {
    reportContent: contentReports.reportContent,

    /** A snapshot picture by its key, while a report still names it; null otherwise. */
    async snapshotImage(
      key: string,
    ): Promise<{ stream: ReadStream; mime: string; size: number } | null> {
      const found = (await db.execute(
        sql`select image->>'path' as path, image->>'mime' as mime
          from ${reports}, jsonb_array_elements(${reports.snapshot}->'images') as image
          where image->>'key' = ${key} limit 1`,
      )) as unknown as { rows: { path: string; mime: string }[] };
      const image = found.rows[0];
      if (!image) return null;
      const file = media.absolutePath(image.path);
      const info = await stat(file).catch(() => null);
      if (!info) return null;
      return { stream: createReadStream(file), mime: image.mime, size: info.size };
    },

    async reports(input: Input<'adminReports'>): Promise<{
      reports: ReportSummary[];
      nextCursor: string | null;
      openCount: number;
    }> {
      const after = input.cursor
        ? decodeCursor<QueueCursor>(input.cursor, ['rank', 'at', 'id'])
        : null;
      const rows = await selectQueue(db, input, after, QUEUE_PAGE);
      const page = rows.slice(0, QUEUE_PAGE);
      const last = page.at(-1);
      return {
        reports: page.map(toReportSummary),
        nextCursor:
          rows.length > QUEUE_PAGE && last
            ? encodeCursor({
                rank: last.rank,
                at: queueSortTime(last).toISOString(),
                id: last.id,
              })
            : null,
        openCount: await countOpen(db),
      };
    },

    /** Open reports in all (the navigation's badge): one count, no rows. */
    openCount: () => countOpen(db),

    report: reportDetail,

    /** Marks an open report 'in review' (audit-logged); already in review: unchanged. */
    async review(admin: AdminSession, id: string): Promise<ReportDetail> {
      const at = now();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(reports)
          .set({ status: 'in_review', updatedAt: at })
          .where(and(eq(reports.id, id), eq(reports.status, 'open')))
          .returning({ id: reports.id });
        if (!row) {
          const [exists] = await tx
            .select({ status: reports.status })
            .from(reports)
            .where(eq(reports.id, id));
          if (!exists) throw reportNotFound();
          if (exists.status !== 'in_review') throw new HttpError(409, M.moderation.alreadyHandled);
          return;
        }
        await recordAudit(
          tx,
          admin,
          { action: 'report.review', subjectType: 'report', subjectId: id },
          at,
        );
      });
      return reportDetail(id);
    },

    async actOnReport(
      admin: AdminSession,
      input: Input<'adminActOnReport'>,
    ): Promise<ReportDetail> {
      const report = await findReport(db, input.id);
      if (!report) throw reportNotFound();
      const person = await findPerson(db, report.targetId);
      if (!person) throw reportNotFound();
      await applyAction(admin, person, report, input);
      return reportDetail(input.id);
    },

    async actOnPerson(
      admin: AdminSession,
      input: Input<'adminActOnPerson'>,
    ): Promise<AdminPersonDetail> {
      const person = await findPerson(db, input.id);
      if (!person) throw personNotFound();
      await applyAction(admin, person, null, input);
      return personDetail(input.id);
    },

    async people(query: string) {
      const at = now();
      return (await searchPeople(db, query)).map((row) => toPersonRef(row, at));
    },

    person: personDetail,

    /** Signs a member out: one session or all of them (audit-logged in the same transaction). */
    async revokeSessions(
      admin: AdminSession,
      input: Input<'adminRevokeSessions'>,
    ): Promise<AdminPersonDetail> {
      const person = await findPerson(db, input.id);
      if (!person) throw personNotFound();
      const at = now();
      await db.transaction(async (tx) => {
        const where = input.session
          ? and(eq(sessions.userId, person.id), eq(sessions.tokenHash, input.session))
          : eq(sessions.userId, person.id);
        const revoked = await tx
          .update(sessions)
          .set({ revokedAt: at })
          .where(and(where, isNull(sessions.revokedAt)))
          .returning({ id: sessions.tokenHash });
        if (input.session && revoked.length === 0) {
          throw new HttpError(404, M.moderation.sessionNotFound);
        }
        await recordAudit(
          tx,
          admin,
          {
            action: input.session ? 'person.revoke-session' : 'person.revoke-sessions',
            subjectType: 'person',
            subjectId: person.id,
            reason: input.reason,
            details: { count: revoked.length },
          },
          at,
        );
      });
      recheckSessions(deps.realtime, person.id);
      return personDetail(person.id);
    },

    async audit(input: Input<'adminAudit'>): Promise<{
      entries: AuditEntryView[];
      nextCursor: string | null;
    }> {
      const before = input.cursor
        ? decodeCursor<{ createdAt: string; id: string }>(input.cursor)
        : null;
      const rows = await searchAudit(db, {
        query: input.query || undefined,
        subjectType: input.subjectType,
        subjectId: input.subjectId,
        before: before ? { createdAt: new Date(before.createdAt), id: before.id } : undefined,
        limit: AUDIT_PAGE,
      });
      const page = rows.slice(0, AUDIT_PAGE);
      const last = page.at(-1);
      return {
        entries: page.map((row) => ({
          id: row.id,
          action: row.action,
          subjectType: row.subjectType,
          subjectId: row.subjectId,
          reason: row.reason,
          details: row.details,
          admin: { id: row.adminId, email: row.adminEmail },
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor:
          rows.length > AUDIT_PAGE && last
            ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id })
            : null,
      };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
