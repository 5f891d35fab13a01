import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { sha256Hex } from '../../platform/crypto';
import { SESSION_IDLE_MS } from '../../policy';
import { server, signUp, useTestServer, withTestServer } from '../../test/harness';
import { get, post } from '../../test/http';

useTestServer();

const profile = (token: string) =>
  get(server.app, '/api/get-user-profile', { token, language: 'en' });

describe('POST /api/login', () => {
  it('answers the Wobler’s Bubbles, active and pending', async () => {
    const owner = await signUp(server);
    const user = await signUp(server);
    const created: string[] = [];
    for (const [name, privateBubble] of [
      ['Login public', false],
      ['Login private', true],
    ] as const) {
      const answer = await post(
        server.app,
        '/api/bubble/create',
        { name, circleColor: '#2f5fb3', privateBubble },
        { token: owner.token },
      );
      expect(answer.statusCode).toBe(201);
      const id = answer.json().data.bubble._id as string;
      created.push(id);
      await post(server.app, '/api/bubble/pick', { bubble: id }, { token: user.token });
    }
    const response = await post(server.app, '/api/login', {
      username: user.email,
      password: user.password,
    });
    const bubbles = response.json().data.bubbles as {
      name: string;
      membership: { status: string };
    }[];
    expect(bubbles.map((bubble) => [bubble.name, bubble.membership.status]).sort()).toEqual([
      ['Login private', 'pending'],
      ['Login public', 'active'],
    ]);
  });

  it('answers a token, the user and (before any) an empty bubble list', async () => {
    const user = await signUp(server);
    const response = await post(
      server.app,
      '/api/login',
      { username: user.email, password: user.password },
      { language: 'en' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('You are logged in.');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.bubbles).toEqual([]);
    expect(body.data.user).toMatchObject({
      _id: user.id,
      email: user.email,
      name: 'Test Wobler',
      language: 'da',
      settings: {
        showLocation: true,
        showGender: true,
        allowMessages: true,
        showImagesToAll: true,
        ageRangeEnabled: false,
        receiveNotifications: true,
        marketingEmails: false,
      },
    });
    expect(body.data.user.passwordHash).toBeUndefined();
    expect(body.data.user.profilePicture).toMatch(/^\/media\/[0-9a-f]{24}\?exp=\d+&sig=/);
  });

  it('stores only the SHA-256 of the token', async () => {
    const user = await signUp(server);
    const rows = await server.app.wob.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(user.token)));
    expect(rows).toHaveLength(1);
    const raw = await server.app.wob.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, user.token));
    expect(raw).toHaveLength(0);
  });

  it('takes the e-mail in any letter case', async () => {
    const user = await signUp(server);
    const response = await post(server.app, '/api/login', {
      username: user.email.toUpperCase(),
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const user = await signUp(server);
    const wrong = await post(
      server.app,
      '/api/login',
      { username: user.email, password: 'not-the-password' },
      { language: 'en' },
    );
    const unknown = await post(
      server.app,
      '/api/login',
      { username: 'nobody-at-all@example.com', password: 'whatever' },
      { language: 'en' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      message: 'The email or password is not correct.',
      code: 'account.invalidCredentials',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates the login form: e-mail required and valid, password required', async () => {
    const empty = await post(server.app, '/api/login', {}, { language: 'en' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      username: 'Email is Required',
      password: 'Password is Required',
    });
    const bad = await post(
      server.app,
      '/api/login',
      { username: 'nope', password: 'x' },
      { language: 'en' },
    );
    expect(bad.json().errors).toEqual({ username: 'Email Address is not Valid' });
  });
});

describe('sessions', () => {
  it('rejects calls without a token, with a malformed one and with an unknown one', async () => {
    const none = await get(server.app, '/api/get-user-profile', { language: 'en' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      message: 'Please log in to continue.',
      code: 'request.unauthorized',
    });
    const malformed = await server.app.inject({
      method: 'GET',
      url: '/api/get-user-profile',
      headers: { authorization: 'Basic abc', 'accept-language': 'en' },
    });
    expect(malformed.statusCode).toBe(401);
    const unknown = await profile('a'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(
      'Your session is invalid or has expired. Please log in again.',
    );
  });

  it('ends the presented session on logout, and only that one', async () => {
    const user = await signUp(server);
    const other = await post(server.app, '/api/login', {
      username: user.email,
      password: user.password,
    });
    const otherToken = other.json().token as string;

    const response = await post(server.app, '/api/logout', undefined, {
      token: user.token,
      language: 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('You have been logged out.');
    expect((await profile(user.token)).statusCode).toBe(401);
    expect((await profile(otherToken)).statusCode).toBe(200);
    expect((await post(server.app, '/api/logout', {}, { token: user.token })).statusCode).toBe(401);
  });

  it('revokes every session on password change and gives the caller a new token', async () => {
    const user = await signUp(server);
    const second = (
      await post(server.app, '/api/login', { username: user.email, password: user.password })
    ).json().token as string;

    const response = await post(
      server.app,
      '/api/change-password',
      {
        oldPassword: user.password,
        newPassword: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
      },
      { token: user.token, language: 'en' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Your password has been changed.');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await profile(user.token)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);
    expect((await profile(body.token)).statusCode).toBe(200);

    const oldLogin = await post(server.app, '/api/login', {
      username: user.email,
      password: user.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post(server.app, '/api/login', {
      username: user.email,
      password: 'brand-new-pass',
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses a wrong old password with a field error and keeps the sessions', async () => {
    const user = await signUp(server);
    const response = await post(
      server.app,
      '/api/change-password',
      {
        oldPassword: 'wrong-password',
        newPassword: 'brand-new-pass',
        confirmPassword: 'brand-new-pass',
      },
      { token: user.token, language: 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The old password is not correct.',
      code: 'account.oldPasswordWrong',
      errors: { oldPassword: 'The old password is not correct.' },
    });
    expect((await profile(user.token)).statusCode).toBe(200);
  });

  it('limits password changes per account: after 10 in a window, 429, from any session', async () => {
    // The default limit (the other tests run with the limits raised).
    await withTestServer(
      { testDatabase: server.testDatabase, env: { RATE_LIMIT_PASSWORD_MAX: undefined } },
      async (limited) => {
        const guess = (token: string) =>
          post(
            limited.app,
            '/api/change-password',
            {
              oldPassword: 'wrong-guess',
              newPassword: 'new-pass-1',
              confirmPassword: 'new-pass-1',
            },
            { token, language: 'en' },
          );
        const user = await signUp(limited);
        const codes: number[] = [];
        for (let i = 0; i < 30; i += 1) codes.push((await guess(user.token)).statusCode);
        expect(codes).toEqual([...Array(10).fill(422), ...Array(20).fill(429)]);
        const blocked = await guess(user.token);
        expect(blocked.json()).toEqual({
          message: 'Too many attempts. Please wait a moment and try again.',
          code: 'request.rateLimited',
        });
        // A new session of the same account is the same account.
        const again = await post(limited.app, '/api/login', {
          username: user.email,
          password: user.password,
        });
        expect((await guess(again.json().token as string)).statusCode).toBe(429);
        // Another account from the same address is not held up.
        const other = await signUp(limited);
        expect((await guess(other.token)).statusCode).toBe(422);
      },
    );
  });

  it('requires the new password twice, equal, and at least 5 characters', async () => {
    const user = await signUp(server);
    const mismatch = await post(
      server.app,
      '/api/change-password',
      { oldPassword: user.password, newPassword: 'first-one', confirmPassword: 'second-one' },
      { token: user.token, language: 'en' },
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({
      confirmPassword: 'Password must be same in above input fields.',
    });
    const short = await post(
      server.app,
      '/api/change-password',
      { oldPassword: user.password, newPassword: '1234', confirmPassword: '1234' },
      { token: user.token, language: 'en' },
    );
    expect(short.json().errors).toMatchObject({ newPassword: 'Password should be 5 digits long' });
  });

  it('deletes the account at once: every session ends and login fails', async () => {
    const user = await signUp(server);
    const second = (
      await post(server.app, '/api/login', { username: user.email, password: user.password })
    ).json().token as string;
    const response = await post(server.app, '/api/delete-account', undefined, {
      token: user.token,
      language: 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your account has been deleted.');

    expect((await profile(user.token)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);
    const login = await post(
      server.app,
      '/api/login',
      { username: user.email, password: user.password },
      { language: 'en' },
    );
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('The email or password is not correct.');

    const [row] = await server.app.wob.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('frees the e-mail of a deleted account for a new registration', async () => {
    const user = await signUp(server);
    await post(server.app, '/api/delete-account', {}, { token: user.token });
    const again = await signUp(server, { email: user.email });
    expect(again.id).not.toBe(user.id);
  });

  it('ends sessions unused for longer than the idle limit', async () => {
    const user = await signUp(server);
    server.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await profile(user.token)).statusCode).toBe(200);
    // Using it renewed it: the limit counts from the last use.
    server.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await profile(user.token)).statusCode).toBe(200);
    server.clock.advance(SESSION_IDLE_MS + 60_000);
    expect((await profile(user.token)).statusCode).toBe(401);
  });

  it('records activity on authenticated calls', async () => {
    const user = await signUp(server);
    server.clock.advanceDays(3);
    await profile(user.token);
    const [row] = await server.app.wob.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastActiveAt.getTime()).toBe(server.clock.now().getTime());
  });
});
