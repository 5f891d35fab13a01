import { ApiError, isApiError } from '@wob/api';
import { ShieldX } from 'lucide-react';
import { useCallback, useState } from 'react';
import { isRouteErrorResponse, Link } from 'react-router';
import { useCopy } from './copy';

/** Whether an error (of a page's data fetch, a route response, or a bare status) means 403. */
export function isAccessDenied(error: unknown): boolean {
  if (typeof error === 'number') return error === 403;
  if (isApiError(error)) return error.status === 403;
  return isRouteErrorResponse(error) && error.status === 403;
}

/**
 * For pages: call with the error of a data fetch. A 403 is thrown to the route's error
 * boundary, which shows 'Access Denied' in place of the page; anything else is left to the
 * page's own error state.
 */
export function throwIfAccessDenied(error: unknown): void {
  if (!isAccessDenied(error)) return;
  throw typeof error === 'number' ? new ApiError({ status: 403, statusText: 'Forbidden' }) : error;
}

/**
 * The same for fetches that finish after render (effects): report the error or status to the
 * returned function, and the next render throws it to the boundary.
 */
export function useAccessDeniedGuard(): (error: unknown) => void {
  const [denied, setDenied] = useState<{ error: unknown } | null>(null);
  const report = useCallback((error: unknown) => {
    if (isAccessDenied(error)) setDenied({ error });
  }, []);
  if (denied) throwIfAccessDenied(denied.error);
  return report;
}

/** The 'Access Denied' screen of spec section 2. */
export function AccessDenied() {
  const { t } = useCopy();
  return (
    <section className="wob-status-page" aria-labelledby="access-denied-title">
      <span className="wob-status-page__icon" aria-hidden="true">
        <ShieldX />
      </span>
      <h1 id="access-denied-title" className="wob-status-page__title">
        {t('common:accessDenied')}
      </h1>
      <p className="wob-status-page__text">{t('common:accessDeniedText')}</p>
      <Link to="/" className="wob-button wob-button--secondary wob-button--md">
        {t('shell:notFound.home')}
      </Link>
    </section>
  );
}
