import type { Meta, StoryObj } from '@storybook/react-vite';
import { JONAS, ME, METTE, SOFIE } from '../test/chat-fixtures';
import { groupCallCases, oneToOneCallCases, seedCallHistory } from '../test/call-message-fixtures';
import {
  BubbleStoryFrame,
  ChatStoryFrame,
  type ChatStoryFrameProps,
} from '../test/chat-story-frame';
import { CallBubble } from './call-bubble';
import { ChatPage } from './chat-page';

// Call messages (spec chat section 5): every one-to-one case (each status, outgoing and
// incoming, audio and video), a group call's actions, dark and Danish; and /chat with calls in
// a conversation and as a conversation's last message, on a desktop and a phone.

const meta = {
  title: 'Chat/CallBubble',
  component: CallBubble,
  globals: { locale: 'en' },
  parameters: { layout: 'padded' },
  args: { message: oneToOneCallCases()[0] ?? ({} as never), me: ME.uid },
} satisfies Meta<typeof CallBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

const bubbles = (Story: () => React.ReactNode) => (
  <BubbleStoryFrame>
    <Story />
  </BubbleStoryFrame>
);

const oneToOne = oneToOneCallCases();
const group = groupCallCases({ jonas: JONAS, sofie: SOFIE });

/** Each status, my calls and Mette's, audio and video: missed ones in the danger colour. */
export const OneToOne: Story = {
  decorators: [bubbles],
  render: () => (
    <>
      {oneToOne.map((message) => (
        <CallBubble key={message.id} message={message} me={ME.uid} />
      ))}
    </>
  ),
};

/** A group call: who started it, joined, declined and left; its end; missed ones. */
export const Group: Story = {
  decorators: [bubbles],
  render: () => (
    <>
      {group.map((message) => (
        <CallBubble key={message.id} message={message} me={ME.uid} />
      ))}
    </>
  ),
};

/** Dark mode. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  decorators: [bubbles],
  render: () => (
    <>
      {oneToOne.map((message) => (
        <CallBubble key={message.id} message={message} me={ME.uid} />
      ))}
    </>
  ),
};

/** In Danish, one-to-one and in a group. */
export const Danish: Story = {
  globals: { locale: 'da' },
  decorators: [bubbles],
  render: () => (
    <>
      {[...oneToOne, ...group].map((message) => (
        <CallBubble key={message.id} message={message} me={ME.uid} />
      ))}
    </>
  ),
};

const page =
  (props: Omit<ChatStoryFrameProps, 'children'> = {}) =>
  (Story: () => React.ReactNode) => (
    <ChatStoryFrame seed={seedCallHistory} {...props}>
      <Story />
    </ChatStoryFrame>
  );

/** /chat with calls: the bubbles among Mette's messages, the last calls in the list. */
export const InChatDesktop: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [page({ selected: { id: METTE.uid, name: METTE.name } })],
  render: () => <ChatPage />,
};

/** The same on a phone. */
export const InChatPhone: Story = {
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [page({ selected: { id: METTE.uid, name: METTE.name } })],
  render: () => <ChatPage />,
};
