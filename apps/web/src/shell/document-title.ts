import { useEffect } from 'react';

const BRAND = 'Woble';

/** Names the browser tab after the page, so history and screen readers can tell pages apart. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : BRAND;
  }, [title]);
}
