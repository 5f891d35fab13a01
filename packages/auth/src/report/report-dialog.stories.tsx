import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ActionResult } from '@wob/store';
import { fn } from 'storybook/test';
import { ReportDialog } from './report-dialog';

const sent = async (): Promise<ActionResult> => ({ ok: true });
const gone = async (): Promise<ActionResult> => ({
  ok: false,
  status: 404,
  message: '',
  fieldErrors: {},
});

const meta = {
  title: 'Report/ReportDialog',
  component: ReportDialog,
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
  args: {
    subject: {
      kind: 'message',
      id: 'm1',
      name: 'Mette Hansen',
      quote: 'Send me your card number and I will pay you back tomorrow.',
    },
    send: sent,
    onClose: fn(),
  },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chat message, its words quoted. */
export const Message: Story = {};

/** A board comment, a reason chosen. */
export const Comment: Story = {
  args: {
    subject: { kind: 'comment', id: 'c1', name: 'Hans Christian Andersen', quote: 'Cash only!' },
    initialReason: 'inappropriate-content',
  },
};

/** A reply, sent without a reason: the spec's 'Select One of the reason'. */
export const ReplyNoReason: Story = {
  args: {
    subject: { kind: 'reply', id: 'r1', name: 'Tove Ditlevsen', quote: 'Nobody wants that' },
    initialErrors: { reason: 'validation:report.reasonRequired' },
  },
};

/** A Bubble; sending answers 404, so the dialog says it is gone. */
export const BubbleGone: Story = {
  args: {
    subject: { kind: 'bubble', id: 'b1', name: 'Strikkeklubben', quote: 'Vi strikker' },
    initialReason: 'other',
    send: gone,
  },
};

/** A Wobler (the deck and a profile). */
export const Wobler: Story = {
  args: { subject: { kind: 'wobler', id: 'w1', name: 'Jonas Nielsen' } },
};

export const Danish: Story = {
  args: Comment.args,
  globals: { locale: 'da' },
};
