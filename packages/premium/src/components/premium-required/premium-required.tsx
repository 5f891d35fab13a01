import { buttonClassName, Card, cx } from '@wob/ui';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const PREMIUM_PATH = '/premium';

export interface PremiumRequiredProps {
  /**
   * The server's 403 message for the premium gate, already in the person's language; without
   * it the card says in general terms what Premium unlocks.
   */
  message?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * The upsell a feature shows where the server answered 403 for a premium gate (poll creation,
 * member management…): what it is, and the way to /premium.
 */
export function PremiumRequired({ message, headingLevel = 2, className }: PremiumRequiredProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="aside" padding="lg" className={cx('wob-premium-required', className)}>
      <span className="wob-icon-circle" aria-hidden="true">
        <Crown />
      </span>
      <Heading className="wob-premium-required__title">{t('premium:required.title')}</Heading>
      <p className="wob-premium-required__text">{message || t('premium:required.text')}</p>
      <Link to={PREMIUM_PATH} className={buttonClassName('primary', 'md')}>
        {t('premium:required.action')}
      </Link>
    </Card>
  );
}
