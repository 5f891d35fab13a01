import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Light/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = { args: { lines: 3 } };
export const Circle: Story = { args: { shape: 'circle', width: 56, height: 56 } };
export const ListItemPlaceholder: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: 420 }}>
      {[1, 2, 3].map((row) => (
        <div key={row} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          <Skeleton shape="circle" />
          <div style={{ flex: 1 }}>
            <Skeleton lines={2} />
          </div>
        </div>
      ))}
      <Skeleton shape="rect" height={180} />
    </div>
  ),
};
