import { and, asc, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { lockName, pgErrorCode } from '../../db/client';
import { bubbles, comments, pollOptions, polls, pollVotes, users } from '../../db/schema';

export type PollRow = typeof polls.$inferSelect;

/** A poll with what every view of it shows: its Bubble, its author and its board comment. */
export interface PollRecord {
  poll: PollRow;
  bubble: { id: string; name: string; slug: string };
  author: {
    id: string;
    name: string;
    pictureId: string | null;
    showImagesToAll: boolean;
    ageRangeEnabled: boolean;
    ageRangeFrom: number;
    ageRangeTo: number;
  };
  /** Null only in the instant between a poll's comment being deleted and the poll itself. */
  commentId: string | null;
}

export interface OptionCount {
  id: string;
  pollId: string;
  text: string;
  position: number;
  votes: number;
}

/**
 * As on the board, a deleted (or anonymised) account's polls disappear at once with its
 * comments; its rows go when the account's data is purged.
 */
const liveAuthor = and(
  eq(users.id, polls.authorId),
  isNull(users.deletedAt),
  isNull(users.anonymisedAt),
);

function selectRecords(db: Queryable) {
  return db
    .select({
      poll: polls,
      bubble: { id: bubbles.id, name: bubbles.name, slug: bubbles.slug },
      author: {
        id: users.id,
        name: users.name,
        pictureId: users.pictureId,
        showImagesToAll: users.showImagesToAll,
        ageRangeEnabled: users.ageRangeEnabled,
        ageRangeFrom: users.ageRangeFrom,
        ageRangeTo: users.ageRangeTo,
      },
      commentId: comments.id,
    })
    .from(polls)
    .innerJoin(bubbles, eq(bubbles.id, polls.bubbleId))
    .innerJoin(users, liveAuthor)
    .leftJoin(comments, eq(comments.pollId, polls.id));
}

export async function selectPollRecord(db: Queryable, pollId: string): Promise<PollRecord | null> {
  const [row] = await selectRecords(db).where(eq(polls.id, pollId)).limit(1);
  return row ?? null;
}

export async function selectPollRecords(
  db: Queryable,
  pollIds: readonly string[],
): Promise<PollRecord[]> {
  if (pollIds.length === 0) return [];
  return selectRecords(db).where(inArray(polls.id, [...pollIds]));
}

/** One page of a Bubble's polls, newest first (index polls_bubble_created_idx), and the total. */
export async function selectPollPage(
  db: Queryable,
  bubbleId: string,
  offset: number,
  limit: number,
): Promise<{ records: PollRecord[]; total: number }> {
  const [records, totals] = await Promise.all([
    selectRecords(db)
      .where(eq(polls.bubbleId, bubbleId))
      .orderBy(desc(polls.createdAt), desc(polls.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(polls)
      .innerJoin(users, liveAuthor)
      .where(eq(polls.bubbleId, bubbleId)),
  ]);
  return { records, total: totals[0]?.n ?? 0 };
}

/** The options of these polls in their written order, each with its number of votes. */
export async function selectOptionCounts(
  db: Queryable,
  pollIds: readonly string[],
): Promise<OptionCount[]> {
  if (pollIds.length === 0) return [];
  return db
    .select({
      id: pollOptions.id,
      pollId: pollOptions.pollId,
      text: pollOptions.text,
      position: pollOptions.position,
      votes: count(pollVotes.userId),
    })
    .from(pollOptions)
    .leftJoin(pollVotes, eq(pollVotes.optionId, pollOptions.id))
    .where(inArray(pollOptions.pollId, [...pollIds]))
    .groupBy(pollOptions.id)
    .orderBy(asc(pollOptions.pollId), asc(pollOptions.position));
}

/** The option `userId` chose in each of these polls they voted in. */
export async function selectVotesOf(
  db: Queryable,
  pollIds: readonly string[],
  userId: string,
): Promise<Map<string, string>> {
  if (pollIds.length === 0) return new Map();
  const rows = await db
    .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId })
    .from(pollVotes)
    .where(and(eq(pollVotes.userId, userId), inArray(pollVotes.pollId, [...pollIds])));
  return new Map(rows.map((row) => [row.pollId, row.optionId]));
}

export async function optionBelongsToPoll(
  db: Queryable,
  pollId: string,
  optionId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: pollOptions.id })
    .from(pollOptions)
    .where(and(eq(pollOptions.id, optionId), eq(pollOptions.pollId, pollId)))
    .limit(1);
  return row !== undefined;
}

async function countPollsByAuthorSince(
  db: Queryable,
  authorId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(polls)
    .where(and(eq(polls.authorId, authorId), gte(polls.createdAt, since)));
  return row?.n ?? 0;
}

export interface NewPoll {
  id: string;
  bubbleId: string;
  authorId: string;
  question: string;
  options: readonly { id: string; text: string }[];
  commentId: string;
  createdAt: Date;
}

/**
 * The poll, its options and the poll comment that shows it on the board, in one transaction:
 * nobody ever sees a poll without its options or a board entry without its poll. With a
 * `limit`, the author's polls since `limit.since` are counted under the author's lock in the
 * same transaction, so concurrent creations cannot pass it together: 'limited', and nothing
 * written, once `limit.max` are there.
 */
export async function insertPollWithComment(
  db: Db,
  poll: NewPoll,
  limit?: { max: number; since: Date },
): Promise<'created' | 'limited'> {
  return db.transaction(async (tx) => {
    if (limit) {
      await lockName(tx, `wob:polls-of:${poll.authorId}`);
      const recent = await countPollsByAuthorSince(tx, poll.authorId, limit.since);
      if (recent >= limit.max) return 'limited';
    }
    await tx.insert(polls).values({
      id: poll.id,
      bubbleId: poll.bubbleId,
      authorId: poll.authorId,
      question: poll.question,
      createdAt: poll.createdAt,
    });
    await tx.insert(pollOptions).values(
      poll.options.map((option, position) => ({
        id: option.id,
        pollId: poll.id,
        text: option.text,
        position,
      })),
    );
    await tx.insert(comments).values({
      id: poll.commentId,
      bubbleId: poll.bubbleId,
      parentId: null,
      authorId: poll.authorId,
      text: poll.question,
      pollId: poll.id,
      createdAt: poll.createdAt,
    });
    return 'created';
  });
}

/**
 * One vote per person per poll, decided by the primary key (poll, user) in the same statement
 * that writes it: of any number of simultaneous votes by one person, exactly one is stored.
 * 'gone' when the poll or the option was deleted in the meantime.
 */
export async function insertVote(
  db: Queryable,
  vote: { pollId: string; userId: string; optionId: string; votedAt: Date },
): Promise<'stored' | 'duplicate' | 'gone'> {
  try {
    const inserted = await db
      .insert(pollVotes)
      .values(vote)
      .onConflictDoNothing({ target: [pollVotes.pollId, pollVotes.userId] })
      .returning({ pollId: pollVotes.pollId });
    return inserted.length > 0 ? 'stored' : 'duplicate';
  } catch (error) {
    // 23503: a foreign key points nowhere any more.
    if (pgErrorCode(error) === '23503') return 'gone';
    throw error;
  }
}

/** Deletes the poll; its options, votes and poll comment go with it (ON DELETE CASCADE). */
export async function deletePollRow(db: Queryable, pollId: string): Promise<boolean> {
  const deleted = await db.delete(polls).where(eq(polls.id, pollId)).returning({ id: polls.id });
  return deleted.length > 0;
}
