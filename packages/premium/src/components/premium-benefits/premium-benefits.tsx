import { BellRing, Headset, ShieldCheck, UsersRound, Vote } from 'lucide-react';
import { useTranslation } from 'react-i18next';

// Spec section 1: what the paid plan unlocks, in the spec's order.
const BENEFITS = [
  { key: 'moderatorPage', Icon: ShieldCheck },
  { key: 'polls', Icon: Vote },
  { key: 'groupNotifications', Icon: BellRing },
  { key: 'members', Icon: UsersRound },
  { key: 'support', Icon: Headset },
] as const;

export interface PremiumBenefitsProps {
  headingLevel?: 2 | 3;
}

/** The short list of what Premium unlocks. */
export function PremiumBenefits({ headingLevel = 2 }: PremiumBenefitsProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="wob-benefits" aria-labelledby="premium-benefits-title">
      <Heading id="premium-benefits-title" className="wob-benefits__title">
        {t('premium:benefits.title')}
      </Heading>
      <ul className="wob-list">
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key} className="wob-benefits__item">
            <span className="wob-benefits__icon" aria-hidden="true">
              <Icon />
            </span>
            {t(`premium:benefits.${key}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
