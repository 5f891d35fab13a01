import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmptyState } from '../empty-state/empty-state';
import { Tabs } from './tabs';

const meta = {
  title: 'React Aria/Tabs',
  component: Tabs,
  args: {
    label: 'Members',
    onSelectionChange: fn(),
    items: [
      { id: 'active', label: 'Active', content: <p>14 active members.</p> },
      {
        id: 'pending',
        label: 'Pending',
        content: <EmptyState title="No pending members found" headingLevel={3} />,
      },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultSelectedKey: 'pending' } };
export const DanishManyTabs: Story = {
  args: {
    label: 'Notifikationer',
    items: [
      { id: 'connections', label: 'Forbindelser', content: <p>Dine nye forbindelser.</p> },
      { id: 'likes', label: 'Synes godt om dig', content: <p>Woblers, der kan lide dig.</p> },
      { id: 'saved', label: 'Gemte Woblers', content: <p>Dem, du har gemt.</p> },
      {
        id: 'requests',
        label: 'Anmodninger om medlemskab',
        content: <p>Anmodninger.</p>,
        isDisabled: true,
      },
    ],
  },
};
