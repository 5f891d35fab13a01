import type {
  CommentPoll,
  Poll,
  PollAuthor,
  PollFacts,
  PollOption,
  PollOptionResult,
} from '@wob/api';
import type { Queryable } from '../../db/client';
import { avatarUrl } from '../../platform/storage/avatar';
import type { MediaStorage } from '../../platform/storage/media-storage';
import type { BubbleAccess } from '../bubbles/access';
import { type Person, type Ties, viewerOf, visibilityOf } from '../people/visibility';
import { readTiesMany } from '../people/visibility-sql';
import { percentagesOf } from './percentages';
import {
  type OptionCount,
  type PollRecord,
  selectOptionCounts,
  selectPollRecords,
  selectVotesOf,
} from './store';

// How polls are shown: the facts everyone sees (PollFacts, also in realtime events) and the
// caller's part (PollSchema: their vote, whether they may vote or delete). The board's poll
// comments use `loadCommentPolls`, built from the same option views, so a poll shows the same
// numbers on both screens.

const NO_TIES: Ties = { connected: false, blockedByViewer: false, blockedViewer: false };

/** Who is looking (their birth date: what they see of the author depends on it), and their rights in the poll's Bubble. */
export interface PollViewer {
  userId: string;
  birthDate: string | null;
  access: BubbleAccess;
}

/** The author as people/visibility.ts reads them (polls come from live authors only). */
export function pollAuthorOf(author: PollRecord['author']): Person {
  return { ...author, live: true };
}

/** The author with the real picture when `showsPicture` (people/visibility.ts decides). */
export function authorView(
  author: PollRecord['author'],
  media: MediaStorage,
  showsPicture: boolean,
): PollAuthor {
  const picture = showsPicture && author.pictureId ? author.pictureId : null;
  return {
    _id: author.id,
    name: author.name,
    avatar: picture ? media.signedUrl(picture) : avatarUrl(author.id, author.name),
  };
}

/** The results of one poll's options: votes and whole percentages that add up to 100. */
export function resultsOf(options: readonly OptionCount[]): {
  options: PollOptionResult[];
  votes: number;
} {
  const percentages = percentagesOf(options.map((option) => option.votes));
  return {
    options: options.map((option, index) => ({
      _id: option.id,
      votes: option.votes,
      percentage: percentages[index] ?? 0,
    })),
    votes: options.reduce((sum, option) => sum + option.votes, 0),
  };
}

/** Each option with its text, votes and percentage, and the votes in total. */
function optionsView(options: readonly OptionCount[]): { options: PollOption[]; votes: number } {
  const results = resultsOf(options);
  return {
    options: options.map((option, index) => ({
      _id: option.id,
      option: option.text,
      votes: option.votes,
      percentage: results.options[index]?.percentage ?? 0,
    })),
    votes: results.votes,
  };
}

/** Option counts of several polls, by poll id (each list in the written order). */
function groupByPoll(counts: readonly OptionCount[]): Map<string, OptionCount[]> {
  const byPoll = new Map<string, OptionCount[]>();
  for (const option of counts) {
    const list = byPoll.get(option.pollId) ?? [];
    list.push(option);
    byPoll.set(option.pollId, list);
  }
  return byPoll;
}

export function pollFactsOf(
  record: PollRecord,
  options: readonly OptionCount[],
  media: MediaStorage,
  showsPicture: boolean,
): PollFacts {
  const shown = optionsView(options);
  return {
    _id: record.poll.id,
    poll_id: record.poll.id,
    question: record.poll.question,
    options: shown.options,
    numberOfOptions: options.length,
    votes: shown.votes,
    createdAt: record.poll.createdAt.toISOString(),
    author: authorView(record.author, media, showsPicture),
    bubble: { _id: record.bubble.id, name: record.bubble.name, slug: record.bubble.slug },
    commentId: record.commentId ?? '',
  };
}

export function pollViewOf(
  facts: PollFacts,
  record: PollRecord,
  votedOption: string | null,
  viewer: PollViewer,
): Poll {
  return {
    ...facts,
    votePolled: votedOption !== null,
    votedOption,
    canVote: viewer.access.isActive && votedOption === null,
    canDelete: record.poll.authorId === viewer.userId || viewer.access.isModerator,
  };
}

/**
 * Views of several polls of one Bubble for one viewer, in the order of `records`, with two
 * queries whatever their number (options with their counts, the viewer's votes).
 */
export async function loadPollViews(
  db: Queryable,
  media: MediaStorage,
  records: readonly PollRecord[],
  viewer: PollViewer,
  today: Date,
): Promise<Poll[]> {
  const ids = records.map((record) => record.poll.id);
  const [counts, votes, ties] = await Promise.all([
    selectOptionCounts(db, ids),
    selectVotesOf(db, ids, viewer.userId),
    readTiesMany(
      db,
      viewer.userId,
      records.map((record) => record.author.id),
    ),
  ]);
  const seer = viewerOf({ id: viewer.userId, birthDate: viewer.birthDate }, today);
  const byPoll = groupByPoll(counts);
  return records.map((record) => {
    const showsPicture = visibilityOf(
      seer,
      pollAuthorOf(record.author),
      ties.get(record.author.id) ?? NO_TIES,
    ).picture;
    const facts = pollFactsOf(record, byPoll.get(record.poll.id) ?? [], media, showsPicture);
    return pollViewOf(facts, record, votes.get(record.poll.id) ?? null, viewer);
  });
}

/**
 * For the board: the polls behind its poll comments (spec section 3's `polls` on a comment),
 * by poll id, with three queries whatever their number. Polls of another Bubble than
 * `bubbleId` are left out, so a wrong id can never show one. `viewerId` null (a realtime
 * event, the same for everyone) answers votePolled false.
 */
export async function loadCommentPolls(
  db: Queryable,
  bubbleId: string,
  pollIds: readonly string[],
  viewerId: string | null,
): Promise<Map<string, CommentPoll>> {
  if (pollIds.length === 0) return new Map();
  const records = (await selectPollRecords(db, pollIds)).filter(
    (record) => record.poll.bubbleId === bubbleId,
  );
  const ids = records.map((record) => record.poll.id);
  const [counts, votes] = await Promise.all([
    selectOptionCounts(db, ids),
    viewerId ? selectVotesOf(db, ids, viewerId) : new Map<string, string>(),
  ]);
  const byPoll = groupByPoll(counts);
  return new Map(
    records.map((record) => {
      const shown = optionsView(byPoll.get(record.poll.id) ?? []);
      const votedOption = votes.get(record.poll.id) ?? null;
      const poll: CommentPoll = {
        _id: record.poll.id,
        question: record.poll.question,
        options: shown.options,
        bubble: record.poll.bubbleId,
        votePolled: votedOption !== null,
        votedOption,
        votes: shown.votes,
      };
      return [record.poll.id, poll];
    }),
  );
}
