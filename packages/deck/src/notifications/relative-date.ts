import type { Translate } from './notifications-store';

// Dates in the panel (spec section 9: 'Today', 'Yesterday'): within the last two calendar
// days the word with the time, older ones as a date in the language's own format.
// A copy of @wob/bubbles' board/relative-date.ts (feature packages never import one another),
// with the keys of the `notifications` namespace; it belongs in @wob/ui once a third needs it.

/** The locale of dates for an i18next language: 'da-DK' for Danish, 'en-GB' otherwise. */
export function intlLocaleOf(language: string): 'da-DK' | 'en-GB' {
  return language.startsWith('da') ? 'da-DK' : 'en-GB';
}

export interface RelativeDateOptions {
  /** The clock: tests and stories fix it. */
  now: Date;
  /** An Intl locale, e.g. 'da-DK'. */
  locale: string;
  translate: Translate;
  /** The reader's time zone (the browser's when left out); tests fix it. */
  timeZone?: string;
}

// The calendar day of an instant in a time zone, as a number of days, so 'yesterday' works
// across month ends and daylight saving changes.
function dayNumber(date: Date, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Math.round(Date.UTC(part('year'), part('month') - 1, part('day')) / 86_400_000);
}

/**
 * 'Today, 14:05', 'Yesterday, 09:30' or '3 Nov 2026' ('3. nov. 2026' in Danish). A date in
 * the future (a clock that runs ahead) counts as today; an unreadable one is returned as is.
 */
export function formatRelativeDate(iso: string, options: RelativeDateOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { now, locale, translate, timeZone } = options;
  const daysAgo = dayNumber(now, timeZone) - dayNumber(date, timeZone);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  if (daysAgo <= 0) return translate('notifications:date.today', { time });
  if (daysAgo === 1) return translate('notifications:date.yesterday', { time });
  return new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium' }).format(date);
}

/** The full date and time, for the <time> element's title. */
export function formatFullDate(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);
}
