import { beforeAll, describe, expect, inject, test } from 'vitest';
import { type ApiAnswer, call, login, newUser, registerUser, uniqueEmail } from '../support/api';
import { pngDataUrl } from '../support/png';

// Junk against the real server, no browser: every endpoint the server documents at /api/docs,
// every property of its request, fed malformed JSON, wrong types, huge strings and injection
// strings. The server must answer each with a JSON error (4xx + message), never a 500 and
// never a crash; afterwards it is still healthy and a normal sign-up and login still work.

const baseUrl = inject('baseUrl');

type JsonSchema = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  auth: boolean;
  /** POST: the JSON body's schema; GET: the query parameters as an object schema. */
  schema: JsonSchema;
}

/** 'reject': the input is invalid whatever else is sent (must be a 4xx JSON error). */
type Expectation = 'reject' | 'survive';

interface Case {
  label: string;
  expect: Expectation;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  query?: string;
  /** For a 2xx: the field whose stored value must be exactly what was sent (trimmed). */
  roundTrip?: { field: string; value: string };
}

const MEGABYTE = 'A'.repeat(1024 * 1024);
/** `text`: a person could type it, so a free text field may accept it. */
const INJECTIONS: { label: string; value: string; text: boolean }[] = [
  { label: 'SQL injection', value: "'; DROP TABLE users; --", text: true },
  { label: 'a script tag', value: '<script>alert(1)</script>', text: true },
  // PostgreSQL text cannot hold NUL: the server must refuse it, not fail on it.
  { label: 'a NUL character', value: 'abc\u0000def', text: false },
  { label: 'emoji', value: '🫧🎉👩‍👩‍👧‍👦', text: true },
  { label: 'right-to-left marks', value: '\u202Eevil\u202C\u200F', text: true },
  {
    label: 'template and path syntax',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the junk
    value: '${process.exit(1)} ../../etc/passwd {{constructor}}',
    text: true,
  },
];

/** Values of the wrong JSON type for a property of `schema`. */
function wrongTypes(schema: JsonSchema): [string, unknown][] {
  const all: [string, unknown][] = [
    ['a number', 12345],
    ['a boolean', true],
    ['null', null],
    ['an array', ['x', 1]],
    ['an object', { $gt: '' }],
    ['a string', 'not-the-right-type'],
  ];
  const type = schema.type ?? (typeof schema.const === 'boolean' ? 'boolean' : undefined);
  return all.filter(([, value]) => {
    if (type === 'string') return typeof value !== 'string';
    if (type === 'boolean') return typeof value !== 'boolean';
    if (type === 'number' || type === 'integer') return typeof value !== 'number';
    if (type === 'object')
      return value === null || typeof value !== 'object' || Array.isArray(value);
    if (type === 'array') return !Array.isArray(value);
    return false;
  });
}

/** A request every rule accepts, per endpoint, so that the junk is the only problem sent. */
function validBase(op: Operation, token: string | null): Record<string, unknown> {
  switch (op.path) {
    case '/api/register':
      return {
        ...newUser({ email: uniqueEmail('junk-base') }),
        profilePicture: pngDataUrl(),
        acceptTerms: true,
      };
    case '/api/login':
      return { username: uniqueEmail('nobody'), password: 'whatever1' };
    case '/api/forgot-password':
      return { email: uniqueEmail('nobody') };
    case '/api/reset-password':
      return { token: 'not-a-real-token-0123456789', password: 'secret-12345' };
    case '/api/change-password':
      // The old password of a fresh user (see freshUser), so only the junk can fail.
      return {
        oldPassword: token ? FRESH_PASSWORD : 'x',
        newPassword: 'brand-new-1',
        confirmPassword: 'brand-new-1',
      };
    default:
      return {};
  }
}

