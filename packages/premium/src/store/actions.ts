import type { ActionResult, Notifier } from '@wob/auth';
import { describeApiError, isApiError } from '@wob/api';
import type { Translate } from '@wob/i18n';

/** Turns an i18n key into text; the app passes i18next's `t` (@wob/i18n's one type of it). */
export type { Translate };

/** Where a list or a page's data stands. A background refetch keeps 'ready'. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export const OK: ActionResult = { ok: true };

export function failure(error: unknown): ActionResult {
  return {
    ok: false,
    status: isApiError(error) ? error.status : 0,
    fieldErrors: isApiError(error) ? { ...error.fieldErrors } : {},
  };
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The text of a failed action per the spec's error catalogue (section 8). */
export function errorText(error: unknown, translate: Translate): string {
  const description = describeApiError(error);
  return 'text' in description ? description.text : translate(description.key);
}

/** Toasts of the store: the server's message on success, the error catalogue on failure. */
export interface Toasts {
  success(message: string | undefined): void;
  failure(error: unknown): void;
}

export function createToasts(notify: Notifier, translate: Translate): Toasts {
  return {
    success(message) {
      if (message) notify.success(message);
    },
    failure(error) {
      // A 401 has already been told and has signed the person out (the session's handler).
      if (isApiError(error) && error.status === 401) return;
      notify.error(errorText(error, translate));
    },
  };
}

/**
 * A counter that lets only the newest of several overlapping requests write its answer
 * (React's StrictMode mounts twice; 'read more' may be pressed while a refetch runs).
 */
export function createLatest() {
  let current = 0;
  return {
    next(): number {
      current += 1;
      return current;
    },
    isLatest(ticket: number): boolean {
      return ticket === current;
    },
  };
}
