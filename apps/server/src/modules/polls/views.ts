import type { Poll, PollAuthor, PollFacts, PollOptionResult } from '@wob/api';
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
// caller's part (PollSchema: their vote, whether they may vote or delete). The board uses
// `loadPollViews` for its poll comments, so a poll looks the same on both screens.

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

export function pollFactsOf(
  record: PollRecord,
  options: readonly OptionCount[],
  media: MediaStorage,
  showsPicture: boolean,
): PollFacts {
  const results = resultsOf(options);
  return {
    _id: record.poll.id,
    poll_id: record.poll.id,
    question: record.poll.question,
    options: options.map((option, index) => ({
      _id: option.id,
      option: option.text,
      votes: option.votes,
      percentage: results.options[index]?.percentage ?? 0,
    })),
    numberOfOptions: options.length,
    votes: results.votes,
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
  const byPoll = new Map<string, OptionCount[]>();
  for (const option of counts) {
    const list = byPoll.get(option.pollId) ?? [];
    list.push(option);
    byPoll.set(option.pollId, list);
  }
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
 * For the board: the views of the polls behind its poll comments, by poll id. Polls of other
 * Bubbles than the viewer's are left out, so a wrong id can never show one.
 */
export async function loadPollViewsByIds(
  db: Queryable,
  media: MediaStorage,
  pollIds: readonly string[],
  viewer: PollViewer,
  today: Date,
): Promise<Map<string, Poll>> {
  const records = (await selectPollRecords(db, pollIds)).filter(
    (record) => record.poll.bubbleId === viewer.access.bubble.id,
  );
  const views = await loadPollViews(db, media, records, viewer, today);
  return new Map(views.map((view) => [view.poll_id, view]));
}
