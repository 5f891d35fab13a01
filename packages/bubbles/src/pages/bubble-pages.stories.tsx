import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError, fakeUser } from '@wob/test-utils';
import { makeTile, NOT_MEMBER } from '../test/bubble-fixtures';
import { StoryFrame } from '../test/story-frame';
import { BubbleSettingsPage } from './bubble-settings-page';
import { ChooseBubblePage } from './choose-bubble-page';
import { FindBubblePage } from './find-bubble-page';

const meta = {
  title: 'Bubbles/Pages',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const many = Array.from({ length: 16 }, (_, index) =>
  makeTile({
    _id: `many-${index}`,
    name: `Fællesskab ${index + 1}`,
    circleColor: ['#2563eb', '#0f766e', '#db2777', '#f59e0b'][index % 4],
    trending: index < 2,
    privateBubble: index % 5 === 0,
    newActivity: index === 1 ? 4 : 0,
    membership: NOT_MEMBER,
  }),
);

/** Find Bubble with the demo community: join, create, edit and delete work in memory. */
export const FindBubble: Story = {
  render: () => (
    <StoryFrame path="/search-bubble">
      <FindBubblePage />
    </StoryFrame>
  ),
};

export const FindBubbleEnglish: Story = { ...FindBubble, globals: { locale: 'en' } };

/** More than one page: 'Load more'. */
export const FindBubbleManyPages: Story = {
  render: () => (
    <StoryFrame path="/search-bubble" bubbles={many}>
      <FindBubblePage />
    </StoryFrame>
  ),
};

export const FindBubbleEmpty: Story = {
  render: () => (
    <StoryFrame path="/search-bubble" bubbles={[]}>
      <FindBubblePage />
    </StoryFrame>
  ),
};

/** The list failed to load: an error with a retry, never a toast. */
export const FindBubbleError: Story = {
  render: () => (
    <StoryFrame
      path="/search-bubble"
      handlers={{
        listBubbles: () => {
          throw apiError(500);
        },
      }}
    >
      <FindBubblePage />
    </StoryFrame>
  ),
};

export const ChooseBubble: Story = {
  render: () => (
    <StoryFrame path="/choose-bubble" selected="b-bog">
      <ChooseBubblePage />
    </StoryFrame>
  ),
};

export const ChooseBubbleEnglish: Story = { ...ChooseBubble, globals: { locale: 'en' } };

/** A new Wobler without Bubbles: the way to Find Bubble, and Bubbles to pick. */
export const ChooseBubbleEmpty: Story = {
  render: () => (
    <StoryFrame path="/choose-bubble" bubbles={many.slice(0, 4)}>
      <ChooseBubblePage />
    </StoryFrame>
  ),
};

export const BubbleSettings: Story = {
  render: () => (
    <StoryFrame path="/bubble-settings">
      <BubbleSettingsPage />
    </StoryFrame>
  ),
};

export const BubbleSettingsPremium: Story = {
  render: () => (
    <StoryFrame
      path="/bubble-settings"
      user={fakeUser({ premium: { isPremium: true, status: 'active', until: null } })}
    >
      <BubbleSettingsPage />
    </StoryFrame>
  ),
};
