import type { Poll, PollBubble, PollList, PollOption } from '@wob/api';
import { apiError, type FakeHandlers } from '@wob/test-utils';
import { POLL_PAGE_SIZE } from '@wob/validation';
import { bubbleTile, membership, people } from '../../test/board-fixtures';

// Polls for tests and stories, shaped as the server answers them, and an in-memory poll
// server that keeps votes, so 'vote, then see the percentages' reads true.

export const pollBubble: PollBubble = {
  _id: 'bubble-1',
  name: 'Copenhagen Cyclists',
  slug: 'copenhagen-cyclists',
};

/**
 * Whole percentages adding up to 100, largest remainder first, the earlier option on a tie:
 * the server's rule (apps/server/src/modules/polls/percentages.ts), for the fake's answers.
 */
export function percentagesOf(votes: readonly number[]): number[] {
  const total = votes.reduce((sum, n) => sum + n, 0);
  if (total === 0) return votes.map(() => 0);
  const shares = votes.map((n, index) => ({
    index,
    floor: Math.floor((n * 100) / total),
    remainder: (n * 100) % total,
  }));
  let missing = 100 - shares.reduce((sum, share) => sum + share.floor, 0);
  const result = shares.map((share) => share.floor);
  const order = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of order) {
    if (missing === 0) break;
    result[share.index] = share.floor + 1;
    missing -= 1;
  }
  return result;
}

/** Options with these vote counts (ids `<pollId>-o1`, …) and the server's percentages. */
export function optionsWith(pollId: string, entries: [string, number][]): PollOption[] {
  const percentages = percentagesOf(entries.map(([, votes]) => votes));
  return entries.map(([option, votes], index) => ({
    _id: `${pollId}-o${index + 1}`,
    option,
    votes,
    percentage: percentages[index] ?? 0,
  }));
}

let counter = 0;

/** A poll as viewPoll answers it; by default Karen asks, nobody has voted, the caller may vote. */
export function poll(
  overrides: Partial<Poll> & { votesPerOption?: [string, number][] } = {},
): Poll {
  counter += 1;
  const { votesPerOption, ...rest } = overrides;
  const id = rest._id ?? `poll-${counter}`;
  const options =
    rest.options ??
    optionsWith(
      id,
      votesPerOption ?? [
        ['Around the lakes', 0],
        ['Along the harbour', 0],
        ['Out to Amager Fælled', 0],
      ],
    );
  return {
    _id: id,
    poll_id: id,
    question: 'Which route should Sunday’s ride take?',
    numberOfOptions: options.length,
    votes: options.reduce((sum, option) => sum + option.votes, 0),
    createdAt: '2026-11-22T09:30:00Z',
    author: people.karen,
    bubble: pollBubble,
    commentId: `comment-of-${id}`,
    votePolled: false,
    votedOption: null,
    canVote: true,
    canDelete: false,
    ...rest,
    options,
  };
}

/** A poll at the given shares of 20 votes: [50, 50] → 10 and 10 votes. */
export function pollAt(percentages: number[], overrides: Partial<Poll> = {}): Poll {
  const labels = ['Yes, every Sunday', 'Only when it is dry', 'Never before noon', 'Other'];
  return poll({
    votesPerOption: percentages.map((share, index) => [
      labels[index] ?? `Option ${index + 1}`,
      Math.round(share / 5),
    ]),
    votePolled: true,
    canVote: false,
    ...overrides,
  });
}

/** `count` polls, newest first, ids poll-a1, poll-a2, … */
export function polls(count: number, from = 1): Poll[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return poll({
      _id: `poll-a${n}`,
      question: `Question number ${n}?`,
      createdAt: new Date(Date.UTC(2026, 10, 22, 12) - n * 3_600_000).toISOString(),
      votesPerOption: [
        ['Yes', n % 4],
        ['No', 2],
      ],
    });
  });
}

