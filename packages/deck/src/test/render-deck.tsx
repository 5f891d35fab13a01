import type { EndpointId, User } from '@wob/api';
import { createSessionStore, SessionProvider } from '@wob/auth';
import type { Locale } from '@wob/i18n';
import { createTestApp, type FakeHandler, fakeUser, renderRoutes, TOKEN } from '@wob/test-utils';
import { Outlet, useParams } from 'react-router';
import { DeckProvider } from '../deck/deck-context';
import { createDeckStore } from '../deck/deck-store';
import type { GeolocationPort } from '../deck/store-kit';
import { routes } from '../routes';
import { createFakeDeck, type FakeDeckOptions } from './fake-deck';

/** The deck's own pages (the bell and search pages have their own helper). */
const DECK_PATHS = ['/new-search', '/all-woblers', '/saved-woblers', '/view-wobler/:id'];

function BubblePageStub() {
  const { name } = useParams();
  return <p>Bubble page {name}</p>;
}

export interface RenderDeckOptions extends FakeDeckOptions {
  /** The address opened, or the history (the last one open). */
  path: string | string[];
  /** Answers that replace the in-memory server's. */
  handlers?: Partial<Record<EndpointId, FakeHandler>>;
  user?: User;
  locale?: Locale;
  geolocation?: GeolocationPort | null;
}

/**
 * Renders the deck's pages the way the app does: a signed-in session and a deck store on one
 * fake API backed by the in-memory discovery server, a memory router with stubs for the pages
 * they link to (/chat, a Bubble's page, Find Bubble, Premium), toasts recorded.
 */
export function renderDeck(options: RenderDeckOptions) {
  const { path, handlers, user: person, locale, geolocation, ...serverOptions } = options;
  const user = person ?? fakeUser();
  const server = createFakeDeck(serverOptions);
  const app = createTestApp({ handlers: { ...server.handlers, ...handlers }, user, locale });
  const { fake, notify, translate } = app;
  const session = createSessionStore({ api: fake.api, notify, translate });
  session.setState({ token: TOKEN, user });
  const store = createDeckStore({
    api: fake.api,
    notify,
    translate,
    geolocation: geolocation === undefined ? null : geolocation,
  });
  const view = renderRoutes(app, {
    layout: (
      <SessionProvider store={session}>
        <DeckProvider store={store}>
          <Outlet />
        </DeckProvider>
      </SessionProvider>
    ),
    routes: [
      ...routes.filter((route) => route.path && DECK_PATHS.includes(route.path)),
      { path: '/chat', element: <p>Chat page</p> },
      { path: '/view-bubble/:name', element: <BubblePageStub /> },
      { path: '/search-bubble', element: <p>Find Bubble page</p> },
      { path: '/premium', element: <p>Premium page</p> },
    ],
    path,
  });
  return { ...view, store, session, fake, server, toasts: app.toasts, i18n: app.i18n };
}
