import { buttonClassName } from '@wob/ui';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundPage } from '../pages/not-found-page';
import { AccessDenied, isAccessDenied } from './access-denied';
import { useCopy } from './copy';

/**
 * The error boundary of every page: 'Access Denied' for a 403, the 404 page for an unknown
 * route, otherwise a short 'Alert' with a way to try again (a lazy chunk that failed to
 * load after a new release is fixed by reloading).
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useCopy();
  if (isAccessDenied(error)) return <AccessDenied />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <section className="wob-status-page" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="wob-status-page__title">
        {t('common:alert')}
      </h1>
      <p className="wob-status-page__text">{t('shell:error.text')}</p>
      <div className="wob-status-page__actions">
        <button
          type="button"
          className={buttonClassName('primary', 'md')}
          onClick={() => window.location.reload()}
        >
          {t('shell:error.retry')}
        </button>
        <Link to="/" className={buttonClassName('secondary', 'md')}>
          {t('shell:error.home')}
        </Link>
      </div>
    </section>
  );
}
