import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ActionResult } from '@wob/store';
import { fn } from 'storybook/test';
import { DAY, fromNow, HOUR, MONTHLY, subscriptionIn } from '../../test/fixtures';
import { StoryLayout } from '../../test/story-layout';
import { SubscriptionPanel } from './subscription-panel';

const done = (): Promise<ActionResult> => Promise.resolve({ ok: true });

const meta = {
  title: 'Premium/SubscriptionPanel',
  component: SubscriptionPanel,
  decorators: [
    (Story) => (
      <StoryLayout width={32}>
        <Story />
      </StoryLayout>
    ),
  ],
  args: {
    subscription: subscriptionIn('active'),
    status: 'active',
    plan: MONTHLY,
    provider: 'local',
    pendingChange: null,
    onCancel: fn(done),
    onResume: fn(done),
    onRequestRefund: fn(done),
    onManagePayment: fn(done),
  },
} satisfies Meta<typeof SubscriptionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trialing: Story = {
  args: { subscription: subscriptionIn('trialing'), status: 'trialing' },
};

export const TrialingEnglish: Story = {
  args: { subscription: subscriptionIn('trialing'), status: 'trialing' },
  globals: { locale: 'en' },
};

export const Active: Story = {};

export const ActiveEnglish: Story = { globals: { locale: 'en' } };

/** Cancelled, premium still on until the end of the period. */
export const Cancelled: Story = {
  args: { subscription: subscriptionIn('cancelled'), status: 'cancelled' },
};

export const CancelledEnglish: Story = {
  args: { subscription: subscriptionIn('cancelled'), status: 'cancelled' },
  globals: { locale: 'en' },
};

/** Stripe could not charge the card: manage payment is the way out. */
export const PastDue: Story = {
  args: { subscription: subscriptionIn('past_due'), status: 'past_due', provider: 'stripe' },
};

export const PastDueEnglish: Story = {
  args: { subscription: subscriptionIn('past_due'), status: 'past_due', provider: 'stripe' },
  globals: { locale: 'en' },
};

/** A charge within the last 14 days: a refund may be requested. */
export const Refundable: Story = {
  args: { subscription: subscriptionIn('active', { refundableUntil: fromNow(12 * DAY) }) },
  globals: { locale: 'en' },
};

export const RefundRequested: Story = {
  args: {
    subscription: subscriptionIn('cancelled', { refundRequestedAt: fromNow(-1 * DAY) }),
    status: 'cancelled',
  },
};

/** The period ends within 24 hours: cancelling now ends premium after the next period. */
export const LastDay: Story = {
  args: {
    subscription: subscriptionIn('active', {
      currentPeriodEnd: fromNow(12 * HOUR),
      renewsAt: fromNow(12 * HOUR),
    }),
  },
  globals: { locale: 'en' },
};

/** Paying by card: manage payment opens Stripe's billing portal. */
export const Stripe: Story = {
  args: { provider: 'stripe', subscription: subscriptionIn('active', { provider: 'stripe' }) },
};

export const Cancelling: Story = { args: { pendingChange: 'cancel' } };
