import type { Meta, StoryObj } from '@storybook/react-vite';
import { BOARD_NOW } from '../test/board-fixtures';
import { BubblePollsPage } from './bubble-polls-page';
import { poll, polls } from './test/poll-fixtures';
import { PollStoryFrame } from './test/poll-story-frame';

const PATH = '/bubble_polls/:id';
const URL = '/bubble_polls/bubble-1';

const full = [
  poll({
    _id: 'poll-s1',
    question: 'Which route should Sunday’s ride take?',
    votesPerOption: [
      ['Around the lakes', 11],
      ['Along the harbour', 6],
      ['Out to Amager Fælled', 3],
      ['Up to Dyrehaven', 1],
    ],
    votePolled: true,
    votedOption: 'poll-s1-o1',
  }),
  poll({
    _id: 'poll-s2',
    question: 'Helmets on every ride, or only in traffic? A long question that wraps nicely.',
    createdAt: '2026-11-21T18:20:00Z',
    votesPerOption: [
      ['Always', 19],
      ['Only in traffic', 1],
    ],
  }),
  ...polls(8, 3),
];

const meta = {
  title: 'Polls/BubblePollsPage',
  component: BubblePollsPage,
  args: { now: BOARD_NOW, timeZone: 'UTC' },
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof BubblePollsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A premium member's list: Create poll and ten polls with 'Load more'. */
export const Full: Story = {
  decorators: [
    (Story) => (
      <PollStoryFrame path={PATH} url={URL} polls={[...full, ...polls(3, 20)]} canCreate>
        <Story />
      </PollStoryFrame>
    ),
  ],
};

export const Empty: Story = {
  decorators: [
    (Story) => (
      <PollStoryFrame path={PATH} url={URL} polls={[]} canCreate>
        <Story />
      </PollStoryFrame>
    ),
  ],
};

/** A member without premium: the same button opens the invitation to upgrade. */
export const MemberWithoutPremium: Story = {
  decorators: [
    (Story) => (
      <PollStoryFrame path={PATH} url={URL} polls={full.slice(0, 2)} canCreate={false} member>
        <Story />
      </PollStoryFrame>
    ),
  ],
};

/** A private Bubble seen by a non-member: the server answers 404. */
export const NotFound: Story = {
  decorators: [
    (Story) => (
      <PollStoryFrame path={PATH} url="/bubble_polls/bubble-secret" bubble={null}>
        <Story />
      </PollStoryFrame>
    ),
  ],
};

export const Danish: Story = {
  globals: { locale: 'da' },
  decorators: [
    (Story) => (
      <PollStoryFrame path={PATH} url={URL} polls={full.slice(0, 4)} canCreate>
        <Story />
      </PollStoryFrame>
    ),
  ],
};
