import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { LocaleProvider } from '../locale-provider/locale-provider';
import { DateField } from './date-field';

const meta = {
  title: 'React Aria/DateField',
  component: DateField,
  args: { label: 'Birthday', onChange: fn(), maxValue: '2008-11-22' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: '1994-05-17' } };
export const WithError: Story = {
  args: { defaultValue: '2010-01-01', errorMessage: 'You must be at least 18 years old.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '1990-02-03' } };
export const Danish: Story = {
  args: {
    label: 'Fødselsdato',
    description: 'Du skal være mindst 18 år.',
    defaultValue: '1994-05-17',
  },
  render: (args) => (
    <LocaleProvider locale="da-DK">
      <DateField {...args} />
    </LocaleProvider>
  ),
};
export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = useState<string | null>('1999-12-31');
    return (
      <LocaleProvider locale="en-GB">
        <DateField
          {...args}
          value={value}
          onChange={setValue}
          description={`Value: ${value ?? 'empty'}`}
        />
      </LocaleProvider>
    );
  },
};
