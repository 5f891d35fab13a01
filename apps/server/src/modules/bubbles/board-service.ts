import type {
  BoardEvent,
  BoardPage,
  Comment,
  CommentPoll,
  endpoints,
  PollDeletedEvent,
  RepliesPage,
  Reply,
  RequestOutput,
} from '@wob/api';
import { IMAGE_MAX_BYTES, MESSAGES, parseImageDataUrl, REPLY_PAGE_SIZE } from '@wob/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Session, UserRow } from '../../context';
import { type Db, pgErrorCode } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import type { Clock } from '../../platform/clock';
import { newId } from '../../platform/crypto';
import { fieldError, HttpError } from '../../platform/http/http-error';
import { type RealtimeHub, topics } from '../../platform/realtime/hub';
import {
  ImageRejectedError,
  type ProcessedImage,
  processImage,
} from '../../platform/storage/images';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { deleteMediaRows, insertMedia } from '../../platform/storage/media-store';
import {
  type BubbleAccess,
  bubbleNotFound,
  findBubbleAccess,
  requireActiveMember,
  requireContent,
} from './access';
import {
  type BoardRow,
  countReplies,
  deleteCommentPoll,
  deleteCommentTree,
  findLiveComment,
  insertComment,
  selectBoardPage,
  selectReplyPreviews,
  selectRepliesPage,
} from './board-store';
import type { BubbleNotices } from '../notifications/service';
import type { ActivityNotifier } from './activity';
import { type ShowsPicture, toBoardPage, toComment, toRepliesPage, toReply } from './board-views';
import {
  broadcastVisibility,
  type Person,
  type Ties,
  viewerOf,
  visibilityOf,
} from '../people/visibility';
import { hasAnyBlock, readTiesMany } from '../people/visibility-sql';

type Input<K extends keyof typeof endpoints> = RequestOutput<(typeof endpoints)[K]>;

export interface BoardDeps {
  db: Db;
  now: Clock;
  media: MediaStorage;
  realtime: RealtimeHub;
  /** Group notifications for new comments and replies. */
  activity: Pick<ActivityNotifier, 'notify'>;
  /** The bell: the authors replied to. */
  notices: Pick<BubbleNotices, 'replied' | 'subjectDeleting'>;
  /**
   * The polls of poll comments as `viewerId` sees them (null: as everyone does), by poll id
   * (the polls module's view; handed in so the Bubbles do not import the polls module).
   */
  commentPolls: (
    bubbleId: string,
    pollIds: readonly string[],
    viewerId: string | null,
  ) => Promise<Map<string, CommentPoll>>;
  logger: FastifyBaseLogger;
}

const commentNotFound = () => new HttpError(404, M.board.commentNotFound);
const replyNotFound = () => new HttpError(404, M.board.replyNotFound);
const FOREIGN_KEY_VIOLATION = '23503';

/** A user row as the author of a row written just now. */
function authorFields(user: UserRow) {
  return {
    authorId: user.id,
    authorName: user.name,
    authorPictureId: user.pictureId,
    authorShowsImages: user.showImagesToAll,
    authorAgeRangeEnabled: user.ageRangeEnabled,
    authorAgeRangeFrom: user.ageRangeFrom,
    authorAgeRangeTo: user.ageRangeTo,
  };
}

/** A row's author as people/visibility.ts reads them (rows come from live authors only). */
function authorOf(row: BoardRow): Person {
  return {
    id: row.authorId,
    live: true,
    pictureId: row.authorPictureId,
    showImagesToAll: row.authorShowsImages,
    ageRangeEnabled: row.authorAgeRangeEnabled,
    ageRangeFrom: row.authorAgeRangeFrom,
    ageRangeTo: row.authorAgeRangeTo,
  };
}

const NO_TIES: Ties = { connected: false, blockedByViewer: false, blockedViewer: false };

/** Who the board is shown to: a person (answers), or everyone on the Bubble's topic (events). */
export type BoardViewer = { id: string; birthDate: string | null } | 'everyone';

/**
 * The board of a Bubble (spec sections 2-4 and 7): comments newest first with their first
 * replies, replies oldest first, images, deletion by authors and moderators, live events.
 * Rights come from access.ts on every id; a comment or reply the caller may not see is a 404.
 */
