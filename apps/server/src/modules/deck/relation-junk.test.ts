import { type Endpoint, endpoints } from '@wob/api';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUp, startTestServer, type TestServer } from '../../test/harness';
import { reactionOf } from './relation-test-support';

// Junk in every field of the reactions and the bell is answered 4xx with a message, never a
// 500, and changes nothing (the shared src/junk.test.ts does the same for the older calls).

const INJECTIONS = [
  "'; DROP TABLE reactions; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  'a\u0000b',
  '\ud800',
  '💥🧨🦄',
  '{{7*7}}',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  '   ',
  '',
];

const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.string(),
  fc.string({ minLength: 65, maxLength: 5_000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 4 }),
);

let server: TestServer;
let user: SignedUp;
let other: SignedUp;

beforeAll(async () => {
  server = await startTestServer();
  user = await signUp(server);
  other = await signUp(server);
});

afterAll(async () => {
  await server?.close();
});

function checkAnswer(response: LightMyRequestResponse, context: string): void {
  expect(response.statusCode, `${context}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  if (response.statusCode >= 400) {
    const body = response.json() as { message?: unknown };
    expect(typeof body.message, context).toBe('string');
    expect(String(body.message), context).not.toMatch(/syntax|sql|relation "|stack|at \w+ \(/i);
  }
}

const REF_ENDPOINTS: Endpoint[] = [
  endpoints.likeWobler,
  endpoints.dislikeWobler,
  endpoints.saveWobler,
  endpoints.removeSavedWobler,
  endpoints.removeConnection,
  endpoints.blockWobler,
  endpoints.unblockWobler,
];

function send(endpoint: Endpoint, payload: unknown) {
  return server.app.inject({
    method: 'POST',
    url: endpoint.path,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
  });
}

describe('junk input to the reactions and the bell', () => {
  it('answers junk ids on every reaction without a 500, and a wrong type with 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...REF_ENDPOINTS), junkValue, async (endpoint, value) => {
        const response = await send(endpoint, { _id: value });
        checkAnswer(response, `${endpoint.id} _id = ${JSON.stringify(value)?.slice(0, 60)}`);
        if (typeof value !== 'string') expect(response.statusCode).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 150 },
    );
  });

  it('answers junk in any field of a report without a 500', async () => {
    const fields = ['wobler', 'reason', 'details'] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), junkValue, async (field, value) => {
        const payload = { wobler: 'no-such-wobler', reason: 'other', details: '', [field]: value };
        const response = await send(endpoints.reportWobler, payload);
        checkAnswer(response, `report ${field} = ${JSON.stringify(value)?.slice(0, 60)}`);
      }),
      { numRuns: 100 },
    );
  });

  it('answers junk seen-status ids and bell queries without a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(junkValue, fc.array(junkValue, { maxLength: 5 })), async (ids) => {
        const response = await send(endpoints.setNotificationsSeen, { ids });
        checkAnswer(response, `ids = ${JSON.stringify(ids)?.slice(0, 60)}`);
      }),
      { numRuns: 80 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('page', 'limit'),
        fc.oneof(fc.constantFrom(...INJECTIONS), fc.string()),
        async (key, value) => {
          const response = await server.app.inject({
            method: 'GET',
            url: endpoints.getNotifications.path,
            query: { [key]: value },
            headers: { authorization: `Bearer ${user.token}` },
          });
          checkAnswer(response, `${key} = ${JSON.stringify(value).slice(0, 60)}`);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('changed nothing for a real Wobler along the way', async () => {
    expect(await reactionOf(server, user, other)).toBeNull();
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
