import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ChatSetup, ME, METTE, seedConversations } from '../test/chat-fixtures';
import { ChatStoryFrame, type ChatStoryFrameProps } from '../test/chat-story-frame';
import { ThreadPane } from './thread-pane';

// The thread pane (spec chat section 2, 400 px): the parent message, the separator ("1 reply"
// only for exactly one), the replies from both sides and the composer that answers in the
// thread; with no replies yet, while loading, after a failure, and in Danish.

const QUESTION = 'Skal vi tage en kop kaffe bagefter næste gang?';

const meta = {
  title: 'Chat/Thread pane',
  component: ThreadPane,
  globals: { locale: 'en' },
  parameters: { layout: 'padded' },
  args: { id: 'thread', titleId: 'thread-title', onClose: () => undefined },
} satisfies Meta<typeof ThreadPane>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replies Mette (`from: METTE`) and Karen (`from: ME`) wrote in the question's thread. */
async function reply(setup: ChatSetup, from: string, text: string, index: number) {
  const service = from === ME.uid ? setup.service : setup.world.serviceFor(from);
  if (from !== ME.uid) await service.login();
  const parent = setup.world.messages.find((message) => message.text === QUESTION);
  await service.sendMessage({
    receiverId: from === ME.uid ? METTE.uid : ME.uid,
    receiverType: 'user',
    muid: `story-thread-${index}`,
    text,
    parentMessageId: parent?.id,
  });
}

/** Opens the thread of Mette's question (its conversation is open). */
async function openThread(setup: ChatSetup) {
  const parent = setup.store.getState().open?.messages.find((message) => message.text === QUESTION);
  if (parent) await setup.store.getState().openThread(parent);
}

const frame =
  (
    replies: Array<[string, string]>,
    props: Omit<ChatStoryFrameProps, 'children' | 'act'> & {
      before?: (setup: ChatSetup) => void;
      /** Show the pane without waiting for its replies (they never come). */
      pending?: boolean;
    } = {},
  ) =>
  (Story: () => React.ReactNode) => (
    <ChatStoryFrame
      width="min(400px, 100%)"
      height={560}
      start
      seed={seedConversations}
      {...props}
      act={async (setup) => {
        for (const [index, [from, text]] of replies.entries()) {
          await reply(setup, from, text, index);
        }
        await setup.store.getState().openConversation(METTE.uid);
        props.before?.(setup);
        const opening = openThread(setup);
        if (!props.pending) await opening;
      }}
    >
      <Story />
    </ChatStoryFrame>
  );

const CONVERSATION: Array<[string, string]> = [
  [ME.uid, 'Ja, gerne! Torsdag efter træning?'],
  [METTE.uid, 'Super, jeg tager kage med 🍰'],
  [ME.uid, 'Så tager jeg termokanden'],
];

/** Three replies from both sides under the parent: "3 replies". */
export const Replies: Story = { decorators: [frame(CONVERSATION)] };

/** Exactly one reply: the singular "1 reply". */
export const OneReply: Story = { decorators: [frame(CONVERSATION.slice(0, 1))] };

/** No replies yet: the parent, "0 replies" and the empty text above the composer. */
export const Empty: Story = { decorators: [frame([])] };

/** The replies are still loading (the fetch never answers here). */
export const Loading: Story = {
  decorators: [
    frame(CONVERSATION, {
      pending: true,
      before: (setup) => void setup.world.stall('messages'),
    }),
  ],
};

/** The replies could not be loaded: the error with a retry. */
export const LoadError: Story = {
  decorators: [frame(CONVERSATION, { before: (setup) => setup.world.failNext('messages') })],
};

export const Danish: Story = { globals: { locale: 'da' }, decorators: [frame(CONVERSATION)] };
