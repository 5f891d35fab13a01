import type { Subscription } from '@wob/api';
import { refundableUntil } from './rules';
import type { SubscriptionRow } from './state';
import type { ChargeRow } from './store';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The caller's subscription as the contract shows it; `lastCharge` is its latest paid one. */
export function toSubscriptionView(
  row: SubscriptionRow,
  lastCharge: ChargeRow | undefined,
  now: Date,
): Subscription {
  const renews = row.cancelAt === null && row.status !== 'expired';
  return {
    _id: row.id,
    planId: row.planId,
    provider: row.provider === 'stripe' ? 'stripe' : 'local',
    status: row.status as Subscription['status'],
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    trialEnd: iso(row.trialEnd),
    cancelAt: iso(row.cancelAt),
    renewsAt: renews ? row.currentPeriodEnd.toISOString() : null,
    refundableUntil: iso(refundableUntil(lastCharge, now)),
    refundRequestedAt: iso(lastCharge?.refundRequestedAt ?? null),
  };
}
