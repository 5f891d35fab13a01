import { screen } from '@testing-library/react';
import { fakeUser, TOKEN } from '@wob/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootLocale } from './shell/locale';
import { loadSession } from './shell/session-host';
import { type FakeResponse, fakeNetwork, renderApp, SITE } from './test/render-app';

const USER = fakeUser();
const EMPTY_PAGE = {
  docs: [],
  totalDocs: 0,
  page: 1,
  limit: 12,
  totalPages: 1,
  hasNextPage: false,
};

let network: ReturnType<typeof fakeNetwork>;

function serve(extra: Record<string, FakeResponse | (() => FakeResponse)> = {}) {
  network = fakeNetwork({
    'GET /api/site': { body: { data: SITE } },
    'GET /api/get-user-profile': { body: { data: { user: USER, self: true } } },
    'GET /api/bubble/mine': { body: { data: { docs: [], selected: null } } },
    'GET /api/bubble/get': { body: { data: EMPTY_PAGE } },
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
  it.each(['/no-such-page', '/home/anything', '/chat/anything', '/bubble-options'])(
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
  it.each([
    '/home',
    '/choose-bubble',
    '/search-bubble',
    '/all-bubbles',
    '/bubble-settings',
    '/profile',
    '/settings',
    '/change-password',
    '/premium',
    '/FAQs',
    '/share',
    '/new-search',
    '/all-woblers',
    '/saved-woblers',
    '/view-wobler/u1',
    '/results',
  ])('sends a visitor on %s to login', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it.each(['/', '/auth/login', '/auth/register', '/forgot-password'])(
    'sends a signed-in user on %s home, which is /choose-bubble',
    async (path) => {
      await signIn(true);
      const { router } = renderApp(path);
      expect(
        await screen.findByRole('heading', { name: 'Choose Bubble', level: 1 }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/choose-bubble');
    },
  );

  it.each([
    ['/search-bubble', 'Find Bubble'],
    ['/all-bubbles', 'Find Bubble'],
    ['/bubble-settings', 'Bubble settings'],
  ])('opens %s for a signed-in user', async (path, heading) => {
    await signIn(true);
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('opens Find Bubble and Bubble settings from the menu', async () => {
    await signIn(true);
    const { router, user } = renderApp('/choose-bubble');
    await screen.findByRole('heading', { name: 'Choose Bubble', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Find Bubble' }));
    expect(
      await screen.findByRole('heading', { name: 'Find Bubble', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search-bubble');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Bubble settings' }));
    expect(
      await screen.findByRole('heading', { name: 'Bubble settings', level: 1 }),
    ).toBeInTheDocument();
  });

  it('lets a visitor open the public pages', async () => {
    const { router } = renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('ends a session the server no longer knows and goes to login', async () => {
    await signIn(true);
    serve({
      'GET /api/bubble/mine': {
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
      'GET /api/bubble/mine': {
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

describe('/admin/login', () => {
  const WRONG = { status: 401, body: { message: 'Wrong e-mail or password.' } };

  it('shows the administrators a sign-in form of their own, and sends members to their login', async () => {
    serve({ 'POST /admin-api/login': WRONG });
    const { router, user } = renderApp('/admin/login');
    expect(
      await screen.findByRole('heading', { name: 'Administrator login', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText("This sign-in is for Woble's administrators.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "members' login page" })).toHaveAttribute(
      'href',
      '/auth/login',
    );

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is Required')).toBeInTheDocument();
    expect(screen.getByText('Password is Required')).toBeInTheDocument();
    expect(network.requests.filter((request) => request.path === '/admin-api/login')).toEqual([]);

    await user.type(screen.getByLabelText(/^Email/), 'admin@woble.dk');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    const sent = network.requests.filter((request) => request.path === '/admin-api/login');
    expect(sent.map((request) => JSON.parse(request.body))).toEqual([
      { email: 'admin@woble.dk', password: 'secret' },
    ]);
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('stays open for a signed-in member, who stays signed in after a refused attempt', async () => {
    await signIn(true);
    serve({ 'POST /admin-api/login': WRONG });
    const { router, user } = renderApp('/admin/login');
    expect(
      await screen.findByRole('heading', { name: 'Administrator login', level: 1 }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'admin@woble.dk');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    expect(router.state.location.pathname).toBe('/admin/login');
    // The member's token is never sent to the administrators' sign-in, nor lost by its 401.
    const { sessionStore } = await loadSession();
    expect(sessionStore.getState().token).toBe(TOKEN);
  });

  it('is in Danish for a Danish visitor', async () => {
    localStorage.setItem('user-locale', 'da');
    bootLocale([]);
    renderApp('/admin/login');
    expect(
      await screen.findByRole('heading', { name: 'Log ind som administrator', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'login-siden for medlemmer' })).toBeInTheDocument();
  });
});

describe('landing and legal pages', () => {
  it('shows the promise, Get Started, how it works, contact and legal links', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Find your people, one Bubble at a time',
      }),
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

describe('premium and support pages', () => {
  const plan = {
    _id: 'plan-monthly',
    interval: 'month',
    amount: 900,
    currency: 'DKK',
    trialDays: 7,
    bestValue: true,
  };
  const none = { isPremium: false, status: 'none', until: null };

  // The session's i18next lives as long as the module; an earlier test may have left it in Danish.
  beforeEach(async () => {
    const { i18n } = await loadSession();
    await i18n.changeLanguage('en');
  });

  it.each([
    ['/premium', 'Woble Premium'],
    ['/FAQs', 'FAQs and support'],
    ['/share', 'Share Woble'],
  ])('renders %s for a signed-in user', async (path, title) => {
    serve({
      'POST /api/subscription/get-subscribed': {
        body: {
          data: {
            subscription: null,
            premium: none,
            plans: [plan],
            trialAvailable: true,
            provider: 'local',
          },
        },
      },
      'GET /api/faqs/list-all': {
        body: {
          data: {
            docs: [],
            totalDocs: 0,
            page: 1,
            limit: 5,
            totalPages: 1,
            hasNextPage: false,
            readMore: false,
          },
        },
      },
    });
    await signIn(true);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('starts the trial and refreshes the session user, so the app sees the premium state', async () => {
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const trialing = { isPremium: true, status: 'trialing', until };
    let premium: unknown = none;
    serve({
      'POST /api/subscription/get-subscribed': {
        body: {
          data: {
            subscription: null,
            premium: none,
            plans: [plan],
            trialAvailable: true,
            provider: 'local',
          },
        },
      },
      'POST /api/subscription/subscribe': () => {
        premium = trialing;
        return {
          body: {
            message: 'Your 7-day free trial has started. Welcome to Woble Premium!',
            data: {
              subscription: {
                _id: 'sub-1',
                planId: plan._id,
                provider: 'local',
                status: 'trialing',
                currentPeriodStart: new Date().toISOString(),
                currentPeriodEnd: until,
                trialEnd: until,
                cancelAt: null,
                renewsAt: until,
                refundableUntil: null,
                refundRequestedAt: null,
              },
              premium: trialing,
              redirectUrl: null,
            },
          },
        };
      },
      'GET /api/get-user-profile': () => ({
        body: { data: { user: { ...USER, premium }, self: true } },
      }),
    });
    await signIn(true);
    const { user } = renderApp('/premium');
    await user.click(await screen.findByRole('button', { name: 'Start 7-day free trial' }));
    expect(await screen.findByText('Free trial')).toBeInTheDocument();
    const { sessionStore } = await loadSession();
    await vi.waitFor(() => expect(sessionStore.getState().user?.premium.status).toBe('trialing'));
    expect(network.requests.some((request) => request.path === '/api/subscription/subscribe')).toBe(
      true,
    );
  });
});
