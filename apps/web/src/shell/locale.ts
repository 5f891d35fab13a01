import { readStoredRaw, writeStored } from '@wob/api';
import { type Locale, resolveLocale } from '@wob/i18n';

// The UI language as a tiny external store, so React (useSyncExternalStore), the API client
// (Accept-Language) and the session (telling the server) all read the same value.

type Listener = () => void;
/** Runs before a switch takes effect (load copy, switch i18next); a rejection fails it. */
type Preparer = (next: Locale) => Promise<void>;

let current: Locale = 'da';
const listeners = new Set<Listener>();
const preparers = new Set<Preparer>();

function apply(locale: Locale): void {
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/**
 * Spec section 4: nothing stored → Danish, and store it; a stored 'da'/'en' → that; anything
 * else stored → ignored, then the browser's languages, then English. Reads the RAW stored
 * value: an unsupported one must be seen (and left alone), not silently dropped.
 */
export function bootLocale(
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Locale {
  const { locale, shouldStore } = resolveLocale({
    stored: readStoredRaw('locale'),
    browserLanguages,
  });
  if (shouldStore) writeStored('locale', locale);
  apply(locale);
  return locale;
}

export function getLocale(): Locale {
  return current;
}

export function subscribeLocale(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function addLocalePreparer(preparer: Preparer): () => void {
  preparers.add(preparer);
  return () => {
    preparers.delete(preparer);
  };
}

/**
 * Switches the UI language: prepares whatever the page needs in the new language, then
 * stores the choice and sets <html lang>. Rejects when preparing fails; the caller goes to
 * the root (spec section 8: 'A failed language route swap goes to the root').
 */
export async function switchLocale(next: Locale): Promise<void> {
  if (next === current) return;
  await Promise.all([...preparers].map((prepare) => prepare(next)));
  writeStored('locale', next);
  apply(next);
}
