import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { StoryLayout } from '../../test/story-layout';
import { PremiumRequired } from './premium-required';

const meta = {
  title: 'Premium/PremiumRequired',
  component: PremiumRequired,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <StoryLayout width={40}>
          <Story />
        </StoryLayout>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof PremiumRequired>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const English: Story = { globals: { locale: 'en' } };

/** With the server's 403 message for the gate. */
export const WithServerMessage: Story = {
  args: {
    message: 'This is part of Woble Premium. Start your free 7-day trial on the Premium page.',
  },
  globals: { locale: 'en' },
};
