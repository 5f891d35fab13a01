import type { Meta, StoryObj } from '@storybook/react-vite';
import { connect, ME, METTE, seedConversations, seedSmartReplies } from '../test/chat-fixtures';
import { ChatStoryFrame, type ChatStoryFrameProps } from '../test/chat-story-frame';
import { useChatStore } from '../store/chat-context';
import { BlockedBanner, HasBlockedMeNotice, RequestBanner } from './banners';
import { Composer } from './composer';

// The composer in its states (spec chat sections 2, 5): normal, editing, uploading, blocked by
// me (disabled under a banner), blocked by them (replaced by the notice), waiting for a request.

function Pane() {
  const hasBlockedMe = useChatStore((state) => state.open?.user.hasBlockedMe ?? false);
  return (
    <div
      style={{
        marginTop: 'auto',
        border: '1px solid var(--wob-border)',
        borderRadius: 16,
        overflow: 'hidden',
      }}
    >
      <RequestBanner />
      <BlockedBanner />
      {hasBlockedMe ? <HasBlockedMeNotice /> : <Composer />}
    </div>
  );
}

const meta = {
  title: 'Chat/Composer',
  component: Composer,
  globals: { locale: 'en' },
  parameters: { layout: 'padded' },
  render: () => <Pane />,
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

const frame = (props: Omit<ChatStoryFrameProps, 'children'>) => (Story: () => React.ReactNode) => (
  <ChatStoryFrame height={360} width="min(40rem, 100%)" start {...props}>
    <Story />
  </ChatStoryFrame>
);

const openMette: ChatStoryFrameProps['act'] = async (setup) => {
  await setup.store.getState().openConversation(METTE.uid);
};

export const Normal: Story = { decorators: [frame({ seed: seedConversations, act: openMette })] };

/** Editing one's own message: the preview above the input, with a close control. */
export const Editing: Story = {
  decorators: [
    frame({
      seed: seedConversations,
      act: async (setup) => {
        await setup.store.getState().openConversation(METTE.uid);
        const mine = setup.store
          .getState()
          .open?.messages.find((message) => message.sender.uid === ME.uid);
        if (mine) setup.store.getState().startEdit(mine);
      },
    }),
  ],
};

/** A picture on its way: the progress bar above the input. */
export const Uploading: Story = {
  decorators: [
    frame({
      seed: seedConversations,
      act: async (setup) => {
        await setup.store.getState().openConversation(METTE.uid);
        setup.world.stall('send');
        void setup.store
          .getState()
          .sendMedia(
            'image',
            new File([new Uint8Array(2_400_000)], 'havnen-i-aften.jpg', { type: 'image/jpeg' }),
          );
        const [muid, upload] = Object.entries(setup.store.getState().uploads)[0] ?? [];
        if (muid && upload)
          setup.store.setState({ uploads: { [muid]: { ...upload, progress: 0.45 } } });
      },
    }),
  ],
};

/** Blocked by me: disabled under a banner with Unblock. */
export const BlockedByMe: Story = {
  decorators: [
    frame({
      seed: (world) => {
        seedConversations(world);
        world.block(ME.uid, METTE.uid);
      },
      act: openMette,
    }),
  ],
};

/** They blocked me: 'This user has blocked you.' instead of the composer. */
export const HasBlockedMe: Story = {
  decorators: [
    frame({
      seed: (world) => {
        seedConversations(world);
        world.block(METTE.uid, ME.uid);
      },
      act: openMette,
    }),
  ],
};

/** My message request waits for them. */
export const RequestWaiting: Story = {
  decorators: [
    frame({
      seed: (world) => {
        world.addToWaiting(ME.uid, METTE.uid);
        world.seed(ME.uid, METTE.uid, {
          text: 'Hej Mette, jeg så, at vi begge løber. Må jeg skrive?',
        });
      },
      act: openMette,
    }),
  ],
};

export const Danish: Story = {
  globals: { locale: 'da' },
  decorators: [
    frame({
      seed: (world) => {
        connect(world, ME.uid, METTE.uid);
        world.block(ME.uid, METTE.uid);
      },
      act: openMette,
    }),
  ],
};

/** Mette's newest message asks something: three smart-reply chips and a close control. */
export const SmartReplies: Story = {
  decorators: [frame({ seed: seedSmartReplies, act: openMette })],
};

/** The same suggestions for a Danish reader. */
export const SmartRepliesDanish: Story = {
  globals: { locale: 'da' },
  decorators: [frame({ seed: seedSmartReplies, act: openMette })],
};
