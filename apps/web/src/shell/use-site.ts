import type { Site } from '@wob/api';
import { type RefObject, useEffect, useState } from 'react';

let request: Promise<Site> | null = null;

/** The operator's details and social links (GET /api/site), fetched once per page load. */
export function loadSite(): Promise<Site> {
  request ??= import('./site-client')
    .then((module) => module.fetchSite())
    .catch((error: unknown) => {
      // Fetches are only logged (spec section 8); the next page asks again.
      console.warn('GET /api/site failed', error);
      request = null;
      throw error;
    });
  return request;
}

export type SiteState =
  | { status: 'loading' }
  | { status: 'ready'; site: Site }
  | { status: 'error' };

/**
 * The site details for a component. With `near`, the request waits until that element comes
 * near the viewport: the landing's contact section is below the fold, and its
 * API client is 11 kB gzip that the first load of `/` does without.
 */
export function useSite(near?: RefObject<Element | null>): SiteState {
  const [state, setState] = useState<SiteState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const load = () => {
      loadSite().then(
        (site) => live && setState({ status: 'ready', site }),
        () => live && setState({ status: 'error' }),
      );
    };
    const target = near?.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(target);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [near]);
  return state;
}
