import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationBell } from './notification-bell';
import {
  demoConnections,
  demoNotifications,
  NOTIFICATIONS_NOW,
  notifications,
} from './test/notification-fixtures';
import { BellStoryFrame, HeaderFrame } from './test/story-frame';

const meta = {
  title: 'Notifications/NotificationBell',
  component: NotificationBell,
  args: { now: NOTIFICATIONS_NOW, timeZone: 'UTC' },
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything seen: no badge. */
export const NoneUnseen: Story = {
  decorators: [
    (Story) => (
      <BellStoryFrame docs={notifications(4, { seen: true })}>
        <HeaderFrame>
          <Story />
        </HeaderFrame>
      </BellStoryFrame>
    ),
  ],
};

export const ThreeUnseen: Story = {
  decorators: [
    (Story) => (
      <BellStoryFrame docs={[...notifications(3), ...notifications(2, { seen: true, from: 4 })]}>
        <HeaderFrame>
          <Story />
        </HeaderFrame>
      </BellStoryFrame>
    ),
  ],
};

/** Above nine the badge says 9+; the accessible name keeps the real count. */
export const TwelveUnseen: Story = {
  decorators: [
    (Story) => (
      <BellStoryFrame docs={notifications(12)}>
        <HeaderFrame>
          <Story />
        </HeaderFrame>
      </BellStoryFrame>
    ),
  ],
};

/** Opened: connections first, then the likes; the new ones keep their mark while open. */
export const Open: Story = {
  args: { defaultOpen: true },
  decorators: [
    (Story) => (
      <BellStoryFrame docs={demoNotifications()} connections={demoConnections()} delay={0}>
        <HeaderFrame>
          <Story />
        </HeaderFrame>
      </BellStoryFrame>
    ),
  ],
};

export const OpenDanish: Story = {
  args: { defaultOpen: true },
  globals: { locale: 'da' },
  decorators: [
    (Story) => (
      <BellStoryFrame docs={demoNotifications()} connections={demoConnections()} delay={0}>
        <HeaderFrame>
          <Story />
        </HeaderFrame>
      </BellStoryFrame>
    ),
  ],
};
