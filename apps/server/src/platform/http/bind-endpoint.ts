import type { Endpoint, Envelope, RequestOutput, ResponseData } from '@wob/api';
import { isMessageKey } from '@wob/i18n';
import { flattenIssues, MESSAGES, ROOT_ISSUE_KEY } from '@wob/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Session } from '../../context';
import { SERVER_MESSAGES as M } from '../../messages';
import { type Locale, translate } from '../i18n';
import { HttpError, unauthorized } from './http-error';

/** What a handler gets: the validated input, the caller (if any), and their language. */
export interface EndpointCall<E extends Endpoint, S extends Session | null = Session | null> {
  input: RequestOutput<E>;
  session: S;
  locale: Locale;
  request: FastifyRequest;
}

/** What a handler answers; `message` is an i18n key, translated on the way out. */
export interface EndpointResult<E extends Endpoint> {
  status?: 200 | 201;
  message?: string;
  /** Fills the message's `{{placeholders}}`; values are already in the caller's language. */
  messageParams?: Record<string, string>;
  data?: ResponseData<E>;
  token?: string;
}

export type EndpointHandler<E extends Endpoint, S extends Session | null = Session | null> = (
  call: EndpointCall<E, S>,
) => Promise<EndpointResult<E>>;

export interface BindOptions {
  /**
   * Per-IP limit for this route (login, sign-up, reset); `perAccount` counts per signed-in
   * account instead, whatever address or session the calls come from.
   */
  rateLimit?: { max: number; timeWindowMs: number; perAccount?: boolean };
  /**
   * Who may call, checked before the body is read: required for the endpoints that a
   * member's session does not open (`auth: 'admin'` and `'server'`); it throws an HttpError
   * to refuse.
   */
  guard?: (request: FastifyRequest) => Promise<void>;
}

/**
 * The per-account limit of small repeated actions (a reaction, a poll vote, a new poll):
 * RATE_LIMIT_TAPS_MAX per route and window, far above what a person taps and far below a script's
 * flood of live events and notifications to others.
 */
export function tapsLimit(app: FastifyInstance): BindOptions {
  const { taps, windowMs } = app.wob.config.rateLimit;
  return { rateLimit: { max: taps, timeWindowMs: windowMs, perAccount: true } };
}

/** The endpoints a member's bearer token opens; every other kind never reads it. */
function takesMemberSession(endpoint: Endpoint): boolean {
  return endpoint.auth === 'required' || endpoint.auth === 'optional';
}

const BEARER = /^Bearer\s+(\S{1,512})\s*$/i;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/**
 * PostgreSQL text cannot hold NUL characters; a value with one is answered as invalid
 * instead of failing inside the database.
 */
