import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TextArea, TextField } from './text-field';

const meta = {
  title: 'React Aria/TextField',
  component: TextField,
  args: {
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'name@example.com',
    onChange: fn(),
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: {
    label: 'Username',
    type: 'text',
    description: 'Shown to other Woblers.',
    placeholder: undefined,
  },
};
export const Required: Story = { args: { isRequired: true } };
export const WithError: Story = {
  args: { defaultValue: 'anna@', errorMessage: 'Enter a valid email address.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'anna@example.com' } };
export const DanishLongLabel: Story = {
  args: {
    label: 'E-mailadresse, som vi sender din bekræftelseskode til',
    description: 'Vi deler aldrig din e-mailadresse med andre Woblers.',
    errorMessage: 'Denne e-mailadresse er allerede i brug. Prøv at logge ind i stedet.',
  },
};
export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = useState('');
    return (
      <TextField {...args} value={value} onChange={setValue} description={`${value.length}/60`} />
    );
  },
};

export const MultilineTextArea: Story = {
  render: () => (
    <TextArea
      label="About me"
      description="A few lines other Woblers see on your card."
      placeholder="I like long walks and board games…"
      rows={4}
    />
  ),
};
