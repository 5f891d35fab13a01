import { isApiError } from '@wob/api';
import { ChatError, type ChatErrorCode } from '../port';

// Every failure of the wob adapter becomes one ChatError whose `code` the UI acts on and whose
// `message` is the server's translated text (shown as is) when there is one. The server's
// machine-readable code (`ApiError.code`) decides where it names the failure; the status
// decides otherwise.

/** The server's codes (`errorCodeOf` of its message keys) that name a ChatErrorCode. */
const BY_SERVER_CODE: Readonly<Record<string, ChatErrorCode>> = {
  'chat.requestLimit': 'request-limit',
  'chatGroups.banned': 'not-allowed',
  'chatGroups.wrongPassword': 'wrong-password',
  'chatGroups.passwordLocked': 'rate-limited',
  'request.rateLimited': 'rate-limited',
};

function codeForStatus(status: number, statusText: string): ChatErrorCode {
  if (status === 0) return /timeout|timed out/i.test(statusText) ? 'timeout' : 'network';
  if (status === 401) return 'login';
  if (status === 403) return 'not-allowed';
  if (status === 404) return 'not-found';
  if (status === 413) return 'too-large';
  // 429 on a send: the message request holds the most messages it may before an answer.
  if (status === 429) return 'request-limit';
  // 400 malformed, 409 a muid reused for another receiver or a message already deleted, 415,
  // 422 validation.
  if (status === 400 || status === 409 || status === 415 || status === 422) return 'invalid';
  return 'unknown';
}

/** The ChatError for any failure of a call (an ApiError, a fetch failure, a ChatError). */
export function toChatError(error: unknown): ChatError {
  if (error instanceof ChatError) return error;
  if (isApiError(error)) {
    return new ChatError(
      BY_SERVER_CODE[error.code] ??
        codeForStatus(error.status, `${error.statusText} ${error.message}`),
      error.serverMessage,
      error.status || undefined,
    );
  }
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return new ChatError('timeout');
    // fetch rejects with a TypeError when the network fails.
    if (error.name === 'TypeError') return new ChatError('network');
  }
  return new ChatError('unknown', error instanceof Error ? error.message : '');
}

/**
 * Worth another try with the same muid: the request may never have reached the server, or the
 * server failed (5xx); a retried send is stored once, so a retry is always safe.
 */
export function isRetryable(error: unknown): boolean {
  if (isApiError(error)) return error.status === 0 || error.status === 408 || error.status >= 500;
  if (error instanceof ChatError) {
    return (
      error.code === 'network' ||
      error.code === 'timeout' ||
      (error.status !== undefined && error.status >= 500)
    );
  }
  if (error instanceof Error) return error.name === 'TypeError' || error.name === 'TimeoutError';
  return false;
}
