import { AUDIT_ACTIONS, type AuditAction, type PersonAction, type ReportAction } from '@wob/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Session } from '../../context';
import type { Db } from '../../db/client';
import { bannedEmails, moderationActions, reports, users } from '../../db/schema';
import { SERVER_MESSAGES as M } from '../../messages';
import { DAY_MS, type Clock } from '../../platform/clock';
import { newId } from '../../platform/crypto';
import { fieldError, HttpError } from '../../platform/http/http-error';
import { composeMail } from '../../platform/mailer/compose';
import type { Mailer } from '../../platform/mailer/mailer';
import { recheckSessions } from '../../platform/realtime/control';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { TaskTracker } from '../../platform/tasks';
import { bannedEmailKey } from '../accounts/sanctions';
import { revokeAllSessions } from '../accounts/store';
import { recordAudit } from '../admin/audit';
import type { AdminSession } from '../admin/service';
import { setBubbleTakedown } from '../bubbles/takedown-store';
import type { CometChatMessages } from '../cometchat/messages';
import { insertModerationWarning, insertReportHandled } from '../notifications/moderation-store';
import { newEffects, type NotificationEffects } from '../notifications/service';
import type { PersonRow, ReportRow } from './store';

// The moderators' actions, all through `applyAction`: one function, one transaction that
// writes the action's effect, its `moderation_actions` row (except a dismissal, which is no
// action on the person), the report's new status and the reporters' notices, and its audit
// entry (`recordAudit`) — committed together or not at all. What another module owns and
// cannot join the transaction (a chat message's or a comment's deletion, which remove files
// and publish events) runs right after the commit, through that module's own delete. A
// message on CometChat is deleted there first, before the transaction: if CometChat fails,
// the action fails (503) and nothing is written; no network call is made inside a
// transaction (on PGlite it would hold the one connection).

/** The longest suspension. */
export const MAX_SUSPENSION_MS = 366 * DAY_MS;

export type ModerationAction = ReportAction | PersonAction;

export interface ModerationDeps {
  db: Db;
  now: Clock;
  mailer: Mailer;
  tasks: TaskTracker;
  logger: FastifyBaseLogger;
  sign: (value: string) => string;
  /** The bell's delivery of what the transaction recorded (live badge, realtime). */
  deliver(effects: NotificationEffects): Promise<void>;
  /**
   * The chat's delete for everyone of the author's message, for a moderator (modules/chat
   * `removeForModeration`): whatever the author may still see (they may have left the group).
   */
  removeMessage(author: Session, messageId: string): Promise<unknown>;
  /** Where CometChat is the chat service, its messages: 'remove' deletes a message there. */
  cometChatMessages?: CometChatMessages;
  /** The board's delete of a comment or reply (modules/bubbles). */
  removeComment(commentId: string): Promise<boolean>;
  /** The bell's notice to the owner of a Bubble taken down (modules/notifications). */
  bubbleTakenDown(ownerId: string, bubbleId: string, at: Date): Promise<void>;
  /** Open sockets of a person whose sessions were revoked close (platform/realtime). */
  realtime: RealtimeHub;
}

export interface ActionInput {
  action: ModerationAction;
  reason: string;
  until?: string;
}

/**
 * The audit log's name of an action: about a report, or on the person directly. The
 * endpoints' schemas allow only the pairs the contract names ('lift' only on a person).
 */
function auditAction(report: ReportRow | null, action: ModerationAction): AuditAction {
  const name = `${report ? 'report' : 'person'}.${action}`;
  const known = AUDIT_ACTIONS.find((one) => one === name);
  if (!known) throw new Error(`${name} is no audit action`);
  return known;
}

/** A suspension's end: in the future, at most a year ahead; 422 on the field otherwise. */
export function suspensionEnd(until: string | undefined, at: Date): Date {
  if (!until) throw fieldError('until', M.moderation.untilRequired);
  const end = new Date(until);
  if (Number.isNaN(end.getTime())) throw fieldError('until', M.moderation.untilRequired);
  if (end.getTime() <= at.getTime()) throw fieldError('until', M.moderation.untilPast);
  if (end.getTime() - at.getTime() > MAX_SUSPENSION_MS) {
    throw fieldError('until', M.moderation.untilTooFar);
  }
  return end;
}