function casesFor(op: Operation): Case[] {
  const properties = Object.entries(op.schema.properties ?? {});
  const hasRequired = (op.schema.required ?? []).length > 0;
  const cases: Case[] = [];

  if (op.method === 'POST') {
    cases.push(
      {
        label: 'malformed JSON',
        expect: 'reject',
        rawBody: '{"name": "half',
        contentType: 'application/json',
      },
      {
        label: 'JSON with a trailing comma',
        expect: 'reject',
        rawBody: '{"a": 1,}',
        contentType: 'application/json',
      },
      {
        label: 'an empty body declared as JSON',
        expect: 'reject',
        rawBody: '',
        contentType: 'application/json',
      },
      {
        label: 'a body that is not JSON',
        expect: 'reject',
        rawBody: 'name=x&email=y',
        contentType: 'application/x-www-form-urlencoded',
      },
      { label: 'plain text', expect: 'reject', rawBody: 'hello', contentType: 'text/plain' },
      {
        label: 'a 1 MB body of junk',
        expect: 'reject',
        rawBody: `{"x":"${MEGABYTE}"`,
        contentType: 'application/json',
      },
      // JSON that is not an object is never a request; `null` reads as "no body", which the
      // calls without payload may send, so only endpoints with required fields must refuse it.
      { label: 'a JSON array', expect: 'reject', body: [1, 2, 3] },
      { label: 'a JSON string', expect: 'reject', body: 'junk' },
      { label: 'a JSON number', expect: 'reject', body: 42 },
      { label: 'JSON null', expect: hasRequired ? 'reject' : 'survive', body: null },
      {
        label: 'prototype pollution',
        expect: hasRequired ? 'reject' : 'survive',
        rawBody: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}',
        contentType: 'application/json',
      },
      // Nesting deeper than the server reads (32) is refused before any schema runs.
      {
        label: 'a deeply nested object',
        expect: 'reject',
        rawBody: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
        contentType: 'application/json',
      },
      {
        label: 'multipart/form-data without a boundary',
        expect: 'reject',
        rawBody: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
        contentType: 'multipart/form-data',
      },
      {
        label: 'truncated multipart/form-data',
        expect: 'reject',
        rawBody: '--x\r\nContent-Disposition: form-data; name="a"; filename="a.bin"\r\n\r\nhal',
        contentType: 'multipart/form-data; boundary=x',
      },
    );
  }

  const addValue = (
    name: string,
    schema: JsonSchema,
    make: (value: unknown) => Case['body'] | string,
  ) => {
    for (const [label, value] of wrongTypes(schema)) {
      cases.push({ label: `${name} as ${label}`, expect: 'reject', ...asInput(make(value)) });
    }
    // A megabyte where a short text belongs: no field of the API takes one.
    cases.push({ label: `${name} as a 1 MB string`, expect: 'reject', ...asInput(make(MEGABYTE)) });
    for (const { label, value, text } of INJECTIONS) {
      // A plain text field may well accept these (a name can contain an apostrophe); then
      // the value must come back exactly as sent. Anywhere else they are simply invalid.
      const free = text && schema.type === 'string' && !schema.enum;
      cases.push({
        label: `${name} as ${label}`,
        expect: free ? 'survive' : 'reject',
        ...asInput(make(value)),
        roundTrip: free ? { field: name, value } : undefined,
      });
    }
  };

  const asInput = (made: unknown): Pick<Case, 'body' | 'query'> =>
    op.method === 'GET' ? { query: String(made) } : { body: made };

  for (const [name, schema] of properties) {
    if (op.method === 'GET') {
      // Query values are always text; a repeated parameter is the "wrong type" (an array).
      cases.push({ label: `${name} repeated`, expect: 'reject', query: `${name}=a&${name}=b` });
      cases.push({
        label: `${name} as 8 KB`,
        expect: 'reject',
        query: `${name}=${'A'.repeat(8 * 1024)}`,
      });
      for (const { label, value } of INJECTIONS) {
        cases.push({
          label: `${name} as ${label}`,
          expect: 'survive',
          query: `${name}=${encodeURIComponent(value)}`,
        });
      }
      continue;
    }
    addValue(name, schema, (value) => ({ [name]: value }));
    cases.push({
      label: `${name} nested 5,000 deep`,
      expect: 'reject',
      rawBody: `{${JSON.stringify(name)}:${'['.repeat(5000)}${']'.repeat(5000)}}`,
      contentType: 'application/json',
    });
    // One level down (update-profile's settings): junk in each nested property too.
    for (const [inner, innerSchema] of Object.entries(schema.properties ?? {})) {
      addValue(`${name}.${inner}`, innerSchema, (value) => ({ [name]: { [inner]: value } }));
    }
  }
  return cases;
}

