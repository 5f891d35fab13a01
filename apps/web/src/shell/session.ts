import { createApiClient } from '@wob/api';
import { createSessionStore, type SessionStore } from '@wob/auth';
import { createI18n } from '@wob/i18n/react';
import { toast } from '@wob/ui';
import { changeLocale } from './change-locale';
import { addLocalePreparer, getLocale, subscribeLocale } from './locale';
import { navigateTo } from './navigation';
import { setSignedIn } from './session-host';

// The lazy half of the session: loaded with the first account screen or signed-in page (or
// at start when a token is stored), never on the landing's first load.

/** i18next with every namespace, for the account screens of @wob/auth. */
export const i18n = createI18n(getLocale());

export const api = createApiClient({
  getToken: () => sessionStore.getState().token,
  getLocale,
  onUnauthorized: (error) => sessionStore.getState().handleUnauthorized(error),
});

export const sessionStore: SessionStore = createSessionStore({
  api,
  navigate: navigateTo,
  notify: { success: (text) => toast.success(text), error: (text) => toast.error(text) },
  translate: (key) => i18n.t(key),
  changeLanguage: changeLocale,
  getLocale,
});

// i18next switches together with the frame's copy; the server learns the choice (silently).
addLocalePreparer(async (next) => {
  await i18n.changeLanguage(next);
});
subscribeLocale(() => {
  void sessionStore.getState().syncLanguage(getLocale());
});

setSignedIn(sessionStore.getState().token !== null);
sessionStore.subscribe((state) => setSignedIn(state.token !== null));
