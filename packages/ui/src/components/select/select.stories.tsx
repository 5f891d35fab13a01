import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Select } from './select';

const genders = [
  { id: 'woman', label: 'Woman' },
  { id: 'man', label: 'Man' },
  { id: 'other', label: 'Other' },
];

const meta = {
  title: 'React Aria/Select',
  component: Select,
  args: {
    label: 'Gender',
    options: genders,
    placeholder: 'Choose…',
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chosen: Story = { args: { defaultSelectedKey: 'other' } };
export const WithError: Story = { args: { errorMessage: 'Choose your gender.', isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'man' } };
export const DanishLongOptions: Story = {
  args: {
    label: 'Hvor langt væk må dine Woblers højst bo?',
    options: [
      { id: '10', label: 'Højst 10 kilometer fra min by' },
      { id: '50', label: 'Højst 50 kilometer fra min by' },
      { id: 'all', label: 'Hele Danmark, afstanden er ligegyldig' },
    ],
    defaultSelectedKey: 'all',
  },
};
export const Controlled: Story = {
  render: (args) => {
    const [selected, setSelected] = useState<string | null>(null);
    return (
      <Select
        {...args}
        selectedKey={selected}
        onSelectionChange={setSelected}
        description={selected ? `Chosen: ${selected}` : undefined}
      />
    );
  },
};
