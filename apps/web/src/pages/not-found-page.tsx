import { buttonClassName, usePageTitle as useDocumentTitle } from '@wob/ui';
import { Link } from 'react-router';
import { useCopy } from '../shell/copy';

/** Any unmatched path: '404! Page not found'. */
export function NotFoundPage() {
  const { t } = useCopy();
  useDocumentTitle(t('shell:notFound.title'));
  return (
    <section className="wob-status-page" aria-labelledby="not-found-title">
      <div className="wob-status-page__bubbles" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <h1 id="not-found-title" className="wob-status-page__title">
        {t('shell:notFound.title')}
      </h1>
      <p className="wob-status-page__text">{t('shell:notFound.text')}</p>
      <Link to="/" className={buttonClassName('primary', 'md')}>
        {t('shell:notFound.home')}
      </Link>
    </section>
  );
}
