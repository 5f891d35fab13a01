import type { Relation } from '@wob/api';
import type { ReportReason } from '@wob/validation';
import { ageOn } from '@wob/validation';
import type { Session } from '../../context';
import { type Db, type Tx, transactionRetrying } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import type { Clock } from '../../platform/clock';
import { fieldError, HttpError } from '../../platform/http/http-error';
import {
  type NotificationEffects,
  type NotificationsService,
  newEffects,
} from '../notifications/service';
import {
  deleteBlock,
  deleteConnection,
  deleteLike,
  deleteSaved,
  deleteSavedBetween,
  findRelationTarget,
  hasLiked,
  insertBlock,
  insertConnection,
  insertSaved,
  lockPair,
  type RelationTarget,
  relationOf,
  setReaction,
  upsertReport,
} from './store';

// Reactions between two Woblers: like, dislike, save, report, block,
// unblock and removing a connection. Rules, in the order they are checked:
// - acting on oneself: 422 on the id field;
// - the target must be a live account that has not blocked the caller: otherwise 404, the
//   same answer as for an id that never existed (OWASP API1: nothing tells which);
// - like and save also need the target's 'only show my profile to an age range' to include
//   the caller (404 otherwise, as their profile), and no block by the caller (403: unblock
//   first).
// Every change to a pair runs in one transaction that first takes the pair's advisory lock,
// so two requests about the same two people (A likes B while B likes A, or a double click)
// never interleave: exactly one connection, one notification. Notifications are delivered
// after the commit.

export interface RelationDeps {
  db: Db;
  now: Clock;
  notifications: NotificationsService;
  /** The chat follows blocks: Reject & Block, and `chat.block` to both people. */
  blockHooks?: BlockHooks;
  /** Copies a first Wobler report's profile picture into its snapshot (modules/moderation). */
  snapshotPicture?: (reportId: string) => Promise<void>;
}

export interface BlockHooks {
  /** Inside the block's transaction, holding the pair's lock. */
  onBlock(tx: Tx, blockerId: string, blockedId: string, at: Date): Promise<void>;
  /** After a block or an unblock is committed. */
  afterBlockChange(blockerId: string, otherId: string): void;
}

/** What a reaction answers: where the caller now stands, and the target's name for the toast. */
export interface RelationOutcome {
  relation: Relation;
  name: string;
}

const notFound = () => new HttpError(404, M.account.userNotFound);

