/**
 * The stable code of an error whose message is the i18n key `messageKey`: the key without the
 * `errors` namespace (`errors:chatGroups.wrongPassword` → `chatGroups.wrongPassword`), another
 * namespace kept as the first part (`validation:invalid` → `validation.invalid`). The server
 * derives every answer's `code` so; clients act on the code, never on the translated text.
 */
export function errorCodeOf(messageKey: string): string {
  const colon = messageKey.indexOf(':');
  if (colon < 0) return messageKey;
  const namespace = messageKey.slice(0, colon);
  const key = messageKey.slice(colon + 1);
  return namespace === 'errors' ? key : `${namespace}.${key}`;
}

/**
 * The one error every failed call turns into: the HTTP status (0 when the network failed),
 * the server's message and code and, for 422 answers, the first message per field.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** The server's message, already in the caller's language; empty when there was none. */
  readonly serverMessage: string;
  /** The server's machine-readable code (`ErrorBody.code`); empty when there was none. */
  readonly code: string;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(init: {
    status: number;
    statusText?: string;
    serverMessage?: string;
    code?: string;
    fieldErrors?: Record<string, string>;
  }) {
    super(init.serverMessage || init.statusText || `HTTP ${init.status}`);
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.serverMessage = init.serverMessage ?? '';
    this.code = init.code ?? '';
    this.fieldErrors = init.fieldErrors ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message the server sends for a duplicate e-mail (spec section 8); matched literally. */
export const DUPLICATE_EMAIL_MESSAGE = 'Username Already Exist.';

/**
 * What to tell a person about a failed action, per the spec's error catalogue (section 8).
 * Either a text from the server, or an i18n key for the client's own copy.
 */
export type ErrorDescription = { text: string } | { key: string };

export function describeApiError(error: unknown): ErrorDescription {
  if (!isApiError(error)) return { key: 'errors:client.unexpected' };
  const { status, serverMessage, statusText } = error;
  if (status === 0) return { key: 'errors:client.network' };
  if (status === 422) {
    if (serverMessage === DUPLICATE_EMAIL_MESSAGE) return { key: 'errors:client.emailExists' };
    return serverMessage ? { text: serverMessage } : { key: 'errors:client.unprocessable' };
  }
  if (status === 401 || status === 404 || status === 500) {
    if (serverMessage) return { text: serverMessage };
    return statusText ? { text: statusText } : { key: 'errors:client.unexpected' };
  }
  return serverMessage ? { text: serverMessage } : { key: 'errors:client.unexpected' };
}
