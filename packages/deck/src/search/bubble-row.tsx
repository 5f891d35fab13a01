import type { BubbleTile } from '@wob/api';
import { readableTextColor } from '@wob/ui';
import { ChevronRight, Lock, Users } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bubblePagePath } from '../deck/paths';
import { intlLocaleOf } from '../notifications/relative-date';

const DARK_TEXT = '#0F172A';
const LIGHT_TEXT = '#FFFFFF';

// White or near-black on the Bubble's colour, whichever reads better; any '#rrggbb' may come
// from the server. (@wob/bubbles has the same rule; feature packages do not import each other.)
function textOn(circleColor: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(circleColor)
    ? readableTextColor(circleColor, DARK_TEXT, LIGHT_TEXT)
    : LIGHT_TEXT;
}

function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase('da') : '?';
}

export interface BubbleRowProps {
  bubble: BubbleTile;
}

/** A Bubble found by the search: its colour and initial, name, title, private flag, members. */
export function BubbleRow({ bubble }: BubbleRowProps) {
  const { t, i18n } = useTranslation('search');
  const style = {
    '--wob-bubble': bubble.circleColor,
    '--wob-on-bubble': textOn(bubble.circleColor),
  } as CSSProperties;
  const members = bubble.members.active;
  return (
    <article
      className="wob-search-row wob-search-bubble"
      style={style}
      aria-labelledby={`bubble-${bubble._id}`}
    >
      <span className="wob-search-bubble__circle" aria-hidden="true">
        {initialOf(bubble.name)}
      </span>
      <div className="wob-search-row__body">
        <h3 className="wob-search-row__name" id={`bubble-${bubble._id}`}>
          <Link to={bubblePagePath(bubble.slug)} className="wob-search-row__link">
            {bubble.name}
          </Link>
        </h3>
        {bubble.title && <p className="wob-search-row__title">{bubble.title}</p>}
        <p className="wob-search-row__meta">
          <span className="wob-search-row__fact">
            <Users size={14} aria-hidden="true" />
            {t('bubbles.members', {
              count: members,
              formatted: members.toLocaleString(intlLocaleOf(i18n.language)),
            })}
          </span>
          {bubble.privateBubble && (
            <span className="wob-search-row__fact wob-search-row__private">
              <Lock size={14} aria-hidden="true" />
              {t('bubbles.private')}
            </span>
          )}
        </p>
      </div>
      <ChevronRight className="wob-search-row__chevron" aria-hidden="true" />
    </article>
  );
}
