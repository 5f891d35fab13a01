import type { Site } from '@wob/api';
import { buttonClassName, Skeleton, SocialLinks, usePageTitle as useDocumentTitle } from '@wob/ui';
import { Mail, MapPin, MessageCircle, Sparkles, Users } from 'lucide-react';
import { useRef } from 'react';
import { Link, Navigate } from 'react-router';
import { useCopy } from '../shell/copy';
import { useSignedIn } from '../shell/session-host';
import { SiteFooter } from '../shell/site-footer';
import { useSite } from '../shell/use-site';

const BUBBLES = ['hiking', 'boardGames', 'cooking', 'music', 'running', 'books'] as const;

const STEPS = [
  { key: 'join', Icon: Sparkles },
  { key: 'meet', Icon: Users },
  { key: 'chat', Icon: MessageCircle },
] as const;

/** `/`: what Woble is, how it works, contact, social and legal links. */
export function LandingPage() {
  const { t } = useCopy();
  const signedIn = useSignedIn();
  const contact = useRef<HTMLElement>(null);
  const site = useSite(contact);
  useDocumentTitle(null);

  // ARCHITECTURE 'Home': a signed-in user's home is /home.
  if (signedIn) return <Navigate to="/home" replace />;

  return (
    <div className="wob-landing">
      <section className="wob-hero" aria-labelledby="hero-title">
        <div className="wob-hero__bubbles" aria-hidden="true">
          {BUBBLES.map((key) => (
            <span key={key} className={`wob-float wob-float--${key}`}>
              {t(`landing:bubbles.${key}`)}
            </span>
          ))}
        </div>
        <div className="wob-hero__content">
          <p className="wob-hero__eyebrow">{t('landing:hero.eyebrow')}</p>
          <h1 id="hero-title" className="wob-hero__title">
            {t('landing:hero.title')}
          </h1>
          <p className="wob-hero__promise">{t('landing:hero.promise')}</p>
          <div className="wob-hero__actions">
            <Link to="/auth/register" className={buttonClassName('primary', 'lg')}>
              {t('landing:hero.getStarted')}
            </Link>
            <Link to="/auth/login" className={buttonClassName('secondary', 'lg')}>
              {t('landing:hero.login')}
            </Link>
          </div>
        </div>
      </section>

      <section className="wob-section wob-how" aria-labelledby="how-title">
        <h2 id="how-title" className="wob-section__title">
          {t('landing:how.title')}
        </h2>
        <ol className="wob-how__steps">
          {STEPS.map(({ key, Icon }, index) => (
            <li key={key} className="wob-how__step">
              <span className="wob-how__icon" aria-hidden="true">
                <Icon />
              </span>
              <p className="wob-how__number">{t('landing:how.stepLabel', { number: index + 1 })}</p>
              <h3 className="wob-how__title">{t(`landing:how.steps.${key}.title`)}</h3>
              <p className="wob-how__text">{t(`landing:how.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="wob-section wob-cta" aria-labelledby="cta-title">
        <h2 id="cta-title" className="wob-cta__title">
          {t('landing:cta.title')}
        </h2>
        <p className="wob-cta__text">{t('landing:cta.text')}</p>
        <Link to="/auth/register" className={buttonClassName('primary', 'lg')}>
          {t('landing:cta.button')}
        </Link>
      </section>

      <section
        ref={contact}
        className="wob-section wob-contact"
        id="contact"
        aria-labelledby="contact-title"
      >
        <div className="wob-contact__intro">
          <h2 id="contact-title" className="wob-section__title">
            {t('landing:contact.title')}
          </h2>
          <p className="wob-contact__text">{t('landing:contact.text')}</p>
        </div>
        {site.status === 'ready' ? (
          <ContactDetails site={site.site} />
        ) : site.status === 'loading' ? (
          <div className="wob-contact__details" aria-busy="true">
            <Skeleton lines={3} />
          </div>
        ) : null}
      </section>

      <SiteFooter company={site.status === 'ready' ? site.site.company : undefined} />
    </div>
  );
}

function ContactDetails({ site }: { site: Site }) {
  const { t } = useCopy();
  return (
    <div className="wob-contact__details">
      <dl className="wob-contact__list">
        <div className="wob-contact__row">
          <dt>
            <Mail aria-hidden="true" />
            {t('landing:contact.email')}
          </dt>
          <dd>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </div>
        <div className="wob-contact__row">
          <dt>
            <MapPin aria-hidden="true" />
            {t('landing:contact.address')}
          </dt>
          <dd>
            {site.company}
            <br />
            {site.address}
          </dd>
        </div>
        <div className="wob-contact__row">
          <dt>{t('landing:contact.cvr')}</dt>
          <dd>{site.cvr}</dd>
        </div>
      </dl>
      {site.social.length > 0 && (
        <div className="wob-social">
          <h3 className="wob-social__title">{t('landing:social.title')}</h3>
          <SocialLinks
            links={site.social}
            linkLabel={(network) => t('landing:social.link', { network })}
          />
        </div>
      )}
    </div>
  );
}
