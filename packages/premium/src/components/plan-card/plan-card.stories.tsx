import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MONTHLY, SUPPORTER } from '../../test/fixtures';
import { StoryLayout } from '../../test/story-layout';
import { PlanCard, PlanCardSkeleton } from './plan-card';

const meta = {
  title: 'Premium/PlanCard',
  component: PlanCard,
  decorators: [
    (Story) => (
      <StoryLayout>
        <Story />
      </StoryLayout>
    ),
  ],
  args: { plan: MONTHLY, action: 'trial', onChoose: fn() },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new member: the 7-day free trial is the main action. */
export const TrialAvailable: Story = {};

export const TrialAvailableEnglish: Story = { globals: { locale: 'en' } };

/** The trial has been used (one per e-mail address, ever). */
export const NoTrial: Story = { args: { action: 'subscribe' } };

export const NoTrialEnglish: Story = { args: { action: 'subscribe' }, globals: { locale: 'en' } };

/** The plan the member is on. */
export const Current: Story = { args: { action: 'current' } };

/** Another plan while subscribed, when more than one plan exists. */
export const SwitchTo: Story = { args: { plan: SUPPORTER, action: 'switch' } };

export const Busy: Story = { args: { isBusy: true } };

export const Loading: Story = { render: () => <PlanCardSkeleton /> };

/** A large price in another currency and a long trial, to see that nothing overflows. */
export const LongText: Story = {
  args: {
    plan: { ...MONTHLY, _id: 'plan-long', amount: 123_456_789_900, currency: 'EUR', trialDays: 30 },
  },
};