const FRESH_PASSWORD = 'fresh-pass-1';

/** A new account and its session (for calls that end or change the session they use). */
async function freshToken(): Promise<string> {
  const user = await registerUser(baseUrl, { password: FRESH_PASSWORD });
  const answer = await login(baseUrl, user.email, user.password);
  if (!answer.body.token)
    throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

/** Endpoints whose success ends or changes the session, so each call gets its own account. */
const CONSUMES_SESSION = new Set(['/api/logout', '/api/delete-account', '/api/change-password']);

function describeAnswer(op: Operation, item: Case, answer: ApiAnswer): string {
  return `${op.method} ${op.path} with ${item.label} → ${answer.status} ${answer.contentType} ${JSON.stringify(answer.body).slice(0, 300)}`;
}

function checkAnswer(op: Operation, item: Case, answer: ApiAnswer, problems: string[]): void {
  const where = describeAnswer(op, item, answer);
  if (answer.status >= 500) {
    problems.push(`server error: ${where}`);
    return;
  }
  const success = answer.status >= 200 && answer.status < 300;
  if (success && item.expect === 'reject') {
    problems.push(`accepted junk: ${where}`);
    return;
  }
  if (!success) {
    const jsonError =
      answer.status >= 400 &&
      answer.status < 500 &&
      answer.contentType.includes('application/json') &&
      typeof answer.body.message === 'string' &&
      answer.body.message.length > 0;
    if (!jsonError) problems.push(`not a 4xx JSON error with a message: ${where}`);
  }
}

let operations: Operation[] = [];
let sharedToken = '';

beforeAll(async () => {
  const docs = await call<{ paths: Record<string, Record<string, Record<string, unknown>>> }>(
    baseUrl,
    'GET',
    '/api/docs',
  );
  expect(docs.status).toBe(200);
  operations = [];
  for (const [path, methods] of Object.entries(docs.body.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (upper !== 'GET' && upper !== 'POST') continue;
      const auth = Array.isArray(operation.security) && operation.security.length > 0;
      let schema: JsonSchema = {};
      if (upper === 'POST') {
        const body = operation.requestBody as
          | { content?: Record<string, { schema?: JsonSchema }> }
          | undefined;
        schema = body?.content?.['application/json']?.schema ?? {};
      } else {
        const parameters = (operation.parameters ?? []) as {
          name: string;
          in: string;
          schema: JsonSchema;
          required?: boolean;
        }[];
        schema = {
          properties: Object.fromEntries(
            parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
          ),
          required: parameters.filter((p) => p.required).map((p) => p.name),
        };
      }
      operations.push({ method: upper, path, auth, schema });
    }
  }
  sharedToken = await freshToken();
}, 60_000);

describe('junk input against every documented endpoint', () => {
  test('the OpenAPI document lists the account endpoints of the spec', () => {
    const paths = operations.map((op) => `${op.method} ${op.path}`);
    for (const expected of [
      'POST /api/register',
      'POST /api/login',
      'POST /api/forgot-password',
      'POST /api/reset-password',
      'GET /api/get-user-profile',
      'POST /api/update-profile',
      'POST /api/remove-user-image',
      'POST /api/change-password',
      'POST /api/delete-account',
      'POST /api/logout',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  /** The connection was closed while the request was still being written. */
  function isClosedEarly(error: unknown): boolean {
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    return code === 'EPIPE' || code === 'ECONNRESET' || code === 'UND_ERR_SOCKET';
  }

  function bodySize(options: Parameters<typeof call>[3]): number {
    if (options?.rawBody !== undefined) return options.rawBody.length;
    return options?.json === undefined ? 0 : JSON.stringify(options.json).length;
  }

  test('every junk request is answered with a 4xx JSON message, never a 500', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const op of operations) {
      for (const item of casesFor(op)) {
        const token = op.auth
          ? CONSUMES_SESSION.has(op.path)
            ? await freshToken()
            : sharedToken
          : null;
        let path = op.path;
        let options: Parameters<typeof call>[3] = { token: token ?? undefined };
        if (op.method === 'GET') {
          path = `${op.path}?${item.query ?? ''}`;
        } else if (item.rawBody !== undefined) {
          options = {
            ...options,
            rawBody: item.rawBody,
            headers: { 'content-type': item.contentType ?? 'application/json' },
          };
        } else {
          const body =
            item.body !== null && typeof item.body === 'object' && !Array.isArray(item.body)
              ? { ...validBase(op, token), ...(item.body as Record<string, unknown>) }
              : item.body;
          options = { ...options, json: body };
        }
        let answer: Awaited<ReturnType<typeof call<{ data?: { user?: Record<string, unknown> } }>>>;
        try {
          answer = await call<{ data?: { user?: Record<string, unknown> } }>(
            baseUrl,
            op.method,
            path,
            options,
          );
        } catch (error) {
          // A body far over the limit may be refused (413) and the connection closed before
          // the client has finished writing it: the server refused it, which is what a reject
          // case asks. Anything else is a failure; the server's health is checked afterwards.
          if (item.expect === 'reject' && isClosedEarly(error) && bodySize(options) > 256 * 1024) {
            sent += 1;
            continue;
          }
          throw error;
        }
        sent += 1;
        checkAnswer(op, item, answer, problems);
        // Accepted text must be stored as text: what comes back is exactly what was sent.
        const user = answer.body.data?.user;
        if (answer.status < 300 && item.roundTrip && user && item.roundTrip.field in user) {
          if (user[item.roundTrip.field] !== item.roundTrip.value.trim()) {
            problems.push(
              `changed on the way: ${describeAnswer(op, item, answer)} stored ${JSON.stringify(user[item.roundTrip.field])}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(200);
    expect(problems).toEqual([]);
  }, 180_000);

  test('junk in the Authorization header is a 401 JSON answer', async () => {
    const headers = [
      'Bearer ',
      "Bearer '; DROP TABLE sessions; --",
      `Bearer ${'A'.repeat(8 * 1024)}`,
      'Basic dXNlcjpwYXNz',
      'Bearer \u00e6\u00f8\u00e5',
      'Bearer a b c',
    ];
    for (const authorization of headers) {
      const answer = await call(baseUrl, 'GET', '/api/get-user-profile', {
        headers: { authorization },
      });
      expect(answer.status, authorization.slice(0, 40)).toBe(401);
      expect(typeof answer.body.message).toBe('string');
    }
  });

  test('unknown API paths and methods answer a 4xx JSON message', async () => {
    for (const [method, path] of [
      ['GET', '/api/does-not-exist'],
      ['POST', '/api/does-not-exist'],
      ['GET', '/api/register'],
      ['POST', '/api/health'],
      ['GET', '/api/%E0%A4%A'],
      ['GET', `/api/${'x'.repeat(4000)}`],
    ] as const) {
      const answer = await call(baseUrl, method, path, method === 'POST' ? { json: {} } : {});
      expect(answer.status, `${method} ${path.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path.slice(0, 40)}`).toBeLessThan(500);
      expect(answer.contentType).toContain('application/json');
      expect(typeof answer.body.message).toBe('string');
    }
  });

  test('a megabyte-long URL is refused and the server carries on', async () => {
    const response = await fetch(`${baseUrl}/api/get-user-profile?id=${MEGABYTE}`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    await response.arrayBuffer();
  });

  test('afterwards the server is healthy and a normal sign-up and login work', async () => {
    const health = await call(baseUrl, 'GET', '/api/health');
    expect(health.status).toBe(200);
    const user = await registerUser(baseUrl);
    const answer = await login(baseUrl, user.email, user.password);
    expect(answer.status).toBe(200);
    expect(answer.body.token).toEqual(expect.any(String));
    expect(answer.body.data?.user?.name).toBe(user.name);
    const profile = await call<{ data?: { user?: { email?: string } } }>(
      baseUrl,
      'GET',
      '/api/get-user-profile',
      {
        token: answer.body.token,
      },
    );
    expect(profile.status).toBe(200);
    expect(profile.body.data?.user?.email).toBe(user.email);
  });
});
