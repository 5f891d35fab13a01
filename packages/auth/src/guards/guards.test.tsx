import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeUser } from '@wob/test-utils';
import { renderAccount } from '../test/render';

const profileAnswer = () => ({ data: { user: fakeUser(), self: true } });

describe('route guard (spec section 2)', () => {
  it.each(['/profile', '/settings', '/change-password'])(
    'sends a visitor who opens %s to login',
    async (path) => {
      const { router } = renderAccount({ path });
      expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth/login');
    },
  );

  it.each(['/auth/login', '/auth/register', '/forgot-password'])(
    'sends a signed-in user who opens %s to home',
    async (path) => {
      const { router } = renderAccount({ path, signedIn: true });
      expect(await screen.findByText('Home page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/home');
    },
  );

  it('lets a signed-in user open their profile', async () => {
    const { router } = renderAccount({
      path: '/profile',
      signedIn: true,
      handlers: { getUserProfile: profileAnswer },
    });
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('lets a visitor open a reset link', async () => {
    renderAccount({ path: '/reset-password/abc123' });
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('sends the browser to login the moment the session ends', async () => {
    const { store, router, fake } = renderAccount({
      path: '/settings',
      signedIn: true,
      handlers: { getUserProfile: profileAnswer, logout: () => ({}) },
    });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    await store.getState().logout();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(fake.calls.map((call) => call.id)).toContain('logout');
  });
});
