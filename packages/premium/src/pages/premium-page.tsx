import type { Plan, Subscribed } from '@wob/api';
import { PageFrame } from '@wob/auth';
import { ConfirmDialog, ErrorState, usePageTitle } from '@wob/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Notice } from '../components/notice/notice';
import { type PlanAction, PlanCard, PlanCardSkeleton } from '../components/plan-card/plan-card';
import { PremiumBenefits } from '../components/premium-benefits/premium-benefits';
import { SubscriptionPanel } from '../components/subscription-panel/subscription-panel';
import { useFormatters } from '../format/format';
import { periodEnd } from '../store/periods';
import { usePremiumStore } from '../store/premium-context';

/** What the plan's button offers, given the state the server answered. */
export function planActionOf(plan: Plan, subscribed: Subscribed): PlanAction {
  const { subscription, premium, plans, trialAvailable } = subscribed;
  const live = subscription !== null && premium.status !== 'none';
  if (!live) return trialAvailable && plan.trialDays > 0 ? 'trial' : 'subscribe';
  if (subscription.planId === plan._id) return 'current';
  // Switching needs a second plan, and a subscription that still renews.
  return plans.length > 1 && premium.status !== 'cancelled' ? 'switch' : 'none';
}

/** /premium: the plan card, the current state with its actions, and what Premium unlocks. */
export function PremiumPage() {
  const { t } = useTranslation();
  usePageTitle(t('premium:title'));
  const subscribed = usePremiumStore((state) => state.subscribed);
  const status = usePremiumStore((state) => state.subscribedStatus);
  const loadSubscribed = usePremiumStore((state) => state.loadSubscribed);
  const [params] = useSearchParams();
  // Stripe sends the browser back here with the outcome of its Checkout page.
  const checkout = params.get('checkout');

  useEffect(() => {
    void loadSubscribed({ background: true, afterCheckout: checkout === 'success' });
  }, [loadSubscribed, checkout]);

  return (
    <PageFrame title={t('premium:title')} intro={t('premium:intro')}>
      {checkout === 'success' && (
        <Notice tone="success" role="status">
          {t('premium:checkout.success')}
        </Notice>
      )}
      {checkout === 'cancelled' && <Notice role="status">{t('premium:checkout.cancelled')}</Notice>}
      {subscribed ? (
        <PremiumOverview subscribed={subscribed} />
      ) : status === 'error' ? (
        <ErrorState
          message={t('premium:loadError')}
          retryLabel={t('premium:retry')}
          onRetry={() => void loadSubscribed()}
        />
      ) : (
        <div className="wob-premium" aria-busy="true">
          <span className="wob-visually-hidden">{t('premium:loading')}</span>
          <div className="wob-premium__plans">
            <PlanCardSkeleton />
          </div>
          <PremiumBenefits />
        </div>
      )}
    </PageFrame>
  );
}

function PremiumOverview({ subscribed }: { subscribed: Subscribed }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const pendingChange = usePremiumStore((state) => state.pendingChange);
  const subscribe = usePremiumStore((state) => state.subscribe);
  const switchPlan = usePremiumStore((state) => state.switchPlan);
  const cancel = usePremiumStore((state) => state.cancel);
  const resume = usePremiumStore((state) => state.resume);
  const requestRefund = usePremiumStore((state) => state.requestRefund);
  const openBillingPortal = usePremiumStore((state) => state.openBillingPortal);
  const [switchTo, setSwitchTo] = useState<Plan | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);

  const { subscription, premium, plans, provider } = subscribed;
  const live = subscription !== null && premium.status !== 'none' ? subscription : null;
  const currentPlan = live ? plans.find((plan) => plan._id === live.planId) : undefined;

  const choose = async (plan: Plan, action: PlanAction) => {
    if (action === 'switch') {
      setSwitchTo(plan);
      return;
    }
    // Remembered past the answer: after a Stripe answer the button stays busy while the
    // browser leaves (the store keeps the change pending).
    setChoosing(plan._id);
    await subscribe(plan._id);
  };

  return (
    <>
      {provider === 'local' && <Notice>{t('premium:localInstallation')}</Notice>}
      <div className="wob-premium">
        <div className="wob-premium__main">
          {live && premium.status !== 'none' && (
            <SubscriptionPanel
              subscription={live}
              status={premium.status}
              plan={currentPlan}
              provider={provider}
              pendingChange={pendingChange}
              onCancel={cancel}
              onResume={resume}
              onRequestRefund={requestRefund}
              onManagePayment={openBillingPortal}
            />
          )}
          <section className="wob-premium__plans" aria-labelledby="premium-plans-title">
            {/* Before subscribing the card speaks for itself; afterwards it sits under the state. */}
            <h2
              id="premium-plans-title"
              className={live ? 'wob-premium__plans-title' : 'wob-visually-hidden'}
            >
              {live ? t('premium:plansTitleSubscribed') : t('premium:plansTitle')}
            </h2>
            {plans.map((plan) => {
              const action = planActionOf(plan, subscribed);
              return (
                <PlanCard
                  key={plan._id}
                  plan={plan}
                  action={action}
                  isBusy={
                    (pendingChange === 'subscribe' && choosing === plan._id) ||
                    (pendingChange === 'switch' && switchTo?._id === plan._id)
                  }
                  isDisabled={pendingChange !== null}
                  onChoose={(chosen) => void choose(chosen, action)}
                />
              );
            })}
          </section>
        </div>
        <PremiumBenefits />
      </div>

      {live && (
        <ConfirmDialog
          title={t('premium:confirmSwitch.title')}
          message={
            switchTo
              ? t('premium:confirmSwitch.message', {
                  price: format.money(switchTo.amount, switchTo.currency),
                  date: format.date(live.renewsAt ?? periodEnd(live)),
                })
              : undefined
          }
          confirmLabel={t('premium:confirmSwitch.confirm')}
          cancelLabel={t('premium:confirmSwitch.keep')}
          isOpen={switchTo !== null}
          onOpenChange={(open) => {
            if (!open) setSwitchTo(null);
          }}
          onConfirm={async () => {
            if (!switchTo) return;
            const result = await switchPlan(switchTo._id);
            if (!result.ok) throw new Error('Switching the plan failed');
          }}
        />
      )}
    </>
  );
}

export const Component = PremiumPage;
