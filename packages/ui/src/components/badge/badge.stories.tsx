import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'Light/Badge',
  component: Badge,
  args: { count: 3 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const OverMax: Story = { args: { count: 27, max: 9, label: '27 ulæste beskeder' } };
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      <Badge count={4} tone="accent" />
      <Badge count={120} max={99} tone="danger" />
      <Badge count={0} showZero tone="neutral" />
    </div>
  ),
};
