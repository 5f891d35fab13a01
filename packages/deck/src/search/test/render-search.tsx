import { writeStored } from '@wob/api';
import type { Locale } from '@wob/i18n';
import { createTestApp, type FakeHandlers, renderRoutes } from '@wob/test-utils';
import { Outlet, type RouteObject, useParams } from 'react-router';
import { routes } from '../../routes';
import { HeaderSearch } from '../header-search';
import { SearchProvider } from '../search-context';
import { createSearchStore } from '../search-store';
import { createFakeSearch, type FakeSearchOptions } from './search-fixtures';

function ProfileStub() {
  const { id } = useParams();
  return <p>Profile of {id}</p>;
}

function BubbleStub() {
  const { name } = useParams();
  return <p>Bubble page {name}</p>;
}

function resultsRoute(): RouteObject {
  const route = routes.find((candidate) => candidate.path === '/results');
  if (!route) throw new Error('@wob/deck routes have no /results');
  return route;
}

export interface RenderSearchOptions extends FakeSearchOptions {
  /** The history of the memory router; the last entry is open. */
  path?: string | string[];
  /** What a previous search left in storage. */
  searchedVal?: { text: string; sameRoute: boolean };
  handlers?: FakeHandlers;
  locale?: Locale;
}

/**
 * The header search above the routes, as the app mounts it: a search store on an in-memory
 * menu search, /results as the lazy route of `routes`, and the pages it links to.
 */
export function renderSearch(options: RenderSearchOptions = {}) {
  if (options.searchedVal) writeStored('searchedVal', options.searchedVal);
  const server = createFakeSearch(options);
  const app = createTestApp({
    handlers: { ...server.handlers, ...options.handlers },
    locale: options.locale,
  });
  const store = createSearchStore({ api: app.fake.api });
  const view = renderRoutes(app, {
    layout: (
      <SearchProvider store={store}>
        <header>
          <HeaderSearch />
        </header>
        <main>
          <Outlet />
        </main>
      </SearchProvider>
    ),
    routes: [
      { path: '/', element: <p>Home</p> },
      resultsRoute(),
      { path: '/view-wobler/:id', element: <ProfileStub /> },
      { path: '/view-bubble/:name', element: <BubbleStub /> },
    ],
    path: options.path ?? '/',
  });
  return { ...view, app, store, fake: app.fake };
}
