import type { Meta, StoryObj } from '@storybook/react-vite';
import { BOARD_NOW } from '../test/board-fixtures';
import { poll, pollAt } from './test/poll-fixtures';
import { PollStoryFrame } from './test/poll-story-frame';
import { ViewPollPage } from './view-poll-page';

const PATH = '/view-poll/:poll_id';

const meta = {
  title: 'Polls/ViewPollPage',
  component: ViewPollPage,
  args: { now: BOARD_NOW, timeZone: 'UTC' },
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof ViewPollPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member who has not voted yet: the choices and Vote (the fake server counts the vote). */
export const NotVoted: Story = {
  decorators: [
    (Story) => (
      <PollStoryFrame
        path={PATH}
        url="/view-poll/poll-1"
        polls={[
          poll({
            _id: 'poll-1',
            votesPerOption: [
              ['Around the lakes', 6],
              ['Along the harbour', 3],
              ['Out to Amager Fælled', 1],
            ],
          }),
        ]}
      >
        <Story />
      </PollStoryFrame>
    ),
  ],
};

/** After voting: the percentages, the own choice marked. */
export const Voted: Story = {
  decorators: [
    (Story) => (
      <PollStoryFrame
        path={PATH}
        url="/view-poll/poll-2"
        polls={[pollAt([50, 50], { _id: 'poll-2', votedOption: 'poll-2-o1' })]}
      >
        <Story />
      </PollStoryFrame>
    ),
  ],
};

/** The author's view at 95 percent: the white bar text, and Delete. */
export const AuthorView: Story = {
  decorators: [
    (Story) => (
      <PollStoryFrame
        path={PATH}
        url="/view-poll/poll-3"
        polls={[pollAt([95, 5], { _id: 'poll-3', votedOption: 'poll-3-o1', canDelete: true })]}
      >
        <Story />
      </PollStoryFrame>
    ),
  ],
};

export const NotFound: Story = {
  decorators: [
    (Story) => (
      <PollStoryFrame path={PATH} url="/view-poll/poll-gone" polls={[]}>
        <Story />
      </PollStoryFrame>
    ),
  ],
};

export const Danish: Story = {
  globals: { locale: 'da' },
  decorators: [
    (Story) => (
      <PollStoryFrame
        path={PATH}
        url="/view-poll/poll-4"
        polls={[
          poll({
            _id: 'poll-4',
            question: 'Hvilken rute skal søndagsturen tage?',
            votesPerOption: [
              ['Rundt om søerne', 12],
              ['Langs havnen', 7],
            ],
            canDelete: true,
          }),
        ]}
      >
        <Story />
      </PollStoryFrame>
    ),
  ],
};
