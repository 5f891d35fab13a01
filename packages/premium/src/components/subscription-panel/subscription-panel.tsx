import type { Plan, Subscribed, Subscription } from '@wob/api';
import type { ActionResult } from '@wob/store';
import { Button, Card, ConfirmDialog, cx } from '@wob/ui';
import { CalendarClock, CreditCard, RotateCcw, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../format/format';
import { cancellationOutlook, periodEnd } from '../../store/periods';
import type { SubscriptionChange } from '../../store/subscription-slice';

type ShownStatus = Exclude<Subscribed['premium']['status'], 'none'>;

export interface SubscriptionPanelProps {
  subscription: Subscription;
  /** The premium state the server derived (what is shown: trial, active, cancelled…). */
  status: ShownStatus;
  /** The plan the subscription is on, for its price; may be missing from the catalogue. */
  plan: Plan | undefined;
  provider: Subscribed['provider'];
  pendingChange: SubscriptionChange | null;
  onCancel: () => Promise<ActionResult>;
  onResume: () => Promise<ActionResult>;
  onRequestRefund: () => Promise<ActionResult>;
  onManagePayment: () => Promise<ActionResult>;
  /** The clock the 24-hour rule is read against; stories and tests pin it. */
  now?: () => Date;
}

type Confirming = 'cancel' | 'refund' | null;

/** Keeps a ConfirmDialog open when the action failed (the store has toasted why). */
async function confirmed(run: () => Promise<ActionResult>): Promise<void> {
  const result = await run();
  if (!result.ok) throw new Error('The action failed');
}

/** The current subscription: its state and dates, and cancel, resume, refund, payment. */
export function SubscriptionPanel({
  subscription,
  status,
  plan,
  provider,
  pendingChange,
  onCancel,
  onResume,
  onRequestRefund,
  onManagePayment,
  now = () => new Date(),
}: SubscriptionPanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const price = plan ? format.money(plan.amount, plan.currency) : null;
  const busy = pendingChange !== null;
  // Read when the dialog opens, so the message fits the moment the person decides.
  const [outlook, setOutlook] = useState(() => cancellationOutlook(subscription, now()));

  const canCancel = status !== 'cancelled';
  const canRefund =
    subscription.refundableUntil !== null && subscription.refundRequestedAt === null;

  const cancelMessage = outlook.lastDay
    ? t('premium:confirmCancel.lastDay', { date: format.date(outlook.endsAt) })
    : outlook.trial
      ? t('premium:confirmCancel.trial', { date: format.date(outlook.endsAt) })
      : t('premium:confirmCancel.period', { date: format.date(outlook.endsAt) });

  return (
    <Card
      as="section"
      padding="lg"
      className="wob-subscription"
      aria-labelledby="subscription-title"
    >
      <div className="wob-subscription__header">
        <h2 id="subscription-title" className="wob-subscription__title">
          {t('premium:state.title')}
        </h2>
        <span
          className={cx(
            'wob-pill',
            status === 'past_due'
              ? 'wob-pill--warning'
              : status === 'cancelled'
                ? 'wob-pill--neutral'
                : 'wob-pill--success',
          )}
        >
          {t(`premium:state.status.${status}`)}
        </span>
      </div>

      <div className="wob-subscription__lines">
        <StateLines subscription={subscription} status={status} price={price} />
        {subscription.refundRequestedAt && (
          <p className="wob-fine-print">
            {t('premium:state.refundRequested', {
              date: format.date(subscription.refundRequestedAt),
            })}
          </p>
        )}
        {canRefund && subscription.refundableUntil && (
          <p className="wob-fine-print">
            {t('premium:state.refundUntil', { date: format.date(subscription.refundableUntil) })}
          </p>
        )}
      </div>

      <div className="wob-subscription__actions">
        {status === 'cancelled' && (
          <Button
            icon={<Undo2 />}
            isLoading={pendingChange === 'resume'}
            disabled={busy && pendingChange !== 'resume'}
            onClick={() => void onResume()}
          >
            {t('premium:actions.resume')}
          </Button>
        )}
        {provider === 'stripe' && (
          <Button
            variant="secondary"
            icon={<CreditCard />}
            isLoading={pendingChange === 'portal'}
            disabled={busy && pendingChange !== 'portal'}
            onClick={() => void onManagePayment()}
          >
            {t('premium:actions.managePayment')}
          </Button>
        )}
        {canRefund && (
          <Button
            variant="secondary"
            icon={<RotateCcw />}
            disabled={busy}
            onClick={() => setConfirming('refund')}
          >
            {t('premium:actions.refund')}
          </Button>
        )}
        {canCancel && (
          <Button
            variant="secondary"
            className="wob-subscription__cancel"
            disabled={busy}
            onClick={() => {
              setOutlook(cancellationOutlook(subscription, now()));
              setConfirming('cancel');
            }}
          >
            {t('premium:actions.cancel')}
          </Button>
        )}
      </div>

      <ConfirmDialog
        title={t('premium:confirmCancel.title')}
        message={cancelMessage}
        confirmLabel={t('premium:confirmCancel.confirm')}
        cancelLabel={t('premium:confirmCancel.keep')}
        destructive
        isOpen={confirming === 'cancel'}
        onOpenChange={(open) => setConfirming(open ? 'cancel' : null)}
        onConfirm={() => confirmed(onCancel)}
      />
      <ConfirmDialog
        title={t('premium:confirmRefund.title')}
        message={t('premium:confirmRefund.message')}
        confirmLabel={t('premium:confirmRefund.confirm')}
        cancelLabel={t('premium:confirmRefund.keep')}
        destructive
        isOpen={confirming === 'refund'}
        onOpenChange={(open) => setConfirming(open ? 'refund' : null)}
        onConfirm={() => confirmed(onRequestRefund)}
      />
    </Card>
  );
}

function StateLines({
  subscription,
  status,
  price,
}: {
  subscription: Subscription;
  status: ShownStatus;
  price: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (status === 'cancelled') {
    const until = subscription.cancelAt ?? periodEnd(subscription);
    return (
      <>
        <p className="wob-subscription__date">
          <CalendarClock aria-hidden="true" />
          {t('premium:state.activeUntil', { date: format.date(until) })}
        </p>
        <p className="wob-fine-print">{t('premium:state.activeUntilText')}</p>
      </>
    );
  }
  if (status === 'trialing') {
    return (
      <>
        <p className="wob-subscription__date">
          <CalendarClock aria-hidden="true" />
          {t('premium:state.trialEnds', { date: format.date(periodEnd(subscription)) })}
        </p>
        {price && <p className="wob-fine-print">{t('premium:state.trialThen', { price })}</p>}
      </>
    );
  }
  const renews = subscription.renewsAt ?? subscription.currentPeriodEnd;
  return (
    <>
      {status === 'past_due' && (
        <p className="wob-subscription__warning" role="alert">
          {t('premium:state.pastDue')}
        </p>
      )}
      <p className="wob-subscription__date">
        <CalendarClock aria-hidden="true" />
        {price
          ? t('premium:state.renewsOn', { date: format.date(renews), price })
          : t('premium:state.renewsOnDate', { date: format.date(renews) })}
      </p>
    </>
  );
}
