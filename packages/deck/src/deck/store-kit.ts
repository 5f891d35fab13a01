import { type ApiClient, describeApiError, isApiError } from '@wob/api';
import type { Notifier } from '@wob/auth';
import type { Translate } from '@wob/i18n';

/** The browser's geolocation, as far as the filters page uses it (tests pass a fake). */
export type GeolocationPort = Pick<Geolocation, 'getCurrentPosition'>;

export interface DeckDeps {
  api: ApiClient;
  /** How the store tells a person about an action; the app passes @wob/ui's toast. */
  notify?: Notifier;
  /** Turns the error catalogue's keys ('errors:client.network') into text. */
  translate?: Translate;
  /**
   * Where 'Use my current position' asks for the position; `navigator.geolocation` when left
   * out. It is only asked after the person pressed the button (consent).
   */
  geolocation?: GeolocationPort | null;
}

/** Where a fetch stands. 'not-found' is the server's 404 (gone, or blocked the caller). */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
export type PageStatus = LoadStatus | 'not-found';

/** What an action came to: `ok`, or the HTTP status, the text a person reads and field errors. */
export type DeckResult =
  | { ok: true }
  | { ok: false; status: number; message: string; fieldErrors: Record<string, string> };

export type DeckFailure = Extract<DeckResult, { ok: false }>;

/** The helpers every slice shares: describing failures and toasting. */
export interface StoreKit {
  deps: DeckDeps;
  describe(error: unknown): string;
  failure(error: unknown): DeckFailure;
  toastFailure(error: unknown): void;
  toastSuccess(message: string | undefined): void;
}

const silent: Notifier = { success: () => undefined, error: () => undefined };

export function createStoreKit(deps: DeckDeps): StoreKit {
  const notify = deps.notify ?? silent;
  const translate: Translate = deps.translate ?? ((key: string) => key);
  const describe = (error: unknown): string => {
    const description = describeApiError(error);
    return 'text' in description ? description.text : translate(description.key);
  };
  return {
    deps,
    describe,
    failure: (error) => ({
      ok: false,
      status: isApiError(error) ? error.status : 0,
      message: describe(error),
      fieldErrors: isApiError(error) ? { ...error.fieldErrors } : {},
    }),
    toastFailure(error) {
      // A 401 has already been told by the session, which signs the person out.
      if (isApiError(error) && error.status === 401) return;
      notify.error(describe(error));
    },
    toastSuccess(message) {
      if (message) notify.success(message);
    },
  };
}

/** A 404: the Wobler is gone (deleted, or they blocked the caller). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * Whether trying the same call again could succeed: the network, a timeout, the server's own
 * failure or a rate limit. A 4xx answer (gone, blocked, refused) stays refused.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}
