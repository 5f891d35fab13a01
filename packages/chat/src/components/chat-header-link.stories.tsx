import type { Meta, StoryObj } from '@storybook/react-vite';
import { seedConversations } from '../test/chat-fixtures';
import { ChatStoryFrame } from '../test/chat-story-frame';
import { ChatHeaderLink } from './chat-header-link';

// The header's message icon with the unread total, for apps/web's signed-in header.

const meta = {
  title: 'Chat/ChatHeaderLink',
  component: ChatHeaderLink,
  globals: { locale: 'en' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChatHeaderLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread messages from Mette. */
export const WithUnread: Story = {
  decorators: [
    (Story) => (
      <ChatStoryFrame seed={seedConversations} path="/">
        <Story />
      </ChatStoryFrame>
    ),
  ],
};

export const NothingUnread: Story = {
  decorators: [
    (Story) => (
      <ChatStoryFrame path="/">
        <Story />
      </ChatStoryFrame>
    ),
  ],
};

export const Danish: Story = {
  globals: { locale: 'da' },
  decorators: [
    (Story) => (
      <ChatStoryFrame seed={seedConversations} path="/">
        <Story />
      </ChatStoryFrame>
    ),
  ],
};
