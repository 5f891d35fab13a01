import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeUser } from '@wob/test-utils';
import { fn } from 'storybook/test';
import { houseAds, wobler, woblers } from '../test/deck-fixtures';
import { DeckStoryFrame, never, StoryBox } from '../test/deck-story-frame';
import { AllWoblersPage } from './all-woblers-page';
import { DEFAULT_FILTER } from './deck-slice';
import { MatchDialog } from './match-dialog';

const PATH = '/all-woblers';

const meta = {
  title: 'Deck/AllWoblersPage',
  component: AllWoblersPage,
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof AllWoblersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty Woblers and the house ads: like, pass, save and report; ← and →; swipe. */
export const Deck: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame path={PATH} woblers={woblers(30)} ads={houseAds()} likedBy={['w3']}>
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

/** The first page is on its way. */
export const Loading: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame path={PATH} handlers={{ getAllWoblers: never }}>
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

/** Nobody (left) for this filter. */
export const EndOfDeck: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame path={PATH} woblers={[]}>
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

/** The Woblers could not be loaded. */
export const LoadError: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame
        path={PATH}
        handlers={{
          getAllWoblers: () => {
            throw new Error('offline');
          },
        }}
      >
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

/** A distance was asked for, but the person's place is unknown. */
export const LocationUnknown: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame
        path={PATH}
        woblers={woblers(4)}
        locationUnknown
        filter={{ ...DEFAULT_FILTER, distance: 25, gender: 'female', ageFrom: 25, ageTo: 40 }}
      >
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

export const Danish: Story = {
  globals: { locale: 'da' },
  decorators: Deck.decorators,
};

/** The match moment on its own: 'It's a match' with Message and Keep browsing. */
export const Match: Story = {
  render: () => (
    <StoryBox>
      <MatchDialog
        wobler={wobler({ _id: 'w-match', name: 'Emma Christensen', age: 31 })}
        me={{ _id: 'user-1', name: fakeUser().name, avatar: null }}
        onMessage={fn()}
        onClose={fn()}
      />
    </StoryBox>
  ),
  decorators: [
    (Story) => (
      <DeckStoryFrame>
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

export const MatchDanish: Story = { ...Match, globals: { locale: 'da' } };
