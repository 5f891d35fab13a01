import { CHAT_MEDIA_PATH, endpoints } from '@wob/api';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './platform/http/json-body';
import { signUpPremium } from './test/bubbles';
import { server, type SignedUp, useTestServer } from './test/harness';
import { fieldsOf } from './test/junk';

// Junk in the shape of a body rather than in its values (src/junk.test.ts): JSON nested
// thousands deep in any field of every endpoint, and broken multipart/form-data sent to every
// route that takes a body, are answered 400 with a translated message, never a 500. The user
// has premium, so the premium endpoints read the body too.

let user: SignedUp;

useTestServer();

beforeAll(async () => {
  user = await signUpPremium(server, { name: 'Deep Junk' });
});

const postEndpoints = Object.values(endpoints).filter((endpoint) => endpoint.method === 'POST');
/** Every path that takes a body: the contract's POST endpoints and the chat's upload. */
const bodyPaths = [
  ...postEndpoints.map((endpoint) => ({ path: endpoint.path, auth: endpoint.auth !== 'none' })),
  { path: CHAT_MEDIA_PATH, auth: true },
];

const DEEP_OBJECT = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
const DEEP_ARRAY = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;

function send(path: string, auth: boolean, payload: string, contentType: string) {
  return server.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: {
      'content-type': contentType,
      'accept-language': 'en',
      ...(auth ? { authorization: `Bearer ${user.token}` } : {}),
    },
  });
}

function expectAnswer(
  response: LightMyRequestResponse,
  context: string,
  status: number,
  message: string,
) {
  expect(response.statusCode, `${context}: ${response.body.slice(0, 300)}`).toBe(status);
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  expect((response.json() as { message?: unknown }).message, context).toBe(message);
}

describe('nesting depth', () => {
  it('is counted in one pass, outside strings, for any depth', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan('['.repeat(10_000_000), MAX_JSON_DEPTH)).toBe(true);
    const deepest = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect(nestsDeeperThan(deepest, MAX_JSON_DEPTH)).toBe(false);
  });

  it('above the limit, in any field of every endpoint, is answered 400 before any schema', async () => {
    const tooDeep = 'The request is nested too deeply to be read.';
    for (const endpoint of postEndpoints) {
      const auth = endpoint.auth !== 'none';
      if (endpoint.auth === 'admin' || endpoint.auth === 'server') {
        // An admin or server endpoint refuses the member's token (401) before it reads the body.
        const refused = await send(endpoint.path, true, DEEP_ARRAY, 'application/json');
        expect(refused.statusCode, endpoint.id).toBe(401);
        continue;
      }
      for (const field of [...fieldsOf(endpoint), 'unknownField']) {
        for (const deep of [DEEP_OBJECT, DEEP_ARRAY]) {
          const body = `{${JSON.stringify(field)}:${deep}}`;
          const response = await send(endpoint.path, auth, body, 'application/json');
          expectAnswer(response, `${endpoint.id}.${field}`, 400, tooDeep);
        }
      }
      const whole = await send(endpoint.path, auth, DEEP_ARRAY, 'application/json');
      expectAnswer(whole, `${endpoint.id} (whole body)`, 400, tooDeep);
    }
  });

  it('within the limit is read as before', async () => {
    const nested = `${'{"a":'.repeat(MAX_JSON_DEPTH - 1)}1${'}'.repeat(MAX_JSON_DEPTH - 1)}`;
    const response = await send(
      endpoints.updateProfile.path,
      true,
      `{"settings":{},"extra":${nested}}`,
      'application/json',
    );
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.statusCode, response.body).not.toBe(400);
  });
});

describe('broken multipart/form-data', () => {
  const BOUNDARY = 'wob-junk-boundary';
  const truncated = [
    `--${BOUNDARY}\r\n`,
    'Content-Disposition: form-data; name="receiverId"\r\n\r\nsomeo',
  ].join('');
  const cases: { name: string; contentType: string; body: string }[] = [
    { name: 'no boundary', contentType: 'multipart/form-data', body: truncated },
    { name: 'empty boundary', contentType: 'multipart/form-data; boundary=', body: truncated },
    {
      name: 'truncated body',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: truncated,
    },
    {
      name: 'cut inside the part headers',
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-da`,
    },
    { name: 'empty body', contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: '' },
  ];

  it('is answered with a translated 4xx on every route that takes a body, never a 500', async () => {
    for (const { path, auth } of bodyPaths) {
      for (const { name, contentType, body } of cases) {
        const response = await send(path, auth, body, contentType);
        const context = `${path} (${name})`;
        expect(
          response.statusCode,
          `${context}: ${response.body.slice(0, 300)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${context}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        expect(response.headers['content-type'], context).toMatch(/^application\/json/);
        const message = (response.json() as { message?: unknown }).message;
        expect(typeof message, context).toBe('string');
      }
    }
  });

  it('is answered 400 "could not be read" by the upload route', async () => {
    // (An empty body is a form without fields: its answer names the missing fields.)
    for (const { name, contentType, body } of cases.filter((c) => c.body !== '')) {
      const response = await send(CHAT_MEDIA_PATH, true, body, contentType);
      expectAnswer(response, name, 400, 'The upload could not be read. Please try again.');
    }
  });
});
