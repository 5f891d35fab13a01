import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'React Aria/Checkbox',
  component: Checkbox,
  args: { children: 'I accept the terms', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'All Bubbles' } };
export const WithError: Story = {
  args: { errorMessage: 'You must accept the terms to continue.' },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const DanishWithLink: Story = {
  args: {
    children: (
      <>
        Jeg accepterer <a href="#terms">vilkårene og privatlivspolitikken</a> og bekræfter, at jeg
        er fyldt 18 år
      </>
    ),
    description: 'Vi gemmer kun det, der skal til for at finde dine Woblers.',
  },
};