function pathOfNulCharacter(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || ROOT_ISSUE_KEY : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNulCharacter(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfNulCharacter(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

interface SchemaNode {
  type?: string;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
}

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);

/**
 * valibot's object schemas accept arrays (an array is an object to `typeof`). JSON payloads
 * are objects all the way down, so an array where the schema expects an object is found
 * here and answered as invalid, at its path.
 */
function arrayInPlaceOfObject(schema: SchemaNode, value: unknown, path: string): string | null {
  let node: SchemaNode | undefined = schema;
  while (node?.wrapped) node = node.wrapped;
  if (!node?.type || !OBJECT_TYPES.has(node.type)) return null;
  if (Array.isArray(value)) return path || ROOT_ISSUE_KEY;
  if (!value || typeof value !== 'object' || !node.entries) return null;
  for (const [key, entry] of Object.entries(node.entries)) {
    if (!Object.hasOwn(value, key)) continue;
    const child = (value as Record<string, unknown>)[key];
    const found = arrayInPlaceOfObject(entry, child, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

function validate<E extends Endpoint>(endpoint: E, raw: unknown): RequestOutput<E> {
  const arrayAt = arrayInPlaceOfObject(endpoint.request as SchemaNode, raw, '');
  if (arrayAt) {
    throw new HttpError(422, MESSAGES.invalid, { fieldErrors: { [arrayAt]: MESSAGES.invalid } });
  }
  const result = v.safeParse(endpoint.request, raw);
  if (!result.success) {
    // Schemas without our own message (e.g. a body that is not an object) answer the
    // generic one rather than valibot's English default.
    const known = (message: string) => (isMessageKey(message) ? message : MESSAGES.invalid);
    const fieldErrors = Object.fromEntries(
      Object.entries(flattenIssues(result.issues)).map(([field, message]) => [
        field,
        known(message),
      ]),
    );
    const first = known(result.issues[0]?.message ?? MESSAGES.invalid);
    throw new HttpError(422, first, { fieldErrors });
  }
  const nulAt = pathOfNulCharacter(result.output, '');
  if (nulAt)
    throw new HttpError(422, MESSAGES.invalid, { fieldErrors: { [nulAt]: MESSAGES.invalid } });
  return result.output as RequestOutput<E>;
}

async function resolveSession(
  app: FastifyInstance,
  endpoint: Endpoint,
  request: FastifyRequest,
): Promise<Session | null> {
  if (!takesMemberSession(endpoint)) return null;
  const token = bearerToken(request);
  const session = token ? await app.wob.authenticate(token) : null;
  if (!session && endpoint.auth === 'required') {
    // No token: please log in. A token that no longer works: the session has ended.
    throw token ? new HttpError(401, M.account.sessionInvalid) : unauthorized();
  }
  request.wobSession = session;
  return session;
}

/** The rate-limit key of a per-account limit: the caller's account, else their address. */
function accountKey(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<string> => {
    const token = bearerToken(request);
    const session = token ? await app.wob.authenticate(token) : null;
    return session ? `account:${session.user.id}` : `ip:${request.ip}`;
  };
}

/**
 * The premium gate (spec sections 1 and 6): anyone without premium gets 403 with a translated
 * message, whatever they send. `bindRoute` applies it to every endpoint declared
 * `premium: true`, before the payload is read; handlers may call it for rules that depend on
 * the payload.
 */
export async function requirePremium(app: FastifyInstance, session: Session): Promise<void> {
  const state = await app.wob.premiumOf(session.user.id);
  if (!state.isPremium) throw new HttpError(403, M.premium.required);
}

/**
 * Registers a contract endpoint: its method and path, its body limit, its rate limit, the
 * bearer-token check, validation of the body (POST) or query (GET) with the contract's
 * valibot schema, and the answer envelope `{ message, data, token }`.
 */
export function bindEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: BindOptions = {},
): void {
  bindRoute(app, endpoint, handler, options);
}

/**
 * `bindEndpoint` for the signed-in area: the endpoint must declare `auth: 'required'`, and
 * the handler always gets the caller's session (401 is answered before it runs).
 */
export function bindSignedInEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E, Session>,
  options: BindOptions = {},
): void {
  if (endpoint.auth !== 'required') {
    throw new Error(`${endpoint.id} is not a signed-in endpoint (auth: ${endpoint.auth})`);
  }
  bindRoute(
    app,
    endpoint,
    (call) => {
      if (!call.session) throw unauthorized();
      return handler({ ...call, session: call.session });
    },
    options,
  );
}

function bindRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: BindOptions,
): void {
  if (endpoint.premium && endpoint.auth !== 'required') {
    throw new Error(`${endpoint.id} is premium-only and must require a signed-in caller`);
  }
  if (!takesMemberSession(endpoint) && endpoint.auth !== 'none' && !options.guard) {
    throw new Error(`${endpoint.id} (auth: ${endpoint.auth}) needs a guard`);
  }
  const { guard } = options;
  const checkResponses = !app.wob.config.isProduction;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    config: options.rateLimit
      ? {
          rateLimit: {
            max: options.rateLimit.max,
            timeWindow: options.rateLimit.timeWindowMs,
            ...(options.rateLimit.perAccount ? { keyGenerator: accountKey(app) } : {}),
          },
        }
      : {},
    // A premium gate answers before the body is even parsed: a caller without premium gets
    // 401 or 403 whatever they send (malformed JSON, a wrong content type, junk).
    ...(endpoint.premium
      ? {
          onRequest: async (request: FastifyRequest) => {
            const session = await resolveSession(app, endpoint, request);
            if (session) await requirePremium(app, session);
          },
        }
      : guard
        ? { onRequest: guard }
        : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const session = endpoint.premium
        ? request.wobSession
        : await resolveSession(app, endpoint, request);
      // A POST without a body is an empty object (the calls without payload send none);
      // a JSON `null` is a body, and not an object.
      const body = request.body === undefined ? {} : request.body;
      const raw = endpoint.method === 'GET' ? request.query : body;
      const input = validate(endpoint, raw);
      const result = await handler({ input, session, locale: request.wobLocale, request });
      if (checkResponses && result.data !== undefined) {
        // Outside production a drift between the contract and the answer fails loudly.
        const check = v.safeParse(endpoint.response, result.data);
        if (!check.success) {
          throw new Error(
            `${endpoint.id} answered data that does not match the contract: ${v.summarize(check.issues)}`,
          );
        }
      }
      const envelope: Envelope<ResponseData<E>> = {};
      if (result.message) {
        envelope.message = translate(request.wobLocale, result.message, result.messageParams);
      }
      if (result.data !== undefined) envelope.data = result.data;
      if (result.token) envelope.token = result.token;
      return reply.code(result.status ?? 200).send(envelope);
    },
  });
}
