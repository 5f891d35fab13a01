import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'React Aria/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Looking for',
    options: [
      { value: 'friends', label: 'Friends' },
      { value: 'dating', label: 'Dating' },
      { value: 'both', label: 'Both', description: 'Show me everyone in my Bubbles.' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { defaultValue: 'dating' } };
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const WithError: Story = { args: { errorMessage: 'Choose what you are looking for.' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'friends' } };
export const Danish: Story = {
  args: {
    label: 'Hvem vil du gerne møde i dine Bubbles?',
    options: [
      { value: 'friends', label: 'Nye venner at lave ting sammen med' },
      { value: 'dating', label: 'En kæreste' },
      { value: 'both', label: 'Begge dele' },
    ],
  },
};