export function createBoardService(deps: BoardDeps) {
  const { db, now, media, realtime, activity, notices, commentPolls, logger } = deps;

  function publish(bubbleId: string, event: BoardEvent | PollDeletedEvent): void {
    try {
      realtime.publish(topics.bubble(bubbleId), event);
    } catch (error) {
      // The change is committed; a fan-out failure must not turn it into an error answer.
      logger.error({ err: error, type: event.type }, 'could not publish a board event');
    }
  }

  async function removeFilesQuietly(paths: readonly string[]): Promise<void> {
    for (const path of paths) {
      try {
        await media.remove(path);
      } catch (error) {
        logger.error({ err: error, path }, 'could not remove a comment image');
      }
    }
  }

  async function prepareImage(dataUrl: string): Promise<ProcessedImage> {
    const parsed = parseImageDataUrl(dataUrl);
    if (!parsed) throw fieldError('imageFile', MESSAGES.image.invalid);
    if (parsed.byteLength > IMAGE_MAX_BYTES) {
      throw new HttpError(413, MESSAGES.image.tooLarge, {
        fieldErrors: { imageFile: MESSAGES.image.tooLarge },
      });
    }
    try {
      return await processImage(Buffer.from(parsed.base64, 'base64'));
    } catch (error) {
      if (error instanceof ImageRejectedError)
        throw fieldError('imageFile', MESSAGES.image.invalid);
      throw error;
    }
  }

  /**
   * A comment or reply by a live author in a Bubble whose content the caller may see, with
   * the caller's access there; 404 (as if it did not exist) otherwise.
   */
  async function visibleComment(
    session: Session,
    id: string,
    notFound: () => HttpError,
  ): Promise<{ row: BoardRow; access: BubbleAccess }> {
    const row = await findLiveComment(db, id);
    if (!row) throw notFound();
    const access = await findBubbleAccess(db, session.user.id, { id: row.bubbleId });
    if (!access?.canSeeContent) throw notFound();
    return { row, access };
  }

  /** The author, or an active owner or moderator of the Bubble; 403 for anyone else. */
  function assertMayDelete(session: Session, row: BoardRow, access: BubbleAccess): void {
    if (row.authorId !== session.user.id && !access.isModerator) {
      throw new HttpError(403, M.board.deleteNotAllowed);
    }
  }

  /** Which authors' pictures `viewer` sees among `rows` (people/visibility.ts). */
  async function picturesFor(
    viewer: BoardViewer,
    rows: readonly BoardRow[],
  ): Promise<ShowsPicture> {
    const authors = [...new Set(rows.map((row) => row.authorId))];
    if (viewer === 'everyone') {
      const blocked = new Set<string>();
      for (const id of authors) if (await hasAnyBlock(db, id)) blocked.add(id);
      return (row) => broadcastVisibility(authorOf(row), blocked.has(row.authorId)).picture;
    }
    const seer = viewerOf(viewer, now());
    const ties = await readTiesMany(db, seer.id, authors);
    return (row) => visibilityOf(seer, authorOf(row), ties.get(row.authorId) ?? NO_TIES).picture;
  }

  /**
   * Top-level rows as `viewer` sees them on the board: first replies, authors' pictures, and a
   * poll comment's poll with the viewer's vote (nobody's for 'everyone', an event's audience).
   */
  async function commentsWithReplies(
    viewer: BoardViewer,
    rows: readonly BoardRow[],
  ): Promise<Comment[]> {
    const pollIds = rows.flatMap((row) => (row.pollId ? [row.pollId] : []));
    const bubbleId = rows[0]?.bubbleId ?? '';
    const [previews, polls] = await Promise.all([
      selectReplyPreviews(
        db,
        rows.map((row) => row.id),
        REPLY_PAGE_SIZE,
      ),
      commentPolls(bubbleId, pollIds, viewer === 'everyone' ? null : viewer.id),
    ]);
    const showsPicture = await picturesFor(viewer, [...rows, ...previews.rows]);
    const repliesOf = new Map<string, BoardRow[]>();
    for (const reply of previews.rows) {
      if (!reply.parentId) continue;
      const list = repliesOf.get(reply.parentId) ?? [];
      list.push(reply);
      repliesOf.set(reply.parentId, list);
    }
    return rows.map((row) =>
      toComment(
        row,
        media,
        repliesOf.get(row.id) ?? [],
        previews.counts.get(row.id) ?? 0,
        showsPicture,
        row.pollId ? (polls.get(row.pollId) ?? null) : null,
      ),
    );
  }

  /** Deletes a comment or reply and its images (rows in the transaction, files after it). */
  async function deleteWithImages(
    id: string,
    notFound: () => HttpError,
    pollId: string | null = null,
  ): Promise<void> {
    const paths = await db.transaction(async (tx) => {
      const { deleted, imageIds } = await deleteCommentTree(tx, id);
      // Someone else deleted it a moment ago.
      if (!deleted) throw notFound();
      if (pollId) await deleteCommentPoll(tx, pollId);
      return deleteMediaRows(tx, imageIds);
    });
    await removeFilesQuietly(paths);
  }

  /**
   * One page of the board: top-level comments newest first, each with its first replies.
   * get-bubble (the Bubbles module) and get-board both answer it.
   */
  async function listBoard(
    viewer: BoardViewer,
    access: BubbleAccess,
    page: number,
    limit: number,
  ): Promise<BoardPage> {
    const visible = requireContent(access);
    const { rows, total } = await selectBoardPage(db, visible.bubble.id, (page - 1) * limit, limit);
    return toBoardPage(await commentsWithReplies(viewer, rows), total, page, limit);
  }

  return {
    listBoard,

    async getBoard(session: Session, input: Input<'getBoard'>): Promise<BoardPage> {
      const access = await findBubbleAccess(db, session.user.id, { id: input.bubble });
      return listBoard(session.user, requireContent(access), input.page, input.limit);
    },

    async getReplies(session: Session, input: Input<'getReplies'>): Promise<RepliesPage> {
      const { row } = await visibleComment(session, input.id, commentNotFound);
      // Replies have no replies of their own.
      if (row.parentId) throw commentNotFound();
      const { rows, total } = await selectRepliesPage(
        db,
        row.id,
        (input.page - 1) * input.limit,
        input.limit,
      );
      const showsPicture = await picturesFor(session.user, rows);
      const docs = rows.map((reply) => toReply(reply, media, showsPicture));
      return toRepliesPage(row.id, docs, total, input.page, input.limit);
    },

    async addComment(session: Session, input: Input<'addComment'>): Promise<Comment> {
      const access = requireActiveMember(
        await findBubbleAccess(db, session.user.id, { id: input.bubble }),
      );
      const image = input.imageFile ? await prepareImage(input.imageFile) : null;
      const id = newId();
      const at = now();
      const imageId = image ? newId() : null;
      // The file is written first; if the rows cannot be, it is removed again.
      const path = image && imageId ? await media.write(imageId, 'webp', image.data) : null;
      try {
        await db.transaction(async (tx) => {
          if (image && imageId && path) {
            await insertMedia(tx, {
              id: imageId,
              ownerId: session.user.id,
              kind: 'comment-image',
              mime: image.mime,
              path,
              bytes: image.data.length,
              createdAt: at,
            });
          }
          await insertComment(tx, {
            id,
            bubbleId: access.bubble.id,
            parentId: null,
            authorId: session.user.id,
            text: input.comment,
            imageId,
            pollId: null,
            createdAt: at,
          });
        });
      } catch (error) {
        if (path) await removeFilesQuietly([path]);
        // The Bubble was deleted in the meantime.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw bubbleNotFound();
        throw error;
      }
      const row: BoardRow = {
        id,
        bubbleId: access.bubble.id,
        parentId: null,
        text: input.comment,
        imageId,
        pollId: null,
        createdAt: at,
        ...authorFields(session.user),
      };
      const comment = toComment(row, media, [], 0, () => true);
      publish(row.bubbleId, {
        type: 'comment.added',
        bubbleId: row.bubbleId,
        comment: toComment(row, media, [], 0, await picturesFor('everyone', [row])),
      });
      activity.notify({
        bubbleId: row.bubbleId,
        authorId: session.user.id,
        authorName: session.user.name,
        kind: 'comment',
        text: row.text,
      });
      return comment;
    },

    async addReply(session: Session, input: Input<'addReply'>): Promise<Reply> {
      const { row: target, access } = await visibleComment(
        session,
        input.commentID,
        commentNotFound,
      );
      requireActiveMember(access);
      // Replies are one level deep: a reply to a reply goes under its top comment, which
      // must itself still be on the board.
      const topId = target.parentId ?? target.id;
      if (target.parentId && !(await findLiveComment(db, topId))) throw commentNotFound();
      const row: BoardRow = {
        id: newId(),
        bubbleId: target.bubbleId,
        parentId: topId,
        text: input.comment,
        imageId: null,
        pollId: null,
        createdAt: now(),
        ...authorFields(session.user),
      };
      try {
        await insertComment(db, {
          id: row.id,
          bubbleId: row.bubbleId,
          parentId: topId,
          authorId: session.user.id,
          text: row.text,
          imageId: null,
          pollId: null,
          createdAt: row.createdAt,
        });
      } catch (error) {
        // The comment was deleted in the meantime.
        if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw commentNotFound();
        throw error;
      }
      const reply = toReply(row, media, () => true);
      publish(row.bubbleId, {
        type: 'reply.added',
        bubbleId: row.bubbleId,
        commentId: topId,
        reply: toReply(row, media, await picturesFor('everyone', [row])),
        replyCount: await countReplies(db, topId),
      });
      activity.notify({
        bubbleId: row.bubbleId,
        authorId: session.user.id,
        authorName: session.user.name,
        kind: 'reply',
        text: row.text,
      });
      await notices.replied({
        replyId: row.id,
        targetId: target.id,
        topId,
        replierId: session.user.id,
      });
      return reply;
    },

    async deleteComment(session: Session, input: Input<'deleteComment'>): Promise<void> {
      const { row, access } = await visibleComment(session, input.commentID, commentNotFound);
      // A reply is not a comment (delete-reply), and the Bubble, when named, must be its own.
      if (row.parentId || (input.bubble !== undefined && input.bubble !== row.bubbleId)) {
        throw commentNotFound();
      }
      assertMayDelete(session, row, access);
      // A poll comment is the poll's place on the board: it goes with the poll (polls/delete).
      if (row.pollId) throw new HttpError(409, M.board.pollComment);
      await notices.subjectDeleting({ commentId: row.id });
      await deleteWithImages(row.id, commentNotFound);
      publish(row.bubbleId, { type: 'comment.deleted', bubbleId: row.bubbleId, commentId: row.id });
    },

    /**
     * The console's 'remove' of a reported comment or reply (modules/moderation): gone for
     * everyone, as its author deleting it would be, whoever may see the Bubble now. A poll
     * comment takes its poll with it (options and votes too, in the same transaction): the
     * poll is what was reported, and it leaves the Bubble's polls as it leaves the board.
     */
    async removeForModeration(commentId: string): Promise<boolean> {
      const row = await findLiveComment(db, commentId);
      if (!row) return false;
      await notices.subjectDeleting({ commentId: row.id });
      await deleteWithImages(row.id, commentNotFound, row.pollId);
      if (row.pollId) {
        const { bubbleId, pollId } = row;
        publish(bubbleId, { type: 'poll.deleted', bubbleId, pollId, commentId: row.id });
      }
      if (row.parentId) {
        publish(row.bubbleId, {
          type: 'reply.deleted',
          bubbleId: row.bubbleId,
          commentId: row.parentId,
          replyId: row.id,
          replyCount: await countReplies(db, row.parentId),
        });
      } else {
        publish(row.bubbleId, {
          type: 'comment.deleted',
          bubbleId: row.bubbleId,
          commentId: row.id,
        });
      }
      return true;
    },

    async deleteReply(session: Session, input: Input<'deleteReply'>): Promise<void> {
      // The thread must be visible, and the reply must belong to the comment named.
      await visibleComment(session, input.commentID, commentNotFound);
      const { row, access } = await visibleComment(session, input.replyID, replyNotFound);
      if (row.parentId !== input.commentID) throw replyNotFound();
      assertMayDelete(session, row, access);
      await notices.subjectDeleting({ commentId: row.id });
      await deleteWithImages(row.id, replyNotFound);
      publish(row.bubbleId, {
        type: 'reply.deleted',
        bubbleId: row.bubbleId,
        commentId: input.commentID,
        replyId: row.id,
        replyCount: await countReplies(db, input.commentID),
      });
    },

    /**
     * One comment as the board shows it (with its first replies) to `viewer`, or null when it
     * is gone or its author's account is. For the polls module, which writes poll comments
     * and announces them with a 'comment.added' event of this shape (viewer 'everyone').
     */
    async commentView(commentId: string, viewer: BoardViewer): Promise<Comment | null> {
      const row = await findLiveComment(db, commentId);
      if (!row || row.parentId) return null;
      // For an event everyone receives, a new poll nobody has voted in yet.
      const [comment] = await commentsWithReplies(viewer, [row]);
      return comment ?? null;
    },
  };
}

export type BoardService = ReturnType<typeof createBoardService>;
