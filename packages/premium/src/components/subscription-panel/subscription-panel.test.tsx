import { composeStories } from '@storybook/react-vite';
import type { ActionResult } from '@wob/store';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fn } from 'storybook/test';
import '../../test/stories';
import { formatDate } from '../../format/format';
import { addMonth } from '../../store/periods';
import { subscriptionIn } from '../../test/fixtures';
import * as stories from './subscription-panel.stories';

const {
  TrialingEnglish,
  ActiveEnglish,
  Cancelled,
  CancelledEnglish,
  PastDueEnglish,
  Refundable,
  RefundRequested,
  LastDay,
  Stripe,
  Cancelling,
} = composeStories(stories);

const en = (iso: string) => formatDate(iso, 'en-GB');
const da = (iso: string) => formatDate(iso, 'da-DK');

describe('SubscriptionPanel', () => {
  it('says when the free trial ends and what follows', () => {
    render(<TrialingEnglish />);
    const trialEnd = TrialingEnglish.args.subscription?.trialEnd ?? '';
    expect(screen.getByText('Free trial')).toBeVisible();
    expect(screen.getByText(`Your free trial ends on ${en(trialEnd)}.`)).toBeVisible();
    expect(screen.getByText('After that, Premium renews at DKK 9.00 a month.')).toBeVisible();
  });

  it('says when an active subscription renews, and at what price', () => {
    render(<ActiveEnglish />);
    const renewsAt = ActiveEnglish.args.subscription?.renewsAt ?? '';
    expect(screen.getByText(`Renews on ${en(renewsAt)} at DKK 9.00 a month.`)).toBeVisible();
  });

  it('asks before cancelling and names the date premium ends', async () => {
    const onCancel = fn(async (): Promise<ActionResult> => ({ ok: true }));
    render(<ActiveEnglish onCancel={onCancel} />);
    const end = ActiveEnglish.args.subscription?.currentPeriodEnd ?? '';
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Premium?' });
    expect(
      within(dialog).getByText(
        `Premium stays on until ${en(end)}, and you will not be charged again.`,
      ),
    ).toBeVisible();
    // The safe answer has the focus.
    expect(within(dialog).getByRole('button', { name: 'Keep Premium' })).toHaveFocus();
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps premium and charges nothing when the person keeps it', async () => {
    const onCancel = fn(async (): Promise<ActionResult> => ({ ok: true }));
    render(<ActiveEnglish onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Premium' }));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('explains the 24-hour rule in the last day of a period: premium ends after the next one', async () => {
    render(<LastDay />);
    const end = LastDay.args.subscription?.currentPeriodEnd ?? '';
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Your current period ends within 24 hours.');
    expect(dialog).toHaveTextContent(
      `Premium stays on until ${en(addMonth(end))}, and that period is charged.`,
    );
  });

  it('tells a person in trial that cancelling costs nothing', async () => {
    render(<TrialingEnglish />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const trialEnd = TrialingEnglish.args.subscription?.trialEnd ?? '';
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      `Your free trial stays on until ${en(trialEnd)}, and you will not be charged.`,
    );
  });

  it('keeps the dialog open when cancelling fails', async () => {
    const onCancel = fn(
      async (): Promise<ActionResult> => ({ ok: false, status: 500, message: '', fieldErrors: {} }),
    );
    render(<ActiveEnglish onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows a cancelled subscription with its last day and a resume button, in Danish', async () => {
    const onResume = fn(async (): Promise<ActionResult> => ({ ok: true }));
    render(<Cancelled onResume={onResume} />);
    const cancelAt = Cancelled.args.subscription?.cancelAt ?? '';
    expect(screen.getByText('Opsagt')).toBeVisible();
    expect(screen.getByText(`Opsagt — aktivt indtil ${da(cancelAt)}.`)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Opsig abonnement' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Genoptag abonnement' }));
    expect(onResume).toHaveBeenCalledOnce();
  });

  it("reads 'Cancelled — active until …' in English", () => {
    render(<CancelledEnglish />);
    const cancelAt = CancelledEnglish.args.subscription?.cancelAt ?? '';
    expect(screen.getByText(`Cancelled — active until ${en(cancelAt)}.`)).toBeVisible();
  });

  it('warns of a failing payment and offers to manage it on Stripe', () => {
    render(<PastDueEnglish />);
    expect(screen.getByText('Payment failing')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Your last payment did not go through.');
    expect(screen.getByRole('button', { name: 'Manage payment' })).toBeVisible();
  });

  it("offers 'Manage payment' only on Stripe", async () => {
    const onManagePayment = fn(async (): Promise<ActionResult> => ({ ok: true }));
    const { unmount } = render(<Stripe onManagePayment={onManagePayment} />);
    await userEvent.click(screen.getByRole('button', { name: 'Administrér betaling' }));
    expect(onManagePayment).toHaveBeenCalledOnce();
    unmount();
    render(<ActiveEnglish />);
    expect(screen.queryByRole('button', { name: 'Manage payment' })).not.toBeInTheDocument();
  });

  it('asks before requesting a refund and says premium ends now', async () => {
    const onRequestRefund = fn(async (): Promise<ActionResult> => ({ ok: true }));
    render(<Refundable onRequestRefund={onRequestRefund} />);
    const until = Refundable.args.subscription?.refundableUntil ?? '';
    expect(
      screen.getByText(`You can ask for a refund of your last payment until ${en(until)}.`),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Request a refund?' });
    expect(dialog).toHaveTextContent('Premium ends right away, and your last payment is refunded.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request refund' }));
    expect(onRequestRefund).toHaveBeenCalledOnce();
  });

  it('offers no refund without a recent charge, nor twice', () => {
    const { unmount } = render(<ActiveEnglish />);
    expect(screen.queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument();
    unmount();
    render(<RefundRequested />);
    expect(screen.queryByRole('button', { name: 'Bed om refusion' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Du bad om refusion den/)).toBeVisible();
  });

  it('lets only one change run at a time', () => {
    render(<Cancelling subscription={subscriptionIn('active')} />);
    expect(screen.getByRole('button', { name: 'Opsig abonnement' })).toBeDisabled();
  });
});
