import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../router';
import { setNavigator } from '../shell/navigation';

/** The whole app (frame, routes, lazy chunks) in a memory router at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  setNavigator((to) => {
    void router.navigate(to);
  });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, user };
}

export interface FakeResponse {
  status?: number;
  body: unknown;
}

/**
 * Fakes the network for the app's own API client (which cannot be injected into the app's
 * lazily created session): answers by method and path, 404 for anything unknown.
 */
export function fakeNetwork(routes: Record<string, FakeResponse | (() => FakeResponse)>) {
  const requests: {
    method: string;
    path: string;
    /** The query string's parameters (a GET call's input). */
    query: Record<string, string>;
    body: string;
    authorization: string | null;
  }[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname;
    const body = request.method === 'GET' ? '' : await request.text();
    requests.push({
      method: request.method,
      path,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: request.headers.get('authorization'),
    });
    const entry = routes[`${request.method} ${path}`];
    const answer = typeof entry === 'function' ? entry() : entry;
    return new Response(JSON.stringify(answer?.body ?? { message: 'Not found.' }), {
      status: answer?.status ?? (entry ? 200 : 404),
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch: fetchImpl as typeof fetch, requests };
}

export const SITE = {
  company: 'Woble ApS',
  cvr: '12345678',
  address: 'Nørregade 1, 1165 København K',
  email: 'hej@woble.dk',
  social: [{ network: 'instagram', url: 'https://www.instagram.com/woble' }],
  localInstallation: true,
  calls: { enabled: true },
};
