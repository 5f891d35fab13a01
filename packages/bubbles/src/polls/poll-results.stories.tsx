import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryLayout } from '../test/story-layout';
import { PollResults } from './poll-results';
import { optionsWith, pollAt } from './test/poll-fixtures';

// The issue asks for the bars at 0, 50 and 95 percent: at 95 the bar's text is white.

const meta = {
  title: 'Polls/PollResults',
  component: PollResults,
  decorators: [
    (Story) => (
      <StoryLayout width={36}>
        <Story />
      </StoryLayout>
    ),
  ],
  globals: { locale: 'en' },
  args: { options: pollAt([50, 50]).options },
} satisfies Meta<typeof PollResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody has voted: every option at 0 percent. */
export const ZeroPercent: Story = {
  args: {
    options: optionsWith('poll-zero', [
      ['Around the lakes', 0],
      ['Along the harbour', 0],
      ['Out to Amager Fælled', 0],
    ]),
  },
};

export const FiftyPercent: Story = {
  args: { options: pollAt([50, 50], { _id: 'poll-50' }).options, votedOption: 'poll-50-o2' },
};

/** Above 90 percent the text sits on the fill, in white. */
export const NinetyFivePercent: Story = {
  args: { options: pollAt([95, 5], { _id: 'poll-95' }).options, votedOption: 'poll-95-o1' },
};

/** Percentages as the server rounds them: 34 + 33 + 33 = 100. */
export const Thirds: Story = {
  args: {
    options: optionsWith('poll-thirds', [
      ['Tea', 1],
      ['Coffee', 1],
      ['Hot chocolate with whipped cream and a long name that wraps', 1],
    ]),
  },
};

/** The preview on a list card: smaller bars, three options and a count of the rest. */
export const Compact: Story = {
  args: {
    compact: true,
    limit: 3,
    options: optionsWith('poll-compact', [
      ['Monday', 4],
      ['Tuesday', 9],
      ['Wednesday', 2],
      ['Thursday', 1],
      ['Friday', 4],
    ]),
  },
};

export const Danish: Story = {
  globals: { locale: 'da' },
  args: { options: pollAt([95, 5], { _id: 'poll-da' }).options, votedOption: 'poll-da-o1' },
};
