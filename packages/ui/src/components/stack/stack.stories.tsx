import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Stack } from './stack';

const meta = {
  title: 'Light/Stack',
  component: Stack,
  args: { gap: 3 },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {
  render: (args) => (
    <Stack {...args}>
      <Button>Én</Button>
      <Button variant="secondary">To</Button>
      <Button variant="ghost">Tre</Button>
    </Stack>
  ),
};
export const RowWrapping: Story = {
  args: { direction: 'row', wrap: true, align: 'center' },
  render: Column.render,
};
