import type { BoardPage, Comment, CommentAuthor, CommentPoll, RepliesPage, Reply } from '@wob/api';
import { avatarUrl } from '../../platform/storage/avatar';
import type { MediaStorage } from '../../platform/storage/media-storage';
import type { BoardRow } from './board-store';

// How board rows are shown. Only two things depend on who looks: the author's picture
// (`showsPicture` says, per row, whether the real picture is shown: people/visibility.ts
// decides; the answers ask it for their viewer, live events take the view every viewer may
// see) and a poll comment's vote of the caller, which the caller's poll (`loadCommentPolls`)
// brings in.

/** Whether the author's real picture is shown rather than the generated avatar. */
export type ShowsPicture = (row: BoardRow) => boolean;

export function toCommentAuthor(
  row: BoardRow,
  media: MediaStorage,
  showsPicture: ShowsPicture,
): CommentAuthor {
  const picture = showsPicture(row) && row.authorPictureId ? row.authorPictureId : null;
  return {
    _id: row.authorId,
    name: row.authorName,
    avatar: picture ? media.signedUrl(picture) : avatarUrl(row.authorId, row.authorName),
  };
}

export function toReply(row: BoardRow, media: MediaStorage, showsPicture: ShowsPicture): Reply {
  const commentID = row.parentId ?? row.id;
  return {
    _id: row.id,
    commentID,
    replyID: row.id,
    comment: row.text,
    dateTime: row.createdAt.toISOString(),
    commentBy: { user: toCommentAuthor(row, media, showsPicture) },
  };
}

export function toComment(
  row: BoardRow,
  media: MediaStorage,
  replies: readonly BoardRow[],
  replyCount: number,
  showsPicture: ShowsPicture,
  poll: CommentPoll | null = null,
): Comment {
  return {
    _id: row.id,
    bubble: row.bubbleId,
    comment: row.text,
    dateTime: row.createdAt.toISOString(),
    imageFile: row.imageId ? media.signedUrl(row.imageId) : null,
    commentBy: { user: toCommentAuthor(row, media, showsPicture) },
    poll: row.pollId !== null,
    pollId: row.pollId,
    polls: row.pollId !== null ? poll : null,
    replies: replies.map((reply) => toReply(reply, media, showsPicture)),
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
