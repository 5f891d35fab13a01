// The board of a Bubble: comments, replies and their images.
import {
  AddCommentSchema,
  AddReplySchema,
  BoardQuerySchema,
  DeleteCommentSchema,
  DeleteReplySchema,
  RepliesQuerySchema,
} from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';
import { PollOptionSchema } from './polls';

// A 5 MB image grows by a third as base64; the rest of the comment is small.
const COMMENT_BODY_LIMIT = 8 * 1024 * 1024;

/** Who wrote a comment or reply (spec section 3: commentBy.user with _id, name, avatar). */
export const CommentAuthorSchema = v.object({
  _id: v.string(),
  name: v.string(),
  /** The picture when its owner shows images to all, else the generated avatar. */
  avatar: v.string(),
});

const CommentBySchema = v.object({ user: CommentAuthorSchema });

/**
 * A reply (spec section 3: replies carry commentID and replyID, the payload of
 * delete-reply). `replyID` and `_id` hold the same id. Replies are text only.
 */
export const ReplySchema = v.object({
  _id: v.string(),
  /** The top comment it answers (replies are one level deep). */
  commentID: v.string(),
  replyID: v.string(),
  comment: v.string(),
  /** ISO-8601, UTC; the client shows 'Today', 'Yesterday' or a localised date. */
  dateTime: v.string(),
  commentBy: CommentBySchema,
});

/**
 * The poll of a poll comment (spec section 3: `polls` with question, options, bubble,
 * votePolled, _id), so the board shows its bars and takes votes without another call.
 */
export const CommentPollSchema = v.object({
  /** The poll's id (the same as the comment's `pollId`). */
  _id: v.string(),
  question: v.string(),
  /** In the order the author wrote them, each with its votes and whole percentage. */
  options: v.array(PollOptionSchema),
  /** The Bubble's id. */
  bubble: v.string(),
  /**
   * Whether the caller has voted. A 'comment.added' event of a new poll says false, which is
   * true for everyone at that moment; later votes arrive as 'poll.voted' events.
   */
  votePolled: v.boolean(),
  /** The option the caller chose; null until they vote. */
  votedOption: v.nullable(v.string()),
  /** Votes in total. */
  votes: v.number(),
});

/**
 * A comment on the board (spec section 3). Apart from a poll's `votePolled` and `votedOption`
 * it is the same for everyone who may see it, so realtime events carry it as it is. Whether
 * the caller may delete it is the client's to work out: the author, or an owner or moderator
 * of the Bubble (the server decides again).
 */
export const CommentSchema = v.object({
  _id: v.string(),
  /** The Bubble's id. */
  bubble: v.string(),
  /** The text: empty for an image alone; a poll comment's is the poll's question. */
  comment: v.string(),
  /** ISO-8601, UTC. */
  dateTime: v.string(),
  /** Signed, expiring URL of the image, or null. */
  imageFile: v.nullable(v.string()),
  commentBy: CommentBySchema,
  /** A poll comment: `pollId` and the poll itself in `polls`; null for other comments. */
  poll: v.boolean(),
  pollId: v.nullable(v.string()),
  polls: v.nullable(CommentPollSchema),
  /** The first replies, oldest first (spec section 4: replies start at limit 3). */
  replies: v.array(ReplySchema),
  replyCount: v.number(),
  /** More replies exist than `replies` holds: 'see more replies'. */
  seeMore: v.boolean(),
});

const pagingEntries = {
  totalDocs: v.number(),
  page: v.number(),
  limit: v.number(),
  totalPages: v.number(),
  hasNextPage: v.boolean(),
};

/** One page of the board: top-level comments, newest first. */
export const BoardPageSchema = v.object({
  docs: v.array(CommentSchema),
  ...pagingEntries,
  /** Spec section 3's name for 'load more' (the same as hasNextPage). */
  moreComments: v.boolean(),
});

/** One page of a comment's replies, oldest first. */
export const RepliesPageSchema = v.object({
  docs: v.array(ReplySchema),
  ...pagingEntries,
  commentID: v.string(),
  /** Spec section 3's name for 'see more replies' (the same as hasNextPage). */
  seeMore: v.boolean(),
});

export const addComment = defineEndpoint({
  id: 'addComment',
  method: 'POST',
  path: '/api/bubble/add-comment',
  summary:
    'An active member posts a comment (text up to 2000 characters, an image up to 5 MB, or both).',
  tag: 'board',
  auth: 'required',
  request: AddCommentSchema,
  response: v.object({ comment: CommentSchema }),
  bodyLimit: COMMENT_BODY_LIMIT,
});

