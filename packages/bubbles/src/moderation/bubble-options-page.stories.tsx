import type { Meta, StoryObj } from '@storybook/react-vite';
import { BubbleOptionsPage } from './bubble-options-page';
import { moderatedTile, premiumUser } from './test/fake-moderation';
import { ModerationStoryFrame } from './test/story-frame';

const PATH = '/bubble_options/:id';
const URL = '/bubble_options/bubble-1';

const meta = {
  title: 'Moderation/BubbleOptionsPage',
  component: BubbleOptionsPage,
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof BubbleOptionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A premium owner: polls, members with two requests waiting, the private switch, edit, delete. */
export const OwnerPremium: Story = {
  decorators: [
    (Story) => (
      <ModerationStoryFrame path={PATH} url={URL} user={premiumUser()}>
        <Story />
      </ModerationStoryFrame>
    ),
  ],
};

/** An owner without premium: the switch is off limits, Create poll carries the premium mark. */
export const OwnerNotPremium: Story = {
  decorators: [
    (Story) => (
      <ModerationStoryFrame path={PATH} url={URL}>
        <Story />
      </ModerationStoryFrame>
    ),
  ],
};

/** A member of a public Bubble: polls, group notifications, Leave. */
export const Member: Story = {
  decorators: [
    (Story) => (
      <ModerationStoryFrame
        path={PATH}
        url={URL}
        user={premiumUser()}
        bubble={moderatedTile({
          privateBubble: false,
          circleColor: '#0f766e',
          members: { active: 4, pending: null },
          membership: { status: 'active', role: 'member', notify: true },
        })}
      >
        <Story />
      </ModerationStoryFrame>
    ),
  ],
};

/** Someone waiting for approval of a private Bubble: its content is hidden, as the server's 404. */
export const Pending: Story = {
  decorators: [
    (Story) => (
      <ModerationStoryFrame
        path={PATH}
        url={URL}
        bubble={moderatedTile({
          members: { active: 4, pending: null },
          membership: { status: 'pending', role: 'member', notify: false },
        })}
      >
        <Story />
      </ModerationStoryFrame>
    ),
  ],
};

/** The owner's options in Danish. */
export const Danish: Story = {
  globals: { locale: 'da' },
  decorators: [
    (Story) => (
      <ModerationStoryFrame path={PATH} url={URL} user={premiumUser()}>
        <Story />
      </ModerationStoryFrame>
    ),
  ],
};
