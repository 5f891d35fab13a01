import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  connect,
  DAY,
  EMIL,
  JONAS,
  ME,
  METTE,
  MINUTE,
  NOW,
  seedConversations,
  seedMedia,
} from '../test/chat-fixtures';
import type { ChatSetup } from '../test/chat-fixtures';
import { ChatStoryFrame, type ChatStoryFrameProps } from '../test/chat-story-frame';
import type { MemoryChatWorld } from '../test/memory-chat-world';
import { ChatPage } from './chat-page';

// The whole /chat screen on the memory chat: at phone size (one pane at a time) and on a
// desktop (three panes), in its loading, error, empty, request and blocked states.

const meta = {
  title: 'Chat/ChatPage',
  component: ChatPage,
  globals: { locale: 'en' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const frame = (props: Omit<ChatStoryFrameProps, 'children'>) => (Story: () => React.ReactNode) => (
  <ChatStoryFrame {...props}>
    <Story />
  </ChatStoryFrame>
);

function lively(world: MemoryChatWorld) {
  seedConversations(world);
  seedMedia(world);
  world.seed(
    METTE.uid,
    ME.uid,
    { text: 'Det gik fint, 10 km på under en time 🎉' },
    { sentAt: NOW - 20 * MINUTE, read: true },
  );
  world.seed(ME.uid, METTE.uid, { text: 'Sejt! 👏' }, { sentAt: NOW - 19 * MINUTE, read: true });
  world.seed(
    METTE.uid,
    ME.uid,
    { text: 'Skal vi tage en kop kaffe bagefter næste gang?' },
    { sentAt: NOW - 5 * MINUTE },
  );
  world.setPresence(METTE.uid, true);
  world.setPresence(JONAS.uid, false, NOW - DAY - 3 * 60 * MINUTE);
}

/** Mette's question with two replies in its thread. */
function threaded(world: MemoryChatWorld) {
  lively(world);
  const parent = world.seed(
    METTE.uid,
    ME.uid,
    { text: 'Hvem tager kage med på lørdag?' },
    { sentAt: NOW - 4 * MINUTE, read: true },
  );
  const replies = [
    world.seed(
      ME.uid,
      METTE.uid,
      { text: 'Det gør jeg! 🍰' },
      { sentAt: NOW - 3 * MINUTE, read: true },
    ),
    world.seed(
      METTE.uid,
      ME.uid,
      { text: 'Perfekt, så tager jeg kaffe med' },
      { sentAt: NOW - 2 * MINUTE },
    ),
  ];
  for (const reply of replies) reply.parentMessageId = parent.id;
  parent.replyCount = replies.length;
}

async function openThread(setup: ChatSetup) {
  await setup.store.getState().openConversation(METTE.uid);
  const parent = setup.store
    .getState()
    .open?.messages.find((message) => message.text === 'Hvem tager kage med på lørdag?');
  if (parent) await setup.store.getState().openThread(parent);
}

/** The thread pane beside the messages: the parent, "2 replies", the replies and a composer. */
export const DesktopThread: Story = {
  decorators: [frame({ seed: threaded, start: true, act: openThread })],
};

/** On a phone the thread fills the screen. */
export const PhoneThread: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [frame({ seed: threaded, start: true, act: openThread })],
};

/** Three panes: the list, Mette's conversation with every kind of message, and her details. */
export const Desktop: Story = {
  args: { defaultDetailsOpen: true },
  decorators: [frame({ seed: lively })],
};

/** A phone: the list first; choosing a chat shows it, the back button brings the list back. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [frame({ seed: lively })],
};

/** A phone that came from a profile's Message button: that chat opens at once. */
export const PhoneFromProfile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [frame({ seed: lively, selected: { id: JONAS.uid, name: JONAS.name } })],
};

/** The first load: the list loading, then the first conversation's messages loading. */
export const Loading: Story = {
  decorators: [
    frame({ seed: seedConversations, act: (setup) => void setup.world.stall('conversations') }),
  ],
};

/** 'Log in error, reload'. */
export const LoginError: Story = {
  decorators: [frame({ seed: (world) => world.failNext('login', 'login') })],
};

/** Nobody to chat with yet. */
export const NoChats: Story = { decorators: [frame({})] };

/** Emil's message request, opened from his profile: Accept Message or Reject & Block. */
export const MessageRequest: Story = {
  decorators: [
    frame({
      seed: (world) => {
        seedConversations(world);
        world.addToWaiting(EMIL.uid, ME.uid);
        world.seed(
          EMIL.uid,
          ME.uid,
          { text: 'Hej Karen! Jeg så, at vi begge er med i Copenhagen Cyclists. Må jeg skrive?' },
          { sentAt: NOW - 3 * MINUTE },
        );
      },
      selected: { id: EMIL.uid, name: EMIL.name },
    }),
  ],
};

/** I blocked Jonas: the banner and the disabled composer; his chat left the list. */
export const BlockedByMe: Story = {
  decorators: [
    frame({
      seed: (world) => {
        seedConversations(world);
        world.block(ME.uid, JONAS.uid);
      },
      selected: { id: JONAS.uid, name: JONAS.name },
    }),
  ],
};

/** 50,000 messages: the list is virtualised and pages older ones as it scrolls up. */
export const FiftyThousandMessages: Story = {
  decorators: [
    frame({
      seed: (world) => {
        connect(world, ME.uid, METTE.uid);
        for (let index = 0; index < 50_000; index += 1) {
          const mine = index % 3 === 0;
          world.seed(
            mine ? ME.uid : METTE.uid,
            mine ? METTE.uid : ME.uid,
            { text: `Besked ${index + 1}` },
            {
              sentAt: NOW - (50_000 - index) * 20 * MINUTE,
              read: true,
            },
          );
        }
      },
    }),
  ],
};

export const DesktopDanish: Story = {
  globals: { locale: 'da' },
  args: { defaultDetailsOpen: true },
  decorators: [frame({ seed: lively })],
};

export const PhoneDanish: Story = {
  globals: { locale: 'da', viewport: { value: 'mobile1', isRotated: false } },
  decorators: [frame({ seed: lively, selected: { id: METTE.uid, name: METTE.name } })],
};
