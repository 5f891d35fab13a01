import { useTranslation } from 'react-i18next';
import { formatFullDate, formatRelativeDate, intlLocaleOf } from './relative-date';

export interface DateClock {
  /** The clock; the current time when left out (stories and tests fix it). */
  now?: Date;
  /** The reader's time zone; the browser's when left out. */
  timeZone?: string;
}

/** Formats the board's dates in the reader's language: ('Today, 14:05', full date). */
export function useRelativeDate({ now, timeZone }: DateClock = {}) {
  const { t, i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.language);
  return (iso: string) => ({
    short: formatRelativeDate(iso, {
      now: now ?? new Date(),
      locale,
      timeZone,
      translate: (key, params) => t(key, params),
    }),
    full: formatFullDate(iso, locale, timeZone),
  });
}
