import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@wob/api';
import { writeStored } from '@wob/api';
import type { Locale, Translate } from '@wob/i18n';
import { createI18n } from '@wob/i18n/react';
import type { i18n as I18n } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { createFakeApi, type FakeApi, type FakeHandlers } from './fake-api';
import { fakeUser, TOKEN } from './fixtures';
import { recordToasts, type Toast } from './toasts';

export interface TestAppOptions {
  handlers?: FakeHandlers;
  /** Who is signed in (token and user in storage): fakeUser() when not given, null for a visitor. */
  user?: User | null;
  locale?: Locale;
}

/** What a package's stores are built on in a test, before anything is rendered. */
export interface TestApp {
  fake: FakeApi;
  toasts: Toast[];
  notify: ReturnType<typeof recordToasts>['notify'];
  /** The toasts a person would still see now (see recordToasts). */
  toastsOnScreen: () => Toast[];
  i18n: I18n;
  /** i18next's `t` in the shape the stores take. */
  translate: Translate;
  locale: Locale | undefined;
}

/**
 * The part of every render helper that does not depend on the package: the session in
 * storage, one fake API, recorded toasts and the copy in a language.
 */
export function createTestApp(options: TestAppOptions = {}): TestApp {
  const user = options.user === undefined ? fakeUser() : options.user;
  if (user) {
    writeStored('token', TOKEN);
    writeStored('user', user);
  }
  const fake = createFakeApi(options.handlers);
  const { toasts, notify, onScreen } = recordToasts();
  const i18n = createI18n(options.locale ?? 'en');
  return {
    fake,
    toasts,
    notify,
    toastsOnScreen: onScreen,
    i18n,
    translate: (key, params) => i18n.t(key, params),
    locale: options.locale,
  };
}

// Lazy pages load before the first render; nothing to show meanwhile.
function NoFallback() {
  return null;
}

export interface RenderRoutesOptions {
  /** Around every route: the package's providers with an `<Outlet />`. */
  layout: ReactNode;
  routes: RouteObject[];
  /** The address the browser opens, or its history (the last one open). */
  path: string | string[];
  /** Stands in for the app's error boundary. */
  ErrorBoundary?: ComponentType;
}

/**
 * Renders routes the way the app mounts them: in the app's providers, under one layout, in a
 * memory router at `path`. `user` is a userEvent instance set up before the render.
 */
export function renderRoutes(app: TestApp, options: RenderRoutesOptions) {
  const initialEntries = typeof options.path === 'string' ? [options.path] : options.path;
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: NoFallback,
        ...(options.ErrorBoundary ? { ErrorBoundary: options.ErrorBoundary } : {}),
        element: options.layout,
        children: options.routes,
      },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  const user = userEvent.setup();
  const view = render(
    <AppProviders i18n={app.i18n} locale={app.locale}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}
