import type {
  BoardPage,
  BubbleTile,
  BubbleView,
  Comment,
  CommentPoll,
  Membership,
  Reply,
} from '@wob/api';

// Board data for tests and stories: a demo Bubble, its comments and replies, built with
// stable ids and dates so snapshots and 'Today'/'Yesterday' texts do not drift.

export const BOARD_NOW = new Date('2026-11-22T15:00:00Z');

export const people = {
  karen: { _id: 'user-1', name: 'Karen Blixen', avatar: '' },
  hans: { _id: 'user-2', name: 'Hans Christian Andersen', avatar: '' },
  tove: { _id: 'user-3', name: 'Tove Ditlevsen', avatar: '' },
} as const;

export function membership(overrides: Partial<Membership> = {}): Membership {
  return { status: 'active', role: 'member', notify: false, ...overrides };
}

export function bubbleTile(overrides: Partial<BubbleTile> = {}): BubbleTile {
  return {
    _id: 'bubble-1',
    name: 'Copenhagen Cyclists',
    slug: 'copenhagen-cyclists',
    title: 'Rides, routes and repairs around the city',
    circleColor: '#0f766e',
    privateBubble: false,
    createdBy: people.hans._id,
    createdAt: '2026-10-01T10:00:00Z',
    members: { active: 42, pending: null },
    newActivity: 0,
    trending: false,
    membership: membership(),
    ...overrides,
  };
}

let counter = 0;

export function reply(overrides: Partial<Reply> = {}): Reply {
  counter += 1;
  const id = overrides._id ?? `reply-${counter}`;
  return {
    _id: id,
    replyID: id,
    commentID: 'comment-1',
    comment: `Reply number ${counter}`,
    dateTime: '2026-11-22T10:00:00Z',
    commentBy: { user: people.tove },
    ...overrides,
  };
}

export function comment(overrides: Partial<Comment> = {}): Comment {
  counter += 1;
  return {
    _id: `comment-${counter}`,
    bubble: 'bubble-1',
    comment: `Comment number ${counter}`,
    dateTime: '2026-11-22T09:00:00Z',
    imageFile: null,
    commentBy: { user: people.hans },
    poll: false,
    pollId: null,
    polls: null,
    replies: [],
    replyCount: 0,
    seeMore: false,
    ...overrides,
  };
}

/**
 * A poll comment with its poll (spec section 3's `polls`): options `<pollId>-o1`, … with
 * these votes and the server's whole percentages.
 */
export function pollComment(
  pollId: string,
  entries: [string, number][],
  overrides: Partial<CommentPoll> = {},
  question = 'Which day suits you?',
): Comment {
  const total = entries.reduce((sum, [, votes]) => sum + votes, 0);
  const polls: CommentPoll = {
    _id: pollId,
    question,
    options: entries.map(([option, votes], index) => ({
      _id: `${pollId}-o${index + 1}`,
      option,
      votes,
      percentage: total === 0 ? 0 : Math.round((votes / total) * 100),
    })),
    bubble: 'bubble-1',
    votePolled: false,
    votedOption: null,
    votes: total,
    ...overrides,
  };
  return comment({ _id: `comment-${pollId}`, comment: question, poll: true, pollId, polls });
}

/** `count` comments, newest first, with ids comment-a1, comment-a2, … */
export function comments(count: number, from = 1): Comment[] {
  return Array.from({ length: count }, (_, index) =>
    comment({ _id: `comment-a${from + index}`, comment: `Comment ${from + index}` }),
  );
}

export function boardPage(docs: Comment[], total: number, limit: number): BoardPage {
  return {
    docs,
    totalDocs: total,
    page: 1,
    limit,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    hasNextPage: total > limit,
    moreComments: total > limit,
  };
}

/** A get-bubble answer: the tile and the first `limit` of `all` comments (null when hidden). */
export function bubbleView(
  tile: BubbleTile,
  all: Comment[],
  options: { canSeeContent?: boolean; limit?: number } = {},
): BubbleView {
  const canSeeContent = options.canSeeContent ?? true;
  const limit = options.limit ?? 5;
  return {
    bubble: tile,
    canSeeContent,
    comments: canSeeContent ? boardPage(all.slice(0, limit), all.length, limit) : null,
  };
}
