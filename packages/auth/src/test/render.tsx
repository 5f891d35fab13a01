import type { EndpointId, User } from '@wob/api';
import { isApiError, writeStored } from '@wob/api';
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
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  Outlet,
  type RouteObject,
  RouterProvider,
  useRouteError,
} from 'react-router';
import { routes } from '../routes';
import { SessionProvider } from '../store/session-context';
import { createSessionStore } from '../store/session-store';

// Lazy pages load before the first render; nothing to show meanwhile.
function NoFallback() {
  return null;
}

function RouteError() {
  const error = useRouteError();
  return <p>Route error: {isApiError(error) ? error.status : 'unknown'}</p>;
}

export interface RenderOptions {
  /** The path the browser opens. */
  path: string;
  handlers?: Partial<Record<EndpointId, FakeHandler>>;
  /** Start signed in (token and user in storage), optionally as this user. */
  signedIn?: boolean | User;
  locale?: Locale;
  /** Replaces the page at `path` (e.g. a form with prefilled values). */
  element?: ReactNode;
}

/**
 * Renders the account routes the way the app does: a session store with an injected fake
 * API, a memory router, and stand-ins for the app's home and landing pages.
 */
export function renderAccount(options: RenderOptions) {
  if (options.signedIn) {
    writeStored('token', TOKEN);
    writeStored('user', options.signedIn === true ? fakeUser() : options.signedIn);
  }
  const fake = createFakeApi(options.handlers);
  const { toasts, notify } = recordToasts();
  const i18n = createI18n(options.locale ?? 'en');
  const navigations: string[] = [];
  let navigate: (to: string) => void = () => undefined;
  const store = createSessionStore({
    api: fake.api,
    navigate: (to) => {
      navigations.push(to);
      navigate(to);
    },
    notify,
    translate: (key) => i18n.t(key),
    changeLanguage: async (locale) => {
      await i18n.changeLanguage(locale);
    },
    getLocale: () => (i18n.language === 'da' ? 'da' : 'en'),
  });
  fake.onUnauthorized = (error) => store.getState().handleUnauthorized(error);

  const pages: RouteObject[] = options.element
    ? [{ path: options.path, element: options.element }, ...routes]
    : routes;
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: NoFallback,
        // Stands in for the app's boundary, which shows 'Access Denied' for a 403.
        ErrorBoundary: RouteError,
        element: (
          <SessionProvider store={store}>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          ...pages,
          { path: '/home', element: <p>Home page</p> },
          { path: '/', element: <p>Landing page</p> },
          { path: '/terms-and-conditions', element: <p>Terms page</p> },
        ],
      },
    ],
    { initialEntries: ['/', options.path], initialIndex: 1 },
  );
  navigate = (to) => void router.navigate(to);

  const user = userEvent.setup();
  const view = render(
    <AppProviders i18n={i18n} locale={options.locale}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, fake, toasts, navigations, user, i18n };
}
