import type { Endpoint } from '@wob/api';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

// Junk input, shared by every server suite that feeds it to the real app: the hostile strings,
// the fast-check arbitraries built from them, the request fields of a contract endpoint, and
// what a clean answer to junk is (a JSON 4xx with a message that leaks nothing, never a 500).

/** Strings an attacker or a broken client sends: injections, control and odd characters, ids at the edges. */
export const INJECTIONS: readonly string[] = [
  "'; DROP TABLE users; --",
  "'; DROP TABLE chat_messages; --",
  "Robert'); DROP TABLE users;--",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'a\u0000b',
  '\u0000',
  '%00',
  '\ud800',
  '\u202eevil',
  '💥🧨🦄',
  `\${7*7}`,
  '{{7*7}}',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'null',
  '0',
  '-1',
  '1e309',
  '999999999999999999',
  '9223372036854775808',
  '   ',
  '',
];

/** An injection or any string: what a query parameter or an id can be. */
export const junkText: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...INJECTIONS), fc.string());

/**
 * Any JSON value a field may be sent instead of the right one. `longText` bounds the long
 * strings: above the longest value the fields under test accept, so they hit the length rules.
 */
export function junkValue(
  longText: { minLength: number; maxLength: number } = { minLength: 5_000, maxLength: 60_000 },
): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...INJECTIONS),
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 50 }),
    fc.string(longText),
    fc.integer(),
    fc.double(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 12 }),
    fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 4 }),
  );
}

/** The field names of an endpoint's request schema (an object, or a pipe starting with one). */
export function fieldsOf(endpoint: Endpoint): string[] {
  const schema = endpoint.request as unknown as {
    entries?: Record<string, unknown>;
    pipe?: readonly { entries?: Record<string, unknown> }[];
  };
  const entries = schema.entries ?? schema.pipe?.[0]?.entries ?? {};
  return Object.keys(entries);
}

/**
 * A clean answer to junk: below 500, JSON, and a refusal carries a message that names no SQL,
 * relation or stack frame.
 */
export function expectCleanAnswer(response: LightMyRequestResponse, context: string): void {
  expect(response.statusCode, `${context}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  if (response.statusCode >= 400) {
    const body = response.json() as { message?: unknown };
    expect(typeof body.message, context).toBe('string');
    expect(String(body.message).length, context).toBeGreaterThan(0);
    expect(String(body.message), context).not.toMatch(/syntax|sql|relation|stack|at \w+ \(/i);
  }
}

/** Header values cannot carry control or non-ASCII characters; keep what a client could send. */
export function headerSafe(value: string): string {
  return Array.from(value)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code >= 0x20 && code < 0x7f;
    })
    .join('');
}

/** Whether `text` is a JSON object (what every answer of the API is). */
export function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
