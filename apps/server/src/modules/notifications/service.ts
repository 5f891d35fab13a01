import {
  type ConnectionCreatedEvent,
  type ConnectionRemovedEvent,
  NOTIFICATION_KINDS,
  type NotificationCreatedEvent,
  type Notifications,
  type NotificationsSeenEvent,
} from '@wob/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client';
import { type Clock, HOUR_MS, MINUTE_MS } from '../../platform/clock';
import type { Locale } from '../../platform/i18n';
import type { Job } from '../../platform/jobs/scheduler';
import type { Mailer } from '../../platform/mailer/mailer';
import { type RealtimeHub, topics } from '../../platform/realtime/hub';
import type { MediaStorage } from '../../platform/storage/media-storage';
import type { TaskTracker } from '../../platform/tasks';
import { premiumUsersAmong } from '../premium/state';
import {
  type Created,
  deleteMembershipNotifications,
  deleteSubjectNotifications,
  insertApproval,
  insertJoinRequests,
  insertReplies,
} from './bubble-store';
import { composeDigest } from './mail';
import {
  type ClaimedDigest,
  claimDueDigests,
  markMailed,
  releaseDigest,
  scheduleDigests,
  selectDigestItems,
  selectDigestRecipient,
} from './digest-store';
import {
  countUnseen,
  deleteNotifications,
  insertNotification,
  markSeen,
  selectConnection,
  selectConnections,
  selectBirthDate,
  selectNotificationPage,
  selectNotificationsById,
} from './store';
import { insertBubbleTakedown, insertDataExportReady } from './mention-store';
import { toConnectionView, toNotificationView } from './views';
import { type Viewer, viewerOf } from '../people/visibility';

// The bell (spec sections 2 and 7). A like notifies its target; a new connection notifies
// both. Changes are recorded inside the caller's transaction (the reactions' pair lock is
// held), collected in `NotificationEffects`, and delivered once the transaction has
// committed: live events on each person's own topic and the e-mail digest, at most one an
// hour per person, to those who keep 'receive notifications' on.
//
// Bubbles notify too (`BubbleNotices`, called by the Bubbles and board services once their
// change is committed): a join request its active owner and moderators, an approval the
// applicant, a reply the author of the comment replied to. Each is recorded in its own
// transaction and delivered the same way; the e-mail tells of them to recipients with premium
// (group notifications are a premium feature, spec section 1).

/**
 * What the Bubbles module tells the bell, after its change is committed. Each call records
 * and delivers in the background of the request it is part of; a failure is logged, never
 * turned into an error of the done change.
 */
export interface BubbleNotices {
  /** `applicantId` asks to join the private `bubbleId` (a new pending membership). */
  joinRequested(request: { bubbleId: string; applicantId: string }): Promise<void>;
  /** An owner or moderator approved `memberId`'s request (mark-active). */
  joinApproved(approval: { bubbleId: string; memberId: string; approverId: string }): Promise<void>;
  /** A membership or request ended: withdrawn, refused, left or removed. */
  membershipEnded(subject: { bubbleId: string; memberId: string }): Promise<void>;
  /**
   * A Bubble, or a comment or reply (with its replies), is about to be deleted: the
   * notifications about it go first, so the badges drop live.
   */
  subjectDeleting(subject: { bubbleId: string } | { commentId: string }): Promise<void>;
  /** `replierId` wrote `replyId` in answer to `targetId` (a comment or reply) under `topId`. */
  replied(reply: {
    replyId: string;
    targetId: string;
    topId: string;
    replierId: string;
  }): Promise<void>;
}

/** At most one notification e-mail per person in this time. */
export const NOTIFICATION_MAIL_GAP_MS = HOUR_MS;
/** The connections listed beside the notifications (LikedByEachOther). */
export const CONNECTIONS_LISTED_MAX = 200;
/** Digests claimed per run; the rest wait for the next batch. */
const MAIL_BATCH = 50;
/** A digest that could not be sent is tried again this much later. */
const MAIL_RETRY_MS = 10 * MINUTE_MS;

