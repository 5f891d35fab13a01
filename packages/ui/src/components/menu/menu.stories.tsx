import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Settings, Star, Users } from 'lucide-react';
import { fn } from 'storybook/test';
import { Menu } from './menu';

const meta = {
  title: 'React Aria/Menu',
  component: Menu,
  args: {
    triggerLabel: 'Menu',
    onAction: fn(),
    items: [
      { id: 'all-woblers', label: 'All Woblers', icon: <Users /> },
      { id: 'premium', label: 'Premium', icon: <Star /> },
      { id: 'settings', label: 'Settings', icon: <Settings /> },
      { id: 'logout', label: 'Log out', icon: <LogOut />, isDanger: true },
    ],
  },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          minHeight: 320,
        }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hamburger: Story = {};
export const TextTrigger: Story = {
  args: {
    trigger: 'Mere',
    triggerVariant: 'secondary',
    triggerLabel: 'Flere handlinger',
    placement: 'bottom start',
  },
};
export const DanishLabels: Story = {
  args: {
    triggerLabel: 'Menu',
    items: [
      { id: 'all-woblers', label: 'Alle Woblers', icon: <Users /> },
      { id: 'premium', label: 'Premium-medlemskab og betaling', icon: <Star /> },
      { id: 'settings', label: 'Indstillinger for privatliv', icon: <Settings /> },
      { id: 'logout', label: 'Log ud', icon: <LogOut />, isDanger: true },
    ],
  },
};
