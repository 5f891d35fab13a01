import { addMonths, DAY_MS, HOUR_MS } from '../../platform/clock';
import type { Locale } from '../../platform/i18n';

// The terms (spec section 1 and 9): cancel at least 24 hours before the period ends; a refund
// may be asked within 14 days of a charge.

/** A cancellation later than this before the period end takes effect a period later. */
export const LATE_CANCELLATION_MS = 24 * HOUR_MS;
export const REFUND_WINDOW_MS = 14 * DAY_MS;

/**
 * When premium ends for a cancellation made at `now`: the end of the current period, or,
 * within its last 24 hours (when the next period is already being charged), the end of the
 * next one.
 */
export function cancellationDate(periodEnd: Date, now: Date): Date {
  const early = periodEnd.getTime() - now.getTime() > LATE_CANCELLATION_MS;
  return early ? periodEnd : addMonths(periodEnd, 1);
}

/** Until when a refund of a charge may be asked; null once that time has passed. */
export function refundableUntil(
  charge: { chargedAt: Date; refundRequestedAt: Date | null } | undefined,
  now: Date,
): Date | null {
  if (!charge || charge.refundRequestedAt) return null;
  const until = new Date(charge.chargedAt.getTime() + REFUND_WINDOW_MS);
  return until.getTime() > now.getTime() ? until : null;
}

const DATE_LOCALES: Record<Locale, string> = { da: 'da-DK', en: 'en-GB' };

/** A date as a member reads it, in Danish time ('1. december 2026', '1 December 2026'). */
export function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    dateStyle: 'long',
    timeZone: 'Europe/Copenhagen',
  }).format(date);
}

/** An amount in minor units for the operator's mail ('DKK 9.00'). */
export function formatAmount(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(DATE_LOCALES[locale], { style: 'currency', currency }).format(
    amount / 100,
  );
}
