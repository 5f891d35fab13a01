import type { AdminView } from '@wob/api';
import type { AdminRole } from '@wob/validation';
import { expect } from 'vitest';
import { serverCommandKey } from '../../platform/secret';
import { type TestServer, uniqueEmail } from '../../test/harness';
import { answerOf } from '../../test/http';
import { totpCode } from './totp';

// Administrators for the tests: created through the server's command endpoint (as
// `pnpm admin:create` does), signed in through both steps with codes computed from the key
// the first step showed, as an authenticator app computes them.

export const ADMIN_PASSWORD = 'correct horse battery staple';

export interface TestAdmin {
  email: string;
  role: AdminRole;
}

export interface SignedInAdmin extends TestAdmin {
  token: string;
  /** The authenticator key (base32) shown at set-up. */
  secret: string;
  recoveryCodes: string[];
  admin: AdminView;
}

interface Challenge {
  challenge: string;
  step: 'setup' | 'code';
  setup?: { secret: string; otpauthUri: string; recoveryCodes: string[] };
}

/** Posts to the command endpoint as the command line does (loopback, the server's key). */
export function createAdminRequest(
  server: TestServer,
  payload: unknown,
  options: { key?: string | null; remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  const key =
    options.key === undefined ? serverCommandKey(server.config.mediaSecret ?? '') : options.key;
  return server.app.inject({
    method: 'POST',
    url: '/admin-api/local/admins',
    payload: payload as object,
    remoteAddress: options.remoteAddress,
    headers: {
      'accept-language': 'en',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...options.headers,
    },
  });
}

export async function createAdmin(
  server: TestServer,
  role: AdminRole = 'administrator',
): Promise<TestAdmin> {
  const email = uniqueEmail(`admin-${role}`);
  const created = await createAdminRequest(server, { email, password: ADMIN_PASSWORD, role });
  expect(created.statusCode, created.body).toBe(201);
  return { email, role };
}

export async function beginSignIn(server: TestServer, admin: TestAdmin, password = ADMIN_PASSWORD) {
  return answerOf<Challenge>(
    await server.app.inject({
      method: 'POST',
      url: '/admin-api/login',
      payload: { email: admin.email, password },
      headers: { 'accept-language': 'en' },
    }),
  );
}

export async function sendCode(server: TestServer, challenge: string, code: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/admin-api/login/verify',
    payload: { challenge, code },
    headers: { 'accept-language': 'en' },
  });
  const answer = answerOf<{ admin: AdminView }>(response);
  const token = (response.json() as { token?: string }).token;
  return { ...answer, token };
}

/** A new administrator's first sign-in: password, then the set-up confirmed with a code. */
export async function signInFirstTime(
  server: TestServer,
  admin: TestAdmin,
): Promise<SignedInAdmin> {
  const first = await beginSignIn(server, admin);
  expect(first.status).toBe(200);
  const setup = first.data.setup;
  if (!setup) throw new Error('the first sign-in offered no set-up');
  const second = await sendCode(
    server,
    first.data.challenge,
    totpCode(setup.secret, server.clock.now()),
  );
  expect(second.status, second.message).toBe(200);
  if (!second.token) throw new Error('no admin session token');
  return {
    ...admin,
    token: second.token,
    secret: setup.secret,
    recoveryCodes: setup.recoveryCodes,
    admin: second.data.admin,
  };
}

export function adminGet(server: TestServer, path: string, token?: string) {
  return server.app.inject({
    method: 'GET',
    url: path,
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
