import type { GenericSchema, InferInput, InferOutput } from 'valibot';

/**
 * How a call authenticates: `none` for public calls, `required` (or `optional`) for the
 * members' signed-in area with a member's session token, `admin` for `/admin-api/*` with an
 * administrator's session token (a member's token is never accepted there, nor an
 * administrator's anywhere else), `server` for the server's own command line (a key derived
 * from the server's secret, from the machine itself only).
 */
export type EndpointAuth = 'none' | 'required' | 'optional' | 'admin' | 'server';

export type HttpMethod = 'GET' | 'POST';

/**
 * One endpoint of the HTTP contract. The web client and the server's route binding are both
 * derived from this declaration, so a payload the client sends and the server accepts cannot
 * drift apart. `request` validates the JSON body (POST) or the query string (GET); `response`
 * describes `data` of the answer envelope.
 */
export interface Endpoint<
  TRequest extends GenericSchema = GenericSchema,
  TResponse extends GenericSchema = GenericSchema,
> {
  /** Stable operation id (OpenAPI `operationId`). */
  readonly id: string;
  readonly method: HttpMethod;
  /** The spec's path, always with a leading slash. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly auth: EndpointAuth;
  readonly request: TRequest;
  readonly response: TResponse;
  /** Raised body limit in bytes for calls that carry image data URLs. */
  readonly bodyLimit?: number;
  /** Whether a token comes back in the envelope (login). */
  readonly issuesToken?: boolean;
  /**
   * Premium-only: the server answers 403 to anyone without premium before it reads the
   * payload (spec sections 1 and 6). Needs `auth: 'required'`.
   */
  readonly premium?: boolean;
}

export type RequestInput<E extends Endpoint> = InferInput<E['request']>;
export type RequestOutput<E extends Endpoint> = InferOutput<E['request']>;
export type ResponseData<E extends Endpoint> = InferOutput<E['response']>;

/** The answer envelope of every endpoint (ARCHITECTURE.md, wire rules). */
export interface Envelope<TData> {
  message?: string;
  data?: TData;
  token?: string;
}

/**
 * The body of a 4xx/5xx answer: a message in the caller's language, a stable machine-readable
 * `code` (`errorCodeOf` of the message's i18n key, e.g. `chatGroups.wrongPassword`) and, for
 * 422, the first message per field.
 */
export interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string>;
}

/** Paged lists answer this shape in `data`. */
export interface Paged<T> {
  docs: T[];
  totalDocs: number;
  page: number;
  limit: number;
  totalPages: number;
  hasNextPage: boolean;
}

export function defineEndpoint<TRequest extends GenericSchema, TResponse extends GenericSchema>(
  endpoint: Endpoint<TRequest, TResponse>,
): Endpoint<TRequest, TResponse> {
  return endpoint;
}
