import type { Meta, StoryObj } from '@storybook/react-vite';
import { generatedAvatar, wobler, woblers } from '../test/deck-fixtures';
import { DeckStoryFrame, never } from '../test/deck-story-frame';
import { SavedWoblersPage } from './saved-woblers-page';

const PATH = '/saved-woblers';

const meta = {
  title: 'Saved/SavedWoblersPage',
  component: SavedWoblersPage,
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof SavedWoblersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven saved: five shown, 'Load more' for the rest; one hides their place and picture. */
export const List: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame
        path={PATH}
        saved={[
          ...woblers(3),
          wobler({
            _id: 'w-private',
            name: 'Pia',
            age: 45,
            image: generatedAvatar('Pia', '#7b3fa0'),
            city: null,
            country: null,
            distance: null,
            gender: null,
            sharedBubbles: [],
          }),
          ...woblers(3, 4),
        ]}
      >
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

/** The spec's 'No Saved Woblers Found', with the way to the deck. */
export const Empty: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame path={PATH}>
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

export const Loading: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame path={PATH} handlers={{ savedWoblers: never }}>
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

export const LoadError: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame
        path={PATH}
        handlers={{
          savedWoblers: () => {
            throw new Error('offline');
          },
        }}
      >
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

export const Danish: Story = {
  globals: { locale: 'da' },
  decorators: Empty.decorators,
};
