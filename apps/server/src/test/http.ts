import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SignedUp, TestServer } from './harness';

// Calls to the real app as a client makes them, through Fastify's inject (no socket): raw
// `post`/`get`, and `postAs`/`getAs` that answer the API envelope typed by the caller. Every
// server suite calls the API through these.

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { token?: string; language?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  return app.inject({ method: 'POST', url, payload: payload as object, headers });
}

export function get(
  app: FastifyInstance,
  url: string,
  options: { token?: string; language?: string; query?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers['accept-language'] = options.language;
  return app.inject({ method: 'GET', url, headers, query: options.query });
}

/** An API answer as tests read it: the status and the envelope's parts, typed by the caller. */
export interface Answer<T> {
  status: number;
  message: string | undefined;
  /** A failure's machine-readable code (`ErrorBody.code`). */
  code: string | undefined;
  errors: Record<string, string> | undefined;
  /** Only meaningful for a 2xx. */
  data: T;
  response: LightMyRequestResponse;
}

export function answerOf<T>(response: LightMyRequestResponse): Answer<T> {
  const body = response.json() as {
    message?: string;
    code?: string;
    errors?: Record<string, string>;
    data?: T;
  };
  return {
    status: response.statusCode,
    message: body.message,
    code: body.code,
    errors: body.errors,
    data: body.data as T,
    response,
  };
}

/** POST as `who`; `T` is the shape of `data` in a 2xx answer. */
export async function postAs<T = unknown>(
  server: TestServer,
  path: string,
  who: SignedUp,
  payload: unknown,
  language = 'en',
): Promise<Answer<T>> {
  return answerOf<T>(await post(server.app, path, payload, { token: who.token, language }));
}

/** GET as `who`; `T` is the shape of `data` in a 2xx answer. */
export async function getAs<T = unknown>(
  server: TestServer,
  path: string,
  who: SignedUp,
  query: Record<string, string> = {},
  language = 'en',
): Promise<Answer<T>> {
  return answerOf<T>(await get(server.app, path, { token: who.token, language, query }));
}
