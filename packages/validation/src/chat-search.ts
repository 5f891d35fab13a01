import * as v from 'valibot';
import { formObject } from './form-object';
import { MESSAGES } from './messages';
import { countSchema } from './paging';

// Message search on the self-hosted chat service (`/chat-api/messages/search`). The words
// themselves are checked by the server (no searchable word, too long), with its own messages.

export const CHAT_SEARCH = {
  /** Results per page. */
  page: 20,
  pageMax: 50,
  /** Characters of a query, after trimming. */
  queryMax: 100,
  /** Words of a query that count (the rest are ignored). */
  wordsMax: 8,
} as const;

export const ChatSearchQuerySchema = formObject({
  q: v.pipe(v.string(MESSAGES.invalid), v.maxLength(CHAT_SEARCH.queryMax * 4, MESSAGES.invalid)),
  limit: v.optional(countSchema(1, CHAT_SEARCH.pageMax, MESSAGES.paging.limit), CHAT_SEARCH.page),
  /** The `next` cursor of the previous page (a message id: results are newest first). */
  cursor: v.optional(
    v.pipe(v.string(MESSAGES.paging.page), v.regex(/^[1-9][0-9]{0,17}$/, MESSAGES.paging.page)),
  ),
});
export type ChatSearchQueryInput = v.InferInput<typeof ChatSearchQuerySchema>;
export type ChatSearchQueryOutput = v.InferOutput<typeof ChatSearchQuerySchema>;

/**
 * The words of a search as the server and the adapters read them: letters and digits of any
 * script, lower-cased, at most CHAT_SEARCH.wordsMax of them.
 */
export function searchWords(query: string): string[] {
  return (query.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, CHAT_SEARCH.wordsMax);
}
