import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiError } from '@wob/test-utils';
import {
  DAY,
  fromNow,
  HOUR,
  MONTHLY,
  SUPPORTER,
  subscribedWith,
  subscriptionIn,
} from '../test/fixtures';
import { StoryFrame } from '../test/story-frame';
import { PremiumPage } from './premium-page';

const meta = {
  title: 'Premium/PremiumPage',
  component: PremiumPage,
} satisfies Meta<typeof PremiumPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => undefined);

/** A new member on the local provider: the trial is one press away. */
export const TrialAvailable: Story = {
  render: () => (
    <StoryFrame path="/premium" subscribed={subscribedWith()}>
      <PremiumPage />
    </StoryFrame>
  ),
};

export const TrialAvailableEnglish: Story = { ...TrialAvailable, globals: { locale: 'en' } };

export const NoTrial: Story = {
  render: () => (
    <StoryFrame path="/premium" subscribed={subscribedWith({ trialAvailable: false })}>
      <PremiumPage />
    </StoryFrame>
  ),
};

export const Loading: Story = {
  render: () => (
    <StoryFrame path="/premium" handlers={{ getSubscribed: never }}>
      <PremiumPage />
    </StoryFrame>
  ),
};

export const LoadError: Story = {
  render: () => (
    <StoryFrame
      path="/premium"
      handlers={{
        getSubscribed: () => {
          throw apiError(500, 'Something went wrong on our side.');
        },
      }}
    >
      <PremiumPage />
    </StoryFrame>
  ),
};

export const Trialing: Story = {
  render: () => (
    <StoryFrame
      path="/premium"
      subscribed={subscribedWith({
        subscription: subscriptionIn('trialing'),
        trialAvailable: false,
      })}
    >
      <PremiumPage />
    </StoryFrame>
  ),
};

export const Active: Story = {
  render: () => (
    <StoryFrame
      path="/premium"
      subscribed={subscribedWith({
        subscription: subscriptionIn('active', { refundableUntil: fromNow(10 * DAY) }),
        trialAvailable: false,
      })}
    >
      <PremiumPage />
    </StoryFrame>
  ),
};

export const ActiveEnglish: Story = { ...Active, globals: { locale: 'en' } };

export const Cancelled: Story = {
  render: () => (
    <StoryFrame
      path="/premium"
      subscribed={subscribedWith({
        subscription: subscriptionIn('cancelled'),
        trialAvailable: false,
      })}
    >
      <PremiumPage />
    </StoryFrame>
  ),
};

export const PastDue: Story = {
  render: () => (
    <StoryFrame
      path="/premium"
      subscribed={subscribedWith({
        subscription: subscriptionIn('past_due', { provider: 'stripe' }),
        provider: 'stripe',
        trialAvailable: false,
      })}
    >
      <PremiumPage />
    </StoryFrame>
  ),
};

/** Two plans: the other one offers a switch, with a confirm step. */
export const TwoPlans: Story = {
  render: () => (
    <StoryFrame
      path="/premium"
      subscribed={subscribedWith({
        subscription: subscriptionIn('active'),
        plans: [MONTHLY, SUPPORTER],
        trialAvailable: false,
      })}
    >
      <PremiumPage />
    </StoryFrame>
  ),
};

/** The last day of a period: the cancel dialog explains the terms' 24-hour rule. */
export const LastDayOfPeriod: Story = {
  render: () => (
    <StoryFrame
      path="/premium"
      subscribed={subscribedWith({
        subscription: subscriptionIn('active', {
          currentPeriodEnd: fromNow(6 * HOUR),
          renewsAt: fromNow(6 * HOUR),
        }),
        trialAvailable: false,
      })}
    >
      <PremiumPage />
    </StoryFrame>
  ),
  globals: { locale: 'en' },
};

/** Stripe: subscribing goes to Checkout; the story shows where it would go. */
export const Stripe: Story = {
  render: () => (
    <StoryFrame path="/premium" subscribed={subscribedWith({ provider: 'stripe' })}>
      <PremiumPage />
    </StoryFrame>
  ),
};

export const CheckoutSuccess: Story = {
  render: () => (
    <StoryFrame
      path="/premium"
      url="/premium?checkout=success"
      subscribed={subscribedWith({
        provider: 'stripe',
        subscription: subscriptionIn('trialing', { provider: 'stripe' }),
        trialAvailable: false,
      })}
    >
      <PremiumPage />
    </StoryFrame>
  ),
};

export const CheckoutCancelled: Story = {
  render: () => (
    <StoryFrame
      path="/premium"
      url="/premium?checkout=cancelled"
      subscribed={subscribedWith({ provider: 'stripe' })}
    >
      <PremiumPage />
    </StoryFrame>
  ),
  globals: { locale: 'en' },
};
