import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryRoutes } from '@wob/test-utils/storybook';
import type { Reply } from '@wob/api';
import { fn } from 'storybook/test';
import { BOARD_NOW, comment, people, pollComment, reply } from '../test/board-fixtures';
import { StoryLayout } from '../test/story-layout';
import { CommentCard, CommentCardSkeleton } from './comment-card';

// A small picture drawn in place, so the story needs no network.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#0f766e"/><circle cx="200" cy="260" r="80" fill="none" stroke="#fff" stroke-width="14"/><circle cx="440" cy="260" r="80" fill="none" stroke="#fff" stroke-width="14"/><path d="M200 260 L290 150 L400 150 L440 260 M290 150 L330 260 L200 260" fill="none" stroke="#fff" stroke-width="12"/></svg>',
  );

const meta = {
  title: 'Board/CommentCard',
  component: CommentCard,
  decorators: [
    (Story) => (
      <StoryRoutes path="/">
        <StoryLayout width={40}>
          <Story />
        </StoryLayout>
      </StoryRoutes>
    ),
  ],
  args: {
    comment: comment({
      comment:
        'Anyone up for a ride around the lakes on Sunday?\nWe meet at Dronning Louises Bro at 10.',
      dateTime: '2026-11-22T09:12:00Z',
      replies: [
        reply({ comment: 'Count me in!', commentBy: { user: people.tove } }),
        reply({
          comment: 'I will bring coffee.',
          commentBy: { user: people.karen },
          dateTime: '2026-11-22T11:40:00Z',
        }),
      ],
      replyCount: 5,
      seeMore: true,
    }),
    canDelete: false,
    canDeleteReply: (_reply: Reply): boolean => false,
    canReply: true,
    onDelete: fn(async () => undefined),
    onDeleteReply: fn(async () => undefined),
    onSeeMoreReplies: fn(),
    onReply: fn(async () => true),
    now: BOARD_NOW,
    timeZone: 'UTC',
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof CommentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text with line breaks, two replies and 'see more replies'. */
export const WithReplies: Story = {};

/** An image under the text; clicking it opens it larger. */
export const WithImage: Story = {
  args: {
    comment: comment({
      comment: 'New wheels!',
      imageFile: PICTURE,
      dateTime: '2026-11-21T17:45:00Z',
    }),
  },
};

/** A long text without spaces and a long name must not widen the page. */
export const LongText: Story = {
  args: {
    comment: comment({
      comment: `${'Ridingaroundthecity'.repeat(12)}\n\n${'A long paragraph about bicycles. '.repeat(30)}`,
      dateTime: '2026-10-02T08:00:00Z',
      commentBy: {
        user: {
          _id: 'long',
          name: 'Maria Sophie Charlotte Frederikke Holstein-Ledreborg',
          avatar: '',
        },
      },
    }),
  },
};

/** A poll comment for a member who has not voted: the vote form, the total, 'View poll'. */
export const PollComment: Story = {
  args: {
    comment: pollComment(
      'poll-1',
      [
        ['Around the lakes', 3],
        ['Along the harbour', 1],
      ],
      {},
      'Which route should we take on Sunday?',
    ),
  },
};

/** A poll comment after one's vote (or for a visitor): each option's bar, white above 90 %. */
export const PollResultsOnBoard: Story = {
  args: {
    canReply: true,
    comment: pollComment(
      'poll-2',
      [
        ['Around the lakes', 19],
        ['Along the harbour', 1],
      ],
      { votePolled: true, votedOption: 'poll-2-o1' },
      'Which route should we take on Sunday?',
    ),
  },
};

/** The author (or an owner or moderator) sees the delete buttons. */
export const Deletable: Story = {
  args: { canDelete: true, canDeleteReply: (_reply: Reply) => true },
};

/** Danish: 'I dag', 'I går' and the delete question in Danish. */
export const Danish: Story = {
  args: { canDelete: true },
  globals: { locale: 'da' },
};

export const Loading: Story = {
  render: () => <CommentCardSkeleton />,
};
