// The one error type of the ChatService port (port.ts re-exports it): every adapter throws
// it, and the stores decide what a person sees from its `code`.

/** Spec chat section 7 errors the UI names: 'There was a network error.' and 'There was a timeout error.' */
export type ChatErrorCode =
  | 'network'
  | 'timeout'
  | 'login'
  | 'blocked'
  | 'has-blocked-me'
  | 'request-limit'
  | 'not-allowed'
  | 'not-found'
  | 'too-large'
  | 'invalid'
  | 'wrong-password'
  | 'rate-limited'
  | 'unknown';

/**
 * The one error type adapters throw: `code` decides what the UI does; `message` is the
 * server's translated text when there is one (shown as is), else empty.
 */
export class ChatError extends Error {
  readonly code: ChatErrorCode;
  readonly status?: number;
  constructor(code: ChatErrorCode, message = '', status?: number) {
    super(message);
    this.name = 'ChatError';
    this.code = code;
    this.status = status;
  }
}

export function isChatError(error: unknown): error is ChatError {
  return error instanceof ChatError;
}
