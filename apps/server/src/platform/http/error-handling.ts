import { type ErrorBody, errorCodeOf } from '@wob/api';
import { MESSAGES } from '@wob/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pgErrorCode } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import { type Locale, translate } from '../i18n';
import { HttpError } from './http-error';

interface ErrorOptions {
  fieldErrors?: Readonly<Record<string, string>>;
  /** Sent in place of the message key's translation; the code is still the key's. */
  literal?: string | undefined;
}

/** The wire body of a failure: the translated message, the key's stable code, field messages. */
export function errorBody(
  locale: Locale,
  messageKey: string,
  options: ErrorOptions = {},
): ErrorBody {
  const body: ErrorBody = {
    message: options.literal ?? translate(locale, messageKey),
    code: errorCodeOf(messageKey),
  };
  const fields = Object.entries(options.fieldErrors ?? {});
  if (fields.length > 0) {
    body.errors = Object.fromEntries(fields.map(([field, key]) => [field, translate(locale, key)]));
  }
  return body;
}

export function sendError(
  reply: FastifyReply,
  status: number,
  messageKey: string,
  options: ErrorOptions = {},
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(reply.request.wobLocale, messageKey, options));
}

// Fastify's own client errors, by code, with the message each one answers.
const FRAMEWORK_ERRORS: Readonly<Record<string, { status: number; key: string }>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: M.request.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: M.request.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: M.request.malformed },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: M.request.malformed },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: M.request.malformed },
  FST_ERR_BAD_URL: { status: 400, key: M.request.malformed },
};

function describe(error: FastifyError): { status: number; key: string } | null {
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return known;
  const status = error.statusCode ?? 0;
  if (status === 429) return { status, key: M.request.rateLimited };
  if (status === 413) return { status, key: M.request.payloadTooLarge };
  if (status === 415) return { status, key: M.request.unsupportedMediaType };
  // JSON syntax errors and other problems with the request as sent.
  if (status >= 400 && status < 500) return { status, key: M.request.malformed };
  return null;
}

/**
 * One place that turns every failure into the wire format: 4xx with a translated message,
 * 500 with a generic one. Stacks and SQL never reach the client; unexpected errors are
 * logged with the request id.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return sendError(reply, error.status, error.messageKey, {
        fieldErrors: error.fieldErrors,
        literal: error.literal,
      });
    }
    const known = describe(error);
    if (known) return sendError(reply, known.status, known.key);

    // A value the database refuses (class 22: data exception) is the client's input, not a
    // server fault; validation should have caught it, so it is logged as a warning.
    const code = pgErrorCode(error);
    if (code?.startsWith('22')) {
      request.log.warn({ err: error, pgCode: code }, 'database refused a value');
      return sendError(reply, 422, MESSAGES.invalid);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, M.request.internal);
  });
}
