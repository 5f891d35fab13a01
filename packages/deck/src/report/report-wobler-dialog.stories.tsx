import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DeckStoryFrame } from '../test/deck-story-frame';
import { ReportWoblerDialog } from './report-wobler-dialog';

const meta = {
  title: 'Report/ReportWoblerDialog',
  component: ReportWoblerDialog,
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
  args: { wobler: { _id: 'w1', name: 'Mette Hansen' }, onClose: fn(), onReported: fn() },
  decorators: [
    (Story) => (
      <DeckStoryFrame woblers={[]}>
        <Story />
      </DeckStoryFrame>
    ),
  ],
} satisfies Meta<typeof ReportWoblerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four reasons and the optional words. */
export const Open: Story = {};

/** Sent without a reason: the spec's 'Select One of the reason'. */
export const NoReasonChosen: Story = {
  args: { initialErrors: { reason: 'validation:report.reasonRequired' } },
};

/** A reason chosen, ready to send. */
export const ReasonChosen: Story = {
  args: { initialReason: 'fake-profile' },
};

export const Danish: Story = {
  args: NoReasonChosen.args,
  globals: { locale: 'da' },
};
