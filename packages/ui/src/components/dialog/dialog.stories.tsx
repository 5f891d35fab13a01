import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Dialog } from './dialog';

const meta = {
  title: 'React Aria/Dialog',
  component: Dialog,
  args: {
    title: 'Report this Wobler',
    isOpen: true,
    onOpenChange: fn(),
    closeLabel: 'Close',
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function DialogDemo(args: React.ComponentProps<typeof Dialog>) {
  const [open, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...args}
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => setOpen(false)}>
              Send report
            </Button>
          </>
        }
      >
        {args.children}
      </Dialog>
    </>
  );
}

export const Default: Story = {
  args: {
    children: (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <p>Tell us briefly what happened. The Wobler is not told who reported them.</p>
        <TextField label="What happened?" />
      </div>
    ),
  },
  render: (args) => <DialogDemo {...args} />,
};

export const Closed: Story = {
  args: { isOpen: false, children: <p>Opened with the button.</p> },
  render: (args) => <DialogDemo {...args} />,
};

export const DanishLongTitle: Story = {
  args: {
    title: 'Vil du virkelig forlade denne Bubble og alle dens samtaler?',
    children: <p>Du kan altid anmode om at blive medlem igen senere.</p>,
  },
  render: (args) => <DialogDemo {...args} />,
};
