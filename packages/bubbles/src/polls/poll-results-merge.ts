import type { PollOption, PollOptionResult } from '@wob/api';

/**
 * New results of a poll. Totals only grow while a poll exists, so an answer or event older
 * than what is shown (one's own vote answered after someone else's vote arrived) is dropped.
 * The poll pages and the board's poll comments both merge with it.
 */
export function withResults<T extends { votes: number; options: PollOption[] }>(
  poll: T,
  options: readonly PollOptionResult[],
  votes: number,
): T {
  if (votes < poll.votes) return poll;
  const byId = new Map(options.map((option) => [option._id, option]));
  return {
    ...poll,
    votes,
    options: poll.options.map((option) => {
      const result = byId.get(option._id);
      return result ? { ...option, votes: result.votes, percentage: result.percentage } : option;
    }),
  };
}
