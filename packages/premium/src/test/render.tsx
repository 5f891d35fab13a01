import type { EndpointId, User } from '@wob/api';
import { writeStored } from '@wob/api';
import { createSessionStore, SessionProvider } from '@wob/auth';
import type { Locale } from '@wob/i18n';
import { createI18n } from '@wob/i18n/react';
import { LocaleProvider } from '@wob/ui';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { routes } from '../routes';
import { PremiumProvider } from '../store/premium-context';
import { createPremiumStore, type ShareEnvironment } from '../store/premium-store';
import { createFakeApi, type FakeHandler } from './fake-api';
import { fakeUser, TOKEN } from './fixtures';

function NoFallback() {
  return null;
}

export interface Toast {
  tone: 'success' | 'error';
  text: string;
}

export interface RenderOptions {
  /** The path the browser opens, e.g. '/premium?checkout=success'. */
  path: string;
  handlers?: Partial<Record<EndpointId, FakeHandler>>;
  user?: User;
  locale?: Locale;
  shareEnvironment?: ShareEnvironment;
}

/**
 * Renders the package's routes the way the app does: a signed-in session store and a premium
 * store on one injected fake API (the premium store refreshes the session after changes), a
 * memory router, toasts and redirects recorded.
 */
export function renderPremium(options: RenderOptions) {
  const user = options.user ?? fakeUser();
  writeStored('token', TOKEN);
  writeStored('user', user);
  const fake = createFakeApi(options.handlers);
  const toasts: Toast[] = [];
  const redirects: string[] = [];
  const i18n = createI18n(options.locale ?? 'en');
  const notify = {
    success: (text: string) => toasts.push({ tone: 'success', text }),
    error: (text: string) => toasts.push({ tone: 'error', text }),
  };
  const session = createSessionStore({ api: fake.api, notify, translate: (key) => i18n.t(key) });
  const store = createPremiumStore({
    api: fake.api,
    notify,
    translate: (key, params) => i18n.t(key, params),
    onPremiumChanged: () => session.getState().refreshProfile(),
    redirect: (url) => redirects.push(url),
    shareEnvironment: () => options.shareEnvironment ?? {},
  });

  const router = createMemoryRouter(
    [
      {
        HydrateFallback: NoFallback,
        element: (
          <SessionProvider store={session}>
            <PremiumProvider store={store}>
              <Outlet />
            </PremiumProvider>
          </SessionProvider>
        ),
        children: [...routes, { path: '/home', element: <p>Home page</p> }],
      },
    ],
    { initialEntries: [options.path] },
  );

  const events = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <LocaleProvider locale={options.locale === 'da' ? 'da-DK' : 'en-GB'}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </I18nextProvider>,
  );
  return { ...view, store, session, router, fake, toasts, redirects, user: events, i18n };
}
