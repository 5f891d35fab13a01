import type { BubbleTile } from '@wob/api';
import {
  buttonClassName,
  Card,
  EmptyState,
  ErrorState,
  initialOf,
  readableTextColor,
  Skeleton,
} from '@wob/ui';
import { ArrowLeft, Globe, Lock, SearchX, Sparkles } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bubblePath } from '../pages/bubble-actions';
import { PREMIUM_LINK } from '../pages/bubble-settings-page';

/** Find Bubble, where a missing Bubble's moderator pages send people. */
const FIND_BUBBLE = '/search-bubble';
const FALLBACK_COLOR = '#475569';

/** /bubble_options/{id}: the Bubble's options. */
export function optionsPath(bubbleId: string): string {
  return `/bubble_options/${encodeURIComponent(bubbleId)}`;
}

/** /bubble_members/{id}: the member list with Active and Pending tabs. */
export function membersPath(bubbleId: string): string {
  return `/bubble_members/${encodeURIComponent(bubbleId)}`;
}

/** The Bubble's colour and the readable text on it, as CSS custom properties. */
export function bubbleColors(bubble: Pick<BubbleTile, 'circleColor'>): CSSProperties {
  const color = /^#[0-9a-fA-F]{6}$/.test(bubble.circleColor) ? bubble.circleColor : FALLBACK_COLOR;
  return {
    '--wob-bubble-bg': color,
    '--wob-bubble-ink': readableTextColor(color),
  } as CSSProperties;
}

/**
 * The top of a moderator page in the Bubble's colour: the way back to the board, the page's
 * name above the Bubble's, public or private, and the caller's role.
 */
export function BubbleBanner({ bubble, page }: { bubble: BubbleTile; page: string }) {
  const { t } = useTranslation('moderation');
  const { status, role } = bubble.membership;
  return (
    <header className="wob-moderation-banner" style={bubbleColors(bubble)}>
      <Link to={bubblePath(bubble)} className="wob-icon-link wob-moderation-banner__back">
        <ArrowLeft aria-hidden="true" />
        {t('page.back')}
      </Link>
      <div className="wob-moderation-banner__main">
        <span className="wob-moderation-banner__circle" aria-hidden="true">
          {initialOf(bubble.name, '?')}
        </span>
        <div className="wob-moderation-banner__text">
          <p className="wob-moderation-banner__page">{page}</p>
          <h1 className="wob-moderation-banner__name">{bubble.name}</h1>
          <ul className="wob-moderation-banner__facts">
            <li>
              {bubble.privateBubble ? <Lock aria-hidden="true" /> : <Globe aria-hidden="true" />}
              {bubble.privateBubble ? t('page.private') : t('page.public')}
            </li>
            {status === 'active' && role && <li>{t(`roles.${role}`)}</li>}
          </ul>
        </div>
      </div>
    </header>
  );
}

/** Skeletons in the shape of the page while the Bubble loads. */
export function ModerationLoading({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('moderation');
  return (
    <div className="wob-page wob-page--narrow wob-moderation" aria-busy="true">
      <p className="wob-visually-hidden" role="status">
        {t('page.loading')}
      </p>
      <div className="wob-moderation-banner wob-moderation-banner--loading">
        <Skeleton width="30%" />
        <div className="wob-moderation-banner__main">
          <Skeleton shape="circle" width={56} height={56} />
          <div className="wob-moderation-banner__text">
            <Skeleton width="40%" />
            <Skeleton width="60%" height={28} />
          </div>
        </div>
      </div>
      {Array.from({ length: rows }, (_, index) => (
        // Placeholders without identity: the index is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
        <Card key={index} padding="md" className="wob-moderation-skeleton">
          <Skeleton shape="circle" width={40} height={40} />
          <Skeleton width="55%" />
        </Card>
      ))}
    </div>
  );
}

/** The server's 404: no such Bubble, or one whose content the caller may not see. */
export function ModerationNotFound() {
  const { t } = useTranslation('moderation');
  return (
    <div className="wob-page wob-page--narrow wob-moderation">
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title={t('page.notFoundTitle')}
        text={t('page.notFoundText')}
        headingLevel={2}
        action={
          <Link to={FIND_BUBBLE} className={buttonClassName('primary', 'md')}>
            {t('page.findBubble')}
          </Link>
        }
      />
    </div>
  );
}

export function ModerationError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation('moderation');
  return (
    <div className="wob-page wob-page--narrow wob-moderation">
      <ErrorState
        message={message ?? t('page.loadError')}
        retryLabel={t('page.retry')}
        onRetry={onRetry}
      />
    </div>
  );
}

/** A short invitation to /premium beside something premium unlocks. */
export function PremiumNote({ children }: { children: ReactNode }) {
  const { t } = useTranslation('moderation');
  return (
    <p className="wob-bubbles-upsell wob-moderation-upsell">
      <Sparkles size={18} aria-hidden="true" />
      <span>{children}</span>
      <Link to={PREMIUM_LINK}>{t('page.upgrade')}</Link>
    </p>
  );
}
