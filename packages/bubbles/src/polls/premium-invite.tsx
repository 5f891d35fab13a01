import { buttonClassName, Card, cx } from '@wob/ui';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PREMIUM_LINK } from '../pages/bubble-settings-page';

export interface PollsPremiumInviteProps {
  /** The server's 403 message, already in the person's language; else our own words. */
  message?: string;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The invitation to upgrade where creating a poll needs premium (spec sections 1 and 6): what
 * it unlocks and the way to /premium. A link, not @wob/premium's component: feature packages
 * do not import each other.
 */
export function PollsPremiumInvite({
  message,
  headingLevel = 2,
  className,
}: PollsPremiumInviteProps) {
  const { t } = useTranslation('polls');
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="aside" padding="lg" className={cx('wob-polls-invite', className)}>
      <span className="wob-polls-invite__icon" aria-hidden="true">
        <Crown />
      </span>
      <Heading className="wob-polls-invite__title">{t('premium.title')}</Heading>
      <p className="wob-polls-invite__text">{message || t('premium.text')}</p>
      <Link to={PREMIUM_LINK} className={buttonClassName('primary', 'md')}>
        {t('premium.action')}
      </Link>
    </Card>
  );
}
