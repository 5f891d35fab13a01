import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryLayout } from '../test/story-layout';
import type { CommentDraft } from './board-types';
import { Composer } from './composer';

// An upload that takes about two seconds, so the progress bar can be seen.
async function slowUpload(
  _draft: CommentDraft,
  options: { onUploadProgress: (fraction: number) => void },
): Promise<boolean> {
  for (let step = 1; step <= 10; step += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    options.onUploadProgress(step / 10);
  }
  return true;
}

const meta = {
  title: 'Board/Composer',
  component: Composer,
  decorators: [
    (Story) => (
      <StoryLayout width={40}>
        <Story />
      </StoryLayout>
    ),
  ],
  args: { onSubmit: fn(slowUpload) },
  globals: { locale: 'en' },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Write text, add an image (≤ 5 MB) and post: the bar shows the upload. */
export const Default: Story = {};

export const Danish: Story = { globals: { locale: 'da' } };

/** Posting fails: text and image stay for another try. */
export const Failing: Story = {
  args: {
    onSubmit: fn(
      async (_draft: CommentDraft, _options: { onUploadProgress: (fraction: number) => void }) =>
        false,
    ),
  },
};
