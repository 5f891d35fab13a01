import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatError } from '../port';
import { world } from './test/adapter-kit';
import { FakeSessionStorage } from './test/cloud';

// The cometchat adapter over the scripted CometChat: the SDK's lazy loading and the login
// (tokens, kept sessions, the login wait). What the contract suite does not cover; the other
// groups are adapter-messages.test.ts and adapter-events.test.ts.

afterEach(() => {
  vi.useRealTimers();
});

describe('loading the SDK', () => {
  it('happens on the first login only, never for listeners, the user or typing', async () => {
    const { tab } = world();
    const ann = tab('ann');
    ann.service.addMessageListener({});
    ann.service.addUserListener({});
    ann.service.addConnectionListener({});
    ann.service.addProductListener({});
    ann.service.startTyping({ receiverId: 'bob', receiverType: 'user' });
    ann.service.sendTransientMessage(
      { receiverId: 'bob', receiverType: 'user' },
      { type: 'live_reaction' },
    );
    expect(ann.service.getLoggedInUser()).toBeNull();
    await expect(ann.service.getUnreadMessageCountForAllUsers()).rejects.toMatchObject({
      code: 'login',
    });
    await expect(ann.service.conversationsRequest().fetchNext()).rejects.toMatchObject({
      code: 'login',
    });
    expect(ann.loads()).toBe(0);
    await ann.service.login();
    await ann.service.logout();
    await ann.service.login();
    expect(ann.loads()).toBe(1);
  });
});

describe('login', () => {
  it('asks our server for an auth token and logs in with it; the CometChat user is made on first use', async () => {
    const { tab, cloud, product } = world();
    const ann = tab('ann');
    expect(cloud.users.has('ann')).toBe(false);
    const me = await ann.service.login();
    expect(me).toMatchObject({ uid: 'ann', name: 'Ann', status: 'online', lastActiveAt: null });
    expect(me.avatar).toBe('/media/avatars/ann.svg?v=A');
    expect(ann.service.getLoggedInUser()).toEqual(me);
    expect(cloud.users.get('ann')?.name).toBe('Ann');
    expect(product.calls.filter((call) => call.endpoint === 'cometchatToken')).toHaveLength(1);
    expect(cloud.calls.map((call) => call.method)).toEqual(['init', 'login']);
  });

  it('shares one login between callers that ask at once', async () => {
    const { tab, product } = world();
    const ann = tab('ann');
    const [first, second] = await Promise.all([ann.service.login(), ann.service.login()]);
    expect(second).toEqual(first);
    expect(product.calls.filter((call) => call.endpoint === 'cometchatToken')).toHaveLength(1);
  });

  it('reuses the session CometChat kept for the same person and replaces someone else’s', async () => {
    const { tab, product, cloud } = world();
    const storage = new FakeSessionStorage();
    await tab('ann', { storage }).service.login();
    const tokens = () => product.calls.filter((call) => call.endpoint === 'cometchatToken').length;
    // A reload of the same browser by the same person: no new token.
    const again = tab('ann', { storage });
    expect((await again.service.login()).uid).toBe('ann');
    expect(tokens()).toBe(1);
    // Someone else signs in to Woble in that browser.
    const bob = tab('bob', { storage });
    expect((await bob.service.login()).uid).toBe('bob');
    expect(tokens()).toBe(2);
    expect(cloud.calls.filter((call) => call.method === 'logout')).toEqual([
      { uid: 'ann', method: 'logout' },
    ]);
  });

  it('fails with “login” when the token, CometChat’s login or its init fails', async () => {
    const { tab, product, cloud } = world();
    const ann = tab('ann');
    product.failNext('cometchatToken', 502);
    await expect(ann.service.login()).rejects.toMatchObject({ code: 'login' });
    const bob = tab('bob', { getAuthToken: async () => 'a-token-cometchat-never-issued' });
    await expect(bob.service.login()).rejects.toMatchObject({ code: 'login' });
    const wrongApp = tab('cy', { appId: 'another-app' });
    await expect(wrongApp.service.login()).rejects.toBeInstanceOf(ChatError);
    await expect(wrongApp.service.login()).rejects.toMatchObject({ code: 'login' });
    // A failed login can be tried again.
    expect((await ann.service.login()).uid).toBe('ann');
    expect(cloud.users.has('ann')).toBe(true);
  });

  it('gives up on an init that does not finish within the login wait, and can try again', async () => {
    vi.useFakeTimers();
    const { tab, cloud } = world();
    const ann = tab('ann');
    const release = cloud.stall('init');
    const attempt = ann.service.login();
    const outcome = attempt.then(
      () => 'in',
      (error: unknown) => (error instanceof ChatError ? error.code : 'other'),
    );
    await vi.advanceTimersByTimeAsync(9_900);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await outcome).toBe('login');
    release();
    vi.useRealTimers();
    expect((await ann.service.login()).uid).toBe('ann');
    expect(ann.loads()).toBe(2);
  });

  it('lets a call made during the login wait for it', async () => {
    const { tab } = world();
    const ann = tab('ann');
    const login = ann.service.login();
    const counts = ann.service.getUnreadMessageCountForAllUsers();
    await login;
    expect(await counts).toEqual({});
  });
});
