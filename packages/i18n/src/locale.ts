// Locale rules of spec section 4 and ARCHITECTURE 'Locale'. Pure functions: the web app
// passes in what it read from localStorage and navigator.languages, the server the
// Accept-Language header, so both are tested without a browser.

export const SUPPORTED_LOCALES = ['da', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** First-run language and the fallback for missing keys. */
export const DEFAULT_LOCALE: Locale = 'da';
/** Used when a stored choice is unusable and no browser language is supported. */
export const LAST_RESORT_LOCALE: Locale = 'en';
/** The localStorage key of the user's language choice (spec section 3). */
export const LOCALE_STORAGE_KEY = 'user-locale';

export function isLocale(value: unknown): value is Locale {
  return value === 'da' || value === 'en';
}

/** 'da' for 'da', 'da-DK', 'DA_dk'; null when the primary subtag is not supported. */
function supportedPrimary(tag: string): Locale | null {
  const primary = tag.trim().split(/[-_]/, 1)[0]?.toLowerCase();
  return isLocale(primary) ? primary : null;
}

export interface LocaleResolution {
  locale: Locale;
  /** True when the app should write `locale` under LOCALE_STORAGE_KEY (the first visit). */
  shouldStore: boolean;
}

/**
 * Which language the app starts in:
 * - nothing stored (first visit) → Danish, and store it;
 * - 'da' or 'en' stored → that;
 * - anything else stored → ignored (left as it is): the first browser language whose primary
 *   subtag is da or en, else English.
 */
export function resolveLocale(input: {
  stored: string | null;
  browserLanguages: readonly string[];
}): LocaleResolution {
  const { stored, browserLanguages } = input;
  if (stored === null) return { locale: DEFAULT_LOCALE, shouldStore: true };
  if (isLocale(stored)) return { locale: stored, shouldStore: false };
  for (const language of browserLanguages) {
    const locale = supportedPrimary(language);
    if (locale) return { locale, shouldStore: false };
  }
  return { locale: LAST_RESORT_LOCALE, shouldStore: false };
}

// A header longer than this is junk; parsing stops there.
const ACCEPT_LANGUAGE_MAX = 1024;
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * The language of a server answer from an Accept-Language header: the supported language
 * with the highest weight (the earlier one on a tie), Danish when none is given or supported.
 */
export function localeFromAcceptLanguage(header?: string | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; quality: number } | null = null;
  for (const part of header.slice(0, ACCEPT_LANGUAGE_MAX).split(',')) {
    const [tag = '', ...params] = part.split(';');
    const locale = supportedPrimary(tag);
    if (!locale) continue;
    let quality = 1;
    for (const param of params) {
      const trimmed = param.trim();
      if (!/^q=/i.test(trimmed)) continue;
      const match = QUALITY.exec(trimmed);
      // A malformed weight makes the entry unusable rather than guessing it.
      quality = match?.[1] ? Number(match[1]) : 0;
    }
    if (quality > 0 && (!best || quality > best.quality)) best = { locale, quality };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
