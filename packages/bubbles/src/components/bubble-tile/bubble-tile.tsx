import type { BubbleTile as BubbleTileData } from '@wob/api';
import { Badge, Card, cx, initialOf, intlLocaleOf, readableTextColor, Skeleton } from '@wob/ui';
import { Clock, Crown, Flame, Lock, UserCheck, Users } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface BubbleTileProps {
  bubble: BubbleTileData;
  /** The heading level of the name in the page's outline. */
  headingLevel?: 2 | 3;
  /** Marks the Bubble opened last (Choose Bubble shows it first). */
  selected?: boolean;
  /** Buttons and links under the tile (open, join, edit…). */
  actions?: ReactNode;
  /** A control beside the name (Choose Bubble's pick checkbox). */
  aside?: ReactNode;
  className?: string;
}

/**
 * A Bubble at a glance: its colour as a circle with the first letter, name and title, the
 * private flag, trending mark, new-activity badge ('9+' above 9) and the person's membership.
 * Each state has a word beside its icon, so colour is never the only signal.
 */
export function BubbleTile({
  bubble,
  headingLevel = 3,
  selected = false,
  actions,
  aside,
  className,
}: BubbleTileProps) {
  const { t, i18n } = useTranslation('bubbles');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const style = {
    '--wob-bubble': bubble.circleColor,
    '--wob-on-bubble': readableTextColor(bubble.circleColor),
  } as CSSProperties;
  const { status, role } = bubble.membership;
  const activity = bubble.newActivity;

  return (
    <Card
      as="article"
      padding="md"
      className={cx('wob-bubble-tile', selected && 'wob-bubble-tile--selected', className)}
      style={style}
      aria-label={bubble.name}
    >
      <div className="wob-bubble-tile__head">
        <span className="wob-bubble-tile__mark">
          <span className="wob-bubble-circle" aria-hidden="true">
            {initialOf(bubble.name, '?')}
          </span>
          {activity > 0 && (
            <Badge
              className="wob-bubble-tile__badge"
              count={activity}
              max={9}
              tone="danger"
              label={
                activity > 9
                  ? t('tile.newActivityMany')
                  : t('tile.newActivity', { count: activity })
              }
            />
          )}
        </span>
        <div className="wob-row__body">
          <Heading className="wob-row__name">{bubble.name}</Heading>
          {bubble.title && <p className="wob-row__title">{bubble.title}</p>}
          <p className="wob-bubble-tile__members">
            <Users size={14} aria-hidden="true" />
            {t('tile.members', {
              count: bubble.members.active,
              members: bubble.members.active.toLocaleString(intlLocaleOf(i18n.language)),
            })}
          </p>
        </div>
        {aside}
      </div>
      <ul className="wob-list wob-list--inline wob-bubble-tile__flags">
        {selected && <li className="wob-chip wob-bubble-chip--selected">{t('tile.selected')}</li>}
        {bubble.privateBubble && (
          <li className="wob-chip">
            <Lock size={14} aria-hidden="true" />
            {t('tile.private')}
          </li>
        )}
        {bubble.trending && (
          <li className="wob-chip wob-bubble-chip--trending">
            <Flame size={14} aria-hidden="true" />
            {t('tile.trending')}
          </li>
        )}
        {status === 'pending' && (
          <li className="wob-chip wob-bubble-chip--pending">
            <Clock size={14} aria-hidden="true" />
            {t('tile.pending')}
          </li>
        )}
        {status === 'active' && (
          <li className="wob-chip wob-bubble-chip--member">
            {role === 'owner' ? (
              <Crown size={14} aria-hidden="true" />
            ) : (
              <UserCheck size={14} aria-hidden="true" />
            )}
            {role === 'owner' ? t('tile.owner') : t('tile.member')}
          </li>
        )}
      </ul>
      {actions && <div className="wob-bubble-tile__actions">{actions}</div>}
    </Card>
  );
}

/** The tile's shape while Bubbles load. */
export function BubbleTileSkeleton() {
  return (
    <Card
      as="div"
      padding="md"
      className="wob-bubble-tile wob-bubble-tile--skeleton"
      aria-hidden="true"
    >
      <div className="wob-bubble-tile__head">
        <Skeleton shape="circle" width={56} height={56} />
        <div className="wob-row__body">
          <Skeleton width="60%" height={20} />
          <Skeleton lines={2} />
        </div>
      </div>
    </Card>
  );
}
