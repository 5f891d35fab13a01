import '@wob/auth/styles.css';
import '@wob/bubbles/styles.css';
import '@wob/chat/styles.css';
import '@wob/deck/styles.css';
import '@wob/premium/styles.css';
import { StoresProvider } from '@wob/store';
import { LocaleProvider } from '@wob/ui';
import { I18nextProvider } from 'react-i18next';
import { Outlet } from 'react-router';
import { SessionCallHost } from './call-host';
import { useCopy } from './copy';
import { i18n } from './session';
import { sessionStores } from './stores';

/**
 * Wraps every account screen and signed-in page: i18next, the locale of dates and numbers,
 * every feature store (./stores.ts), and the call host, so a call rings on any of them.
 */
export function SessionLayout() {
  const { locale } = useCopy();
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleProvider locale={locale === 'da' ? 'da-DK' : 'en-GB'}>
        <StoresProvider stores={sessionStores}>
          <SessionCallHost>
            <Outlet />
          </SessionCallHost>
        </StoresProvider>
      </LocaleProvider>
    </I18nextProvider>
  );
}

export const Component = SessionLayout;
