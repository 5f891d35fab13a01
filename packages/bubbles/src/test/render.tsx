import type { BubbleTile, EndpointId, User } from '@wob/api';
import { createSessionStore, SessionProvider } from '@wob/auth';
import type { Locale } from '@wob/i18n';
import { createTestApp, type FakeHandler, fakeUser, renderRoutes, TOKEN } from '@wob/test-utils';
import { Outlet, useParams } from 'react-router';
import { routes } from '../routes';
import { BubblesProvider } from '../store/bubbles-context';
import { createBubblesStore } from '../store/bubbles-store';
import { createFakeBubbles } from './fake-bubbles';

/** Stands in for the Bubble page (the board's own tests cover it). */
function BubblePageStub() {
  const { name } = useParams();
  return <p>Bubble page {name}</p>;
}

export interface RenderOptions {
  /** The path the browser opens, e.g. '/search-bubble'. */
  path: string;
  /** The Bubbles the in-memory server starts with (demoBubbles when not given). */
  bubbles?: BubbleTile[];
  selected?: string | null;
  /** Answers that replace the in-memory server's. */
  handlers?: Partial<Record<EndpointId, FakeHandler>>;
  user?: User;
  locale?: Locale;
}

/**
 * Renders the package's routes the way the app does: a signed-in session store and a Bubbles
 * store on one fake API backed by an in-memory Bubble server, a memory router, toasts recorded.
 */
export function renderBubbles(options: RenderOptions) {
  const user = options.user ?? fakeUser();
  const server = createFakeBubbles({
    bubbles: options.bubbles,
    user,
    selected: options.selected,
  });
  const app = createTestApp({
    handlers: { ...server.handlers, ...options.handlers },
    user,
    locale: options.locale,
  });
  const { fake, notify, translate } = app;
  const session = createSessionStore({ api: fake.api, notify, translate });
  session.setState({ token: TOKEN, user });
  const store = createBubblesStore({ api: fake.api, notify, translate });

  const view = renderRoutes(app, {
    layout: (
      <SessionProvider store={session}>
        <BubblesProvider store={store}>
          <Outlet />
        </BubblesProvider>
      </SessionProvider>
    ),
    routes: [
      // The board's own tests cover the Bubble page; here it is a stub.
      ...routes.filter((route) => route.path !== '/view-bubble/:name'),
      { path: '/view-bubble/:name', element: <BubblePageStub /> },
      { path: '/premium', element: <p>Premium page</p> },
    ],
    path: options.path,
  });
  return { ...view, store, session, fake, server, toasts: app.toasts, i18n: app.i18n };
}
