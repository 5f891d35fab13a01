import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Plus } from 'lucide-react';
import { fn } from 'storybook/test';
import { Button, buttonClassName } from './button';

const meta = {
  title: 'Light/Button',
  component: Button,
  args: { children: 'Get started', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Skip' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete Bubble' } };
export const WithIcon: Story = { args: { icon: <Plus />, children: 'New poll' } };
export const IconOnly: Story = {
  args: { icon: <Heart />, children: undefined, 'aria-label': 'Like', variant: 'secondary' },
};
export const Loading: Story = {
  args: { isLoading: true, children: 'Save', loadingLabel: 'Saving…' },
};
export const Disabled: Story = { args: { disabled: true, children: 'Continue' } };
export const DanishLongLabel: Story = {
  args: { children: 'Gem ændringerne og fortsæt til næste trin', size: 'lg' },
};
export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Opret konto' },
};

export const AllVariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
        <div
          key={variant}
          style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}
        >
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button {...args} variant={variant} isLoading>
            Loading
          </Button>
          <Button {...args} variant={variant} disabled>
            Disabled
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const LinkStyledAsButton: Story = {
  render: () => (
    <a href="#signup" className={buttonClassName('primary', 'lg')}>
      Kom i gang
    </a>
  ),
};
