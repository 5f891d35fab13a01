import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { houseAds } from '../test/deck-fixtures';
import { DeckStoryFrame, StoryBox } from '../test/deck-story-frame';
import { AdCard } from './ad-card';

function adAt(index: number) {
  const ad = houseAds()[index];
  if (!ad) throw new Error(`no house ad ${index}`);
  return ad;
}

const meta = {
  title: 'Deck/AdCard',
  component: AdCard,
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
  args: { ad: adAt(0), onNext: fn() },
  decorators: [
    (Story) => (
      <DeckStoryFrame>
        <StoryBox>
          <Story />
        </StoryBox>
      </DeckStoryFrame>
    ),
  ],
} satisfies Meta<typeof AdCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ad for a page of the product: a router link. */
export const InsideTheProduct: Story = {};

/** An ad for another site: opens in a new tab. */
export const ExternalLink: Story = {
  args: { ad: adAt(2) },
};

export const Danish: Story = {
  args: { ad: adAt(1) },
  globals: { locale: 'da' },
};
