import type { EndpointId, User } from '@wob/api';
import { isApiError } from '@wob/api';
import type { Locale } from '@wob/i18n';
import { createTestApp, type FakeHandler, fakeUser, renderRoutes } from '@wob/test-utils';
import type { ReactNode } from 'react';
import { Outlet, type RouteObject, useRouteError } from 'react-router';
import { routes } from '../routes';
import { SessionProvider } from '../store/session-context';
import { createSessionStore } from '../store/session-store';

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
  const app = createTestApp({
    handlers: options.handlers,
    user: options.signedIn === true ? fakeUser() : options.signedIn || null,
    locale: options.locale,
  });
  const { fake, notify, translate, i18n } = app;
  const navigations: string[] = [];
  let navigate: (to: string) => void = () => undefined;
  const store = createSessionStore({
    api: fake.api,
    navigate: (to) => {
      navigations.push(to);
      navigate(to);
    },
    notify,
    translate,
    changeLanguage: async (locale) => {
      await i18n.changeLanguage(locale);
    },
    getLocale: () => (i18n.language === 'da' ? 'da' : 'en'),
  });
  fake.onUnauthorized = (error) => store.getState().handleUnauthorized(error);

  const pages: RouteObject[] = options.element
    ? [{ path: options.path, element: options.element }, ...routes]
    : routes;
  const view = renderRoutes(app, {
    layout: (
      <SessionProvider store={store}>
        <Outlet />
      </SessionProvider>
    ),
    routes: [
      ...pages,
      { path: '/home', element: <p>Home page</p> },
      { path: '/', element: <p>Landing page</p> },
      { path: '/terms-and-conditions', element: <p>Terms page</p> },
    ],
    path: ['/', options.path],
    // Stands in for the app's boundary, which shows 'Access Denied' for a 403.
    ErrorBoundary: RouteError,
  });
  navigate = (to) => void view.router.navigate(to);
  return {
    ...view,
    store,
    fake,
    toasts: app.toasts,
    toastsOnScreen: app.toastsOnScreen,
    navigations,
    i18n,
  };
}