export function createModerationActions(deps: ModerationDeps) {
  const { db, now } = deps;

  function sendWarningMail(person: PersonRow, reason: string): void {
    if (person.deletedAt || person.anonymisedAt) return;
    const locale = person.language === 'en' ? 'en' : 'da';
    deps.tasks.run('moderation warning mail', () =>
      deps.mailer.send(
        composeMail(
          locale,
          {
            subject: M.moderation.warningMailSubject,
            text: M.moderation.warningMailText,
            html: M.moderation.warningMailHtml,
          },
          { name: person.name, reason },
          { to: person.email },
        ),
      ),
    );
  }

  /**
   * Applies `input` to `person`, about `report` when it answers one. A report already handled
   * answers 409; 'remove' of a Wobler 422; 'lift' of nobody suspended or banned 409. The other
   * open reports on the same content are closed with it (their reporters told as well).
   */
  async function applyAction(
    admin: AdminSession,
    person: PersonRow,
    report: ReportRow | null,
    input: ActionInput,
  ): Promise<void> {
    const at = now();
    const { action, reason } = input;
    if (action === 'remove' && (!report || report.kind === 'wobler')) {
      throw new HttpError(422, M.moderation.removeWobler);
    }
    const until = action === 'suspend' ? suspensionEnd(input.until, at) : null;
    const effects = newEffects();
    const cometChat = report?.kind === 'message' ? deps.cometChatMessages : undefined;

    if (action === 'remove' && report && cometChat) {
      // A report handled already is not acted on (the transaction's UPDATE below decides if
      // two moderators act at once; the later one then answers 409, the message being gone).
      if (report.status !== 'open' && report.status !== 'in_review') {
        throw new HttpError(409, M.moderation.alreadyHandled);
      }
      await cometChat.remove(report.subjectId);
    }

    await db.transaction(async (tx) => {
      // The report first: its status decides (one statement, so two moderators acting at
      // once cannot both handle it).
      if (report) {
        const status = action === 'dismiss' ? 'dismissed' : 'actioned';
        const handled = await tx
          .update(reports)
          .set({ status, handledAt: at, handledBy: admin.admin.id, updatedAt: at })
          .where(
            and(
              eq(reports.kind, report.kind),
              eq(reports.subjectId, report.subjectId),
              inArray(reports.status, ['open', 'in_review']),
            ),
          )
          .returning({ id: reports.id, reporterId: reports.reporterId });
        if (!handled.some((row) => row.id === report.id)) {
          throw new HttpError(409, M.moderation.alreadyHandled);
        }
        const told = await insertReportHandled(tx, {
          userIds: handled.map((row) => row.reporterId),
          at,
        });
        for (const row of told) effects.created.push({ ...row, mailable: false });
      }

      let actionId: string | null = null;
      if (action !== 'dismiss') {
        actionId = newId();
        await tx.insert(moderationActions).values({
          id: actionId,
          userId: person.id,
          reportId: report?.id ?? null,
          adminId: admin.admin.id,
          action,
          reason,
          until,
          createdAt: at,
        });
      }

      switch (action) {
        case 'warn': {
          if (!actionId) break;
          const created = await insertModerationWarning(tx, { userId: person.id, actionId, at });
          for (const row of created) effects.created.push({ ...row, mailable: false });
          break;
        }
        case 'suspend':
          await tx
            .update(users)
            .set({ suspendedUntil: until, suspensionReason: reason })
            .where(eq(users.id, person.id));
          await revokeAllSessions(tx, person.id, at);
          break;
        case 'ban':
          await tx
            .update(users)
            .set({ bannedAt: at, banReason: reason })
            .where(eq(users.id, person.id));
          await revokeAllSessions(tx, person.id, at);
          await tx
            .insert(bannedEmails)
            .values({
              emailHash: bannedEmailKey(deps.sign, person.email),
              userId: person.id,
              createdAt: at,
            })
            .onConflictDoNothing();
          break;
        case 'lift': {
          const suspended = person.suspendedUntil && person.suspendedUntil.getTime() > at.getTime();
          if (!suspended && !person.bannedAt) {
            throw new HttpError(409, M.moderation.nothingToLift);
          }
          await tx
            .update(users)
            .set({ suspendedUntil: null, suspensionReason: null, bannedAt: null, banReason: null })
            .where(eq(users.id, person.id));
          await tx
            .delete(bannedEmails)
            .where(eq(bannedEmails.emailHash, bannedEmailKey(deps.sign, person.email)));
          break;
        }
        case 'remove':
          if (report?.kind === 'bubble') {
            await setBubbleTakedown(tx, report.subjectId, reason, at);
          }
          break;
        default:
          break;
      }

      await recordAudit(
        tx,
        admin,
        {
          action: auditAction(report, action),
          subjectType: report ? 'report' : 'person',
          subjectId: report ? report.id : person.id,
          reason,
          details: {
            personId: person.id,
            ...(report ? { kind: report.kind, subjectId: report.subjectId } : {}),
            ...(until ? { until: until.toISOString() } : {}),
            ...(actionId ? { actionId } : {}),
          },
        },
        at,
      );
    });

    // After the commit: the owning module's own delete (files, events), the bell, the mail.
    if (action === 'remove' && report?.kind === 'message' && !cometChat) {
      await deps.removeMessage({ tokenHash: '', user: person }, report.subjectId).catch((error) => {
        // Gone meanwhile (its author's account erased, its group deleted): nothing to remove.
        deps.logger.warn({ err: error, reportId: report.id }, 'reported message not removed');
      });
    }
    if (action === 'remove' && report?.kind === 'comment') {
      await deps.removeComment(report.subjectId);
    }
    // The owner is told as when the console takes a Bubble down; its page shows the reason.
    if (action === 'remove' && report?.kind === 'bubble') {
      await deps.bubbleTakenDown(person.id, report.subjectId, at);
    }
    if (action === 'warn') sendWarningMail(person, reason);
    // Their open sockets re-read their (revoked) sessions and close.
    if (action === 'suspend' || action === 'ban') recheckSessions(deps.realtime, person.id);
    await deps.deliver(effects);
  }

  return { applyAction };
}

export type ModerationActions = ReturnType<typeof createModerationActions>;
