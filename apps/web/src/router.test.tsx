import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootLocale } from './shell/locale';
import { loadSession } from './shell/session-host';
import { type FakeResponse, fakeNetwork, renderApp, SITE } from './test/render-app';
import { TOKEN, USER } from './test/user';

let network: ReturnType<typeof fakeNetwork>;

function serve(extra: Record<string, FakeResponse | (() => FakeResponse)> = {}) {
  network = fakeNetwork({
    'GET /api/site': { body: { data: SITE } },
    'GET /api/get-user-profile': { body: { data: { user: USER, self: true } } },
    ...extra,
  });
  vi.stubGlobal('fetch', network.fetch);
}

async function signIn(signedIn: boolean) {
  const { sessionStore } = await loadSession();
  sessionStore.setState(signedIn ? { token: TOKEN, user: USER } : { token: null, user: null });
}

beforeEach(() => {
  localStorage.setItem('user-locale', 'en');
  bootLocale([]);
  serve();
});

afterEach(async () => {
  await signIn(false);
  vi.unstubAllGlobals();
});

describe('404', () => {
  it.each(['/no-such-page', '/home/anything', '/all-woblers', '/premium'])(
    "shows '404! Page not found' for %s",
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { name: '404! Page not found' }),
      ).toBeInTheDocument();
    },
  );

  it('is in Danish for a Danish visitor', async () => {
    localStorage.setItem('user-locale', 'da');
    bootLocale([]);
    renderApp('/nowhere');
    expect(await screen.findByRole('heading', { name: /^404!/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('da');
  });
});

describe('route guard, both ways', () => {
  it.each(['/home', '/choose-bubble', '/profile', '/settings', '/change-password'])(
    'sends a visitor on %s to login',
    async (path) => {
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth/login');
    },
  );

  it.each(['/', '/auth/login', '/auth/register', '/forgot-password'])(
    'sends a signed-in user on %s home, which is /choose-bubble',
    async (path) => {
      await signIn(true);
      const { router } = renderApp(path);
      expect(
        await screen.findByRole('heading', { name: 'Welcome, Karen Blixen!' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/choose-bubble');
    },
  );

  it('lets a visitor open the public pages', async () => {
    const { router } = renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('ends a session the server no longer knows and goes to login', async () => {
    await signIn(true);
    serve({
      'GET /api/get-user-profile': {
        status: 401,
        body: { message: 'Your session is invalid or has expired. Please log in again.' },
      },
    });
    const { router } = renderApp('/choose-bubble');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(
      await screen.findByText('Your session is invalid or has expired. Please log in again.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows 'Access Denied' when a page's data answers 403", async () => {
    await signIn(true);
    serve({
      'GET /api/get-user-profile': {
        status: 403,
        body: { message: 'You are not allowed to do this.' },
      },
    });
    renderApp('/choose-bubble');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    // The frame stays: the header is still there to leave the page.
    expect(screen.getAllByRole('banner')[0]).toBeInTheDocument();
  });
});

describe('landing and legal pages', () => {
  it('shows the promise, Get Started, how it works, contact and legal links', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find your people, one Bubble at a time' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]).toHaveAttribute(
      'href',
      '/auth/register',
    );
    for (const step of ['Join Bubbles', 'Meet Woblers', 'Chat']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
    expect(await screen.findByRole('link', { name: SITE.email })).toHaveAttribute(
      'href',
      `mailto:${SITE.email}`,
    );
    expect(screen.getByRole('link', { name: 'Woble on Instagram' })).toHaveAttribute(
      'href',
      SITE.social[0]?.url,
    );
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toBeInTheDocument();
  });

  it.each([
    ['/terms-and-conditions', 'Terms of Use'],
    ['/privacy-policy', /Privacy/],
    ['/cookie-policy', /Cookie/],
  ])('renders %s with the operator details', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.body.textContent).toContain(SITE.company);
    expect(document.body.textContent).not.toContain('{{');
  });

  it('loads the other language of a legal text when switching', async () => {
    const { user } = renderApp('/terms-and-conditions');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    const [banner] = screen.getAllByRole('banner');
    const select = banner?.querySelector('select');
    if (!select) throw new Error('no language select');
    await user.selectOptions(select, 'da');
    expect(await screen.findByRole('heading', { level: 1, name: /Vilkår/ })).toBeInTheDocument();
  });
});
