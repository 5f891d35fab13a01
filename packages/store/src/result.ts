/** Where a fetch stands. A background refetch keeps 'ready'. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A failed action: the HTTP status (0 when the network failed or nothing was sent), the text
 * the person was told (or would have been), and the first message per field of a 422. */
export interface ActionFailure {
  ok: false;
  status: number;
  /** The failure in words: the server's message or the error catalogue's, translated. */
  message: string;
  /** Per-field messages: i18n keys of the client or texts the server already translated. */
  fieldErrors: Record<string, string>;
}

/**
 * What every store action answers: `ok` (with the action's payload, when it has one), or the
 * failure. A form reads `fieldErrors`, a page `status` (403, 404), a dialog `message`.
 */
export type ActionResult<Payload extends object = Record<never, never>> =
  | ({ ok: true } & Payload)
  | ActionFailure;

/** The success without payload. */
export const OK: { ok: true } = Object.freeze({ ok: true }) as { ok: true };

/** An action that did not start (another one is running, or nothing is open to act on). */
export const NOT_SENT: ActionFailure = Object.freeze({
  ok: false,
  status: 0,
  message: '',
  fieldErrors: {},
}) as ActionFailure;

/** A request the caller cancelled (an AbortSignal, a closed share sheet). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