export const addReply = defineEndpoint({
  id: 'addReply',
  method: 'POST',
  path: '/api/bubble/add-reply',
  summary: 'An active member replies to a comment; a reply to a reply goes under its top comment.',
  tag: 'board',
  auth: 'required',
  request: AddReplySchema,
  response: v.object({ reply: ReplySchema }),
});

export const getBoard = defineEndpoint({
  id: 'getBoard',
  method: 'GET',
  path: '/api/bubble/get-board',
  summary:
    "A page of a Bubble's comments, newest first, each with its first 3 replies; 404 when its content is not visible.",
  tag: 'board',
  auth: 'required',
  request: BoardQuerySchema,
  response: BoardPageSchema,
});

export const getReplies = defineEndpoint({
  id: 'getReplies',
  method: 'GET',
  path: '/api/bubbles/get-replies',
  summary:
    "A page of a comment's replies, oldest first; 404 when its Bubble's content is not visible.",
  tag: 'board',
  auth: 'required',
  request: RepliesQuerySchema,
  response: RepliesPageSchema,
});

export const deleteComment = defineEndpoint({
  id: 'deleteComment',
  method: 'POST',
  path: '/api/bubble/delete-comment',
  summary:
    'The author, or an owner or moderator of the Bubble, deletes a comment with its replies and image; a poll comment goes with its poll (409).',
  tag: 'board',
  auth: 'required',
  request: DeleteCommentSchema,
  response: v.object({ commentID: v.string() }),
});

export const deleteReply = defineEndpoint({
  id: 'deleteReply',
  method: 'POST',
  path: '/api/bubble/delete-reply',
  summary: 'The author, or an owner or moderator of the Bubble, deletes a reply.',
  tag: 'board',
  auth: 'required',
  request: DeleteReplySchema,
  response: v.object({ commentID: v.string(), replyID: v.string() }),
});

/** Every board endpoint, keyed by operation id; spread into `endpoints`. */
export const boardEndpoints = {
  addComment,
  addReply,
  getBoard,
  getReplies,
  deleteComment,
  deleteReply,
} as const;

// Realtime events on the Bubble's topic (`bubble:<id>`), published once the change is
// committed, so an open board shows new comments and replies and drops deleted ones without
// refetching. They carry nothing personal: the same event goes to every viewer.

export const CommentAddedEventSchema = v.object({
  type: v.literal('comment.added'),
  bubbleId: v.string(),
  comment: CommentSchema,
});

export const ReplyAddedEventSchema = v.object({
  type: v.literal('reply.added'),
  bubbleId: v.string(),
  commentId: v.string(),
  reply: ReplySchema,
  /** The comment's reply count after this reply. */
  replyCount: v.number(),
});

export const CommentDeletedEventSchema = v.object({
  type: v.literal('comment.deleted'),
  bubbleId: v.string(),
  commentId: v.string(),
});

export const ReplyDeletedEventSchema = v.object({
  type: v.literal('reply.deleted'),
  bubbleId: v.string(),
  commentId: v.string(),
  replyId: v.string(),
  /** The comment's reply count after the deletion. */
  replyCount: v.number(),
});

export const BoardEventSchema = v.variant('type', [
  CommentAddedEventSchema,
  ReplyAddedEventSchema,
  CommentDeletedEventSchema,
  ReplyDeletedEventSchema,
]);

export type CommentAuthor = v.InferOutput<typeof CommentAuthorSchema>;
export type Reply = v.InferOutput<typeof ReplySchema>;
export type Comment = v.InferOutput<typeof CommentSchema>;
export type CommentPoll = v.InferOutput<typeof CommentPollSchema>;
export type BoardPage = v.InferOutput<typeof BoardPageSchema>;
export type RepliesPage = v.InferOutput<typeof RepliesPageSchema>;
export type CommentAddedEvent = v.InferOutput<typeof CommentAddedEventSchema>;
export type ReplyAddedEvent = v.InferOutput<typeof ReplyAddedEventSchema>;
export type CommentDeletedEvent = v.InferOutput<typeof CommentDeletedEventSchema>;
export type ReplyDeletedEvent = v.InferOutput<typeof ReplyDeletedEventSchema>;
export type BoardEvent = v.InferOutput<typeof BoardEventSchema>;
