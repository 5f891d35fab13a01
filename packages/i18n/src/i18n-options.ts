import type { InitOptions } from 'i18next';
import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from './locale';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from './resources';

/** The i18next options shared by the React app and the server's translator. */
export function i18nOptions(locale: Locale): InitOptions {
  return {
    lng: locale,
    // ARCHITECTURE 'Locale': missing keys fall back to Danish.
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    resources,
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    // React escapes what it renders; escaping here would double-escape.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Resources are bundled, so initialise synchronously: `t` works on the next line.
    initAsync: false,
  };
}
