import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeUser } from '@wob/test-utils';
import { Card } from '@wob/ui';
import { fn } from 'storybook/test';
import { DEFAULT_FILTER } from '../deck/deck-slice';
import { myBubbleTiles } from '../test/deck-fixtures';
import { DeckStoryFrame, StoryBox } from '../test/deck-story-frame';
import { FilterForm } from './filter-form';
import { NewSearchPage } from './new-search-page';

const meta = {
  title: 'Filters/NewSearchPage',
  component: NewSearchPage,
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof NewSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page: the person's Bubbles, everyone, any distance, 18–99. */
export const Page: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame path="/new-search">
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

/** A chosen filter: two Bubbles, within 50 km, women from 25 to 40, a name, position shared. */
export const Chosen: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame
        path="/new-search"
        user={fakeUser({ location: { source: 'device' } })}
        filter={{
          bubbleIds: ['b-cyclists', 'b-kayak'],
          distance: 50,
          gender: 'female',
          ageFrom: 25,
          ageTo: 40,
          search: 'Mette',
        }}
      >
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

/** The messages of a submit without any Bubble (and the person's place unknown). */
export const WithErrors: Story = {
  render: () => (
    <StoryBox width={44}>
      <Card padding="lg">
        <FilterForm
          initial={{ ...DEFAULT_FILTER, bubbleIds: [] }}
          initialSaved={false}
          bubbles={{ status: 'ready', docs: myBubbleTiles().slice(0, 3) }}
          onRetryBubbles={fn()}
          onSubmit={fn()}
          initialErrors={{ bubbleIds: 'validation:deck.bubblesRequired' }}
        />
      </Card>
    </StoryBox>
  ),
  decorators: [
    (Story) => (
      <DeckStoryFrame user={fakeUser({ city: '', location: { source: null } })}>
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

/** Not in any Bubble yet: the search looks at everyone, with the way to Find Bubble. */
export const NoBubbles: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame path="/new-search" bubbles={[]}>
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

export const Danish: Story = {
  globals: { locale: 'da' },
  decorators: Chosen.decorators,
};
