import type { Meta, StoryObj } from '@storybook/react-vite';
import { bubbles, generatedAvatar, NO_RELATION, wobler } from '../test/deck-fixtures';
import { DeckStoryFrame, never } from '../test/deck-story-frame';
import { ViewWoblerPage } from './view-wobler-page';

const PATH = '/view-wobler/:id';
const URL = '/view-wobler/w1';

const mette = wobler({
  _id: 'w1',
  sharedBubbles: [bubbles.cyclists, bubbles.knitting],
  about:
    'Løber langs søerne hver morgen og leder efter nogen at dele en kop kaffe med bagefter.\nOm vinteren strikker jeg, om sommeren cykler jeg til Dragør.',
});

const meta = {
  title: 'Profile/ViewWoblerPage',
  component: ViewWoblerPage,
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof ViewWoblerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Someone from the deck: like, save, message, report, block. They already like you. */
export const Profile: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame path={PATH} url={URL} woblers={[mette]} likedBy={['w1']}>
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

/** A connection: Connected, Message first, and Remove connection. */
export const Connected: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame
        path={PATH}
        url={URL}
        woblers={[{ ...mette, relation: { ...NO_RELATION, liked: true, isMatched: true, saved: true } }]}
      >
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

/** Place, gender and picture hidden, and no messages: nothing of it is shown. */
export const Private: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame
        path={PATH}
        url={URL}
        woblers={[
          wobler({
            _id: 'w1',
            name: 'Pia',
            age: 45,
            image: generatedAvatar('Pia', '#7b3fa0'),
            gender: null,
            city: null,
            country: null,
            distance: null,
            sharedBubbles: [],
            about: '',
            canMessage: false,
          }),
        ]}
      >
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

/** Blocked by the person: the way to undo it. */
export const Blocked: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame
        path={PATH}
        url={URL}
        woblers={[{ ...mette, relation: { ...NO_RELATION, blockedByMe: true } }]}
      >
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

/** Gone, or they blocked the person (the server's 404). */
export const NotFound: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame path={PATH} url="/view-wobler/gone" woblers={[mette]}>
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

export const Loading: Story = {
  decorators: [
    (Story) => (
      <DeckStoryFrame path={PATH} url={URL} handlers={{ getWobler: never }}>
        <Story />
      </DeckStoryFrame>
    ),
  ],
};

export const Danish: Story = {
  globals: { locale: 'da' },
  decorators: Connected.decorators,
};
