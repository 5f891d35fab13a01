import { SessionProvider } from '@wob/auth';
import '@wob/auth/styles.css';
import { BoardProvider, BubblesProvider, ModerationProvider, PollsProvider } from '@wob/bubbles';
import '@wob/bubbles/styles.css';
import { PremiumProvider } from '@wob/premium';
import '@wob/premium/styles.css';
import { LocaleProvider } from '@wob/ui';
import { I18nextProvider } from 'react-i18next';
import { Outlet } from 'react-router';
import { useCopy } from './copy';
import { boardStore, bubblesStore, moderationStore, pollsStore } from './bubbles';
import { premiumStore } from './premium';
import { i18n, sessionStore } from './session';

/**
 * Wraps every account screen and signed-in page: the session, premium, Bubbles and board
 * stores, i18next.
 */
export function SessionLayout() {
  const { locale } = useCopy();
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleProvider locale={locale === 'da' ? 'da-DK' : 'en-GB'}>
        <SessionProvider store={sessionStore}>
          <PremiumProvider store={premiumStore}>
            <BubblesProvider store={bubblesStore}>
              <BoardProvider store={boardStore}>
                <ModerationProvider store={moderationStore}>
                  <PollsProvider store={pollsStore}>
                    <Outlet />
                  </PollsProvider>
                </ModerationProvider>
              </BoardProvider>
            </BubblesProvider>
          </PremiumProvider>
        </SessionProvider>
      </LocaleProvider>
    </I18nextProvider>
  );
}

export const Component = SessionLayout;
