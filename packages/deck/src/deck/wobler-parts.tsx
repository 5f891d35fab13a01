import type { SharedBubble, WoblerCard } from '@wob/api';
import { avatarColorIndex, cx, initialOf, readableTextColor } from '@wob/ui';
import { MapPin, Navigation, User } from 'lucide-react';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bubblePagePath } from './paths';

export interface WoblerImageProps {
  wobler: Pick<WoblerCard, '_id' | 'name' | 'image'>;
  className?: string;
  /** Lazy for lists; the deck's card in front loads at once. */
  loading?: 'eager' | 'lazy';
}

/**
 * A Wobler's picture (or the generated avatar the server sends instead). When it cannot be
 * shown, their initial on their colour takes its place, so a card never shows a broken image.
 */
export function WoblerImage({ wobler, className, loading = 'eager' }: WoblerImageProps) {
  const { t } = useTranslation('deck');
  const [failed, setFailed] = useState<string | null>(null);
  const src = wobler.image && failed !== wobler.image ? wobler.image : null;
  if (!src) {
    const style = { background: `var(--wob-avatar-${avatarColorIndex(wobler._id)})` };
    return (
      <span
        className={cx('wob-wobler-image', 'wob-wobler-image--fallback', className)}
        style={style}
        role="img"
        aria-label={t('wobler.picture', { name: wobler.name })}
      >
        <span aria-hidden="true">{initialOf(wobler.name)}</span>
      </span>
    );
  }
  return (
    <img
      className={cx('wob-wobler-image', className)}
      src={src}
      alt={t('wobler.picture', { name: wobler.name })}
      loading={loading}
      decoding="async"
      draggable={false}
      onError={() => setFailed(src)}
    />
  );
}

/**
 * City, distance and gender, each only when the Wobler shows it (the server sends null for a
 * hidden field: nothing is shown, never 'null').
 */
export function WoblerFacts({
  wobler,
  className,
}: {
  wobler: Pick<WoblerCard, 'city' | 'distance' | 'gender'>;
  className?: string;
}) {
  const { t } = useTranslation('deck');
  const facts = [
    wobler.city ? { key: 'city', icon: <MapPin aria-hidden="true" />, text: wobler.city } : null,
    wobler.distance !== null
      ? {
          key: 'distance',
          icon: <Navigation aria-hidden="true" />,
          text: t('wobler.away', { distance: wobler.distance }),
        }
      : null,
    wobler.gender
      ? { key: 'gender', icon: <User aria-hidden="true" />, text: t(`gender:${wobler.gender}`) }
      : null,
  ].filter((fact) => fact !== null);
  if (facts.length === 0) return null;
  return (
    <ul className={cx('wob-wobler-facts', className)}>
      {facts.map((fact) => (
        <li key={fact.key} className="wob-wobler-facts__item">
          {fact.icon}
          <span>{fact.text}</span>
        </li>
      ))}
    </ul>
  );
}

function bubbleStyle(bubble: SharedBubble): CSSProperties {
  return {
    '--wob-bubble': bubble.circleColor,
    '--wob-on-bubble': readableTextColor(bubble.circleColor),
  } as CSSProperties;
}

export interface SharedBubblesProps {
  bubbles: readonly SharedBubble[];
  /** Each chip links to the Bubble's page (profiles); the deck's chips are plain. */
  linked?: boolean;
  /** How many chips before '+ n'; all when left out. */
  limit?: number;
  className?: string;
}

/** The Bubbles the caller and the Wobler share, as chips in each Bubble's colour. */
export function SharedBubbles({ bubbles, linked = false, limit, className }: SharedBubblesProps) {
  const { t } = useTranslation('deck');
  if (bubbles.length === 0) return null;
  const shown = limit === undefined ? bubbles : bubbles.slice(0, limit);
  const rest = bubbles.length - shown.length;
  return (
    <ul
      className={cx('wob-list wob-list--inline', className)}
      aria-label={t('wobler.sharedBubbles')}
    >
      {shown.map((bubble) => (
        <li key={bubble._id} className="wob-shared-bubbles__item" style={bubbleStyle(bubble)}>
          {linked ? (
            <Link to={bubblePagePath(bubble.slug)} className="wob-shared-bubble">
              <span className="wob-shared-bubble__dot" aria-hidden="true" />
              {bubble.name}
            </Link>
          ) : (
            <span className="wob-shared-bubble">
              <span className="wob-shared-bubble__dot" aria-hidden="true" />
              {bubble.name}
            </span>
          )}
        </li>
      ))}
      {rest > 0 && (
        <li className="wob-shared-bubbles__item">
          <span className="wob-shared-bubble wob-shared-bubble--more">
            {t('wobler.moreBubbles', { count: rest })}
          </span>
        </li>
      )}
    </ul>
  );
}
