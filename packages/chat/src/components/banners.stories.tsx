import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMIL, ME, METTE, seedConversations } from '../test/chat-fixtures';
import { ChatStoryFrame, type ChatStoryFrameProps } from '../test/chat-story-frame';
import { BlockedBanner, HasBlockedMeNotice, RequestBanner } from './banners';

// The message-request banner and the block banners of spec chat section 4.

const meta = {
  title: 'Chat/Banners',
  component: RequestBanner,
  globals: { locale: 'en' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RequestBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const frame = (props: Omit<ChatStoryFrameProps, 'children'>) => (Story: () => React.ReactNode) => (
  <ChatStoryFrame width="min(40rem, 100%)" start {...props}>
    <Story />
  </ChatStoryFrame>
);

const openEmil: ChatStoryFrameProps['act'] = async (setup) => {
  await setup.store.getState().openConversation(EMIL.uid);
  await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Emil's request waits for me: Accept Message and Reject & Block. */
export const AcceptOrReject: Story = {
  decorators: [
    frame({
      seed: (world) => {
        world.addToWaiting(EMIL.uid, ME.uid);
        world.seed(EMIL.uid, ME.uid, { text: 'Hej Karen, må jeg skrive til dig?' });
      },
      act: openEmil,
    }),
  ],
};

/** Only Emil liked me: Like Back. */
export const LikeBack: Story = {
  decorators: [frame({ seed: (world) => void world.like(EMIL.uid, ME.uid), act: openEmil })],
};

/** I blocked Mette: the banner over the disabled composer. */
export const Blocked: Story = {
  render: () => <BlockedBanner />,
  decorators: [
    frame({
      seed: (world) => {
        seedConversations(world);
        world.block(ME.uid, METTE.uid);
      },
      act: (setup) => setup.store.getState().openConversation(METTE.uid),
    }),
  ],
};

/** Mette blocked me: the notice that replaces the composer. */
export const HasBlockedMe: Story = {
  render: () => <HasBlockedMeNotice />,
  decorators: [frame({})],
};

export const Danish: Story = {
  globals: { locale: 'da' },
  decorators: [
    frame({
      seed: (world) => {
        world.addToWaiting(EMIL.uid, ME.uid);
        world.seed(EMIL.uid, ME.uid, { text: 'Hej Karen, må jeg skrive til dig?' });
      },
      act: openEmil,
    }),
  ],
};
