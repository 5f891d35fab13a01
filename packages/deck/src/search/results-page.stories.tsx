import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultsPage } from './results-page';
import { bubbleTile } from './test/search-fixtures';
import { SearchStoryFrame } from './test/story-frame';

// The page with the header search above it: a search from the header runs for real.
const meta = {
  title: 'Search/ResultsPage',
  component: ResultsPage,
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof ResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'an': seven Woblers (Show more) and two Bubbles, one private. */
export const Results: Story = {
  render: () => <SearchStoryFrame searchedVal={{ text: 'an', sameRoute: false }} />,
};

export const Danish: Story = {
  globals: { locale: 'da' },
  render: () => <SearchStoryFrame searchedVal={{ text: 'an', sameRoute: false }} />,
};

/** Bubbles only: the Wobler part says it found nothing; Show more for the Bubbles. */
export const OnlyBubbles: Story = {
  render: () => (
    <SearchStoryFrame
      searchedVal={{ text: 'club', sameRoute: false }}
      bubbles={Array.from({ length: 8 }, (_, index) =>
        bubbleTile({
          _id: `club-${index}`,
          name: `Running Club ${['Nørrebro', 'Vesterbro', 'Amager', 'Frederiksberg', 'Valby', 'Østerbro', 'Hellerup', 'Brønshøj'][index]}`,
          slug: `running-club-${index}`,
          title: 'Easy runs, long runs and coffee afterwards',
          circleColor: [
            '#2563eb',
            '#0f766e',
            '#ea580c',
            '#7c3aed',
            '#dc2626',
            '#15803d',
            '#475569',
            '#db2777',
          ][index],
          privateBubble: index % 3 === 0,
          members: { active: 10 + index * 17, pending: null },
        }),
      )}
    />
  ),
};

/** Neither part found anything: the spec's words. */
export const NoResults: Story = {
  render: () => <SearchStoryFrame searchedVal={{ text: 'zebra crossing', sameRoute: false }} />,
};

export const Loading: Story = {
  render: () => <SearchStoryFrame searchedVal={{ text: 'an', sameRoute: false }} loading />,
};

export const LoadError: Story = {
  render: () => (
    <SearchStoryFrame searchedVal={{ text: 'an', sameRoute: false }} failWith={500} delay={0} />
  ),
};

/** Opened without a search: an invitation to use the field above. */
export const NothingSearched: Story = {
  render: () => <SearchStoryFrame searchedVal={null} />,
};
