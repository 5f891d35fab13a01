import { type DateClock, intlLocaleOf, relativeDates } from '@wob/ui';
import { useTranslation } from 'react-i18next';

/** Formats the board's dates in the reader's language: ('Today, 14:05', full date). */
export function useRelativeDate({ now, timeZone }: DateClock = {}) {
  const { t, i18n } = useTranslation('board');
  return relativeDates({
    now,
    timeZone,
    locale: intlLocaleOf(i18n.language),
    words: {
      today: (time) => t('date.today', { time }),
      yesterday: (time) => t('date.yesterday', { time }),
    },
  });
}
