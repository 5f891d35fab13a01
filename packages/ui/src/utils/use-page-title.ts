import { useEffect } from 'react';
import { BRAND_NAME } from '../components/logo/logo';

/** The browser tab's text for a page: 'Saved Woblers · Woble', or the brand alone for null. */
export function pageTitle(title: string | null | undefined): string {
  return title ? `${title} · ${BRAND_NAME}` : BRAND_NAME;
}

/**
 * Names the browser tab after the page, so history and screen readers can tell pages apart.
 * The title comes in translated; null (a page still loading its subject) shows the brand.
 */
export function usePageTitle(title: string | null | undefined): void {
  const text = pageTitle(title);
  useEffect(() => {
    document.title = text;
  }, [text]);
}
