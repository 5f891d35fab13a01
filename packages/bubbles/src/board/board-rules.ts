import type {
  BubbleTile,
  Comment,
  CommentAuthor,
  Membership,
  Poll,
  PollVotedEvent,
  Reply,
} from '@wob/api';
import { withResults } from '../polls/poll-results-merge';

// The board store's pure rules and merges: who may do what, and how answers and events
// change the comments shown.

/**
 * Whether the signed-in person may delete an item of the board: its author, or an active
 * owner or moderator of the Bubble (the server decides again).
 */
export function canDeleteItem(
  membership: Membership | null | undefined,
  userId: string | null | undefined,
  author: CommentAuthor,
): boolean {
  if (userId && author._id === userId) return true;
  return (
    membership?.status === 'active' &&
    (membership.role === 'owner' || membership.role === 'moderator')
  );
}

/** Whether the caller may write on the board: an active member. */
export function canPost(bubble: BubbleTile | null): boolean {
  return bubble?.membership.status === 'active';
}

// A page of comments from the server, keeping the replies a person has already unfolded:
// the board call sends only the first 3 of each.
export function mergeComments(fresh: Comment[], known: Comment[]): Comment[] {
  const byId = new Map(known.map((comment) => [comment._id, comment]));
  return fresh.map((comment) => {
    const before = byId.get(comment._id);
    if (!before || before.replies.length <= comment.replies.length) return comment;
    return { ...comment, replies: before.replies, seeMore: before.seeMore };
  });
}

export function withReply(comment: Comment, reply: Reply, replyCount: number): Comment {
  if (comment.replies.some((known) => known._id === reply._id)) {
    return { ...comment, replyCount: Math.max(comment.replyCount, replyCount) };
  }
  // Replies are oldest first: a new one belongs at the end, unless older ones are still
  // folded away (then 'see more replies' brings it).
  if (comment.seeMore) return { ...comment, replyCount, seeMore: true };
  return { ...comment, replies: [...comment.replies, reply], replyCount };
}

/** A poll comment after one's own vote: the newer results and the caller's vote. */
export function withOwnVote(comment: Comment, poll: Poll): Comment {
  if (!comment.polls) return comment;
  return {
    ...comment,
    polls: {
      ...withResults(comment.polls, poll.options, poll.votes),
      votePolled: poll.votePolled,
      votedOption: poll.votedOption,
    },
  };
}

/** A poll comment after someone's vote (a 'poll.voted' event): the newer results. */
export function withVoteEvent(comment: Comment, event: PollVotedEvent): Comment {
  if (!comment.polls || comment.pollId !== event.pollId) return comment;
  return { ...comment, polls: withResults(comment.polls, event.options, event.votes) };
}
