import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './logo';

const meta = {
  title: 'Light/Logo',
  component: Logo,
  args: { size: 40, withWordmark: true },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MarkOnly: Story = {
  args: { withWordmark: false, 'aria-label': 'Woble – til forsiden' },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
      {[24, 32, 48, 72].map((size) => (
        <Logo key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
