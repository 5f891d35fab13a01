import * as v from 'valibot';
import { formObject } from './form-object';
import { MESSAGES } from './messages';

/** A whole number from a query string ('2') or a JSON body (2), within bounds. */
export function countSchema(min: number, max: number, message: string) {
  return v.pipe(
    v.union([v.string(message), v.number(message)], message),
    v.transform((value) =>
      typeof value === 'number' ? value : Number(value.trim() || Number.NaN),
    ),
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

/**
 * `page` and `limit` of a paged list (spec section 7: `page=1, limit`), with the list's own
 * default and largest limit. Pages start at 1.
 */
export function createPagingQuerySchema(defaultLimit: number, maxLimit: number) {
  return formObject({
    page: v.optional(countSchema(1, 100_000, MESSAGES.paging.page), 1),
    limit: v.optional(countSchema(1, maxLimit, MESSAGES.paging.limit), defaultLimit),
  });
}
