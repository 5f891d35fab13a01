import { useEffect } from 'react';

/** Names the browser tab after the page, as the app's other pages do ('Find Wobler · Woble'). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Woble`;
  }, [title]);
}
