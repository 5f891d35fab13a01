import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call, login, newUser, registerUser, uniqueEmail } from '../support/api';
import { useBrowser } from '../support/browser';
import { en } from '../support/copy';
import { pngDataUrl } from '../support/png';
import { type RunningServer, startServer } from '../support/server';
import { field, onPath, seen, storeLocale, toast } from '../support/ui';

// The run's main server has its per-IP limits raised (every test comes from 127.0.0.1); this
// file starts a second server with tiny limits to see the real behaviour: 429 with a message,
// the person told so, and the server otherwise fine.

const LIMITS = { login: 3, register: 2, reset: 2 };
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    label: 'wob-e2e-rate',
    env: {
      RATE_LIMIT_LOGIN_MAX: String(LIMITS.login),
      RATE_LIMIT_REGISTER_MAX: String(LIMITS.register),
      RATE_LIMIT_RESET_MAX: String(LIMITS.reset),
      RATE_LIMIT_WINDOW_SECONDS: '600',
    },
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

const browser = useBrowser();

describe('rate limits on login, sign-up and reset', () => {
  test('sign-up: past the limit the answer is 429 with a message', async () => {
    for (let i = 0; i < LIMITS.register; i += 1) await registerUser(server.baseUrl);
    const answer = await call(server.baseUrl, 'POST', '/api/register', {
      json: { ...newUser(), profilePicture: pngDataUrl(), acceptTerms: true },
    });
    expect(answer.status).toBe(429);
    expect(answer.body.message).toBe(en('errors:request.rateLimited'));
  });

  test('password reset requests: past the limit the answer is 429', async () => {
    for (let i = 0; i < LIMITS.reset; i += 1) {
      const answer = await call(server.baseUrl, 'POST', '/api/forgot-password', {
        json: { email: uniqueEmail() },
      });
      expect(answer.status).toBe(200);
    }
    const answer = await call(server.baseUrl, 'POST', '/api/forgot-password', {
      json: { email: uniqueEmail() },
    });
    expect(answer.status).toBe(429);
    expect(typeof answer.body.message).toBe('string');
  });

  test('login: past the limit a person sees the message, and the server stays healthy', async () => {
    for (let i = 0; i < LIMITS.login; i += 1) {
      const answer = await login(server.baseUrl, uniqueEmail(), 'wrong-password');
      expect(answer.status).toBe(401);
    }
    expect((await login(server.baseUrl, uniqueEmail(), 'wrong-password')).status).toBe(429);

    const page = await browser.newPage();
    await storeLocale(page, 'en');
    await page.goto(`${server.baseUrl}/auth/login`);
    await field(page, en('auth:fields.email')).fill(uniqueEmail());
    await field(page, en('auth:fields.password')).fill('whatever-1');
    await page.getByRole('button', { name: en('auth:login.submit'), exact: true }).click();
    await seen(toast(page, en('errors:request.rateLimited')));
    await onPath(page, '/auth/login');

    expect((await call(server.baseUrl, 'GET', '/api/health')).status).toBe(200);
  });
});
