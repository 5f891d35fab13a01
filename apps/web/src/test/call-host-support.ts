import { fakeUser, TOKEN } from '@wob/test-utils';
import { vi } from 'vitest';
import { loadSession } from '../shell/session-host';
import { fakeNetwork, SITE } from './render-app';

// What the call host's tests share: a signed-in person on /choose-bubble (the page's own
// answers) with calls on or off, and signing in and out.

export const USER = fakeUser();

const EMPTY_PAGE = {
  docs: [],
  totalDocs: 0,
  page: 1,
  limit: 12,
  totalPages: 1,
  hasNextPage: false,
};

/** Serves /choose-bubble for USER, with `site.calls.enabled` = `calls`, plus `routes`. */
export function serveChooseBubble(calls: boolean, routes: Parameters<typeof fakeNetwork>[0] = {}) {
  const network = fakeNetwork({
    'GET /api/site': { body: { data: { ...SITE, calls: { enabled: calls } } } },
    'GET /api/get-user-profile': { body: { data: { user: USER, self: true } } },
    'GET /api/bubble/mine': { body: { data: { docs: [], selected: null } } },
    'GET /api/bubble/get': { body: { data: EMPTY_PAGE } },
    ...routes,
  });
  vi.stubGlobal('fetch', network.fetch);
  return network;
}

export async function signIn(signedIn: boolean): Promise<void> {
  const { sessionStore } = await loadSession();
  sessionStore.setState(signedIn ? { token: TOKEN, user: USER } : { token: null, user: null });
}
