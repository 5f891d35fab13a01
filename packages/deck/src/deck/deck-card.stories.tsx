import type { Meta, StoryObj } from '@storybook/react-vite';
import { bubbles, generatedAvatar, wobler } from '../test/deck-fixtures';
import { DeckStoryFrame, StoryBox } from '../test/deck-story-frame';
import { DeckCard, DeckCardSkeleton } from './deck-card';

const meta = {
  title: 'Deck/DeckCard',
  component: DeckCard,
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
  decorators: [
    (Story) => (
      <DeckStoryFrame>
        <StoryBox>
          <Story />
        </StoryBox>
      </DeckStoryFrame>
    ),
  ],
} satisfies Meta<typeof DeckCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture, everything shown, three shared Bubbles. */
export const WithPicture: Story = {
  args: {
    wobler: wobler({
      _id: 'w-mette',
      sharedBubbles: [bubbles.cyclists, bubbles.knitting, bubbles.kayak],
    }),
  },
};

/** 'Show my images to all' is off: the server sends the generated avatar. */
export const GeneratedAvatar: Story = {
  args: {
    wobler: wobler({
      _id: 'w-jonas',
      name: 'Jonas Nielsen',
      age: 27,
      gender: 'male',
      city: 'Aarhus',
      distance: 157,
      image: generatedAvatar('Jonas Nielsen', '#2f5fb3'),
      about: 'Brætspil, bouldering og alt for mange kogebøger.',
      sharedBubbles: [bubbles.kayak],
    }),
  },
};

/** Location and gender hidden, no shared Bubble, no words: only name, age and picture. */
export const HiddenFields: Story = {
  args: {
    wobler: wobler({
      _id: 'w-pia',
      name: 'Pia',
      age: 45,
      gender: null,
      city: null,
      country: null,
      distance: null,
      sharedBubbles: [],
      about: '',
    }),
  },
};

/** The picture cannot be loaded: the initial on the Wobler's colour stands in. */
export const BrokenPicture: Story = {
  args: {
    wobler: wobler({ _id: 'w-broken', name: 'Ødis Brøndum', image: '/no-such-picture.jpg' }),
  },
};

/** A long name, a long place and long words. */
export const LongText: Story = {
  args: {
    wobler: wobler({
      _id: 'w-long',
      name: 'Anne-Sophie Wedel-Heinen Frederiksberg Christiansen',
      city: 'Sønderborg-Nordborg Kommune',
      about:
        'Jeg elsker lange gåture langs Flensborg Fjord, surdejsbrød, strikning på altanen og alt for mange podcasts om historie. Søger nogen at drikke kaffe med om søndagen og måske tage på kajaktur, når vejret tillader det. '.repeat(
          2,
        ),
      sharedBubbles: [bubbles.cyclists, bubbles.knitting, bubbles.kayak, bubbles.cider, bubbles.cyclists].map(
        (bubble, index) => ({ ...bubble, _id: `${bubble._id}-${index}` }),
      ),
    }),
  },
};

export const Danish: Story = {
  args: WithPicture.args,
  globals: { locale: 'da' },
};

/** While the deck loads. */
export const Loading: Story = {
  args: WithPicture.args,
  render: () => <DeckCardSkeleton />,
};
