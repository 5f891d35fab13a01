import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions } from './i18n-options';
import type { Locale } from './locale';

/**
 * A fresh i18next instance for the React app (pass it to I18nextProvider). One instance per
 * app or test, never the global singleton, so tests and stories cannot leak a language.
 */
export function createI18n(locale: Locale): i18n {
  const instance = createInstance();
  // With initAsync false the returned promise is already settled when init returns.
  void instance.use(initReactI18next).init(i18nOptions(locale));
  return instance;
}
