import type { WoblerCard } from '@wob/api';
import { Avatar, Card, Skeleton } from '@wob/ui';
import { ChevronRight, MapPin } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { woblerPath } from '../deck/paths';
import { rememberWobler } from '../notifications/wobler-link';

export interface WoblerRowProps {
  wobler: WoblerCard;
}

/**
 * A Wobler found by the search: picture, name and age, city when they show it, and the
 * Bubbles the person shares with them. The whole row opens their profile.
 */
export function WoblerRow({ wobler }: WoblerRowProps) {
  const { t } = useTranslation('search');
  return (
    <Card
      as="article"
      padding="sm"
      className="wob-row wob-search-wobler"
      aria-labelledby={`wobler-${wobler._id}`}
    >
      <Avatar
        src={wobler.image || null}
        name={wobler.name}
        colorId={wobler._id}
        size="lg"
        decorative
      />
      <div className="wob-row__body">
        <h3 className="wob-row__name" id={`wobler-${wobler._id}`}>
          <Link
            to={woblerPath(wobler._id)}
            className="wob-row__link"
            onClick={() =>
              rememberWobler({
                id: wobler._id,
                name: wobler.name,
                fromNoti: false,
                isMatched: wobler.relation.isMatched,
              })
            }
          >
            {t('woblers.nameAge', { name: wobler.name, age: wobler.age })}
          </Link>
        </h3>
        {wobler.city && (
          <p className="wob-row__meta">
            <span className="wob-search-fact">
              <MapPin size={14} aria-hidden="true" />
              {wobler.city}
            </span>
          </p>
        )}
        {wobler.sharedBubbles.length > 0 && (
          <ul className="wob-search-chips" aria-label={t('woblers.shared')}>
            {wobler.sharedBubbles.map((bubble) => (
              <li
                key={bubble._id}
                className="wob-chip wob-chip--sm"
                style={{ '--wob-chip-color': bubble.circleColor } as CSSProperties}
              >
                <span className="wob-search-chip__dot" aria-hidden="true" />
                {bubble.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ChevronRight className="wob-row__chevron" aria-hidden="true" />
    </Card>
  );
}

export function SearchRowSkeleton() {
  return (
    <div className="wob-card wob-card--pad-sm wob-row" aria-hidden="true">
      <Skeleton shape="circle" width={56} height={56} />
      <div className="wob-row__body">
        <Skeleton width="55%" height={18} />
        <Skeleton width="30%" height={14} />
      </div>
    </div>
  );
}
