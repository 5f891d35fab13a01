import type { BoardPage, Comment, CommentAuthor, CommentPoll, RepliesPage, Reply } from '@wob/api';
import { avatarUrl } from '../../platform/storage/avatar';
import type { MediaStorage } from '../../platform/storage/media-storage';
import type { BoardRow } from './board-store';

// How board rows are shown. Every view is the same for every viewer (realtime events carry
// them as they are), except a poll comment's vote of the caller, which the caller's poll
// (`loadCommentPolls`) brings in.

/** The author as others see them: the picture only when they show images to all. */
export function toCommentAuthor(row: BoardRow, media: MediaStorage): CommentAuthor {
  const picture = row.authorShowsImages && row.authorPictureId ? row.authorPictureId : null;
  return {
    _id: row.authorId,
    name: row.authorName,
    avatar: picture ? media.signedUrl(picture) : avatarUrl(row.authorId, row.authorName),
  };
}

export function toReply(row: BoardRow, media: MediaStorage): Reply {
  const commentID = row.parentId ?? row.id;
  return {
    _id: row.id,
    commentID,
    replyID: row.id,
    comment: row.text,
    dateTime: row.createdAt.toISOString(),
    commentBy: { user: toCommentAuthor(row, media) },
  };
}

export function toComment(
  row: BoardRow,
  media: MediaStorage,
  replies: readonly BoardRow[],
  replyCount: number,
  poll: CommentPoll | null = null,
): Comment {
  return {
    _id: row.id,
    bubble: row.bubbleId,
    comment: row.text,
    dateTime: row.createdAt.toISOString(),
    imageFile: row.imageId ? media.signedUrl(row.imageId) : null,
    commentBy: { user: toCommentAuthor(row, media) },
    poll: row.pollId !== null,
    pollId: row.pollId,
    polls: row.pollId !== null ? poll : null,
    replies: replies.map((reply) => toReply(reply, media)),
    replyCount,
    seeMore: replyCount > replies.length,
  };
}

/** The paging fields of ARCHITECTURE.md's wire rules. */
export function pagingOf(total: number, page: number, limit: number) {
  const totalPages = Math.ceil(total / limit);
  return { totalDocs: total, page, limit, totalPages, hasNextPage: page < totalPages };
}

export function toBoardPage(
  docs: Comment[],
  total: number,
  page: number,
  limit: number,
): BoardPage {
  const paging = pagingOf(total, page, limit);
  return { docs, ...paging, moreComments: paging.hasNextPage };
}

export function toRepliesPage(
  commentID: string,
  docs: Reply[],
  total: number,
  page: number,
  limit: number,
): RepliesPage {
  const paging = pagingOf(total, page, limit);
  return { docs, ...paging, commentID, seeMore: paging.hasNextPage };
}
