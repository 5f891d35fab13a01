import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  connect,
  DAY,
  EMIL,
  JONAS,
  ME,
  METTE,
  NOW,
  SOFIE,
  seedConversations,
} from '../test/chat-fixtures';
import { ChatStoryFrame } from '../test/chat-story-frame';
import { ConversationList } from './conversation-list';

const meta = {
  title: 'Chat/ConversationList',
  component: ConversationList,
  globals: { locale: 'en' },
  args: { onChoose: fn(), titleId: 'chats-title' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page without opening a conversation (the page opens one; the list alone does not). */
const listOnly = async (
  setup: Parameters<NonNullable<Parameters<typeof ChatStoryFrame>[0]['act']>>[0],
) => {
  await setup.store.getState().start();
  await setup.store.getState().retryList();
};

const frame =
  (
    seed: Parameters<typeof ChatStoryFrame>[0]['seed'],
    extra: Partial<Parameters<typeof ChatStoryFrame>[0]> = {},
  ) =>
  (Story: () => React.ReactNode) => (
    <ChatStoryFrame seed={seed} height={560} width={320} {...extra} act={extra.act ?? listOnly}>
      <Story />
    </ChatStoryFrame>
  );

/** Latest first, with unread badges, one's own last messages, and someone online. */
export const Conversations: Story = {
  decorators: [
    frame((world) => {
      seedConversations(world);
      world.setPresence(METTE.uid, true);
    }),
  ],
};

/** The list while the first page loads. */
export const Loading: Story = {
  decorators: [
    frame(undefined, {
      act: (setup) => {
        setup.world.stall('conversations');
        void listOnly(setup);
      },
    }),
  ],
};

export const Empty: Story = { decorators: [frame(undefined)] };

/** 'Error in loading chats' with a retry that works. */
export const LoadError: Story = { decorators: [frame((world) => world.failNext('conversations'))] };

/** Long names, many unread messages and someone typing. */
export const LongNamesAndTyping: Story = {
  decorators: [
    frame(
      (world) => {
        seedConversations(world);
        connect(world, ME.uid, EMIL.uid);
        for (let index = 0; index < 120; index += 1) {
          world.seed(
            SOFIE.uid,
            ME.uid,
            { text: `Besked nummer ${index + 1} om strikkeklubben og garnet` },
            { sentAt: NOW - DAY * 8 + index },
          );
        }
        world.seed(
          EMIL.uid,
          ME.uid,
          {
            text: 'En meget lang besked, der bliver klippet af i listen, fordi den ikke kan være på én linje',
          },
          { sentAt: NOW - 10 },
        );
      },
      {
        act: async (setup) => {
          await listOnly(setup);
          const jonas = setup.world.serviceFor(JONAS.uid);
          await jonas.login();
          jonas.startTyping({ receiverId: ME.uid, receiverType: 'user' });
        },
      },
    ),
  ],
};

export const Danish: Story = {
  globals: { locale: 'da' },
  decorators: [frame((world) => seedConversations(world))],
};
