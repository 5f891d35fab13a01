import type { BubbleActivityEvent, BubbleActivityKind } from '@wob/api';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { bubbles, comments, memberships, polls, users } from '../../db/schema';
import { SERVER_MESSAGES as M } from '../../messages';
import type { Clock } from '../../platform/clock';
import type { Locale } from '../../platform/i18n';
import type { Job } from '../../platform/jobs/scheduler';
import { composeMail } from '../../platform/mailer/compose';
import type { Mailer } from '../../platform/mailer/mailer';
import { type RealtimeHub, topics } from '../../platform/realtime/hub';
import type { TaskTracker } from '../../platform/tasks';
import { premiumUsersAmong } from '../premium/state';

// Group notifications (spec section 1: premium). A member who switched them
// on for a Bubble hears of every new comment, reply and poll by someone else there: live, on
// their own realtime topic, and by e-mail when 'receive notifications' is on. E-mails are
// batched: at most one per Bubble and person an hour, counting what came since the member
// last looked (their last visit or the previous e-mail). Premium and the switches are read
// again when a mail goes out, so someone who lost premium or switched off gets nothing more.

/** At most one group notification e-mail per Bubble and person in this time. */
export const ACTIVITY_MAIL_GAP_MS = 60 * 60 * 1000;
/** Mails claimed per run; the rest wait for the next run. */
const MAIL_BATCH = 50;
/** A mail that could not be sent is tried again this much later. */
const MAIL_RETRY_MS = 10 * 60 * 1000;
const EXCERPT_MAX = 120;

export interface BubbleActivity {
  bubbleId: string;
  authorId: string;
  authorName: string;
  kind: BubbleActivityKind;
  /** The comment or reply, or the poll's question. */
  text: string;
}

export interface ActivityDeps {
  db: Db;
  now: Clock;
  realtime: RealtimeHub;
  mailer: Mailer;
  tasks: TaskTracker;
  publicUrl: string;
  logger: FastifyBaseLogger;
}

/** The first characters of a post, on one line. */
export function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= EXCERPT_MAX ? line : `${line.slice(0, EXCERPT_MAX - 1).trimEnd()}…`;
}

