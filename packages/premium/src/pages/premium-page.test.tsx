import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '@wob/test-utils';
import { formatDate } from '../format/format';
import { createFakeBilling } from '../test/fake-server';
import { DAY, fromNow, MONTHLY, SUPPORTER, subscribedWith, subscriptionIn } from '../test/fixtures';
import { renderPremium } from '../test/render';

const en = (iso: string) => formatDate(iso, 'en-GB');

function openPremium(billing = createFakeBilling(), path = '/premium', locale: 'en' | 'da' = 'en') {
  const view = renderPremium({ path, handlers: billing.handlers, locale });
  return { ...view, billing };
}

describe('/premium', () => {
  it('shows a skeleton, then the plan with the trial and what Premium unlocks', async () => {
    const billing = createFakeBilling();
    const answer = billing.handlers.getSubscribed;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    billing.handlers.getSubscribed = async (input, options) => {
      await gate;
      return answer ? answer(input, options) : {};
    };
    openPremium(billing);
    expect(await screen.findByText('Loading your plan…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Start 7-day free trial' })).toBeVisible();
    expect(screen.getByText('DKK 9.00')).toBeVisible();
    expect(screen.getByText('about DKK 2.25 a week')).toBeVisible();
    const benefits = screen.getByRole('region', { name: 'What Premium unlocks' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Moderator page view',
      'Create polls in your Bubbles',
      'Group notifications',
      'Manage active and pending Woblers',
      '24/7 support',
    ]);
  });

  it('says plainly that a local installation charges no card', async () => {
    openPremium();
    expect(
      await screen.findByText(/This is a local installation of Woble: no card is charged/),
    ).toBeVisible();
  });

  it('says nothing about a local installation on Stripe', async () => {
    openPremium(createFakeBilling(subscribedWith({ provider: 'stripe' })));
    await screen.findByRole('button', { name: 'Start 7-day free trial' });
    expect(screen.queryByText(/local installation/)).not.toBeInTheDocument();
  });

  it('starts the trial: the state shows the trial end, and the session learns about it', async () => {
    const { user, fake, toasts, session } = openPremium();
    await user.click(await screen.findByRole('button', { name: 'Start 7-day free trial' }));
    const panel = await screen.findByRole('region', { name: 'Your subscription' });
    expect(within(panel).getByText('Free trial')).toBeVisible();
    expect(within(panel).getByText(/^Your free trial ends on /)).toBeVisible();
    expect(fake.inputsOf('subscribe')).toEqual([{ planId: MONTHLY._id }]);
    expect(toasts).toEqual([
      { tone: 'success', text: 'Your 7-day free trial has started. Welcome to Woble Premium!' },
    ]);
    // The plan is now the current one; no second trial is offered.
    expect(
      screen.queryByRole('button', { name: 'Start 7-day free trial' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Your plan')).toBeVisible();
    await waitFor(() => expect(session.getState().user?.premium.status).toBe('trialing'));
    expect(fake.inputsOf('getUserProfile')).toHaveLength(1);
  });

  it('offers Subscribe when the trial has been used', async () => {
    const { user, fake } = openPremium(
      createFakeBilling(subscribedWith({ trialAvailable: false })),
    );
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    const panel = await screen.findByRole('region', { name: 'Your subscription' });
    expect(within(panel).getByText('Active')).toBeVisible();
    expect(fake.inputsOf('subscribe')).toEqual([{ planId: MONTHLY._id }]);
  });

  it('cancels after a confirm that names the end date, then shows it; resume undoes it', async () => {
    const subscription = subscriptionIn('active');
    const { user, toasts, billing } = openPremium(
      createFakeBilling(subscribedWith({ subscription, trialAvailable: false })),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`Premium stays on until ${en(subscription.currentPeriodEnd)}`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    const panel = screen.getByRole('region', { name: 'Your subscription' });
    expect(
      await within(panel).findByText(
        `Cancelled — active until ${en(subscription.currentPeriodEnd)}.`,
      ),
    ).toBeVisible();
    expect(billing.state.premium.status).toBe('cancelled');

    await user.click(within(panel).getByRole('button', { name: 'Resume subscription' }));
    expect(await within(panel).findByText(/^Renews on /)).toBeVisible();
    expect(within(panel).getByText('Active')).toBeVisible();
    expect(toasts.map((toast) => toast.text)).toEqual([
      'Your subscription is cancelled.',
      'Your subscription will renew again.',
    ]);
  });

  it('shows no switch with one plan', async () => {
    openPremium(createFakeBilling(subscribedWith({ subscription: subscriptionIn('active') })));
    await screen.findByRole('region', { name: 'Your subscription' });
    expect(screen.queryByRole('button', { name: 'Switch to this plan' })).not.toBeInTheDocument();
    expect(screen.getByText('Your plan')).toBeVisible();
  });

  it('switches between two plans after a confirm with the new price and date', async () => {
    const subscription = subscriptionIn('active');
    const { user, fake } = openPremium(
      createFakeBilling(
        subscribedWith({ subscription, plans: [MONTHLY, SUPPORTER], trialAvailable: false }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Switch to this plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch plan?' });
    expect(dialog).toHaveTextContent(
      `You will pay DKK 29.00 a month from your next renewal on ${en(subscription.renewsAt ?? '')}.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Switch plan' }));
    await waitFor(() => expect(fake.inputsOf('switchPlan')).toEqual([{ planId: SUPPORTER._id }]));
    // Now the other plan is the current one, and the first can be switched back to.
    const panel = screen.getByRole('region', { name: 'Your subscription' });
    expect(await within(panel).findByText(/at DKK 29\.00 a month\.$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Switch to this plan' })).toBeVisible();
  });

  it('does not offer a switch while cancelled', async () => {
    openPremium(
      createFakeBilling(
        subscribedWith({ subscription: subscriptionIn('cancelled'), plans: [MONTHLY, SUPPORTER] }),
      ),
    );
    await screen.findByRole('button', { name: 'Resume subscription' });
    expect(screen.queryByRole('button', { name: 'Switch to this plan' })).not.toBeInTheDocument();
  });

  it('requests a refund after a confirm; premium ends and Subscribe comes back', async () => {
    const subscription = subscriptionIn('active', { refundableUntil: fromNow(10 * DAY) });
    const { user, fake } = openPremium(
      createFakeBilling(subscribedWith({ subscription, trialAvailable: false })),
    );
    await user.click(await screen.findByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Request a refund?' });
    expect(dialog).toHaveTextContent('Premium ends right away');
    await user.click(within(dialog).getByRole('button', { name: 'Request refund' }));
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your subscription' })).not.toBeInTheDocument();
    expect(fake.inputsOf('requestRefund')).toEqual([{}]);
  });

  it('toasts a refused change and keeps the state', async () => {
    const billing = createFakeBilling(subscribedWith({ subscription: subscriptionIn('active') }));
    billing.handlers.cancelSubscription = () => {
      throw apiError(409, 'Your subscription is already cancelled.');
    };
    const { user, toasts } = openPremium(billing);
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ tone: 'error', text: 'Your subscription is already cancelled.' }]),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeVisible();
  });

  it('sends the browser to Stripe Checkout when subscribing there', async () => {
    const { user, redirects } = openPremium(
      createFakeBilling(subscribedWith({ provider: 'stripe' })),
    );
    await user.click(await screen.findByRole('button', { name: 'Start 7-day free trial' }));
    await waitFor(() =>
      expect(redirects).toEqual(['https://checkout.stripe.test/pay/plan-monthly']),
    );
    // The button stays busy while the browser leaves.
    expect(screen.getByRole('button', { name: /Start 7-day free trial/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it("opens Stripe's billing portal from 'Manage payment'", async () => {
    const { user, redirects } = openPremium(
      createFakeBilling(
        subscribedWith({
          provider: 'stripe',
          subscription: subscriptionIn('active', { provider: 'stripe' }),
        }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Manage payment' }));
    await waitFor(() => expect(redirects).toEqual(['https://billing.stripe.test/session/1']));
  });

  it('welcomes back from a paid checkout, refetches the state and refreshes the session', async () => {
    const { fake } = openPremium(
      createFakeBilling(
        subscribedWith({
          provider: 'stripe',
          subscription: subscriptionIn('trialing', { provider: 'stripe' }),
        }),
      ),
      '/premium?checkout=success',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Payment complete. Welcome to Woble Premium!',
    );
    expect(await screen.findByText('Free trial')).toBeVisible();
    expect(fake.inputsOf('getSubscribed')).toHaveLength(1);
    await waitFor(() => expect(fake.inputsOf('getUserProfile')).toHaveLength(1));
  });

  it('says nothing was charged after a cancelled checkout', async () => {
    openPremium(
      createFakeBilling(subscribedWith({ provider: 'stripe' })),
      '/premium?checkout=cancelled',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Checkout was cancelled. Nothing was charged.',
    );
    expect(await screen.findByRole('button', { name: 'Start 7-day free trial' })).toBeVisible();
  });

  it('shows an error state with a retry, never a toast, when the plan cannot be loaded', async () => {
    let fail = true;
    const billing = createFakeBilling();
    const answer = billing.handlers.getSubscribed;
    billing.handlers.getSubscribed = (input, options) => {
      if (fail) throw apiError(500, 'Something went wrong on our side.');
      return answer ? answer(input, options) : {};
    };
    const { user, toasts } = openPremium(billing);
    expect(await screen.findByText('Your plan could not be loaded.')).toBeVisible();
    expect(toasts).toEqual([]);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Start 7-day free trial' })).toBeVisible();
  });

  it('formats the price and the dates in Danish', async () => {
    const subscription = subscriptionIn('active');
    openPremium(createFakeBilling(subscribedWith({ subscription })), '/premium', 'da');
    expect(
      await screen.findByText(
        `Fornyes den ${formatDate(subscription.renewsAt ?? '', 'da-DK')} til 9,00 kr. om måneden.`,
      ),
    ).toBeVisible();
    expect(screen.getByText('9,00 kr.')).toBeVisible();
  });
});
