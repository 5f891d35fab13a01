import { defineEndpoint, type Endpoint, endpoints } from '@wob/api';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../platform/clock';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { call, PREMIUM_PATHS, renew, subscribeTo } from './testing/premium-calls';

// The premium gate (spec sections 1 and 6): an endpoint declared `premium: true` answers 403
// with a translated message to anyone without premium, whatever they send, and works for a
// member in trial. The app runs with a test-only premium endpoint (the test server's `routes`).

const premiumProbe = defineEndpoint({
  id: 'premiumProbe',
  method: 'POST',
  path: '/api/test/premium-probe',
  summary: 'Test only: a premium-only call with a required field.',
  tag: 'test',
  auth: 'required',
  premium: true,
  request: v.object({ note: v.pipe(v.string(), v.nonEmpty()) }),
  response: v.object({ note: v.string() }),
});

const REQUIRED_EN =
  'This is part of Woble Premium. Start your free 7-day trial on the Premium page.';
const REQUIRED_DA =
  'Dette er en del af Woble Premium. Start din gratis prøveperiode på 7 dage på Premium-siden.';

useTestServer({
  routes: (instance: FastifyInstance) =>
    bindSignedInEndpoint(instance, premiumProbe, async ({ input }) => ({
      data: { note: input.note },
    })),
});

function send(endpoint: Endpoint, user: SignedUp, body: string, language = 'en') {
  const headers = { authorization: `Bearer ${user.token}`, 'accept-language': language };
  if (endpoint.method === 'GET') {
    return server.app.inject({ method: 'GET', url: endpoint.path, headers, query: { q: body } });
  }
  return server.app.inject({
    method: 'POST',
    url: endpoint.path,
    payload: body,
    headers: { ...headers, 'content-type': 'application/json' },
  });
}

const anyJson = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '{}',
    '{"note":"hello"}',
    '{"note":5}',
    '[]',
    'null',
    '"text"',
    '{"note":"\\u0000"}',
  ),
);

describe('premium-only endpoints', () => {
  it('answer 403 in Danish and English to a member without premium, whatever the body', async () => {
    const user = await signUp(server);
    await fc.assert(
      fc.asyncProperty(anyJson, fc.constantFrom('en', 'da'), async (body, language) => {
        const response = await send(premiumProbe, user, body, language);
        expect(response.statusCode, body).toBe(403);
        expect(response.json().message).toBe(language === 'da' ? REQUIRED_DA : REQUIRED_EN);
      }),
      { numRuns: 120 },
    );
  });

  it('answer 403 before reading the body, even for bodies that are not JSON', async () => {
    const user = await signUp(server);
    for (const [body, type] of [
      ['{"note":', 'application/json'],
      ['{"__proto__":{"note":"hello"}}', 'application/json'],
      ['{"constructor":{"prototype":{}}}', 'application/json'],
      ['note=hello', 'application/x-www-form-urlencoded'],
      ['<note>hello</note>', 'application/xml'],
      ['', 'application/json'],
    ] as const) {
      const response = await server.app.inject({
        method: 'POST',
        url: premiumProbe.path,
        payload: body,
        headers: { authorization: `Bearer ${user.token}`, 'content-type': type },
      });
      expect(response.statusCode, `${type} ${body}`).toBe(403);
    }
  });

  it('work for a member in trial, and answer 403 again once premium has ended', async () => {
    const user = await signUp(server);
    expect((await subscribeTo(server, user.token)).data.subscription?.status).toBe('trialing');

    const allowed = await send(premiumProbe, user, '{"note":"hello"}');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data).toEqual({ note: 'hello' });
    // Validation still applies to members who pass the gate.
    expect((await send(premiumProbe, user, '{"note":5}')).statusCode).toBe(422);

    expect((await call(server, PREMIUM_PATHS.cancel, user.token)).status).toBe(200);
    expect((await send(premiumProbe, user, '{"note":"hello"}')).statusCode).toBe(200);

    server.clock.advance(7 * DAY_MS + 1_000);
    const ended = await send(premiumProbe, user, '{"note":"hello"}', 'da');
    expect(ended.statusCode).toBe(403);
    expect(ended.json().message).toBe(REQUIRED_DA);
    await renew(server);
    expect((await send(premiumProbe, user, '{"note":"hello"}')).statusCode).toBe(403);
  });

  it('include every endpoint of the contract declared premium-only', async () => {
    const user = await signUp(server);
    const gated = [
      ...Object.values(endpoints as Record<string, Endpoint>).filter(
        (endpoint) => endpoint.premium,
      ),
      premiumProbe,
    ];
    for (const endpoint of gated) {
      expect(endpoint.auth, endpoint.id).toBe('required');
      for (const body of ['{}', '{"id":"x","page":1}', '[]', 'null']) {
        const response = await send(endpoint, user, body);
        expect(response.statusCode, `${endpoint.id} ${body}`).toBe(403);
        expect(response.json().message).toBe(REQUIRED_EN);
      }
    }
  });
});
