import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootLocale } from '../shell/locale';
import { type FakeResponse, fakeNetwork, renderApp, SITE } from '../test/render-app';

// The administrators' pages as a person uses them: password, then the authenticator's
// set-up or a code, then the signed-in home at /admin and sign-out.

const ADMIN = {
  id: 'a1',
  email: 'boss@woble.test',
  role: 'administrator',
  twoFactor: true,
  createdAt: '2026-11-27T10:00:00.000Z',
};
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i + 2}k`);
const SETUP = {
  challenge: 'sign-in-1',
  step: 'setup',
  setup: {
    secret: SECRET,
    otpauthUri: `otpauth://totp/Woble:boss%40woble.test?issuer=Woble&secret=${SECRET}`,
    recoveryCodes: CODES,
  },
};

let network: ReturnType<typeof fakeNetwork>;

function serve(routes: Record<string, FakeResponse | (() => FakeResponse)>) {
  network = fakeNetwork({ 'GET /api/site': { body: { data: SITE } }, ...routes });
  vi.stubGlobal('fetch', network.fetch);
}

const sent = (path: string) => network.requests.filter((request) => request.path === path);

async function passwordStep(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('heading', { name: 'Administrator login', level: 1 });
  await user.type(screen.getByLabelText(/^Email/), 'boss@woble.test');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  localStorage.setItem('user-locale', 'en');
  sessionStorage.clear();
  bootLocale([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the administrators’ sign-in', () => {
  it('sets up the authenticator on the first sign-in, then shows who is signed in, and signs out', async () => {
    serve({
      'POST /admin-api/login': { body: { data: SETUP } },
      'POST /admin-api/login/verify': { body: { token: 'admin-token', data: { admin: ADMIN } } },
      'GET /admin-api/me': { body: { data: { admin: ADMIN } } },
      'POST /admin-api/logout': { body: { message: 'You have been signed out.', data: {} } },
    });
    const { router, user } = renderApp('/admin/login');
    await passwordStep(user);

    expect(
      await screen.findByRole('heading', { name: 'Set up your authenticator app', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const codes = screen.getByRole('list', { name: 'Your recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);

    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText('Enter the code from your authenticator app')).toBeVisible();
    expect(sent('/admin-api/login/verify')).toEqual([]);

    await user.type(screen.getByLabelText(/^Code from the app/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    // The console opens on its reports queue, with the sections the role may open.
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(within(nav).getByRole('link', { name: 'Administrators' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/reports');
    expect(await screen.findByText('Signed in as boss@woble.test')).toBeVisible();
    expect(screen.getByText('Administrator')).toBeVisible();
    expect(sent('/admin-api/login/verify').map((request) => JSON.parse(request.body))).toEqual([
      { challenge: 'sign-in-1', code: '123456' },
    ]);
    // The administrator's token, never a member's, goes to the admin API.
    expect(sent('/admin-api/me')[0]?.authorization).toBe('Bearer admin-token');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { name: 'Administrator login', level: 1 }),
    ).toBeInTheDocument();
    expect(sent('/admin-api/logout')[0]?.authorization).toBe('Bearer admin-token');
    expect(sessionStorage.length).toBe(0);
  }, 60_000);

  it('asks for a code next time, shows a refused code, and starts again on request', async () => {
    serve({
      'POST /admin-api/login': { body: { data: { challenge: 'sign-in-2', step: 'code' } } },
      'POST /admin-api/login/verify': {
        status: 401,
        body: {
          message: 'The code is not correct. Try the newest code of your authenticator app.',
        },
      },
    });
    const { user } = renderApp('/admin/login');
    await passwordStep(user);
    expect(await screen.findByRole('heading', { name: 'Enter your code', level: 1 })).toBeVisible();
    expect(screen.queryByRole('img', { name: /QR/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code/), 'abcde-fgh2k');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct.');
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(
      await screen.findByRole('heading', { name: 'Administrator login', level: 1 }),
    ).toBeInTheDocument();
  }, 60_000);

  it('sends /admin to the sign-in without an administrator session, and after it ended', async () => {
    serve({ 'GET /admin-api/me': { status: 401, body: { message: 'ended' } } });
    const first = renderApp('/admin');
    expect(
      await screen.findByRole('heading', { name: 'Administrator login', level: 1 }),
    ).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/admin/login');
    first.unmount();

    sessionStorage.setItem('wob-admin-session', 'ended-token');
    const second = renderApp('/admin');
    expect(
      await screen.findByRole('heading', { name: 'Administrator login', level: 1 }),
    ).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/admin/login');
    expect(sessionStorage.getItem('wob-admin-session')).toBeNull();
  });
});
