import { randomBytes } from 'node:crypto';
import { pngDataUrl } from './png';

// Plain HTTP helpers for tests whose subject is not sign-up itself: they create accounts
// through the real API the way the sign-up form does.

export interface TestUser {
  name: string;
  email: string;
  password: string;
  gender: string;
  birthDate: string;
  phone: string;
  country: string;
  city: string;
  address: string;
  zipcode: string;
  about: string;
}

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T & { message?: string; token?: string; errors?: Record<string, string> };
  contentType: string;
}

let counter = 0;

/** An address no other test (or earlier run against the same data) uses. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter.toString(36)}${randomBytes(3).toString('hex')}`;
  return `e2e-${tag}-${id}@example.com`;
}

/** 'YYYY-MM-DD' of the day `years` years before today (UTC). */
export function yearsAgo(years: number, today = new Date()): string {
  const day = new Date(
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()),
  );
  return day.toISOString().slice(0, 10);
}

export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  return {
    name: 'Freja Test',
    email: uniqueEmail(),
    password: `pw-${randomBytes(4).toString('hex')}`,
    gender: 'female',
    birthDate: yearsAgo(30),
    phone: '+45 12 34 56 78',
    country: 'DK',
    city: 'Aarhus',
    address: 'Testvej 1',
    zipcode: '8000',
    about: 'Likes hiking and board games.',
    ...overrides,
  };
}

/** Sends one request and reads the answer as JSON (an empty object when it is not JSON). */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: {
    json?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    token?: string;
  } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { 'accept-language': 'en', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  } else if (options.rawBody !== undefined) {
    body = options.rawBody;
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  let parsed: unknown = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { unparsedBody: text.slice(0, 500) };
  }
  return { status: response.status, body: parsed as ApiAnswer<T>['body'], contentType };
}

/** Creates an account through POST /api/register and fails loudly if the server refuses. */
export async function registerUser(
  baseUrl: string,
  overrides: Partial<TestUser> = {},
): Promise<TestUser> {
  const user = newUser(overrides);
  const answer = await call(baseUrl, 'POST', '/api/register', {
    json: { ...user, profilePicture: pngDataUrl(), acceptTerms: true },
  });
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(
      `Could not register ${user.email}: ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  }
  return user;
}

export function login(baseUrl: string, email: string, password: string) {
  return call<{ data?: { user?: { _id: string; name: string } } }>(baseUrl, 'POST', '/api/login', {
    json: { username: email, password },
  });
}
