import { readStored, writeStored } from '@wob/api';
import { createI18n } from '@wob/i18n/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi, type FakeHandler, fakeUser, TOKEN } from '@wob/test-utils';
import { VALID_REGISTRATION } from '../test/fixtures';
import { createSessionStore } from './session-store';

function setup(handlers: Parameters<typeof createFakeApi>[0] = {}) {
  const fake = createFakeApi(handlers);
  const i18n = createI18n('en');
  const toasts: string[] = [];
  const errors: string[] = [];
  const navigations: string[] = [];
  const store = createSessionStore({
    api: fake.api,
    navigate: (to) => navigations.push(to),
    notify: { success: (text) => toasts.push(text), error: (text) => errors.push(text) },
    translate: (key) => i18n.t(key),
  });
  fake.onUnauthorized = (error) => store.getState().handleUnauthorized(error);
  return { fake, store, toasts, errors, navigations };
}

function signIn() {
  writeStored('token', TOKEN);
  writeStored('user', fakeUser());
}

const loginAnswer: FakeHandler = () => ({
  message: 'You are logged in.',
  token: 'fresh-token-abcdefghijklmnop',
  data: { user: fakeUser(), bubbles: [] },
});

describe('session store', () => {
  it('starts signed out when nothing is stored', () => {
    const { store } = setup();
    expect(store.getState().token).toBeNull();
    expect(store.getState().user).toBeNull();
  });

  it('picks up the stored token and user after a reload', () => {
    signIn();
    const { store } = setup();
    expect(store.getState().token).toBe(TOKEN);
    expect(store.getState().user?.name).toBe('Karen Blixen');
  });

  it('stores the token and user on login and toasts the server message', async () => {
    const { store, toasts, fake } = setup({ login: loginAnswer });
    const result = await store.getState().login({ username: 'karen@example.dk', password: 'x1234' });
    expect(result).toEqual({ ok: true });
    expect(store.getState().token).toBe('fresh-token-abcdefghijklmnop');
    expect(readStored('token')).toBe('fresh-token-abcdefghijklmnop');
    expect(readStored('user')?._id).toBe('user-1');
    expect(toasts).toEqual(['You are logged in.']);
    expect(fake.inputsOf('login')).toEqual([{ username: 'karen@example.dk', password: 'x1234' }]);
  });

  it('toasts the server message when login fails and stays signed out', async () => {
    const { store, errors, navigations } = setup({
      login: () => {
        throw apiError(401, 'The email or password is not correct.');
      },
    });
    const result = await store.getState().login({ username: 'a@b.dk', password: 'wrong' });
    expect(result.ok).toBe(false);
    expect(errors).toEqual(['The email or password is not correct.']);
    expect(store.getState().token).toBeNull();
    // Login is a public call: a 401 there is a wrong password, not an expired session.
    expect(navigations).toEqual([]);
  });

  it('on a 401 of a signed-in call shows the server message once, clears everything and goes to login', async () => {
    signIn();
    const { store, errors, navigations } = setup({
      updateProfile: () => {
        throw apiError(401, 'Your session is invalid or has expired. Please log in again.');
      },
    });
    const result = await store.getState().updateProfile({ name: 'Karen' });
    expect(result.ok).toBe(false);
    expect(errors).toEqual(['Your session is invalid or has expired. Please log in again.']);
    expect(store.getState().token).toBeNull();
    expect(store.getState().user).toBeNull();
    expect(readStored('token')).toBeNull();
    expect(readStored('user')).toBeNull();
    expect(navigations).toEqual(['/auth/login']);
  });

  it('logs out on the server, then clears the session and goes to login', async () => {
    signIn();
    const { store, fake, navigations } = setup({ logout: () => ({ message: 'Bye' }) });
    await store.getState().logout();
    expect(fake.calls.map((call) => call.id)).toEqual(['logout']);
    expect(store.getState().token).toBeNull();
    expect(readStored('token')).toBeNull();
    expect(navigations).toEqual(['/auth/login']);
  });

  it('still signs out when the logout call fails', async () => {
    signIn();
    const { store, errors, navigations } = setup({
      logout: () => {
        throw apiError(401, 'Expired');
      },
    });
    await store.getState().logout();
    expect(store.getState().token).toBeNull();
    expect(errors).toEqual([]);
    expect(navigations).toEqual(['/auth/login']);
  });

  it('replaces the token after a password change', async () => {
    signIn();
    const { store, toasts } = setup({
      changePassword: () => ({ message: 'Changed', token: 'second-token-abcdefghijkl' }),
    });
    const result = await store
      .getState()
      .changePassword({ oldPassword: 'old12', newPassword: 'new12', confirmPassword: 'new12' });
    expect(result.ok).toBe(true);
    expect(store.getState().token).toBe('second-token-abcdefghijkl');
    expect(readStored('token')).toBe('second-token-abcdefghijkl');
    expect(toasts).toEqual(['Changed']);
  });

  it('clears the session and goes to / after the account is deleted', async () => {
    signIn();
    const { store, navigations, toasts } = setup({
      deleteAccount: () => ({ message: 'Your account has been deleted.' }),
    });
    const result = await store.getState().deleteAccount();
    expect(result.ok).toBe(true);
    expect(store.getState().token).toBeNull();
    expect(readStored('user')).toBeNull();
    expect(navigations).toEqual(['/']);
    expect(toasts).toEqual(['Your account has been deleted.']);
  });

  it("answers a duplicate e-mail with the spec's toast and a message for the field", async () => {
    const { store, errors } = setup({
      register: () => {
        throw apiError(422, 'Username Already Exist.', { email: 'Username Already Exist.' });
      },
    });
    const result = await store.getState().register(VALID_REGISTRATION);
    expect(errors).toEqual(['Email already exists.']);
    expect(result).toEqual({
      ok: false,
      status: 422,
      message: 'Email already exists.',
      fieldErrors: { email: 'validation:email.exists' },
    });
  });

  it('keeps fetches silent: a failed profile fetch is only logged', async () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    const { store, errors, toasts } = setup({
      getUserProfile: () => {
        throw apiError(500, 'Boom');
      },
    });
    const result = await store.getState().refreshProfile();
    expect(result).toMatchObject({ ok: false, status: 500 });
    expect(errors).toEqual([]);
    expect(toasts).toEqual([]);
    expect(store.getState().user?.name).toBe('Karen Blixen');
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('replaces the user with the fetched profile', async () => {
    signIn();
    const { store } = setup({
      getUserProfile: () => ({ data: { user: fakeUser({ name: 'Tania' }), self: true } }),
    });
    await store.getState().refreshProfile();
    expect(store.getState().user?.name).toBe('Tania');
  });

  it('sends quiet updates with Suppress-Notification and toasts nothing', async () => {
    signIn();
    const { store, fake, toasts } = setup({
      updateProfile: () => ({ message: 'Updated', data: { user: fakeUser() } }),
    });
    await store.getState().updateProfile({ settings: { showGender: false } }, { quiet: true });
    expect(fake.calls[0]?.options.suppressNotification).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('tells the server a new language once, silently', async () => {
    signIn();
    const { store, fake, toasts } = setup({
      updateProfile: () => ({ data: { user: fakeUser({ language: 'da' }) } }),
    });
    await Promise.all([store.getState().syncLanguage('da'), store.getState().syncLanguage('da')]);
    expect(fake.inputsOf('updateProfile')).toEqual([{ language: 'da' }]);
    expect(fake.calls[0]?.options.suppressNotification).toBe(true);
    expect(toasts).toEqual([]);
    await store.getState().syncLanguage('da');
    expect(fake.calls).toHaveLength(1);
  });
});
