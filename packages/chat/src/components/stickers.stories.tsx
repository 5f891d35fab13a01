import type { Meta, StoryObj } from '@storybook/react-vite';
import { ME, METTE, messageFixture, NOW, seedConversations } from '../test/chat-fixtures';
import { ChatStoryFrame, type ChatStoryFrameProps } from '../test/chat-story-frame';
import { memoryStickers } from '../test/memory-chat-stickers';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { StickerKeyboard } from './sticker-keyboard';

// Stickers and live reactions (spec chat sections 2, 8 and 9): the sticker keyboard loaded,
// loading, empty and in Danish; sticker messages from both sides; the composer's heart with
// the floating hearts.

const meta = {
  title: 'Chat/Stickers',
  component: StickerKeyboard,
  globals: { locale: 'en' },
  parameters: { layout: 'padded' },
  args: { onPick: () => undefined, onClose: () => undefined },
  render: (args) => (
    <div style={{ height: 215, display: 'flex', flexDirection: 'column' }}>
      <StickerKeyboard {...args} />
    </div>
  ),
} satisfies Meta<typeof StickerKeyboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const frame =
  (props: Omit<ChatStoryFrameProps, 'children'> = {}) =>
  (Story: () => React.ReactNode) => (
    <ChatStoryFrame width="min(40rem, 100%)" height={260} start {...props}>
      <Story />
    </ChatStoryFrame>
  );

/** Both sets, the first one active. */
export const Keyboard: Story = { decorators: [frame()] };

/** 'Loading...' while the sets load (the call never answers here). */
export const KeyboardLoading: Story = {
  decorators: [frame({ act: (setup) => void setup.world.stall('extension') })],
};

/** 'No stickers found': no sets, or the call failed. */
export const KeyboardEmpty: Story = {
  decorators: [
    frame({
      act: (setup) => {
        setup.world.stickers = { customStickers: [], defaultStickers: [] };
      },
    }),
  ],
};

export const KeyboardDanish: Story = { globals: { locale: 'da' }, decorators: [frame()] };

const [happy, , , , , , sun] = memoryStickers().defaultStickers;
const stickerData = (sticker = happy) => ({
  customData: { sticker_url: sticker?.stickerUrl ?? '', sticker_name: sticker?.stickerName ?? '' },
});

/** Sticker messages: the image alone, no bubble, one's own on the right. */
export const StickerMessages: Story = {
  decorators: [frame()],
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 8 }}>
      <MessageBubble
        mine={false}
        message={messageFixture({
          type: 'sticker',
          category: 'custom',
          text: undefined,
          data: stickerData(),
        })}
      />
      <MessageBubble
        mine
        message={messageFixture({
          from: ME,
          to: METTE,
          type: 'sticker',
          category: 'custom',
          text: undefined,
          data: stickerData(sun),
          deliveredAt: NOW,
          readAt: NOW,
        })}
      />
    </div>
  ),
};

/** The composer with empty text: the heart in place of Send, the hearts just sent. */
export const LiveHearts: Story = {
  decorators: [
    frame({
      seed: seedConversations,
      act: async (setup) => {
        await setup.store.getState().openConversation(METTE.uid);
        setup.store.getState().sendLiveReaction();
      },
    }),
  ],
  render: () => (
    <div style={{ marginTop: 200 }}>
      <Composer />
    </div>
  ),
};
