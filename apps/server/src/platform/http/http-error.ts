import { SERVER_MESSAGES as M } from '../../messages';

/**
 * A failure with a status for the client. `message` and field messages are i18n keys,
 * translated into the caller's language when the answer is sent; the answer's `code` is
 * derived from the message key (`errorCodeOf`). A `literal` text is sent in place of the
 * translation (the spec's 'Username Already Exist.' is matched literally by clients); the code
 * still comes from the key.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly messageKey: string;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly literal: string | undefined;

  constructor(
    status: number,
    messageKey: string,
    options: { fieldErrors?: Record<string, string>; literal?: string } = {},
  ) {
    super(messageKey);
    this.status = status;
    this.messageKey = messageKey;
    this.fieldErrors = options.fieldErrors ?? {};
    this.literal = options.literal;
  }
}

/** A 422 whose message is the field's message, as the validation answers are. */
export function fieldError(field: string, messageKey: string): HttpError {
  return new HttpError(422, messageKey, { fieldErrors: { [field]: messageKey } });
}

export const unauthorized = () => new HttpError(401, M.request.unauthorized);
export const notFound = () => new HttpError(404, M.request.notFound);
export const payloadTooLarge = () => new HttpError(413, M.request.payloadTooLarge);
