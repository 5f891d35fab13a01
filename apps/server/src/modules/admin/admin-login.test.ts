import { describe, expect, it } from 'vitest';
import { server, signUp, useSecondServer, useTestServer } from '../../test/harness';
import { post } from '../../test/http';

useTestServer();

describe('POST /admin-api/login', () => {
  it('answers 401 with a translated message: no administrator accounts exist yet', async () => {
    const english = await post(
      server.app,
      '/admin-api/login',
      { email: 'admin@woble.dk', password: 'anything' },
      { language: 'en' },
    );
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({
      message: 'Wrong e-mail or password.',
      code: 'admin.invalidCredentials',
    });

    const danish = await post(server.app, '/admin-api/login', {
      email: 'admin@woble.dk',
      password: 'anything',
    });
    expect(danish.statusCode).toBe(401);
    expect(danish.json()).toEqual({
      message: 'Forkert e-mail eller adgangskode.',
      code: 'admin.invalidCredentials',
    });
  });

  it("refuses a member's own e-mail and password the same way, and issues no session", async () => {
    const member = await signUp(server);
    const response = await post(
      server.app,
      '/admin-api/login',
      { email: member.email, password: member.password },
      { language: 'en' },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Wrong e-mail or password.',
      code: 'admin.invalidCredentials',
    });
  });

  it('validates the form like the page does', async () => {
    const response = await post(
      server.app,
      '/admin-api/login',
      { email: 'not-an-address', password: '' },
      { language: 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: 'Email Address is not Valid',
      password: 'Password is Required',
    });
  });
});

describe('the rate limit of the administrators’ sign-in', () => {
  const limited = useSecondServer({ env: { RATE_LIMIT_LOGIN_MAX: '2' } });

  it('answers 429 past the login limit per IP', async () => {
    const attempt = () =>
      post(
        limited.app,
        '/admin-api/login',
        { email: 'admin@woble.dk', password: 'guess' },
        { language: 'en' },
      );
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many attempts. Please wait a moment and try again.',
      code: 'request.rateLimited',
    });
  });

  it('limits the code step the same way, in a bucket of its own', async () => {
    const attempt = () =>
      post(
        limited.app,
        '/admin-api/login/verify',
        { challenge: 'guessed-sign-in', code: '123456' },
        { language: 'en' },
      );
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
  });
});
