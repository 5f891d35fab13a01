import type { EndpointId, User } from '@wob/api';
import { createSessionStore, SessionProvider } from '@wob/auth';
import type { Locale } from '@wob/i18n';
import { createI18n } from '@wob/i18n/react';
import { AppProviders, createTestApp, type FakeHandler, renderRoutes } from '@wob/test-utils';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Outlet, useLocation } from 'react-router';
import { BoardProvider } from '../board/board-context';
import { createBoardStore } from '../board/board-store';
import { ViewBubblePage } from '../board/view-bubble-page';
import { BOARD_NOW } from './board-fixtures';
import { createFakeRealtime } from './fake-realtime';

/** A board component in the app's providers and a router (poll links), in a language. */
export function renderWithApp(ui: ReactNode, locale: Locale = 'en') {
  const i18n = createI18n(locale);
  const events = userEvent.setup();
  const view = render(
    <AppProviders i18n={i18n} locale={locale}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, user: events, i18n };
}

/** The chat screen's stand-in: says which chat it was opened on. */
function ChatStandIn() {
  const { search } = useLocation();
  return <p>Chat page {search}</p>;
}

export interface RenderBoardOptions {
  path: string;
  handlers?: Partial<Record<EndpointId, FakeHandler>>;
  user?: User;
  locale?: Locale;
}

/**
 * The Bubble page as the app mounts it: a signed-in session and a board store on one fake
 * API and a fake realtime client, a memory router with the pages it links to.
 */
export function renderBoard(options: RenderBoardOptions) {
  const app = createTestApp(options);
  const { fake, notify, translate } = app;
  const realtime = createFakeRealtime();
  const session = createSessionStore({ api: fake.api, notify, translate });
  const store = createBoardStore({ api: fake.api, realtime, notify, translate });
  const view = renderRoutes(app, {
    layout: (
      <SessionProvider store={session}>
        <BoardProvider store={store}>
          <Outlet />
        </BoardProvider>
      </SessionProvider>
    ),
    routes: [
      {
        path: '/view-bubble/:name',
        element: <ViewBubblePage now={BOARD_NOW} timeZone="UTC" />,
      },
      { path: '/search-bubble', element: <p>Find Bubble page</p> },
      { path: '/view-poll/:id', element: <p>Poll page</p> },
      { path: '/chat', element: <ChatStandIn /> },
    ],
    path: options.path,
  });
  return { ...view, store, session, fake, realtime, toasts: app.toasts, i18n: app.i18n };
}
