import { readStored } from '@wob/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeUser } from '@wob/test-utils';
import { renderAccount } from '../test/render';

async function openLogin(handlers: Parameters<typeof renderAccount>[0]['handlers'] = {}) {
  const view = renderAccount({ path: '/auth/login', handlers });
  await screen.findByRole('heading', { name: 'Login' });
  return view;
}

describe('LoginPage', () => {
  it('has the sign-up and forgot-password links of the spec', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'New user? Sign up here' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says what is missing before anything is sent', async () => {
    const { user, fake } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is Required')).toBeInTheDocument();
    expect(screen.getByText('Password is Required')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it('rejects an e-mail address that is not valid', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'karen@');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email Address is not Valid')).toBeInTheDocument();
  });

  it('stores the token and goes home on success', async () => {
    const { user, router, fake, toasts } = await openLogin({
      login: () => ({
        message: 'You are logged in.',
        token: 'fresh-token-abcdefghijklmnop',
        data: { user: fakeUser(), bubbles: [] },
      }),
    });
    await user.type(screen.getByLabelText(/^Email/), ' Karen@Example.dk ');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(readStored('token')).toBe('fresh-token-abcdefghijklmnop');
    expect(fake.inputsOf('login')).toEqual([{ username: 'karen@example.dk', password: 'secret1' }]);
    expect(toasts).toEqual([{ tone: 'success', text: 'You are logged in.' }]);
  });

  it('stays on the page and shows the server message when the password is wrong', async () => {
    const { user, router, toasts } = await openLogin({
      login: () => {
        throw apiError(401, 'The email or password is not correct.');
      },
    });
    await user.type(screen.getByLabelText(/^Email/), 'karen@example.dk');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('button', { name: 'Login' });
    expect(toasts).toEqual([{ tone: 'error', text: 'The email or password is not correct.' }]);
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(readStored('token')).toBeNull();
  });
});
