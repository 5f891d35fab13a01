import { localeFromAcceptLanguage, translateMessage } from '@wob/i18n';

export type Locale = 'da' | 'en';

/** The language of a request's answers: Accept-Language, Danish when absent or unsupported. */
export function requestLocale(acceptLanguage: string | undefined): Locale {
  return localeFromAcceptLanguage(acceptLanguage) === 'en' ? 'en' : 'da';
}

/**
 * Translates a message key ('errors:account.invalidCredentials', 'validation:required.name') into
 * the locale; parameters fill `{{name}}` placeholders.
 */
export function translate(
  locale: Locale,
  key: string,
  params?: Record<string, string | number>,
): string {
  return translateMessage(locale, key, params);
}
