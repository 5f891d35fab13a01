import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'React Aria/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Are you sure?',
    message: 'DO YOU WANT TO DELETE THIS COMMENT ??',
    confirmLabel: 'Yes',
    cancelLabel: 'No',
    destructive: true,
    isOpen: false,
    onOpenChange: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function ConfirmDemo(args: React.ComponentProps<typeof ConfirmDialog>) {
  const [open, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete comment
      </Button>
      <ConfirmDialog
        {...args}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

export const DeleteComment: Story = { render: (args) => <ConfirmDemo {...args} /> };
export const Open: Story = { args: { isOpen: true }, render: (args) => <ConfirmDemo {...args} /> };
export const NotDestructive: Story = {
  args: {
    isOpen: true,
    destructive: false,
    title: 'Switch plan?',
    message: 'Your new plan starts at the next renewal.',
    confirmLabel: 'Switch',
    cancelLabel: 'Cancel',
  },
  render: (args) => <ConfirmDemo {...args} />,
};
export const SlowConfirm: Story = {
  args: {
    isOpen: true,
    onConfirm: fn(() => new Promise((resolve) => setTimeout(resolve, 1500))),
  },
  render: (args) => <ConfirmDemo {...args} />,
};
export const Danish: Story = {
  args: {
    isOpen: true,
    title: 'Er du sikker?',
    message: 'Vil du fjerne denne Wobler fra dine forbindelser? Samtalen bliver også skjult.',
    confirmLabel: 'Fjern',
    cancelLabel: 'Annuller',
  },
  render: (args) => <ConfirmDemo {...args} />,
};
