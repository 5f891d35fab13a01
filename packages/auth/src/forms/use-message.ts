import { countryOptions, DEFAULT_LOCALE, isLocale, type Locale } from '@wob/i18n';
import type { SelectOption } from '@wob/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Turns a form message into text: the client's messages are i18n keys
 * ('validation:required.name'), the server's 422 field messages arrive already translated.
 */
export function useMessage(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      return i18n.exists(message) ? t(message) : message;
    },
    [t, i18n],
  );
}

/** Countries for a Select, named and sorted in the UI language. */
export function useCountryOptions(): readonly SelectOption[] {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return useMemo(
    () => countryOptions(locale).map((option) => ({ id: option.code, label: option.name })),
    [locale],
  );
}
