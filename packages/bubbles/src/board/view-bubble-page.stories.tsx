import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BOARD_NOW,
  bubbleTile,
  bubbleView,
  comment,
  comments,
  membership,
  people,
  pollComment,
  reply,
} from '../test/board-fixtures';
import { BoardStoryFrame } from '../test/board-story-frame';
import { ViewBubblePage } from './view-bubble-page';

const board = [
  comment({
    comment: 'Anyone up for a ride around the lakes on Sunday?\nWe meet at 10.',
    dateTime: '2026-11-22T09:12:00Z',
    replies: [reply({ comment: 'Count me in!' })],
    replyCount: 1,
  }),
  {
    ...pollComment(
      'poll-1',
      [
        ['Around the lakes', 2],
        ['Along the harbour', 1],
      ],
      {},
      'Which route should we take?',
    ),
    commentBy: { user: people.karen },
  },
  ...comments(6, 10),
];

const outsider = membership({ status: 'none', role: null });

const meta = {
  title: 'Board/ViewBubblePage',
  component: ViewBubblePage,
  args: { now: BOARD_NOW, timeZone: 'UTC' },
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof ViewBubblePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's board: composer, comments, 'load more'. */
export const Member: Story = {
  decorators: [
    (Story) => (
      <BoardStoryFrame view={bubbleView(bubbleTile(), board)}>
        <Story />
      </BoardStoryFrame>
    ),
  ],
};

/** A visitor of a public Bubble reads the board and may join. */
export const Visitor: Story = {
  decorators: [
    (Story) => (
      <BoardStoryFrame
        view={bubbleView(bubbleTile({ circleColor: '#f59e0b', membership: outsider }), board)}
        handlers={{
          pickBubble: () => ({
            message: 'You have joined the Bubble.',
            data: { bubble: bubbleTile({ circleColor: '#f59e0b' }) },
          }),
        }}
      >
        <Story />
      </BoardStoryFrame>
    ),
  ],
};

/** A private Bubble: the header and why the board is hidden. */
export const PrivateHidden: Story = {
  decorators: [
    (Story) => (
      <BoardStoryFrame
        view={bubbleView(
          bubbleTile({ privateBubble: true, circleColor: '#7c3aed', membership: outsider }),
          [],
          {
            canSeeContent: false,
          },
        )}
        handlers={{
          pickBubble: () => ({
            message: 'Waiting for Approval',
            data: {
              bubble: bubbleTile({
                privateBubble: true,
                circleColor: '#7c3aed',
                membership: membership({ status: 'pending' }),
              }),
            },
          }),
        }}
      >
        <Story />
      </BoardStoryFrame>
    ),
  ],
};

export const EmptyBoard: Story = {
  decorators: [
    (Story) => (
      <BoardStoryFrame view={bubbleView(bubbleTile({ circleColor: '#84cc16' }), [])}>
        <Story />
      </BoardStoryFrame>
    ),
  ],
};

export const NotFound: Story = {
  decorators: [
    (Story) => (
      <BoardStoryFrame view={null}>
        <Story />
      </BoardStoryFrame>
    ),
  ],
};

export const Danish: Story = {
  globals: { locale: 'da' },
  decorators: [
    (Story) => (
      <BoardStoryFrame
        view={bubbleView(bubbleTile({ membership: membership({ role: 'owner' }) }), board)}
      >
        <Story />
      </BoardStoryFrame>
    ),
  ],
};

/** A member of a Bubble whose owner opened its chat: the 'Bubble chat' link. */
export const MemberWithChat: Story = {
  decorators: [
    (Story) => (
      <BoardStoryFrame
        view={{ ...bubbleView(bubbleTile(), board), chatGuid: 'gbubblechatbubblechat' }}
      >
        <Story />
      </BoardStoryFrame>
    ),
  ],
};

/** The owner of a Bubble without a chat: 'Open a chat for this Bubble'. */
export const OwnerOpensChat: Story = {
  decorators: [
    (Story) => (
      <BoardStoryFrame
        view={bubbleView(bubbleTile({ membership: membership({ role: 'owner' }) }), board)}
        handlers={{ openBubbleChat: () => ({ data: { chatGuid: 'gbubblechatbubblechat' } }) }}
      >
        <Story />
      </BoardStoryFrame>
    ),
  ],
};
