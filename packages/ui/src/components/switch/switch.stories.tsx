import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'React Aria/Switch',
  component: Switch,
  args: { children: 'Show my pictures to everyone', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultSelected: true } };
export const WithDescription: Story = {
  args: { description: 'When off, only your connections see your picture.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
export const DanishLongLabel: Story = {
  args: {
    children: 'Vis min alder og min by for Woblers, som jeg ikke er forbundet med endnu',
    description: 'Du kan altid ændre det igen under Indstillinger.',
    defaultSelected: true,
  },
};
