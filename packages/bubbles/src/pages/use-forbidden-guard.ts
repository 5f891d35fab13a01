import type { ActionResult } from '@wob/store';
import { ApiError } from '@wob/api';
import { useCallback, useState } from 'react';

/**
 * A page's fetch that answers 403 is not an error state to retry: the next render throws it
 * to the route's error boundary, where the app shows 'Access Denied' (spec section 2) in
 * place of the page. Report every fetch's result to the returned function.
 */
export function useForbiddenGuard(): (result: ActionResult) => void {
  const [denied, setDenied] = useState(false);
  const report = useCallback((result: ActionResult) => {
    if (!result.ok && result.status === 403) setDenied(true);
  }, []);
  if (denied) throw new ApiError({ status: 403, statusText: 'Forbidden' });
  return report;
}
