import type { PollOption } from '@wob/api';
import { cx, intlLocaleOf, VisuallyHidden } from '@wob/ui';
import { Check } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** Above this percentage the bar's text sits on the fill and turns white (spec section 2). */
export const WHITE_TEXT_ABOVE = 90;

/** Whether an option's percentage text is white on the bar's fill (spec: 'white text >90%'). */
export function isTextOnFill(percentage: number): boolean {
  return percentage > WHITE_TEXT_ABOVE;
}

export interface PollResultsProps {
  options: readonly PollOption[];
  /** The caller's option, marked with a check and 'Your vote'. */
  votedOption?: string | null;
  /** The list card's preview: smaller bars, at most `limit` options. */
  compact?: boolean;
  /** How many options to show; the rest are counted under the bars. */
  limit?: number;
}

/**
 * Each option's share as a bar, as the server computes it (whole percentages adding up to
 * 100). The percentage sits just after the fill in the page's ink; above 90 percent there is
 * no room after it, so it sits at the end of the fill in white.
 */
export function PollResults({ options, votedOption, compact = false, limit }: PollResultsProps) {
  const { t, i18n } = useTranslation('polls');
  const locale = intlLocaleOf(i18n.language);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const count = new Intl.NumberFormat(locale);
  const shown = limit === undefined ? options : options.slice(0, limit);
  const hidden = options.length - shown.length;

  return (
    <div className={cx('wob-poll-results', compact && 'wob-poll-results--compact')}>
      <ul className="wob-poll-results__list">
        {shown.map((option) => {
          const share = Math.min(100, Math.max(0, option.percentage));
          const mine = option._id === votedOption;
          const text = percent.format(share / 100);
          const votes = t('view.optionVotes', {
            count: option.votes,
            formatted: count.format(option.votes),
          });
          return (
            <li
              key={option._id}
              className={cx('wob-poll-result', mine && 'wob-poll-result--mine')}
              data-percentage={share}
            >
              <div className="wob-poll-result__head" aria-hidden="true">
                <span className="wob-poll-result__option">{option.option}</span>
                {(mine || !compact) && (
                  <span className="wob-poll-result__aside">
                    {mine && (
                      <span className="wob-poll-result__mine">
                        <Check />
                        {t('view.yourVote')}
                      </span>
                    )}
                    {!compact && <span className="wob-poll-result__votes">{votes}</span>}
                  </span>
                )}
              </div>
              <div
                className="wob-poll-bar"
                style={{ '--wob-poll-share': `${share}%` } as CSSProperties}
                aria-hidden="true"
              >
                <span className="wob-poll-bar__fill" />
                <span
                  className={cx(
                    'wob-poll-bar__value',
                    isTextOnFill(share) && 'wob-poll-bar__value--on-fill',
                  )}
                >
                  {text}
                </span>
              </div>
              <VisuallyHidden>
                {t('view.optionResult', { option: option.option, percent: text, votes })}
                {mine ? ` (${t('view.yourVote')})` : ''}
              </VisuallyHidden>
            </li>
          );
        })}
      </ul>
      {hidden > 0 && (
        <p className="wob-poll-results__more">{t('list.moreOptions', { count: hidden })}</p>
      )}
    </div>
  );
}
