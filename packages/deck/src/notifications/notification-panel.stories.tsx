import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { NotificationPanel } from './notification-panel';
import {
  bubbleNotifications,
  connection,
  demoConnections,
  demoNotifications,
  NOTIFICATIONS_NOW,
  notification,
  notifications,
  woblers,
} from './test/notification-fixtures';
import { BellStoryFrame, type BellStoryFrameProps } from './test/story-frame';

/** The popover's box, without the popover: the panel as the bell shows it. */
function PanelBox({ children }: { children: ReactNode }) {
  return (
    <div style={{ padding: 'var(--wob-space-4)' }}>
      <div
        className="wob-popover wob-notification-popover"
        style={{
          position: 'relative',
          width: 'min(26rem, 100%)',
          height: '36rem',
          margin: '0 auto',
        }}
      >
        <div className="wob-notification-dialog">{children}</div>
      </div>
    </div>
  );
}

function frame(props: Omit<BellStoryFrameProps, 'children'>) {
  return (Story: () => ReactNode) => (
    <BellStoryFrame delay={0} {...props}>
      <PanelBox>
        <Story />
      </PanelBox>
    </BellStoryFrame>
  );
}

const meta = {
  title: 'Notifications/NotificationPanel',
  component: NotificationPanel,
  args: { now: NOTIFICATIONS_NOW, timeZone: 'UTC' },
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof NotificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing yet: 'No notifications found', and where connections will appear. */
export const Empty: Story = { decorators: [frame({})] };

export const Loading: Story = { decorators: [frame({ loading: true })] };

export const LoadError: Story = { decorators: [frame({ failWith: 500 })] };

/** Likes only: two new ones (marked), older ones seen, 'Show more' for the rest. */
export const WithItems: Story = {
  decorators: [
    frame({
      docs: [
        notification({ _id: 's-1', user: woblers.anders, dated: '2026-11-22T14:05:00Z' }),
        notification({ _id: 's-2', user: woblers.jonas, dated: '2026-11-22T08:40:00Z' }),
        ...notifications(34, { seen: true, from: 20 }),
      ],
    }),
  ],
};

/** Connections first, then the likes, as a person with a little history sees it. */
export const WithConnections: Story = {
  decorators: [frame({ docs: demoNotifications(), connections: demoConnections() })],
};

/** More than three connections: 'Show all'. Long names wrap or shorten. */
export const ManyConnections: Story = {
  decorators: [
    frame({
      docs: demoNotifications(),
      connections: Object.values(woblers).map((user, index) =>
        connection(user, new Date(NOTIFICATIONS_NOW.getTime() - index * 86_400_000).toISOString()),
      ),
    }),
  ],
};

export const Danish: Story = {
  globals: { locale: 'da' },
  decorators: [frame({ docs: demoNotifications(), connections: demoConnections() })],
};

/** Bubble news among the likes: a join request, an approval and a reply, each with its icon. */
export const BubbleNews: Story = {
  decorators: [
    frame({
      docs: [...bubbleNotifications(), ...demoNotifications()],
      connections: demoConnections(),
    }),
  ],
};

export const BubbleNewsDanish: Story = {
  globals: { locale: 'da' },
  decorators: [
    frame({
      docs: [...bubbleNotifications(), ...demoNotifications()],
      connections: demoConnections(),
    }),
  ],
};
