import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMIL, JONAS, ME, METTE, seedConversations, SOFIE } from '../test/chat-fixtures';
import { ChatStoryFrame, type ChatStoryFrameProps } from '../test/chat-story-frame';
import { pollFixture } from '../test/poll-fixtures';
import { CreatePollDialog } from './create-poll-dialog';
import { MessageBubble } from './message-bubble';

// Polls (spec chat sections 2, 5, 8 and 9): the poll message with no votes, some votes, an
// option over 90 % (its text white), one's own vote, one's own poll, in dark mode and in
// Danish; the create-poll modal empty, with the blank-field messages, and while creating.

const meta = {
  title: 'Chat/Polls',
  component: MessageBubble,
  globals: { locale: 'en' },
  parameters: { layout: 'padded' },
  args: { mine: false, message: pollFixture(), me: ME.uid },
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

const frame =
  (props: Omit<ChatStoryFrameProps, 'children'> = {}) =>
  (Story: () => React.ReactNode) => (
    <ChatStoryFrame width="min(40rem, 100%)" start {...props}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 8 }}>
        <Story />
      </div>
    </ChatStoryFrame>
  );

/** Received, no one has voted: every option is a button. */
export const NoVotes: Story = { decorators: [frame()] };

/** Some votes, with who voted under each option. */
export const SomeVotes: Story = {
  decorators: [frame()],
  args: {
    message: pollFixture({
      options: [
        { text: 'Pizza', voters: [METTE, JONAS] },
        { text: 'Sushi', voters: [SOFIE] },
        { text: 'Smørrebrød' },
      ],
    }),
  },
};

const landslide = pollFixture({
  question: 'Skal vi mødes kl. 18?',
  options: [
    {
      text: 'Ja',
      voters: [
        METTE,
        JONAS,
        SOFIE,
        EMIL,
        ...Array.from({ length: 15 }, (_, at) => ({
          uid: `guest-${at}`,
          name: `Gæst ${at + 1}`,
        })),
      ],
    },
    { text: 'Nej', voters: [{ uid: 'guest-late', name: 'Gæst 20' }] },
  ],
});

/** 95 %: the bar covers the option, its text white. */
export const OverNinetyPercent: Story = { decorators: [frame()], args: { message: landslide } };

/** I voted: my option is marked, the options are no longer buttons. */
export const Voted: Story = {
  decorators: [frame()],
  args: {
    message: pollFixture({
      options: [
        { text: 'Pizza', voters: [ME, METTE] },
        { text: 'Sushi', voters: [JONAS] },
      ],
    }),
  },
};

/** My own poll, on the right. */
export const Mine: Story = {
  decorators: [frame()],
  args: {
    mine: true,
    message: pollFixture({
      from: ME,
      to: METTE,
      options: [{ text: 'Bio', voters: [METTE] }, { text: 'Bowling' }],
    }),
  },
};

/** Dark mode: received with votes, and mine. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  decorators: [frame()],
  render: () => (
    <>
      <MessageBubble mine={false} message={landslide} me={ME.uid} />
      <MessageBubble
        mine
        me={ME.uid}
        message={pollFixture({
          from: ME,
          to: METTE,
          options: [
            { text: 'Bio', voters: [METTE, ME] },
            { text: 'Bowling', voters: [JONAS] },
          ],
        })}
      />
    </>
  ),
};

/** In Danish, with some votes. */
export const Danish: Story = {
  globals: { locale: 'da' },
  decorators: [frame()],
  args: SomeVotes.args,
};

const openMette = (setup: Parameters<NonNullable<ChatStoryFrameProps['act']>>[0]) =>
  setup.store.getState().openConversation(METTE.uid);

/** The create-poll modal as it opens: the question focused, two fixed options. */
export const CreateEmpty: Story = {
  decorators: [frame({ seed: seedConversations, act: openMette })],
  render: () => <CreatePollDialog onClose={() => undefined} />,
};

/** Create pressed with blanks: 'Please Enter Question', 'Please Enter Option'. */
export const CreateWithErrors: Story = {
  decorators: [frame({ seed: seedConversations, act: openMette })],
  render: () => (
    <CreatePollDialog
      onClose={() => undefined}
      initialOptions={['Pizza', '', '']}
      initialErrors={{
        question: 'validation:poll.questionRequired',
        'options.1': 'validation:poll.optionRequired',
        'options.2': 'validation:poll.optionRequired',
      }}
    />
  ),
};

/** Creating: Create is busy and disabled until the service answers (it never does here). */
export const Creating: Story = {
  decorators: [
    frame({
      seed: seedConversations,
      act: async (setup) => {
        await openMette(setup);
        setup.world.stall('send');
        void setup.store.getState().createPoll({ question: 'Kaffe?', options: ['Ja', 'Nej'] });
      },
    }),
  ],
  render: () => (
    <CreatePollDialog
      onClose={() => undefined}
      initialQuestion="Kaffe?"
      initialOptions={['Ja', 'Nej']}
    />
  ),
};
