import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MemoryChatWorld } from '../test/memory-chat-world';
import { ME, METTE, messageFixture, pictureUrl } from '../test/chat-fixtures';
import { BubbleStoryFrame } from '../test/chat-story-frame';
import { MessageBubble } from './message-bubble';

// Link previews under text messages: with a picture, text only, and a link without a preview
// (no card at all); on one's own and on the other's bubble.

export const BAKERY = 'https://bageriet.example/smorrebrod';
export const NEWS = 'https://nyheder.example/artikel/42';
export const NOTHING = 'https://example.dk/uden-forhaandsvisning';

function seedPreviews(world: MemoryChatWorld): void {
  world.linkPreviews.set(BAKERY, {
    url: BAKERY,
    title: 'Smørrebrød som hos mormor – Bageriet på hjørnet',
    description:
      'Rugbrød bagt hver morgen, pålæg fra egne køkkener og kaffe fra en lille brænder i Aarhus.',
    siteName: 'Bageriet',
    image: { url: pictureUrl(24), width: 600, height: 400 },
  });
  world.linkPreviews.set(NEWS, {
    url: NEWS,
    title: 'A long headline that goes on and on to show how the card cuts a title after two lines',
    description: null,
    siteName: null,
    image: null,
  });
}

const meta = {
  title: 'Chat/LinkPreview',
  component: MessageBubble,
  globals: { locale: 'en' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <BubbleStoryFrame seed={seedPreviews} start>
        <Story />
      </BubbleStoryFrame>
    ),
  ],
  args: { message: messageFixture(), mine: false },
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

const bubbles = () => (
  <>
    <MessageBubble mine={false} message={messageFixture({ text: `Skal vi? ${BAKERY}` })} />
    <MessageBubble
      mine
      message={messageFixture({ from: ME, to: METTE, text: `Have you read this? ${NEWS}` })}
    />
    <MessageBubble mine={false} message={messageFixture({ text: `And this: ${NOTHING}` })} />
  </>
);

export const LinkPreviews: Story = { render: bubbles };

export const Danish: Story = { globals: { locale: 'da' }, render: bubbles };
