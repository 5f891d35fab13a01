// Dates as lists show them (spec sections 8 and 9: 'Today', 'Yesterday'): within the last two
// calendar days the word with the time, older ones as a date in the language's own format.
// @wob/ui holds no copy: the words come in translated, as functions of the time.

/** The Intl locale of an i18next language: 'da-DK' for Danish, 'en-GB' otherwise. */
export function intlLocaleOf(language: string): 'da-DK' | 'en-GB' {
  return language.startsWith('da') ? 'da-DK' : 'en-GB';
}

/** The translated words around the time: `today('14:05')` → 'Today, 14:05'. */
export interface RelativeDateWords {
  today: (time: string) => string;
  yesterday: (time: string) => string;
}

/** The clock of a list of dates; stories and tests fix both. */
export interface DateClock {
  /** The clock; the current time when left out. */
  now?: Date;
  /** The reader's time zone; the browser's when left out. */
  timeZone?: string;
}

export interface RelativeDateOptions {
  /** The clock: tests and stories fix it. */
  now: Date;
  /** An Intl locale, e.g. 'da-DK' (see `intlLocaleOf`). */
  locale: string;
  words: RelativeDateWords;
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
 * the future (a clock that runs ahead) counts as today; an unreadable one is returned as it is.
 */
export function formatRelativeDate(iso: string, options: RelativeDateOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { now, locale, words, timeZone } = options;
  const daysAgo = dayNumber(now, timeZone) - dayNumber(date, timeZone);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  if (daysAgo <= 0) return words.today(time);
  if (daysAgo === 1) return words.yesterday(time);
  return new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium' }).format(date);
}

/** The full date and time, for a tooltip and the <time> element's title. */
export function formatFullDate(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);
}

/** A date in both forms a list shows: `short` in the row, `full` in its title. */
export interface DateLabels {
  short: string;
  full: string;
}

/**
 * One formatter for a whole list: `relativeDates({ locale, words, now, timeZone })(iso)` gives
 * the short and the full form; without `now`, each date is compared with the time it is formatted.
 */
export function relativeDates({
  locale,
  words,
  now,
  timeZone,
}: DateClock & Omit<RelativeDateOptions, 'now'>): (iso: string) => DateLabels {
  return (iso) => ({
    short: formatRelativeDate(iso, { now: now ?? new Date(), locale, words, timeZone }),
    full: formatFullDate(iso, locale, timeZone),
  });
}
