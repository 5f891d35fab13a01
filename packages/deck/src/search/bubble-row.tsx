import type { BubbleTile } from '@wob/api';
import { Card, initialOf, intlLocaleOf, readableTextColor } from '@wob/ui';
import { ChevronRight, Lock, Users } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bubblePagePath } from '../deck/paths';

export interface BubbleRowProps {
  bubble: BubbleTile;
}

/** A Bubble found by the search: its colour and initial, name, title, private flag, members. */
export function BubbleRow({ bubble }: BubbleRowProps) {
  const { t, i18n } = useTranslation('search');
  const style = {
    '--wob-bubble': bubble.circleColor,
    // White or near-black, whichever reads better on the Bubble's colour (white for junk).
    '--wob-on-bubble': readableTextColor(bubble.circleColor),
  } as CSSProperties;
  const members = bubble.members.active;
  return (
    <Card
      as="article"
      padding="sm"
      className="wob-row wob-search-bubble"
      style={style}
      aria-labelledby={`bubble-${bubble._id}`}
    >
      <span className="wob-bubble-circle" aria-hidden="true">
        {initialOf(bubble.name, '?')}
      </span>
      <div className="wob-row__body">
        <h3 className="wob-row__name" id={`bubble-${bubble._id}`}>
          <Link to={bubblePagePath(bubble.slug)} className="wob-row__link">
            {bubble.name}
          </Link>
        </h3>
        {bubble.title && <p className="wob-row__title">{bubble.title}</p>}
        <p className="wob-row__meta">
          <span className="wob-search-fact">
            <Users size={14} aria-hidden="true" />
            {t('bubbles.members', {
              count: members,
              formatted: members.toLocaleString(intlLocaleOf(i18n.language)),
            })}
          </span>
          {bubble.privateBubble && (
            <span className="wob-search-fact wob-search-fact--private">
              <Lock size={14} aria-hidden="true" />
              {t('bubbles.private')}
            </span>
          )}
        </p>
      </div>
      <ChevronRight className="wob-row__chevron" aria-hidden="true" />
    </Card>
  );
}
