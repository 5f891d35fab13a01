import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../button/button';
import { toast } from './toast-store';
import { Toaster } from './toaster';

const meta = {
  title: 'Light/Toaster',
  component: Toaster,
  args: { dismissLabel: 'Close' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <>
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <Button onClick={() => toast.success('Profile updated.')}>Success</Button>
        <Button variant="danger" onClick={() => toast.error('Email already exists.')}>
          Error
        </Button>
        <Button variant="secondary" onClick={() => toast.info('You have a new connection.')}>
          Info
        </Button>
      </div>
      <Toaster {...args} />
    </>
  ),
};

function Seed() {
  // Shown at once and kept (duration 0), so the look can be checked without clicking.
  useEffect(() => {
    toast.success('Din profil er opdateret.', { duration: 0 });
    toast.error('Billedet er for stort. Vælg et billede på højst 5 MB, og prøv igen.', {
      duration: 0,
    });
    toast.info('Du har en ny forbindelse.', { duration: 0 });
    return () => toast.dismissAll();
  }, []);
  return null;
}

export const AllTonesDanish: Story = {
  args: { dismissLabel: 'Luk' },
  render: (args) => (
    <>
      <Seed />
      <Toaster {...args} />
    </>
  ),
};
