import type { WoblerCard } from '@wob/api';
import { cx, Skeleton } from '@wob/ui';
import { ChevronRight } from 'lucide-react';
import type { CSSProperties, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { woblerPath } from './paths';
import type { SwipeHandlers } from './use-swipe';
import { SharedBubbles, WoblerFacts, WoblerImage } from './wobler-parts';

export interface DeckCardProps {
  wobler: WoblerCard;
  headingLevel?: 2 | 3;
  /** The swipe's transform while a finger drags the card. */
  style?: CSSProperties;
  className?: string;
  ref?: Ref<HTMLElement>;
  /** Pointer handlers of the swipe (see use-swipe.ts). */
  swipeHandlers?: SwipeHandlers;
  /** The card leans far enough to say which way it would go. */
  leaning?: 'left' | 'right' | null;
}

/**
 * One Wobler of the deck, big: the picture with name and age over it, where they are and
 * how far (when they show it), their gender (when shown), the Bubbles you share and their
 * words about themselves, with a link to the whole profile.
 */
export function DeckCard({
  wobler,
  headingLevel = 2,
  style,
  className,
  ref,
  swipeHandlers,
  leaning = null,
}: DeckCardProps) {
  const { t } = useTranslation('deck');
  const Heading = `h${headingLevel}` as const;
  const headingId = `wob-deck-card-${wobler._id}`;
  return (
    <article
      ref={ref as Ref<HTMLElement>}
      className={cx('wob-deck-card', className)}
      aria-labelledby={headingId}
      style={style}
      {...swipeHandlers}
    >
      <div className="wob-deck-card__media">
        <WoblerImage wobler={wobler} className="wob-deck-card__image" />
        {leaning && (
          <span className={`wob-deck-card__stamp wob-deck-card__stamp--${leaning}`} aria-hidden="true">
            {leaning === 'right' ? t('actions.like') : t('actions.dislike')}
          </span>
        )}
        <div className="wob-deck-card__overlay">
          <Heading id={headingId} className="wob-deck-card__name">
            {t('wobler.nameAge', { name: wobler.name, age: wobler.age })}
          </Heading>
          <WoblerFacts wobler={wobler} className="wob-deck-card__facts" />
        </div>
      </div>
      <div className="wob-deck-card__body">
        {wobler.sharedBubbles.length > 0 && (
          <div className="wob-deck-card__section">
            <p className="wob-section-label">{t('wobler.sharedBubbles')}</p>
            <SharedBubbles bubbles={wobler.sharedBubbles} limit={4} />
          </div>
        )}
        {wobler.about.trim() !== '' && <p className="wob-deck-card__about">{wobler.about}</p>}
        <Link to={woblerPath(wobler._id)} className="wob-icon-link wob-deck-card__profile">
          {t('wobler.viewProfile', { name: wobler.name })}
          <ChevronRight aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

/** The shape of a deck card while the Woblers load. */
export function DeckCardSkeleton() {
  return (
    <div className="wob-deck-card wob-deck-card--skeleton" aria-hidden="true">
      <div className="wob-deck-card__media">
        <Skeleton shape="rect" className="wob-deck-card__image" />
      </div>
      <div className="wob-deck-card__body">
        <Skeleton width="55%" height={28} />
        <Skeleton width="40%" />
        <div className="wob-deck-card__skeleton-chips">
          <Skeleton shape="rect" width={110} height={28} />
          <Skeleton shape="rect" width={90} height={28} />
        </div>
        <Skeleton lines={3} />
      </div>
    </div>
  );
}
