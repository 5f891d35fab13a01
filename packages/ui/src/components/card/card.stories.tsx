import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from '../avatar/avatar';
import { Button } from '../button/button';
import { Card } from './card';

const meta = {
  title: 'Light/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card {...args} style={{ maxWidth: 420 }}>
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
        <Avatar name="Mathilde Kristiansen-Bækgaard" colorId="m1" />
        <div>
          <strong>Mathilde Kristiansen-Bækgaard</strong>
          <div style={{ color: 'var(--wob-text-muted)', fontSize: 'var(--wob-text-sm)' }}>
            Aarhus · 12 km
          </div>
        </div>
      </div>
      <p style={{ marginTop: '0.75rem' }}>
        Elsker brætspil, lange gåture langs vandet og alt med kardemomme.
      </p>
    </Card>
  ),
};
export const Elevated: Story = {
  args: { elevated: true, padding: 'lg' },
  render: (args) => (
    <Card {...args} as="article" style={{ maxWidth: 420 }}>
      <h2 style={{ fontSize: 'var(--wob-text-xl)' }}>Premium</h2>
      <p style={{ color: 'var(--wob-text-muted)', margin: '0.5rem 0 1rem' }}>
        7 dage gratis, derefter 49,00 kr. om måneden.
      </p>
      <Button fullWidth>Start gratis prøveperiode</Button>
    </Card>
  ),
};
