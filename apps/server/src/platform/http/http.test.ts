import { endpoints } from '@wob/api';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestLogs } from '../../db/schema';
import {
  createTestDatabase,
  server,
  signUp,
  startTestServer,
  useTestServer,
  withTestServer,
} from '../../test/harness';
import { get, post } from '../../test/http';

useTestServer({
  env: {
    WOB_OPERATOR_COMPANY: 'Bobler ApS',
    WOB_OPERATOR_CVR: '12345678',
    WOB_OPERATOR_ADDRESS: 'Boblevej 2, 8000 Aarhus C',
    WOB_OPERATOR_EMAIL: 'hej@bobler.dk',
    WOB_OPERATOR_SOCIAL: 'instagram=https://instagram.com/bobler',
  },
});

const raw = (payload: string, contentType = 'application/json', url = '/api/login') =>
  server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, 'accept-language': 'en' },
  });

describe('platform endpoints', () => {
  it('answers /api/health with 200 once ready', async () => {
    const response = await get(server.app, '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' } });
  });

  it('serves the OpenAPI document of the contract at /api/docs', async () => {
    const response = await get(server.app, '/api/docs');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of Object.values(endpoints)) {
      expect(document.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.operationId).toBe(
        endpoint.id,
      );
    }
  });

  it('answers the operator details from the configuration at /api/site', async () => {
    const response = await get(server.app, '/api/site');
    expect(response.json().data).toEqual({
      company: 'Bobler ApS',
      cvr: '12345678',
      address: 'Boblevej 2, 8000 Aarhus C',
      email: 'hej@bobler.dk',
      social: [{ network: 'instagram', url: 'https://instagram.com/bobler' }],
      localInstallation: false,
      chat: { service: 'wob' },
      calls: { enabled: true },
    });
  });
});

