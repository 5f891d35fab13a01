import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Light/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading picture', value: 45, valueText: '45%' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SignupStep: Story = {
  args: { label: 'Trin 2 af 3', value: 66, valueText: undefined },
};
export const Indeterminate: Story = {
  args: { label: 'Sender video…', value: undefined, valueText: undefined },
};
export const Complete: Story = { args: { value: 100, valueText: '100 %' } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
