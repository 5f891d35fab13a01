import { type Endpoint, endpoints } from '@wob/api';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { expectCleanAnswer, junkText, junkValue } from '../../test/junk';
import { reactionOf } from './test-support';

// Junk in every field of the reactions and the bell is answered 4xx with a message, never a
// 500, and changes nothing (src/junk.test.ts feeds junk to every endpoint with ids of nothing).

// Long strings just above the longest id and report details the reactions accept.
const junk = junkValue({ minLength: 65, maxLength: 5_000 });

let user: SignedUp;
let other: SignedUp;

useTestServer();

beforeAll(async () => {
  user = await signUp(server);
  other = await signUp(server);
});

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
      fc.asyncProperty(fc.constantFrom(...REF_ENDPOINTS), junk, async (endpoint, value) => {
        const response = await send(endpoint, { _id: value });
        expectCleanAnswer(response, `${endpoint.id} _id = ${JSON.stringify(value)?.slice(0, 60)}`);
        if (typeof value !== 'string') expect(response.statusCode).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 150 },
    );
  });

  it('answers junk in any field of a report without a 500', async () => {
    const fields = ['wobler', 'reason', 'details'] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), junk, async (field, value) => {
        const payload = { wobler: 'no-such-wobler', reason: 'other', details: '', [field]: value };
        const response = await send(endpoints.reportWobler, payload);
        expectCleanAnswer(response, `report ${field} = ${JSON.stringify(value)?.slice(0, 60)}`);
      }),
      { numRuns: 100 },
    );
  });

  it('answers junk seen-status ids and bell queries without a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(junk, fc.array(junk, { maxLength: 5 })), async (ids) => {
        const response = await send(endpoints.setNotificationsSeen, { ids });
        expectCleanAnswer(response, `ids = ${JSON.stringify(ids)?.slice(0, 60)}`);
      }),
      { numRuns: 80 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('page', 'limit'), junkText, async (key, value) => {
        const response = await server.app.inject({
          method: 'GET',
          url: endpoints.getNotifications.path,
          query: { [key]: value },
          headers: { authorization: `Bearer ${user.token}` },
        });
        expectCleanAnswer(response, `${key} = ${JSON.stringify(value).slice(0, 60)}`);
      }),
      { numRuns: 60 },
    );
  });

  it('changed nothing for a real Wobler along the way', async () => {
    expect(await reactionOf(server, user, other)).toBeNull();
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