describe('wire rules', () => {
  it('answers malformed JSON with 400 and a translated message', async () => {
    const response = await raw('{"username": "a@b.dk", "password": ');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      message: 'The request could not be read.',
      code: 'request.malformed',
    });
  });

  it('answers an empty JSON body with 400', async () => {
    expect((await raw('')).statusCode).toBe(400);
  });

  it('answers bodies that are not JSON with 415', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await raw('username=a&password=b', type);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: 'The request must be sent as JSON.',
        code: 'request.unsupportedMediaType',
      });
    }
  });

  it('answers prototype-poisoning JSON with 400', async () => {
    const response = await raw('{"__proto__": {"admin": true}, "username": "a@b.dk"}');
    expect(response.statusCode).toBe(400);
  });

  it('answers a body above the limit with 413', async () => {
    const big = JSON.stringify({ username: 'a@b.dk', password: 'x'.repeat(1024 * 1024 + 10) });
    const response = await raw(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'The upload is too large.',
      code: 'request.payloadTooLarge',
    });
  });

  it('answers JSON that is not an object with 422', async () => {
    for (const payload of ['[]', '42', '"text"', 'null', 'true']) {
      const response = await raw(payload);
      expect(response.statusCode).toBe(422);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('never takes an array or null as the empty payload of a signed-in action', async () => {
    const user = await signUp(server);
    for (const payload of ['[]', 'null', '[{}]']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/delete-account',
        payload,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${user.token}`,
          'accept-language': 'en',
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('This value is not valid');
    }
    expect((await get(server.app, '/api/get-user-profile', { token: user.token })).statusCode).toBe(
      200,
    );
  });

  it('answers an array where an object belongs as invalid, also inside the payload', async () => {
    const user = await signUp(server);
    const response = await post(
      server.app,
      '/api/update-profile',
      { settings: ['showGender', false] },
      { token: user.token, language: 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ settings: 'This value is not valid' });
  });

  it('answers a text with a NUL character (which PostgreSQL cannot store) as an invalid field', async () => {
    const user = await signUp(server);
    const response = await post(
      server.app,
      '/api/update-profile',
      { about: 'hello\u0000world' },
      { token: user.token, language: 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'This value is not valid',
      code: 'validation.invalid',
      errors: { about: 'This value is not valid' },
    });
  });

  it('answers unknown /api paths and methods with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['DELETE', '/api/login'],
      ['GET', '/api'],
    ] as const) {
      const response = await server.app.inject({
        method,
        url,
        headers: { accept: 'text/html', 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.', code: 'request.notFound' });
    }
  });

  it('translates messages by Accept-Language, Danish when it is absent or unsupported', async () => {
    const body = { username: 'nobody@example.com', password: 'whatever' };
    const danish = await post(server.app, '/api/login', body);
    const german = await post(server.app, '/api/login', body, { language: 'de-DE,de;q=0.9' });
    const english = await post(server.app, '/api/login', body, { language: 'en-GB,en;q=0.9' });
    expect(danish.json().message).toBe('E-mail eller adgangskode er forkert.');
    expect(german.json().message).toBe(danish.json().message);
    expect(english.json().message).toBe('The email or password is not correct.');
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await get(server.app, '/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('request logs', () => {
  it('records method, route pattern, status, duration, user and a hashed IP of /api calls', async () => {
    const user = await signUp(server);
    await server.app.inject({
      method: 'GET',
      url: `/api/get-user-profile?id=${user.id}`,
      headers: { authorization: `Bearer ${user.token}` },
      remoteAddress: '198.51.100.23',
    });
    await get(server.app, '/api/does-not-exist');
    await server.app.wobExtras.flushRequestLogs();

    const rows = await server.app.wob.db
      .select()
      .from(requestLogs)
      .orderBy(desc(requestLogs.id))
      .limit(2);
    const [unknown, profile] = rows;
    expect(profile).toMatchObject({
      method: 'GET',
      route: '/api/get-user-profile',
      status: 200,
      userId: user.id,
    });
    expect(profile?.durationMs).toBeGreaterThanOrEqual(0);
    expect(profile?.ipHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(profile?.ipHash).not.toContain('198.51.100.23');
    expect(unknown).toMatchObject({ route: '(unmatched)', status: 404, userId: null });

    const again = await server.app.wob.db
      .select()
      .from(requestLogs)
      .where(eq(requestLogs.ipHash, profile?.ipHash ?? ''));
    expect(again.length).toBeGreaterThanOrEqual(1);
  });

  it('does not log media or page requests', async () => {
    await server.app.wobExtras.flushRequestLogs();
    const [before] = await server.app.wob.db
      .select()
      .from(requestLogs)
      .orderBy(desc(requestLogs.id))
      .limit(1);
    await server.app.inject({ method: 'GET', url: '/media/avatars/x.svg' });
    await server.app.inject({ method: 'GET', url: '/profile', headers: { accept: 'text/html' } });
    await server.app.wobExtras.flushRequestLogs();
    const [after] = await server.app.wob.db
      .select()
      .from(requestLogs)
      .orderBy(desc(requestLogs.id))
      .limit(1);
    expect(after?.id).toBe(before?.id);
  });
});

describe('benchmark route', () => {
  it('exists only when WOB_BENCH is set', async () => {
    expect((await get(server.app, '/bench/bare-profile')).statusCode).toBe(404);
    await withTestServer(
      {
        testDatabase: server.testDatabase,
        env: { WOB_BENCH: 'true' },
      },
      async (bench) => {
        const user = await signUp(bench);
        const other = await signUp(bench);
        expect((await get(bench.app, '/bench/bare-profile')).statusCode).toBe(401);
        const response = await get(bench.app, '/bench/bare-profile', {
          token: user.token,
          query: { id: other.id },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.user._id).toBe(other.id);
      },
    );
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a generic translated message, never the error itself', async () => {
    const broken = await createTestDatabase();
    const failing = await startTestServer({ testDatabase: broken });
    try {
      // The database goes away under the running server.
      await broken.database.close();
      const response = await get(failing.app, '/api/health', { language: 'en' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Something went wrong on our side. Please try again later.',
        code: 'request.internal',
      });
      const login = await post(failing.app, '/api/login', {
        username: 'a@example.com',
        password: 'whatever',
      });
      expect(login.statusCode).toBe(500);
      expect(login.body).not.toMatch(/pglite|postgres|select|stack|Error/i);
      expect(login.json().message).toBe('Noget gik galt hos os. Prøv igen senere.');
    } finally {
      await failing.close();
      await broken.drop();
    }
  });
});
