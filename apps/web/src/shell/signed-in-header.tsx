import { ChatHeaderLink } from '@wob/chat';
import '@wob/chat/styles.css';
import { HeaderSearch, NotificationBell } from '@wob/deck';
import '@wob/deck/styles.css';
import { StoresProvider } from '@wob/store';
import { LocaleProvider } from '@wob/ui';
import { I18nextProvider } from 'react-i18next';
import { useCopy } from './copy';
import { i18n } from './session';
import { SignedInMenu } from './signed-in-menu';
import { headerStores } from './header-stores';

/**
 * The signed-in half of the header (spec section 2): the search, the message icon with the
 * unread badge (spec chat section 2), the bell with its count badge and panel, and the menu.
 * A lazy chunk with the session, never part of the landing.
 */
export function SignedInHeader() {
  const { locale } = useCopy();
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleProvider locale={locale === 'da' ? 'da-DK' : 'en-GB'}>
        <StoresProvider stores={headerStores}>
          <HeaderSearch />
          <ChatHeaderLink />
          <NotificationBell />
        </StoresProvider>
        <SignedInMenu />
      </LocaleProvider>
    </I18nextProvider>
  );
}
