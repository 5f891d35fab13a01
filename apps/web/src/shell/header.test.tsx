import { readStoredRaw } from '@wob/api';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, renderApp, SITE } from '../test/render-app';
import { bootLocale } from './locale';
import { setSignedIn } from './session-host';

beforeEach(() => {
  localStorage.setItem('user-locale', 'en');
  bootLocale([]);
  vi.stubGlobal('fetch', fakeNetwork({ 'GET /api/site': { body: { data: SITE } } }).fetch);
});

afterEach(() => {
  setSignedIn(false);
  vi.unstubAllGlobals();
});

// The page's own <header>s count as banners for Testing Library too; the app's comes first.
function header() {
  const [banner] = screen.getAllByRole('banner');
  if (!banner) throw new Error('No header');
  return within(banner);
}

describe('Header', () => {
  it('shows a visitor the logo, the language switch, Login and Get Started', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(header().getByRole('link', { name: 'Woble home' })).toHaveAttribute('href', '/');
    expect(header().getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(header().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(header().getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  });

  it('hides Login on the login page', async () => {
    renderApp('/auth/login');
    await screen.findByRole('heading', { name: 'Login' });
    expect(header().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('hides Get Started on the register page', async () => {
    renderApp('/auth/register');
    await screen.findByRole('heading', { name: 'Sign Up' });
    expect(header().queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('switches the language with Dansk/English, stores it and sets <html lang>', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.selectOptions(header().getByRole('combobox', { name: 'Language' }), 'Dansk');
    expect(await header().findByRole('link', { name: 'Kom i gang' })).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Log ind' })).toBeInTheDocument();
    expect(readStoredRaw('locale')).toBe('da');
    expect(document.documentElement.lang).toBe('da');
  });

  it("shows only the logo and the language on the administrators' pages, whoever is signed in", async () => {
    setSignedIn(true);
    renderApp('/admin/login');
    await screen.findByRole('heading', { name: 'Administrator login' });
    expect(header().getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Woble home' })).toHaveAttribute('href', '/admin');
    expect(header().queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user the language switch and the menu instead of the links', async () => {
    setSignedIn(true);
    const { user } = renderApp('/terms-and-conditions');
    const menu = await header().findByRole('button', { name: 'Menu' });
    expect(header().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(header().getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Woble home' })).toHaveAttribute('href', '/home');
    await user.click(menu);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Find Bubble',
      'Find Woblers',
      'Saved Woblers',
      'Bubble settings',
      'Profile',
      'Settings',
      'Change Password',
      'Premium',
      'FAQs & Support',
      'Share Woble',
      'Logout',
    ]);
  });

  it('shows a signed-in user the search and the bell', async () => {
    setSignedIn(true);
    renderApp('/terms-and-conditions');
    // The session's i18next keeps the language an earlier test switched to; either is right here.
    expect(
      await header().findByRole('button', { name: /^(Notifications|Notifikationer)$/ }),
    ).toBeInTheDocument();
    expect(header().getByRole('searchbox')).toBeInTheDocument();
  });

  it.each([
    ['without a saved filter', null, '/new-search'],
    ['with a saved filter', { bubbleIds: 'all' }, '/all-woblers'],
  ])('sends Find Woblers %s to the right page', async (_case, filter, path) => {
    if (filter) localStorage.setItem('searched-woblers-filter', JSON.stringify(filter));
    setSignedIn(true);
    const { user, router } = renderApp('/terms-and-conditions');
    // Where the menu sends the person (the guard may then send a tokenless test to login).
    const asked: string[] = [];
    router.subscribe((state) => {
      asked.push(state.navigation.location?.pathname ?? state.location.pathname);
    });
    await user.click(await header().findByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Find Woblers' }));
    await waitFor(() => expect(asked).toContain(path));
  });
});
