import type { BubbleTile, EndpointId, User } from '@wob/api';
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
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { routes } from '../routes';
import { BubblesProvider } from '../store/bubbles-context';
import { createBubblesStore } from '../store/bubbles-store';
import { createFakeBubbles } from './fake-bubbles';

function NoFallback() {
  return null;
}

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
  writeStored('token', TOKEN);
  writeStored('user', user);
  const server = createFakeBubbles({
    bubbles: options.bubbles,
    user,
    selected: options.selected,
  });
  const fake = createFakeApi({ ...server.handlers, ...options.handlers });
  const { toasts, notify } = recordToasts();
  const i18n = createI18n(options.locale ?? 'en');
  const session = createSessionStore({ api: fake.api, notify, translate: (key) => i18n.t(key) });
  session.setState({ token: TOKEN, user });
  const store = createBubblesStore({
    api: fake.api,
    notify,
    translate: (key, params) => i18n.t(key, params),
  });

  const router = createMemoryRouter(
    [
      {
        HydrateFallback: NoFallback,
        element: (
          <SessionProvider store={session}>
            <BubblesProvider store={store}>
              <Outlet />
            </BubblesProvider>
          </SessionProvider>
        ),
        children: [
          // The board's own tests cover the Bubble page; here it is a stub.
          ...routes.filter((route) => route.path !== '/view-bubble/:name'),
          { path: '/view-bubble/:name', element: <BubblePageStub /> },
          { path: '/premium', element: <p>Premium page</p> },
        ],
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
  return { ...view, store, session, router, fake, server, toasts, user: events, i18n };
}
