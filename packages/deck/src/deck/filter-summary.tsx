import type { BubbleTile } from '@wob/api';
import { AGE_RANGE_MAX, AGE_RANGE_MIN } from '@wob/validation';
import { useTranslation } from 'react-i18next';
import type { WoblerFilter } from './deck-slice';

export interface FilterSummaryProps {
  filter: WoblerFilter;
  /** The person's Bubbles, to name the chosen tags (counted while unknown). */
  bubbles?: readonly BubbleTile[];
}

/** The chosen filter in a few words, as chips: 'All Bubbles · Within 25 km · Women · 25–40'. */
export function FilterSummary({ filter, bubbles = [] }: FilterSummaryProps) {
  const { t } = useTranslation('deck');
  const parts: { key: string; text: string }[] = [];
  if (filter.bubbleIds === 'all') {
    parts.push({ key: 'bubbles', text: t('filters.allBubbles') });
  } else {
    const names = filter.bubbleIds
      .map((id) => bubbles.find((bubble) => bubble._id === id)?.name)
      .filter((name): name is string => Boolean(name));
    if (names.length === filter.bubbleIds.length && names.length <= 2) {
      for (const [index, name] of names.entries()) parts.push({ key: `bubble-${index}`, text: name });
    } else {
      parts.push({ key: 'bubbles', text: t('summary.bubbles', { count: filter.bubbleIds.length }) });
    }
  }
  parts.push({
    key: 'distance',
    text:
      filter.distance === null
        ? t('filters.anyDistance')
        : t('filters.within', { distance: filter.distance }),
  });
  parts.push({
    key: 'gender',
    text: filter.gender === 'all' ? t('filters.everyone') : t(`gender:${filter.gender}`),
  });
  if (filter.ageFrom !== AGE_RANGE_MIN || filter.ageTo !== AGE_RANGE_MAX) {
    parts.push({
      key: 'age',
      text: t('filters.ageValue', { from: filter.ageFrom, to: filter.ageTo }),
    });
  }
  if (filter.search) parts.push({ key: 'search', text: t('summary.search', { text: filter.search }) });

  return (
    <ul className="wob-list wob-list--inline" aria-label={t('summary.label')}>
      {parts.map((part) => (
        <li key={part.key} className="wob-filter-summary__item">
          {part.text}
        </li>
      ))}
    </ul>
  );
}
