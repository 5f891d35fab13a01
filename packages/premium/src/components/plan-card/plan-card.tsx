import type { Plan } from '@wob/api';
import { Button, Card, cx, Skeleton } from '@wob/ui';
import { Check, Crown, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters, weeklyAmount } from '../../format/format';

/**
 * What the card's button does: start the free trial, subscribe without one, move the current
 * subscription to this plan, or nothing (this is the current plan, or a change is not open).
 */
export type PlanAction = 'trial' | 'subscribe' | 'switch' | 'current' | 'none';

export interface PlanCardProps {
  plan: Plan;
  action: PlanAction;
  /** This card's change is on its way. */
  isBusy?: boolean;
  /** Another change is on its way. */
  isDisabled?: boolean;
  onChoose?: (plan: Plan) => void;
  headingLevel?: 2 | 3;
}

/** One plan (plans are data): price and weekly price in the UI language, trial, best value. */
export function PlanCard({
  plan,
  action,
  isBusy = false,
  isDisabled = false,
  onChoose,
  headingLevel = 3,
}: PlanCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const Heading = `h${headingLevel}` as const;
  const price = format.money(plan.amount, plan.currency);
  const weekly = format.money(weeklyAmount(plan.amount), plan.currency);
  const titleId = `plan-${plan._id}-title`;
  const trial = action === 'trial' && plan.trialDays > 0;

  return (
    <Card
      as="article"
      padding="lg"
      elevated={plan.bestValue}
      className={cx(
        'wob-plan',
        plan.bestValue && 'wob-plan--best',
        action === 'current' && 'wob-plan--current',
      )}
      aria-labelledby={titleId}
    >
      <div className="wob-plan__labels">
        {plan.bestValue && (
          <span className="wob-pill wob-pill--accent">
            <Crown aria-hidden="true" />
            {t('premium:plan.bestValue')}
          </span>
        )}
        {trial && (
          <span className="wob-pill wob-pill--success">
            <Gift aria-hidden="true" />
            {t('premium:plan.trialBadge', { days: plan.trialDays })}
          </span>
        )}
        {action === 'current' && (
          <span className="wob-pill wob-pill--neutral">
            <Check aria-hidden="true" />
            {t('premium:plan.current')}
          </span>
        )}
      </div>
      <Heading id={titleId} className="wob-plan__title">
        {t('premium:plan.name')}{' '}
        <span className="wob-plan__interval">{t(`premium:plan.interval.${plan.interval}`)}</span>
      </Heading>
      <p className="wob-plan__price">
        <span className="wob-plan__amount">{price}</span>{' '}
        <span className="wob-plan__per">{t(`premium:plan.perInterval.${plan.interval}`)}</span>
      </p>
      <p className="wob-plan__weekly">{t('premium:plan.weekly', { price: weekly })}</p>
      <p className="wob-plan__terms">
        {trial
          ? t('premium:plan.trialTerms', { days: plan.trialDays, price })
          : t('premium:plan.renewTerms')}
      </p>
      {(action === 'trial' || action === 'subscribe' || action === 'switch') && (
        <Button
          variant={action === 'switch' ? 'secondary' : 'primary'}
          size="lg"
          fullWidth
          isLoading={isBusy}
          disabled={isDisabled && !isBusy}
          onClick={() => onChoose?.(plan)}
        >
          {action === 'trial'
            ? t('premium:plan.startTrial', { days: plan.trialDays })
            : action === 'subscribe'
              ? t('premium:plan.subscribe')
              : t('premium:plan.switchTo')}
        </Button>
      )}
    </Card>
  );
}

/** The plan card's shape while get-subscribed is on its way. */
export function PlanCardSkeleton() {
  return (
    <Card padding="lg" className="wob-plan wob-plan--skeleton">
      <Skeleton width="40%" />
      <Skeleton shape="rect" width="60%" height={48} />
      <Skeleton lines={3} />
      <Skeleton shape="rect" width="100%" height={48} />
    </Card>
  );
}
