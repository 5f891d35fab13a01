import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES as M } from '../../messages';
import { HttpError } from './http-error';

/**
 * How deeply objects and arrays may nest in a JSON body. No payload of the API comes near it;
 * far deeper values would overflow the stack of whatever walks them later (a size check's
 * `JSON.stringify`, a schema), so they are refused before they are parsed.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether objects and arrays in `text` nest deeper than `max`, counted in one pass over the
 * characters (brackets inside strings do not count). It never recurses, so no input can
 * overflow it; malformed JSON is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Replaces the JSON body parser with one that first refuses bodies nested deeper than
 * MAX_JSON_DEPTH (400, translated), then parses as Fastify does (prototype poisoning refused).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(new HttpError(400, M.request.tooDeep), undefined);
        return;
      }
      parse(request, text, done);
    },
  );
}
