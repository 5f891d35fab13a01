import type { Meta, StoryObj } from '@storybook/react-vite';
import { BubbleMembersPage } from './bubble-members-page';
import { moderatedTile, premiumUser } from './test/fake-moderation';
import { ModerationStoryFrame } from './test/story-frame';

const PATH = '/bubble_members/:id';
const URL = '/bubble_members/bubble-1';

const meta = {
  title: 'Moderation/BubbleMembersPage',
  component: BubbleMembersPage,
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof BubbleMembersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A premium owner: two requests waiting (Pending opens first), four active members. */
export const ActiveAndPending: Story = {
  decorators: [
    (Story) => (
      <ModerationStoryFrame path={PATH} url={URL} user={premiumUser()}>
        <Story />
      </ModerationStoryFrame>
    ),
  ],
};

/** A moderator: kicks out members, but neither the owner nor other moderators. */
export const AsModerator: Story = {
  decorators: [
    (Story) => (
      <ModerationStoryFrame
        path={PATH}
        url={URL}
        user={premiumUser({ _id: 'user-2' })}
        bubble={moderatedTile({
          members: { active: 4, pending: 0 },
          membership: { status: 'active', role: 'moderator', notify: false },
        })}
        pending={[]}
      >
        <Story />
      </ModerationStoryFrame>
    ),
  ],
};

/** Nobody yet: 'No active members found' and 'No pending members found'. */
export const EmptyTabs: Story = {
  decorators: [
    (Story) => (
      <ModerationStoryFrame
        path={PATH}
        url={URL}
        user={premiumUser()}
        bubble={moderatedTile({ members: { active: 0, pending: 0 } })}
        active={[]}
        pending={[]}
      >
        <Story />
      </ModerationStoryFrame>
    ),
  ],
};

/** An owner without premium: how many wait, and the invitation to upgrade. */
export const NonPremiumOwner: Story = {
  decorators: [
    (Story) => (
      <ModerationStoryFrame path={PATH} url={URL}>
        <Story />
      </ModerationStoryFrame>
    ),
  ],
};

/** The lists in Danish. */
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
