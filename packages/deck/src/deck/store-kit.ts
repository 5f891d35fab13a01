import { type ApiClient, isApiError, type Relation, type WoblerCard } from '@wob/api';
import type { Translate } from '@wob/i18n';
import type { LoadStatus, Notifier, SliceKit } from '@wob/store';

export type { LoadStatus } from '@wob/store';

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

/** Where a page's fetch stands. 'not-found' is the server's 404 (gone, or blocked the caller). */
export type PageStatus = LoadStatus | 'not-found';

/** The kit a deck slice is created from, typed over the slice's own part of the state. */
export type DeckSliceKit<Part> = SliceKit<Part, DeckDeps>;

/** How one slice tells the others that the caller's relation with a Wobler changed. */
export interface DeckLinks {
  /** `card` when the change may add the Wobler somewhere (a save adds them to the saved list). */
  relationChanged(woblerId: string, relation: Relation, card?: WoblerCard): void;
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
