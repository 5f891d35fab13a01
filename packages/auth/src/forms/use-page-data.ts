import { ApiError } from '@wob/api';
import { useCallback, useEffect, useState } from 'react';
import type { ActionResult } from '@wob/store';

export type LoadState = 'loading' | 'ready' | 'error';

/**
 * Runs a page's silent fetch on mount and tracks it for the page's loading and error states.
 * A 403 answer is thrown to the route's error boundary, which shows 'Access Denied'.
 */
export function usePageData(fetch: () => Promise<ActionResult>): {
  state: LoadState;
  retry: () => void;
} {
  const [state, setState] = useState<LoadState>('loading');
  const [forbidden, setForbidden] = useState(false);

  const run = useCallback(async () => {
    setState('loading');
    const result = await fetch();
    if (result.ok) {
      setState('ready');
    } else if (result.status === 403) {
      setForbidden(true);
    } else {
      setState('error');
    }
  }, [fetch]);

  useEffect(() => {
    void run();
  }, [run]);

  if (forbidden) throw new ApiError({ status: 403, statusText: 'Forbidden' });
  return { state, retry: () => void run() };
}
