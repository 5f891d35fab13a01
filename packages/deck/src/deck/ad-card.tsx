import type { Ad } from '@wob/api';
import { Button, buttonClassName, cx } from '@wob/ui';
import { ArrowRight, ExternalLink, Megaphone } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Whether an ad's link leaves the product (an https URL) or stays in it (a path). */
export function isExternalUrl(url: string): boolean {
  return /^https:\/\//i.test(url);
}

/** Only paths inside the product and https links are followed; anything else is not a link. */
function isSafeUrl(url: string): boolean {
  return isExternalUrl(url) || (url.startsWith('/') && !url.startsWith('//'));
}

export interface AdCardProps {
  ad: Ad;
  /** 'Next': passes the ad. */
  onNext: () => void;
  headingLevel?: 2 | 3;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * A house ad among the deck's cards: it looks like a card but says it is an ad. The
 * operator's picture fills the top (16:10, cropped to cover); without one, Woble's colours. Its button
 * follows the ad's link (a router link inside the product, a new tab outside it); 'Next'
 * passes it.
 */
export function AdCard({ ad, onNext, headingLevel = 2, className, ref }: AdCardProps) {
  const { t } = useTranslation('deck');
  const Heading = `h${headingLevel}` as const;
  const headingId = `wob-ad-card-${ad._id}`;
  const external = isExternalUrl(ad.url);
  return (
    <article
      ref={ref as Ref<HTMLElement>}
      className={cx('wob-deck-card', 'wob-ad-card', className)}
      aria-labelledby={headingId}
    >
      {ad.imageUrl ? (
        <div className="wob-ad-card__art wob-ad-card__art--image">
          <img className="wob-ad-card__image" src={ad.imageUrl} alt={ad.title} decoding="async" />
        </div>
      ) : (
        <div className="wob-ad-card__art" aria-hidden="true">
          <span className="wob-ad-card__bubble wob-ad-card__bubble--1" />
          <span className="wob-ad-card__bubble wob-ad-card__bubble--2" />
          <span className="wob-ad-card__bubble wob-ad-card__bubble--3" />
          <Megaphone className="wob-ad-card__icon" />
        </div>
      )}
      <div className="wob-deck-card__body wob-ad-card__body">
        <p className="wob-ad-card__label">{t('ad.label')}</p>
        <Heading id={headingId} className="wob-ad-card__title">
          {ad.title}
        </Heading>
        <p className="wob-ad-card__text">{ad.body}</p>
        <div className="wob-ad-card__actions">
          {isSafeUrl(ad.url) &&
            (external ? (
              <a
                href={ad.url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClassName('primary', 'md')}
              >
                {ad.cta}
                <ExternalLink aria-hidden="true" className="wob-ad-card__link-icon" />
                <span className="wob-visually-hidden"> {t('ad.newTab')}</span>
              </a>
            ) : (
              <Link to={ad.url} className={buttonClassName('primary', 'md')}>
                {ad.cta}
              </Link>
            ))}
          <Button
            variant="secondary"
            icon={<ArrowRight aria-hidden="true" />}
            iconPosition="end"
            onClick={onNext}
            data-deck-focus
          >
            {t('ad.next')}
          </Button>
        </div>
      </div>
    </article>
  );
}
