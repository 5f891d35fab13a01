import { isApiError, type Poll, type PollFacts } from '@wob/api';
import type {
  ListedPoll,
  PollCreatorSlice,
  PollListSlice,
  PollsStatus,
  PollViewSlice,
} from './polls-types';

// The polls store's empty pages and the pure reading of answers.

export const emptyList: PollListSlice = {
  bubbleId: null,
  status: 'idle',
  bubble: null,
  docs: [],
  totalDocs: 0,
  page: 0,
  hasMore: false,
  loadingMore: false,
  loadMoreFailed: false,
  canCreate: false,
  isMember: null,
};

export const emptyCreator: PollCreatorSlice = {
  bubbleId: null,
  status: 'idle',
  bubble: null,
  canCreate: false,
};

export const emptyView: PollViewSlice = {
  pollId: null,
  status: 'idle',
  poll: null,
  voting: false,
  deleting: false,
};

export function statusOf(error: unknown): PollsStatus {
  return isApiError(error) && error.status === 404 ? 'not-found' : 'error';
}

export function listed(poll: Poll | PollFacts, votePolled: boolean): ListedPoll {
  return {
    _id: poll._id,
    poll_id: poll.poll_id,
    question: poll.question,
    options: poll.options,
    numberOfOptions: poll.numberOfOptions,
    votes: poll.votes,
    createdAt: poll.createdAt,
    author: poll.author,
    bubble: poll.bubble,
    commentId: poll.commentId,
    votePolled,
  };
}

export function callerPart(poll: Poll) {
  return {
    votePolled: poll.votePolled,
    votedOption: poll.votedOption,
    canVote: poll.canVote,
    canDelete: poll.canDelete,
  };
}
