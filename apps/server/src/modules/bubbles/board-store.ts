import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { bubbleBoardCounts, comments, polls, users } from '../../db/schema';

// SQL of the board. Comments and replies by accounts that are deleted (or anonymised) are
// left out everywhere, counts included: deletion disables an account at once, and its rows
// stay only until the retention job purges them.

export type CommentRow = typeof comments.$inferSelect;

/** A comment or reply with what its view shows of the author. */
export interface BoardRow {
  id: string;
  bubbleId: string;
  parentId: string | null;
  text: string;
  imageId: string | null;
  pollId: string | null;
  createdAt: Date;
  authorId: string;
  authorName: string;
  authorPictureId: string | null;
  authorShowsImages: boolean;
  /** The author's age range, which people/visibility.ts reads. */
  authorAgeRangeEnabled: boolean;
  authorAgeRangeFrom: number;
  authorAgeRangeTo: number;
}

const liveAuthor = and(
  eq(users.id, comments.authorId),
  isNull(users.deletedAt),
  isNull(users.anonymisedAt),
);

/**
 * Whether the author in `authorId` is live, as a scalar subquery: the planner cannot turn it
 * into a join, so it runs once per comment read, through users_pkey. PGlite never gathers
 * planner statistics (no autovacuum), and without them `pnpm bench` saw the join forms
 * planned from the users side (every account once per comment on the page) or by reading
 * every account per request; both grow with the number of accounts.
 */
const authorIsLive = (authorId: AnyPgColumn) =>
  sql`coalesce((select ${users.deletedAt} is null and ${users.anonymisedAt} is null from ${users} where ${users.id} = ${authorId}), false)`;

const boardFields = {
  id: comments.id,
  bubbleId: comments.bubbleId,
  parentId: comments.parentId,
  text: comments.text,
  imageId: comments.imageId,
  pollId: comments.pollId,
  createdAt: comments.createdAt,
  authorId: users.id,
  authorName: users.name,
  authorPictureId: users.pictureId,
  authorShowsImages: users.showImagesToAll,
  authorAgeRangeEnabled: users.ageRangeEnabled,
  authorAgeRangeFrom: users.ageRangeFrom,
  authorAgeRangeTo: users.ageRangeTo,
};

/** A comment or reply whose author's account is live; undefined otherwise. */
export async function findLiveComment(db: Queryable, id: string): Promise<BoardRow | undefined> {
  const [row] = await db
    .select(boardFields)
    .from(comments)
    .innerJoin(users, liveAuthor)
    .where(eq(comments.id, id))
    .limit(1);
  return row;
}

export async function insertComment(db: Queryable, row: CommentRow): Promise<void> {
  await db.insert(comments).values(row);
}

/**
 * One page of a Bubble's top-level comments, newest first, and how many there are. The
 * total is the triggers' count (db/schema/board.ts bubbleBoardCounts), one row by primary key:
 * counting the comments here read every comment of the Bubble on every page request.
 */
export async function selectBoardPage(
  db: Queryable,
  bubbleId: string,
  offset: number,
  limit: number,
): Promise<{ rows: BoardRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select(boardFields)
      .from(comments)
      .innerJoin(users, liveAuthor)
      .where(and(eq(comments.bubbleId, bubbleId), isNull(comments.parentId)))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: bubbleBoardCounts.comments })
      .from(bubbleBoardCounts)
      .where(eq(bubbleBoardCounts.bubbleId, bubbleId)),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/**
 * The first `perComment` replies (oldest first) of each comment in `parentIds`, and each
 * comment's reply count. A lateral subquery reads a few replies per comment from the
 * replies index, however long a thread is; their authors are joined by key afterwards.
 */
export async function selectReplyPreviews(
  db: Queryable,
  parentIds: readonly string[],
  perComment: number,
): Promise<{ rows: BoardRow[]; counts: Map<string, number> }> {
  if (parentIds.length === 0) return { rows: [], counts: new Map() };
  const ids = [...parentIds];
  const reply = alias(comments, 'reply');
  const first = db
    .select({
      id: reply.id,
      bubbleId: reply.bubbleId,
      parentId: reply.parentId,
      text: reply.text,
      imageId: reply.imageId,
      pollId: reply.pollId,
      createdAt: reply.createdAt,
      // Named apart from the outer row's `author_id`, which the lateral join also sees.
      authorId: sql<string>`${reply.authorId}`.as('reply_author_id'),
    })
    .from(reply)
    .where(and(eq(reply.parentId, comments.id), authorIsLive(reply.authorId)))
    .orderBy(asc(reply.createdAt), asc(reply.id))
    .limit(perComment)
    .as('first_replies');
  const [found, totals] = await Promise.all([
    db
      .select({
        id: first.id,
        bubbleId: first.bubbleId,
        parentId: first.parentId,
        text: first.text,
        imageId: first.imageId,
        pollId: first.pollId,
        createdAt: first.createdAt,
        authorId: first.authorId,
        authorName: users.name,
        authorPictureId: users.pictureId,
        authorShowsImages: users.showImagesToAll,
        authorAgeRangeEnabled: users.ageRangeEnabled,
        authorAgeRangeFrom: users.ageRangeFrom,
        authorAgeRangeTo: users.ageRangeTo,
      })
      .from(comments)
      .innerJoinLateral(first, sql`true`)
      .innerJoin(users, eq(users.id, first.authorId))
      .where(inArray(comments.id, ids))
      .orderBy(asc(first.parentId), asc(first.createdAt), asc(first.id)),
    db
      .select({ parentId: comments.parentId, n: count() })
      .from(comments)
      .where(and(inArray(comments.parentId, ids), authorIsLive(comments.authorId)))
      .groupBy(comments.parentId),
  ]);
  const counts = new Map<string, number>();
  for (const total of totals) if (total.parentId) counts.set(total.parentId, total.n);
  return { rows: found, counts };
}

/** One page of a comment's replies, oldest first, and how many there are. */
export async function selectRepliesPage(
  db: Queryable,
  parentId: string,
  offset: number,
  limit: number,
): Promise<{ rows: BoardRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select(boardFields)
      .from(comments)
      .innerJoin(users, liveAuthor)
      .where(eq(comments.parentId, parentId))
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(limit)
      .offset(offset),
    countReplies(db, parentId),
  ]);
  return { rows, total };
}

export async function countReplies(db: Queryable, parentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.parentId, parentId), authorIsLive(comments.authorId)));
  return row?.n ?? 0;
}

/**
 * Deletes a comment or reply; its replies go with it (the foreign key cascades). Answers
 * whether a row was deleted and the images of everything deleted, whose media rows and
 * files the caller removes.
 */
export async function deleteCommentTree(
  db: Queryable,
  id: string,
): Promise<{ deleted: boolean; imageIds: string[] }> {
  const images = await db
    .select({ imageId: comments.imageId })
    .from(comments)
    .where(and(or(eq(comments.id, id), eq(comments.parentId, id)), isNotNull(comments.imageId)));
  const deleted = await db
    .delete(comments)
    .where(eq(comments.id, id))
    .returning({ id: comments.id });
  return {
    deleted: deleted.length > 0,
    imageIds: images.flatMap((row) => (row.imageId ? [row.imageId] : [])),
  };
}

/**
 * Deletes a poll comment's poll: its options and votes go with it (foreign keys, cascade).
 * For the console's 'remove' of a reported poll comment, in the same transaction as the
 * comment's deletion, so the poll never outlives its place on the board.
 */
export async function deleteCommentPoll(db: Queryable, pollId: string): Promise<void> {
  await db.delete(polls).where(eq(polls.id, pollId));
}
