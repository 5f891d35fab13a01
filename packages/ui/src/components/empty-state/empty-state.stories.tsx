import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Users } from 'lucide-react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Light/EmptyState',
  component: EmptyState,
  args: {
    icon: <Bell />,
    title: 'No notifications found',
    text: 'When someone likes you or connects, it shows up here.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    icon: <Users />,
    title: 'No Bubbles Found',
    text: 'Find a Bubble that matches your interests and say hello.',
    action: <Button onClick={fn()}>Find Bubbles</Button>,
  },
};
export const Danish: Story = {
  args: {
    icon: <Users />,
    title: 'Ingen gemte Woblers fundet',
    text: 'Når du gemmer en Wobler fra bunken, kan du finde vedkommende her igen senere.',
    action: <Button variant="secondary">Gå til bunken</Button>,
  },
};
