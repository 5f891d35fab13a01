import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';

export interface LocaleProviderProps {
  /** BCP 47 tag of the UI language, e.g. 'da-DK' or 'en-GB'. */
  locale: string;
  children: ReactNode;
}

/**
 * Tells the React Aria components the UI language: date segment order, number formats and
 * their few built-in strings follow it instead of the browser's language.
 */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
