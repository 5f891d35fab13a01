import type { Meta, StoryObj } from '@storybook/react-vite';
import { ME, METTE, messageFixture, NOW, pictureUrl, silenceUrl } from '../test/chat-fixtures';
import { BubbleStoryFrame } from '../test/chat-story-frame';
import { MessageBubble } from './message-bubble';

// Every bubble type and every delivery state of spec chat sections 4, 5 and 9.

const meta = {
  title: 'Chat/MessageBubble',
  component: MessageBubble,
  globals: { locale: 'en' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <BubbleStoryFrame>
        <Story />
      </BubbleStoryFrame>
    ),
  ],
  args: { message: messageFixture(), mine: false },
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

const mine = { from: ME, to: METTE };

/** Sending, sent, delivered, seen and error, in the order of spec section 4. */
export const DeliveryStates: Story = {
  render: () => (
    <>
      <MessageBubble
        mine
        message={messageFixture({
          ...mine,
          id: 'local-a',
          text: 'Sending…',
          local: { state: 'sending' },
          sentAt: 0,
        })}
      />
      <MessageBubble mine message={messageFixture({ ...mine, text: 'Sent' })} />
      <MessageBubble
        mine
        message={messageFixture({ ...mine, text: 'Delivered', deliveredAt: NOW })}
      />
      <MessageBubble
        mine
        message={messageFixture({ ...mine, text: 'Seen', deliveredAt: NOW, readAt: NOW })}
      />
      <MessageBubble
        mine
        onRetry={() => undefined}
        message={messageFixture({
          ...mine,
          id: 'local-b',
          text: 'This one failed',
          local: { state: 'error', error: 'There was a network error.' },
          sentAt: 0,
        })}
      />
    </>
  ),
};

/** Text from them and from me, a long text wrapping at 65 %, and an edited one. */
export const Text: Story = {
  render: () => (
    <>
      <MessageBubble
        mine={false}
        message={messageFixture({ text: 'Hej Karen! Skal vi cykle rundt om søerne i weekenden?' })}
      />
      <MessageBubble
        mine
        onEdit={() => undefined}
        onDelete={() => undefined}
        message={messageFixture({
          ...mine,
          text: 'Gerne!\nLørdag kl. 10 ved Dronning Louises Bro?',
          readAt: NOW,
          deliveredAt: NOW,
        })}
      />
      <MessageBubble
        mine={false}
        message={messageFixture({
          text: 'En lang besked, der bryder over flere linjer, fordi en boble højst må fylde 65 procent af bredden. Https://eksempel.dk/en-meget-lang-adresse-uden-mellemrum-som-skal-brydes',
        })}
      />
      <MessageBubble
        mine
        message={messageFixture({
          ...mine,
          text: 'Rettet: kl. 10.30',
          editedAt: NOW,
          deliveredAt: NOW,
        })}
      />
    </>
  ),
};

/** Emoji-only text: 48 px for one, 36 px for two, 24 px for more. */
export const EmojiOnly: Story = {
  render: () => (
    <>
      <MessageBubble mine={false} message={messageFixture({ text: '🎉' })} />
      <MessageBubble mine message={messageFixture({ ...mine, text: '☕️🥐', deliveredAt: NOW })} />
      <MessageBubble mine={false} message={messageFixture({ text: '🚴‍♀️🌞🌊🇩🇰' })} />
    </>
  ),
};

/** Emoji within text: the picker's Twemoji images at the text's size, whatever the system font. */
export const EmojiInText: Story = {
  render: () => (
    <>
      <MessageBubble
        mine={false}
        message={messageFixture({ text: 'Tak for i går 😄 Ses vi på søndag? 🚴‍♀️🌞' })}
      />
      <MessageBubble
        mine
        message={messageFixture({
          ...mine,
          text: 'Ja! 👍🏽 Jeg tager kaffe med ☕️',
          deliveredAt: NOW,
        })}
      />
    </>
  ),
};

/** A picture (at most 300 × 200; a click opens the viewer), audio, a file, a video. */
export const Media: Story = {
  render: () => (
    <>
      <MessageBubble
        mine={false}
        message={messageFixture({ type: 'image', text: undefined, data: { url: pictureUrl(200) } })}
      />
      <MessageBubble
        mine
        message={messageFixture({
          ...mine,
          type: 'image',
          text: undefined,
          data: { url: pictureUrl(20) },
          readAt: NOW,
          deliveredAt: NOW,
        })}
      />
      <MessageBubble
        mine={false}
        message={messageFixture({ type: 'audio', text: undefined, data: { url: silenceUrl() } })}
      />
      <MessageBubble
        mine
        message={messageFixture({
          ...mine,
          type: 'file',
          text: undefined,
          deliveredAt: NOW,
          data: {
            attachments: [
              {
                name: 'løberute-søndag.pdf',
                extension: 'pdf',
                mimeType: 'application/pdf',
                size: 1_480_000,
                url: 'data:application/pdf;base64,JVBERi0=',
              },
            ],
          },
        })}
      />
      <MessageBubble
        mine={false}
        message={messageFixture({
          type: 'video',
          text: undefined,
          data: { url: 'data:video/mp4;base64,' },
        })}
      />
    </>
  ),
};

/** A picture that cannot load: tried again after 800 ms, then a placeholder with a retry. */
export const ImageLoadFailure: Story = {
  render: () => (
    <MessageBubble
      mine={false}
      message={messageFixture({
        type: 'image',
        text: undefined,
        data: { url: 'data:image/png;base64,broken' },
      })}
    />
  ),
};

/** Deleted messages: theirs and mine. */
export const Deleted: Story = {
  render: () => (
    <>
      <MessageBubble mine={false} message={messageFixture({ text: undefined, deletedAt: NOW })} />
      <MessageBubble
        mine
        message={messageFixture({ ...mine, text: undefined, deletedAt: NOW, deliveredAt: NOW })}
      />
    </>
  ),
};

export const Danish: Story = {
  globals: { locale: 'da' },
  render: () => (
    <>
      <MessageBubble mine={false} message={messageFixture({ text: undefined, deletedAt: NOW })} />
      <MessageBubble
        mine
        message={messageFixture({
          ...mine,
          text: 'Rettet',
          editedAt: NOW,
          deliveredAt: NOW,
          readAt: NOW,
        })}
      />
      <MessageBubble
        mine
        onRetry={() => undefined}
        message={messageFixture({
          ...mine,
          id: 'local-c',
          text: 'Ikke sendt',
          local: { state: 'error', error: 'Der opstod en netværksfejl.' },
          sentAt: 0,
        })}
      />
    </>
  ),
};
