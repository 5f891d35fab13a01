import type { Subscription } from '@wob/api';

/** The terms' window: a cancellation this close to a period's end counts for the next period. */
export const LAST_DAY_MS = 24 * 60 * 60 * 1000;

/** One calendar month later in UTC; the 31st becomes the last day of a shorter month. */
export function addMonth(iso: string): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next.toISOString();
}

/** The end of the period the subscription is in now: the trial's end while in trial. */
export function periodEnd(subscription: Subscription): string {
  return subscription.status === 'trialing' && subscription.trialEnd
    ? subscription.trialEnd
    : subscription.currentPeriodEnd;
}

export interface CancellationOutlook {
  /** When premium would end if the person cancelled at `now`. */
  endsAt: string;
  /** Cancelling now falls in the last 24 hours of the period (the next one is charged). */
  lastDay: boolean;
  /** The period is the free trial. */
  trial: boolean;
}

/**
 * What cancelling now means, as the terms say (spec sections 1 and 9): renewal stops at the
 * end of the current period, unless the period ends within 24 hours, in which case premium
 * runs, and is charged, for one more period. The server decides; this explains it beforehand.
 */
export function cancellationOutlook(subscription: Subscription, now: Date): CancellationOutlook {
  const end = periodEnd(subscription);
  const lastDay = new Date(end).getTime() - now.getTime() < LAST_DAY_MS;
  return {
    endsAt: lastDay ? addMonth(end) : end,
    lastDay,
    trial: subscription.status === 'trialing' && !lastDay,
  };
}
