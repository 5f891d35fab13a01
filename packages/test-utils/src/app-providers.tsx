import type { Locale } from '@wob/i18n';
import { LocaleProvider } from '@wob/ui';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

export interface AppProvidersProps {
  i18n: I18n;
  /** Dates and numbers follow it: Danish for 'da', British English otherwise. */
  locale?: Locale;
  children: ReactNode;
}

/** The providers the app's session layout puts around every screen, for tests and stories. */
export function AppProviders({ i18n, locale, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleProvider locale={locale === 'da' ? 'da-DK' : 'en-GB'}>{children}</LocaleProvider>
    </I18nextProvider>
  );
}