export function createRelationService(deps: RelationDeps) {
  const { db, now, notifications, blockHooks } = deps;

  function notSelf(session: Session, targetId: string, field: string): void {
    if (targetId === session.user.id) throw fieldError(field, M.relations.self);
  }

  /** The live target who did not block the caller; 404 otherwise. */
  async function requireTarget(
    tx: Tx,
    session: Session,
    targetId: string,
  ): Promise<RelationTarget> {
    const target = await findRelationTarget(tx, session.user.id, targetId);
    if (!target || target.blockedViewer) throw notFound();
    return target;
  }

  /** Like and save reach out to the target: their age range must include the caller. */
  function requireSeesCaller(target: RelationTarget, session: Session, at: Date): void {
    if (!target.ageRangeEnabled) return;
    const age = session.user.birthDate ? ageOn(session.user.birthDate, at) : -1;
    if (!(age >= target.ageRangeFrom && age <= target.ageRangeTo)) throw notFound();
  }

  function requireNotBlockedByCaller(target: RelationTarget): void {
    if (target.blockedByViewer) throw new HttpError(403, M.relations.unblockFirst);
  }

  /**
   * Runs `work` on the pair in one transaction holding the pair's lock, with the target
   * checked, then delivers the notifications it recorded.
   */
  async function onPair(
    session: Session,
    targetId: string,
    work: (tx: Tx, target: RelationTarget, at: Date, effects: NotificationEffects) => Promise<void>,
  ): Promise<RelationOutcome> {
    // A deadlock PostgreSQL broke by failing this transaction is run again (never a 500); the
    // notifications are collected anew in each attempt, so a failed one records nothing.
    const { outcome, effects } = await transactionRetrying(db, async (tx) => {
      const attempt = newEffects();
      await lockPair(tx, session.user.id, targetId);
      const target = await requireTarget(tx, session, targetId);
      await work(tx, target, now(), attempt);
      const relation = await relationOf(tx, session.user.id, target.id);
      return { outcome: { relation, name: target.name }, effects: attempt };
    });
    await notifications.deliver(effects);
    return outcome;
  }

  return {
    /**
     * Likes (idempotent; replaces a dislike). The first like notifies the target; when the
     * target liked the caller too, the pair's one connection is made and both are notified.
     */
    like(session: Session, targetId: string): Promise<RelationOutcome> {
      notSelf(session, targetId, '_id');
      const me = session.user.id;
      return onPair(session, targetId, async (tx, target, at, effects) => {
        requireSeesCaller(target, session, at);
        requireNotBlockedByCaller(target);
        if (await setReaction(tx, me, target.id, 'like', at)) {
          await notifications.recordLike(tx, effects, { actorId: me, userId: target.id, at });
        }
        if (
          (await hasLiked(tx, target.id, me)) &&
          (await insertConnection(tx, me, target.id, at))
        ) {
          await notifications.recordConnection(tx, effects, { maker: me, other: target.id, at });
        }
      });
    },

    /**
     * Dislikes (idempotent; replaces a like, whose notification goes). A connection must be
     * removed first (409): a dislike never ends one silently.
     */
    dislike(session: Session, targetId: string): Promise<RelationOutcome> {
      notSelf(session, targetId, '_id');
      const me = session.user.id;
      return onPair(session, targetId, async (tx, target, at, effects) => {
        const relation = await relationOf(tx, me, target.id);
        if (relation.isMatched) throw new HttpError(409, M.relations.connectedRemoveFirst);
        if ((await setReaction(tx, me, target.id, 'dislike', at)) && relation.liked) {
          await notifications.forgetLike(tx, effects, { actorId: me, userId: target.id });
        }
      });
    },

    save(session: Session, targetId: string): Promise<RelationOutcome> {
      notSelf(session, targetId, '_id');
      return onPair(session, targetId, async (tx, target, at) => {
        requireSeesCaller(target, session, at);
        requireNotBlockedByCaller(target);
        await insertSaved(tx, session.user.id, target.id, at);
      });
    },

    unsave(session: Session, targetId: string): Promise<RelationOutcome> {
      notSelf(session, targetId, '_id');
      return onPair(session, targetId, async (tx, target) => {
        await deleteSaved(tx, session.user.id, target.id);
      });
    },

    /**
     * Ends the connection for both (404 when there is none). The caller's like becomes a
     * dislike, so the other does not come back into their deck; the other's like stays.
     */
    removeConnection(session: Session, targetId: string): Promise<RelationOutcome> {
      notSelf(session, targetId, '_id');
      const me = session.user.id;
      return onPair(session, targetId, async (tx, target, at, effects) => {
        if (!(await deleteConnection(tx, me, target.id))) {
          throw new HttpError(404, M.relations.notConnected);
        }
        await setReaction(tx, me, target.id, 'dislike', at);
        await notifications.forgetConnection(tx, effects, { actorId: me, otherId: target.id });
      });
    },

    /**
     * Blocks (idempotent). A connection between them ends; every notification between them
     * goes, both ways; saved entries go both ways; the caller's like becomes a dislike and the
     * blocked person's like of the caller is deleted, so an unblock never revives a match.
     */
    block(session: Session, targetId: string): Promise<RelationOutcome> {
      notSelf(session, targetId, '_id');
      const me = session.user.id;
      const outcome = onPair(session, targetId, async (tx, target, at, effects) => {
        await insertBlock(tx, me, target.id, at);
        await blockHooks?.onBlock(tx, me, target.id, at);
        const connectionEnded = await deleteConnection(tx, me, target.id);
        if (await hasLiked(tx, me, target.id)) await setReaction(tx, me, target.id, 'dislike', at);
        await deleteLike(tx, target.id, me);
        await deleteSavedBetween(tx, me, target.id);
        await notifications.forgetAllBetween(tx, effects, {
          one: me,
          other: target.id,
          connectionEnded,
        });
      });
      return outcome.then((done) => {
        blockHooks?.afterBlockChange(me, targetId);
        return done;
      });
    },

    /**
     * Lifts the caller's own block (idempotent). The block is lifted in every case, but the
     * answer is 404 like every other reaction when the target is gone or has blocked the
     * caller, so it reveals nothing about them.
     */
    async unblock(session: Session, targetId: string): Promise<RelationOutcome> {
      notSelf(session, targetId, '_id');
      const me = session.user.id;
      const outcome = await transactionRetrying(db, async (tx) => {
        await lockPair(tx, me, targetId);
        await deleteBlock(tx, me, targetId);
        const target = await findRelationTarget(tx, me, targetId);
        if (!target || target.blockedViewer) return null;
        return { relation: await relationOf(tx, me, target.id), name: target.name };
      });
      blockHooks?.afterBlockChange(me, targetId);
      if (!outcome) throw notFound();
      return outcome;
    },

    /**
     * Reports for moderation: one open report per reporter and Wobler (a second one updates
     * it). The Wobler leaves the reporter's deck; nothing else changes (a block is separate).
     */
    async report(
      session: Session,
      input: { wobler: string; reason: ReportReason; details: string },
    ): Promise<RelationOutcome> {
      notSelf(session, input.wobler, 'wobler');
      let createdId: string | null = null;
      const outcome = await onPair(session, input.wobler, async (tx, target, at) => {
        const report = await upsertReport(tx, {
          reporterId: session.user.id,
          targetId: target.id,
          reason: input.reason,
          details: input.details,
          at,
        });
        createdId = report.created ? report.id : null;
      });
      // A first report keeps a copy of the profile picture as it is now (after the commit:
      // files are never written inside a transaction); a failure is logged there.
      if (createdId && deps.snapshotPicture) await deps.snapshotPicture(createdId);
      return outcome;
    },
  };
}

export type RelationService = ReturnType<typeof createRelationService>;
