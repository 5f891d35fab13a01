import { createApiClient } from '@wob/api';
import { createSessionStore, type SessionStore } from '@wob/auth';
import { createI18n } from '@wob/i18n/react';
import { type ToastOptions, toast } from '@wob/ui';
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

/**
 * How every store tells a person about an action: the one toaster (top-right, below the
 * header). A toast may name its source (a form): that source's success removes its errors.
 */
export const notify = {
  success: (text: string, options?: ToastOptions) => toast.success(text, options),
  error: (text: string, options?: ToastOptions) => toast.error(text, options),
  info: (text: string, options?: ToastOptions) => toast.info(text, options),
  clearErrors: (source: string) => toast.clearErrors(source),
};

/** The stores' copy: i18next's `t` with the session's language. */
export const translate = (key: string, params?: Record<string, unknown>): string =>
  i18n.t(key, params);

export const sessionStore: SessionStore = createSessionStore({
  api,
  navigate: navigateTo,
  notify,
  translate,
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

// The stored user is what the server answered last time; premium, settings or the location may
// have changed since (another device, a trial that ended). Fetch it again once at start, in
// the background: pages render from the stored copy and follow the fresh one.
if (sessionStore.getState().token !== null) void sessionStore.getState().refreshProfile();
sessionStore.subscribe((state) => setSignedIn(state.token !== null));
