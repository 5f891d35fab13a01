import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, TOKEN } from '@wob/test-utils';
import { fakeNetwork, SITE, renderApp } from '../test/render-app';
import { bootLocale } from './locale';
import { loadSession } from './session-host';

// Calls turned off by the installation (`site.calls.enabled` false): the host neither asks for
// the active call nor shows anything. A file of its own: the site answer is read once per page
// load, which is once per test file here.

const USER = fakeUser();
const EMPTY_PAGE = {
  docs: [],
  totalDocs: 0,
  page: 1,
  limit: 12,
  totalPages: 1,
  hasNextPage: false,
};

function serve() {
  const network = fakeNetwork({
    'GET /api/site': { body: { data: { ...SITE, calls: { enabled: false } } } },
    'GET /api/get-user-profile': { body: { data: { user: USER, self: true } } },
    'GET /api/bubble/mine': { body: { data: { docs: [], selected: null } } },
    'GET /api/bubble/get': { body: { data: EMPTY_PAGE } },
  });
  vi.stubGlobal('fetch', network.fetch);
  return network;
}

async function signIn(signedIn: boolean) {
  const { sessionStore } = await loadSession();
  sessionStore.setState(signedIn ? { token: TOKEN, user: USER } : { token: null, user: null });
}

beforeEach(() => {
  localStorage.setItem('user-locale', 'en');
  bootLocale([]);
});

afterEach(async () => {
  await signIn(false);
  vi.unstubAllGlobals();
});

describe('calls turned off', () => {
  it('stay silent when the installation turns calls off', async () => {
    const network = serve();
    await signIn(true);
    renderApp('/choose-bubble');
    await screen.findByRole('heading', { name: 'Choose Bubble', level: 1 });
    await vi.waitFor(() =>
      expect(network.requests.some((request) => request.path === '/api/site')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(network.requests.some((request) => request.path === '/chat-api/calls/active')).toBe(
      false,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