/** What one transaction changed, for delivery after the commit. */
export interface NotificationEffects {
  /** New notifications: recipient, id, and whether the e-mail digest tells of it. */
  created: { userId: string; id: string; mailable: boolean }[];
  connectionsMade: [string, string][];
  connectionsEnded: [string, string][];
  /** Recipients who lost an unseen notification (their badge drops). */
  badgeChanged: Set<string>;
}

export function newEffects(): NotificationEffects {
  return { created: [], connectionsMade: [], connectionsEnded: [], badgeChanged: new Set() };
}

export interface NotificationsDeps {
  db: Db;
  now: Clock;
  media: MediaStorage;
  realtime: RealtimeHub;
  mailer: Mailer;
  tasks: TaskTracker;
  publicUrl: string;
  logger: FastifyBaseLogger;
}

type Event =
  | NotificationCreatedEvent
  | NotificationsSeenEvent
  | ConnectionCreatedEvent
  | ConnectionRemovedEvent;

export function createNotificationsService(deps: NotificationsDeps) {
  const { db, now, media, realtime, mailer, tasks, logger } = deps;

  function publish(userId: string, event: Event): void {
    try {
      realtime.publish(topics.user(userId), event);
    } catch (error) {
      logger.error({ err: error, event: event.type }, 'could not publish a notification event');
    }
  }

  // --- Inside the caller's transaction ---------------------------------------------------

  /** `actorId` liked `userId`: one 'like' notification per pair (a second like adds none). */
  async function recordLike(
    tx: Queryable,
    effects: NotificationEffects,
    like: { actorId: string; userId: string; at: Date },
  ): Promise<void> {
    const id = await insertNotification(tx, { ...like, kind: 'like', mailable: true });
    if (id) effects.created.push({ userId: like.userId, id, mailable: true });
  }

  /**
   * A new connection, made by `maker`'s like: a 'connection' notification for each of the two.
   * The maker's own is not e-mailed: they were there when it happened.
   */
  async function recordConnection(
    tx: Queryable,
    effects: NotificationEffects,
    pair: { maker: string; other: string; at: Date },
  ): Promise<void> {
    effects.connectionsMade.push([pair.maker, pair.other]);
    for (const [userId, actorId] of [
      [pair.maker, pair.other],
      [pair.other, pair.maker],
    ] as const) {
      const mailable = userId !== pair.maker;
      const id = await insertNotification(tx, {
        userId,
        actorId,
        kind: 'connection',
        at: pair.at,
        mailable,
      });
      if (id) effects.created.push({ userId, id, mailable });
    }
  }

  /** A like taken back (now a dislike): its notification goes. */
  async function forgetLike(
    tx: Queryable,
    effects: NotificationEffects,
    like: { actorId: string; userId: string },
  ): Promise<void> {
    const changed = await deleteNotifications(tx, {
      from: like.actorId,
      to: like.userId,
      oneWay: true,
      kinds: ['like'],
    });
    for (const userId of changed) effects.badgeChanged.add(userId);
  }

  /**
   * A connection removed by `actorId`: both 'connection' notifications go, and so does the
   * remover's 'like' notification to the other (their like is now a dislike).
   */
  async function forgetConnection(
    tx: Queryable,
    effects: NotificationEffects,
    pair: { actorId: string; otherId: string },
  ): Promise<void> {
    effects.connectionsEnded.push([pair.actorId, pair.otherId]);
    // One statement: its rows are locked in one ordered pass (store.ts deleteNotifications).
    const changed = await deleteNotifications(
      tx,
      { from: pair.actorId, to: pair.otherId, oneWay: false, kinds: ['connection'] },
      { from: pair.actorId, to: pair.otherId, oneWay: true, kinds: ['like'] },
    );
    for (const userId of changed) effects.badgeChanged.add(userId);
  }

  /** A block: every notification between the two goes, both ways; a connection has ended. */
  async function forgetAllBetween(
    tx: Queryable,
    effects: NotificationEffects,
    pair: { one: string; other: string; connectionEnded: boolean },
  ): Promise<void> {
    if (pair.connectionEnded) effects.connectionsEnded.push([pair.one, pair.other]);
    const changed = await deleteNotifications(tx, {
      from: pair.one,
      to: pair.other,
      oneWay: false,
      kinds: NOTIFICATION_KINDS,
    });
    for (const userId of changed) effects.badgeChanged.add(userId);
  }

  /** The recipient as people/visibility.ts needs them. */
  async function viewerFor(userId: string): Promise<Viewer> {
    return viewerOf({ id: userId, birthDate: await selectBirthDate(db, userId) }, now());
  }

  // --- After the commit ---------------------------------------------------------------------

  /**
   * Live events and the e-mail digest for what a committed transaction changed. A failure
   * here is logged and never turns the done change into an error.
   */
  async function deliver(effects: NotificationEffects): Promise<void> {
    try {
      const byRecipient = new Map<string, string[]>();
      for (const { userId, id } of effects.created) {
        byRecipient.set(userId, [...(byRecipient.get(userId) ?? []), id]);
      }
      for (const [one, other] of effects.connectionsMade) {
        for (const [userId, otherId] of [
          [one, other],
          [other, one],
        ] as const) {
          const connection = await selectConnection(db, userId, otherId);
          if (connection) {
            publish(userId, {
              type: 'connection.created',
              connection: toConnectionView(connection, media, await viewerFor(userId)),
            });
          }
        }
      }
      for (const [one, other] of effects.connectionsEnded) {
        publish(one, { type: 'connection.removed', userId: other });
        publish(other, { type: 'connection.removed', userId: one });
      }
      for (const [userId, ids] of byRecipient) {
        const records = await selectNotificationsById(db, userId, ids);
        const unseen = await countUnseen(db, userId);
        const viewer = await viewerFor(userId);
        for (const record of records) {
          publish(userId, {
            type: 'notification.created',
            notification: toNotificationView(record, media, viewer),
            unseen,
          });
        }
      }
      for (const userId of effects.badgeChanged) {
        if (byRecipient.has(userId)) continue;
        publish(userId, { type: 'notifications.seen', unseen: await countUnseen(db, userId) });
      }
      const mailTo = new Set(
        effects.created.filter((row) => row.mailable).map((row) => row.userId),
      );
      if (mailTo.size > 0) {
        const due = await scheduleDigests(db, [...mailTo], now(), NOTIFICATION_MAIL_GAP_MS);
        if (due) tasks.run('notification e-mails', sendDueMails);
      }
    } catch (error) {
      logger.error({ err: error }, 'could not deliver notifications');
    }
  }

  // --- Bubble notices ----------------------------------------------------------------------

  /**
   * Records in one transaction and delivers. New Bubble notifications are e-mailed to the
   * recipients with premium now (the digest checks again when it goes out).
   */
  async function bubbleNotice(
    name: string,
    change: (tx: Queryable, effects: NotificationEffects, at: Date) => Promise<Created[]>,
  ): Promise<void> {
    try {
      const at = now();
      const effects = newEffects();
      const created = await db.transaction((tx) => change(tx, effects, at));
      const premium = await premiumUsersAmong(
        db,
        created.map((row) => row.userId),
        at,
      );
      for (const row of created) {
        effects.created.push({ ...row, mailable: premium.has(row.userId) });
      }
      await deliver(effects);
    } catch (error) {
      logger.error({ err: error, notice: name }, 'could not record a Bubble notification');
    }
  }

  const bubbleNotices: BubbleNotices = {
    joinRequested: (request) =>
      bubbleNotice('joinRequest', (tx, _effects, at) => insertJoinRequests(tx, { ...request, at })),

    joinApproved: (approval) =>
      bubbleNotice('joinApproved', async (tx, effects, at) => {
        // The request is answered: it leaves the other moderators' bells.
        const answered = await deleteMembershipNotifications(tx, {
          bubbleId: approval.bubbleId,
          memberId: approval.memberId,
          approval: false,
        });
        for (const userId of answered) effects.badgeChanged.add(userId);
        return insertApproval(tx, { ...approval, at });
      }),

    membershipEnded: (subject) =>
      bubbleNotice('membershipEnded', async (tx, effects) => {
        const changed = await deleteMembershipNotifications(tx, { ...subject, approval: true });
        for (const userId of changed) effects.badgeChanged.add(userId);
        return [];
      }),

    subjectDeleting: (subject) =>
      bubbleNotice('subjectDeleting', async (tx, effects) => {
        const changed = await deleteSubjectNotifications(tx, subject);
        for (const userId of changed) effects.badgeChanged.add(userId);
        return [];
      }),

    replied: (reply) =>
      bubbleNotice('reply', (tx, _effects, at) => insertReplies(tx, { ...reply, at })),
  };

  // --- The calls ----------------------------------------------------------------------------

  async function list(userId: string, page: number, limit: number): Promise<Notifications> {
    const { records, total } = await selectNotificationPage(db, userId, page, limit);
    const unseen = await countUnseen(db, userId);
    const connections = await selectConnections(db, userId, CONNECTIONS_LISTED_MAX);
    const totalPages = Math.ceil(total / limit);
    const viewer = await viewerFor(userId);
    return {
      docs: records.map((record) => toNotificationView(record, media, viewer)),
      totalDocs: total,
      page,
      limit,
      totalPages,
      hasNextPage: page < totalPages,
      unseen,
      LikedByEachOther: connections.map((connection) =>
        toConnectionView(connection, media, viewer),
      ),
    };
  }

  /** Marks the caller's own notifications among `ids` seen; ids of others change nothing. */
  async function setSeen(userId: string, ids: readonly string[]): Promise<number> {
    const marked = await markSeen(db, userId, ids, now());
    const unseen = await countUnseen(db, userId);
    // The caller's other tabs update their badge.
    if (marked > 0) publish(userId, { type: 'notifications.seen', unseen });
    return unseen;
  }

  // --- The e-mail digest --------------------------------------------------------------------

  /** Sends the digests that are due; answers how many went out. */
  async function sendDueMails(): Promise<number> {
    let sent = 0;
    for (;;) {
      const at = now();
      const claimed = await db.transaction((tx) => claimDueDigests(tx, at, MAIL_BATCH));
      if (claimed.length === 0) return sent;
      for (const digest of claimed) {
        try {
          if (await mailOne(digest.userId, at)) sent += 1;
          else await releaseDigest(db, digest, at, null);
        } catch (error) {
          logger.error({ err: error }, 'could not send a notification e-mail');
          await retryLater(digest, at);
        }
      }
      if (claimed.length < MAIL_BATCH) return sent;
    }
  }

  async function retryLater(digest: ClaimedDigest, at: Date): Promise<void> {
    try {
      await releaseDigest(db, digest, at, new Date(at.getTime() + MAIL_RETRY_MS));
    } catch (error) {
      logger.error({ err: error }, 'could not reschedule a notification e-mail');
    }
  }

  /** One person's digest; false when there is nothing (left) to tell. */
  async function mailOne(userId: string, at: Date): Promise<boolean> {
    const recipient = await selectDigestRecipient(db, userId);
    if (!recipient) return false;
    const premium = await premiumUsersAmong(db, [userId], at);
    const items = await selectDigestItems(db, userId, at, premium.has(userId));
    if (items.length === 0) return false;
    const locale: Locale = recipient.language === 'en' ? 'en' : 'da';
    await mailer.send(composeDigest(locale, recipient, items, `${deps.publicUrl}/home`));
    await markMailed(
      db,
      items.map((item) => item.id),
      at,
    );
    return true;
  }

  /** The person's data export is ready: an entry in their bell, live (modules/data-export). */
  async function dataExportReady(userId: string, _exportId: string, at: Date): Promise<void> {
    const effects = newEffects();
    const created = await db.transaction((tx) => insertDataExportReady(tx, { userId, at }));
    for (const row of created) effects.created.push({ ...row, mailable: false });
    await deliver(effects);
  }

  /** The operator took down a Bubble `ownerId` owns: an entry in their bell, live. */
  async function bubbleTakenDown(ownerId: string, bubbleId: string, at: Date): Promise<void> {
    const effects = newEffects();
    const created = await db.transaction((tx) =>
      insertBubbleTakedown(tx, { userId: ownerId, bubbleId, at }),
    );
    for (const row of created) effects.created.push({ ...row, mailable: false });
    await deliver(effects);
  }

  return {
    recordLike,
    dataExportReady,
    bubbleTakenDown,
    recordConnection,
    forgetLike,
    forgetConnection,
    forgetAllBetween,
    deliver,
    bubbleNotices,
    list,
    setSeen,
    sendDueMails,
    jobs(): Job[] {
      return [{ name: 'likeNotificationMails', run: sendDueMails }];
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