export function createActivityNotifier(deps: ActivityDeps) {
  const { db, now, realtime, mailer, tasks, logger } = deps;

  /** Sends the group notification e-mails that are due; answers how many went out. */
  async function sendDueMails(): Promise<number> {
    let sent = 0;
    // Batches until nothing is due, so a busy hour is not left for the next run.
    for (;;) {
      const at = now();
      const claimed = await db.transaction(async (tx) => {
        const due = await tx
          .select({
            bubbleId: memberships.bubbleId,
            userId: memberships.userId,
            mailedAt: memberships.mailedAt,
          })
          .from(memberships)
          .where(and(isNotNull(memberships.mailDueAt), lte(memberships.mailDueAt, at)))
          .orderBy(memberships.mailDueAt)
          .limit(MAIL_BATCH)
          .for('update', { skipLocked: true });
        for (const row of due) {
          await tx
            .update(memberships)
            .set({ mailDueAt: null, mailedAt: at })
            .where(and(eq(memberships.bubbleId, row.bubbleId), eq(memberships.userId, row.userId)));
        }
        return due;
      });
      if (claimed.length === 0) return sent;
      const premium = await premiumUsersAmong(
        db,
        claimed.map((row) => row.userId),
        at,
      );
      for (const row of claimed) {
        if (!premium.has(row.userId)) continue;
        try {
          if (await mailOne(row.bubbleId, row.userId, row.mailedAt, at)) sent += 1;
        } catch (error) {
          logger.error(
            { err: error, bubbleId: row.bubbleId },
            'could not send a group notification e-mail',
          );
          await db
            .update(memberships)
            .set({ mailDueAt: new Date(at.getTime() + MAIL_RETRY_MS), mailedAt: row.mailedAt })
            .where(and(eq(memberships.bubbleId, row.bubbleId), eq(memberships.userId, row.userId)));
        }
      }
      if (claimed.length < MAIL_BATCH) return sent;
    }
  }

  /** One member's e-mail about one Bubble; false when there is nothing (left) to tell. */
  async function mailOne(
    bubbleId: string,
    userId: string,
    previousMail: Date | null,
    at: Date,
  ): Promise<boolean> {
    const [member] = await db
      .select({
        email: users.email,
        name: users.name,
        language: users.language,
        bubbleName: bubbles.name,
        slug: bubbles.slug,
        lastVisitAt: memberships.lastVisitAt,
        activatedAt: memberships.activatedAt,
        joinedAt: memberships.joinedAt,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(bubbles, eq(bubbles.id, memberships.bubbleId))
      .where(
        and(
          eq(memberships.bubbleId, bubbleId),
          eq(memberships.userId, userId),
          eq(memberships.status, 'active'),
          eq(memberships.notify, true),
          eq(users.receiveNotifications, true),
          isNull(users.deletedAt),
        ),
      );
    if (!member) return false;
    const since = [previousMail, member.lastVisitAt, member.activatedAt ?? member.joinedAt]
      .filter((value): value is Date => value !== null)
      .reduce((latest, value) => new Date(Math.max(latest.getTime(), value.getTime())));
    const news = and(
      eq(comments.bubbleId, bubbleId),
      ne(comments.authorId, userId),
      gt(comments.createdAt, since),
      lte(comments.createdAt, at),
      isNull(users.deletedAt),
    );
    const [counted] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(news);
    const count = counted?.count ?? 0;
    if (count === 0) return false;
    const [latest] = await db
      .select({ author: users.name, text: comments.text, question: polls.question })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .leftJoin(polls, eq(polls.id, comments.pollId))
      .where(news)
      .orderBy(desc(comments.createdAt))
      .limit(1);
    const locale: Locale = member.language === 'en' ? 'en' : 'da';
    const link = `${deps.publicUrl}/view-bubble/${encodeURIComponent(member.slug)}`;
    await mailer.send(
      composeMail(
        locale,
        {
          subject: M.mail.bubbleActivitySubject,
          text: M.mail.bubbleActivityText,
          html: M.mail.bubbleActivityHtml,
        },
        {
          name: member.name,
          bubble: member.bubbleName,
          count,
          author: latest?.author ?? '',
          excerpt: excerptOf(latest?.question ?? latest?.text ?? ''),
          link,
        },
        { to: member.email, link },
      ),
    );
    return true;
  }

  async function announce(activity: BubbleActivity): Promise<void> {
    const recipients = await db
      .select({
        userId: memberships.userId,
        mail: users.receiveNotifications,
        bubbleName: bubbles.name,
        slug: bubbles.slug,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(bubbles, eq(bubbles.id, memberships.bubbleId))
      .where(
        and(
          eq(memberships.bubbleId, activity.bubbleId),
          eq(memberships.status, 'active'),
          eq(memberships.notify, true),
          ne(memberships.userId, activity.authorId),
          isNull(users.deletedAt),
        ),
      );
    if (recipients.length === 0) return;
    const at = now();
    const premium = await premiumUsersAmong(
      db,
      recipients.map((row) => row.userId),
      at,
    );
    const listening = recipients.filter((row) => premium.has(row.userId));
    for (const row of listening) {
      const event: BubbleActivityEvent = {
        type: 'bubble.activity',
        bubbleId: activity.bubbleId,
        bubbleName: row.bubbleName,
        slug: row.slug,
        kind: activity.kind,
        authorName: activity.authorName,
        excerpt: excerptOf(activity.text),
      };
      realtime.publish(topics.user(row.userId), event);
    }

    const mailTo = listening.filter((row) => row.mail).map((row) => row.userId);
    if (mailTo.length === 0) return;
    const iso = at.toISOString();
    // One statement decides when each member's next e-mail is due: now, or an hour after the
    // previous one. A member with one already waiting keeps it (it will count this post too).
    const scheduled = await db
      .update(memberships)
      .set({
        mailDueAt: sql`greatest(${iso}::timestamptz, coalesce(${memberships.mailedAt} + make_interval(secs => ${ACTIVITY_MAIL_GAP_MS / 1000}), ${iso}::timestamptz))`,
      })
      .where(
        and(
          eq(memberships.bubbleId, activity.bubbleId),
          inArray(memberships.userId, mailTo),
          isNull(memberships.mailDueAt),
        ),
      )
      .returning({ dueAt: memberships.mailDueAt });
    if (scheduled.some((row) => row.dueAt !== null && row.dueAt.getTime() <= at.getTime())) {
      tasks.run('group notification e-mails', sendDueMails);
    }
  }

  return {
    /**
     * Tells the members who switched notifications on about a new post. Runs after the answer
     * (a background task): a slow mailer or a failure here never delays or fails the post.
     */
    notify(activity: BubbleActivity): void {
      tasks.run('group notifications', () => announce(activity));
    },
    sendDueMails,
    jobs(): Job[] {
      return [{ name: 'groupNotificationMails', run: sendDueMails }];
    },
  };
}

export type ActivityNotifier = ReturnType<typeof createActivityNotifier>;
