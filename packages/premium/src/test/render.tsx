import type { EndpointId, User } from '@wob/api';
import { writeStored } from '@wob/api';
import { createSessionStore, SessionProvider } from '@wob/auth';
import type { Locale } from '@wob/i18n';
import { createI18n } from '@wob/i18n/react';
import {
  AppProviders,
  createFakeApi,
  type FakeHandler,
  fakeUser,
  recordToasts,
  TOKEN,
} from '@wob/test-utils';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { routes } from '../routes';
import { PremiumProvider } from '../store/premium-context';
import { createPremiumStore, type ShareEnvironment } from '../store/premium-store';

function NoFallback() {
  return null;
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
  const { toasts, notify } = recordToasts();
  const redirects: string[] = [];
  const i18n = createI18n(options.locale ?? 'en');
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
    <AppProviders i18n={i18n} locale={options.locale}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, session, router, fake, toasts, redirects, user: events, i18n };
}
