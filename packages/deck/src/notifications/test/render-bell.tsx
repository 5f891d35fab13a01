import { screen } from '@testing-library/react';
import type { Locale } from '@wob/i18n';
import { createTestApp, type FakeHandlers, renderRoutes } from '@wob/test-utils';
import { Outlet, useLocation, useParams } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { NotificationBell } from '../notification-bell';
import { NotificationsProvider } from '../notifications-context';
import { createNotificationsStore } from '../notifications-store';
import { createFakeBell, type FakeBellOptions, NOTIFICATIONS_NOW } from './notification-fixtures';

function ProfileStub() {
  const { id } = useParams();
  return <p>Profile of {id}</p>;
}

/** Where a link of a Bubble notification went: path, query and hash. */
function PlaceStub() {
  const { pathname, search, hash } = useLocation();
  return <p>Page {`${pathname}${search}${hash}`}</p>;
}

export interface RenderBellOptions extends FakeBellOptions {
  /** Answers that replace the in-memory bell server's. */
  handlers?: FakeHandlers;
  locale?: Locale;
  path?: string;
}

/**
 * The bell as the app mounts it: in a header above the routes, with a notifications store on
 * an in-memory bell server, toasts recorded. Dates are read at NOTIFICATIONS_NOW in UTC.
 */
export function renderBell(options: RenderBellOptions = {}) {
  const server = createFakeBell(options);
  const app = createTestApp({
    handlers: { ...server.handlers, ...options.handlers },
    locale: options.locale,
  });
  const store = createNotificationsStore({
    api: app.fake.api,
    notify: app.notify,
    translate: app.translate,
  });
  const view = renderRoutes(app, {
    layout: (
      <NotificationsProvider store={store}>
        <header>
          <NotificationBell now={NOTIFICATIONS_NOW} timeZone="UTC" />
        </header>
        <main>
          <Outlet />
        </main>
      </NotificationsProvider>
    ),
    routes: [
      { path: '/', element: <p>Home</p> },
      { path: '/view-wobler/:id', element: <ProfileStub /> },
      { path: '/bubble_members/:id', element: <PlaceStub /> },
      { path: '/view-bubble/:name', element: <PlaceStub /> },
    ],
    path: options.path ?? '/',
  });
  return { ...view, app, server, store, fake: app.fake, toasts: app.toasts };
}

/**
 * Fetch failures are only logged (spec section 8): each test of the bell keeps those expected
 * warnings out of the output and restores console.warn afterwards.
 */
export function silenceFetchWarnings(): void {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/**
 * Opens the panel with the bell named `name` and answers the panel's dialog, named 'Notifications'
 * (or `dialogName`: e.g. either language's name for tests in both).
 */
export async function openPanel(
  view: ReturnType<typeof renderBell>,
  name: RegExp | string,
  dialogName: RegExp | string = 'Notifications',
): Promise<HTMLElement> {
  await view.user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: dialogName });
}
