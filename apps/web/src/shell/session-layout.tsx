import { SessionProvider } from '@wob/auth';
import '@wob/auth/styles.css';
import { BoardProvider, BubblesProvider, ModerationProvider, PollsProvider } from '@wob/bubbles';
import '@wob/bubbles/styles.css';
import { ChatProvider } from '@wob/chat';
import '@wob/chat/styles.css';
import { DeckProvider, NotificationsProvider, SearchProvider } from '@wob/deck';
import '@wob/deck/styles.css';
import { PremiumProvider } from '@wob/premium';
import '@wob/premium/styles.css';
import { LocaleProvider } from '@wob/ui';
import { I18nextProvider } from 'react-i18next';
import { Outlet } from 'react-router';
import { useCopy } from './copy';
import { boardStore, bubblesStore, moderationStore, pollsStore } from './bubbles';
import { chatStore } from './chat';
import { deckStore, notificationsStore, searchStore } from './deck';
import { premiumStore } from './premium';
import { i18n, sessionStore } from './session';

/**
 * Wraps every account screen and signed-in page: the session, premium, Bubbles, board, deck,
 * bell, search and chat stores, i18next.
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
                    <DeckProvider store={deckStore}>
                      <NotificationsProvider store={notificationsStore}>
                        <SearchProvider store={searchStore}>
                          <ChatProvider store={chatStore}>
                            <Outlet />
                          </ChatProvider>
                        </SearchProvider>
                      </NotificationsProvider>
                    </DeckProvider>
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
