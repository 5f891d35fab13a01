import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PasswordField } from './password-field';

const meta = {
  title: 'React Aria/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    showLabel: 'Show password',
    hideLabel: 'Hide password',
    onChange: fn(),
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    description: 'At least 8 characters.',
  },
};
export const WithError: Story = {
  args: { defaultValue: 'abc', errorMessage: 'The password must be at least 8 characters.' },
};
export const Danish: Story = {
  args: {
    label: 'Bekræft ny adgangskode',
    showLabel: 'Vis adgangskode',
    hideLabel: 'Skjul adgangskode',
    errorMessage: 'Adgangskoderne er ikke ens.',
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