export interface FakePollsOptions {
  polls?: Poll[];
  /** The Bubble's answer to listPolls; null answers 404 (private, or gone). */
  bubble?: PollBubble | null;
  canCreate?: boolean;
  /** The caller's membership of the Bubble (myBubbles). */
  member?: boolean;
  /** The caller's id: polls they create are theirs. */
  userId?: string;
}

/**
 * The poll endpoints in memory as the contract describes them: one vote per person (409 for
 * a second), percentages by the server's rule, the author deletes. Answers follow each
 * other, so a test can vote and read the new percentages.
 */
export function createFakePolls(options: FakePollsOptions = {}) {
  let all = structuredClone(options.polls ?? []);
  const bubble = options.bubble === undefined ? pollBubble : options.bubble;
  const canCreate = options.canCreate ?? true;
  const userId = options.userId ?? people.karen._id;

  const find = (id: unknown) => {
    const found = all.find((candidate) => candidate._id === id);
    if (!found) throw apiError(404, 'This poll could not be found.');
    return found;
  };
  const replace = (next: Poll) => {
    all = all.map((known) => (known._id === next._id ? next : known));
    return next;
  };

  const handlers: FakeHandlers = {
    listPolls: (input) => {
      const { page = 1, limit = POLL_PAGE_SIZE } = input as { page?: number; limit?: number };
      if (!bubble) throw apiError(404, 'This Bubble could not be found.');
      const start = (page - 1) * limit;
      const data: PollList = {
        docs: all.slice(start, start + limit),
        totalDocs: all.length,
        page,
        limit,
        totalPages: Math.max(1, Math.ceil(all.length / limit)),
        hasNextPage: start + limit < all.length,
        bubble,
        canCreate,
      };
      return { data };
    },
    viewPoll: (input) => ({ data: { poll: find((input as { poll_id: string }).poll_id) } }),
    castVote: (input) => {
      const { poll: id, option } = input as { poll: string; option: string };
      const known = find(id);
      if (known.votePolled) throw apiError(409, 'You have already voted');
      if (!known.options.some((candidate) => candidate._id === option)) {
        throw apiError(422, 'This option is not part of the poll.', {
          option: 'This option is not part of the poll.',
        });
      }
      const counts = known.options.map((candidate) =>
        candidate._id === option ? candidate.votes + 1 : candidate.votes,
      );
      const percentages = percentagesOf(counts);
      const next = replace({
        ...known,
        options: known.options.map((candidate, index) => ({
          ...candidate,
          votes: counts[index] ?? 0,
          percentage: percentages[index] ?? 0,
        })),
        votes: known.votes + 1,
        votePolled: true,
        votedOption: option,
        canVote: false,
      });
      return { message: 'Thank you for your vote.', data: { poll: next } };
    },
    createPoll: (input) => {
      const { question, options: texts } = input as { question: string; options: string[] };
      counter += 1;
      const id = `poll-new-${counter}`;
      const created = poll({
        _id: id,
        question,
        createdAt: '2026-11-22T14:55:00Z',
        options: optionsWith(
          id,
          texts.map((text) => [text, 0]),
        ),
        canDelete: true,
      });
      all = [created, ...all];
      return { message: 'Your poll has been created.', data: { poll: created } };
    },
    deletePoll: (input) => {
      const known = find((input as { poll_id: string }).poll_id);
      if (!known.canDelete) {
        throw apiError(
          403,
          'Only the author of the poll and the owner and moderators of the Bubble can delete it.',
        );
      }
      all = all.filter((candidate) => candidate._id !== known._id);
      return { message: 'The poll has been deleted.', data: {} };
    },
    myBubbles: () => ({
      data: {
        docs: options.member
          ? [bubbleTile({ _id: bubble?._id ?? 'bubble-1', membership: membership() })]
          : [],
        selected: null,
      },
    }),
  };

  return {
    handlers,
    userId,
    get polls() {
      return all;
    },
  };
}
