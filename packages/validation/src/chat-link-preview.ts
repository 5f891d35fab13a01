import * as v from 'valibot';
import { messageIdSchema } from './chat';
import { formObject } from './form-object';
import { MESSAGES } from './messages';

// The link preview of a chat message (`GET /chat-api/link-preview`): the message names where
// the link is, so the server previews only links of messages the caller may read.

/** Longest URL a preview is asked for; longer links are shown without a preview. */
export const LINK_PREVIEW_URL_MAX = 2048;

function parsesAsUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const linkSchema = v.pipe(
  v.string(MESSAGES.invalid),
  v.trim(),
  v.maxLength(LINK_PREVIEW_URL_MAX, MESSAGES.invalid),
  v.regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, MESSAGES.invalid),
  v.check(parsesAsUrl, MESSAGES.invalid),
);

export const LinkPreviewQuerySchema = formObject({
  messageId: messageIdSchema,
  url: linkSchema,
});

export type LinkPreviewQueryInput = v.InferInput<typeof LinkPreviewQuerySchema>;

/** At most this many links of one message get a preview (the first ones). */
export const LINK_PREVIEWS_PER_MESSAGE = 1;

// A link as people write it in a message: http(s)://, then anything up to white space or an
// angle bracket; punctuation that usually ends the sentence, not the link, is left out.
const LINK_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'"»”’)\]}]+$/;

/**
 * The http(s) links of a message's text, in order, without repeats, each as it would be asked
 * for (the server previews a URL only if it is one of these; the chat shows the first).
 */
export function findLinks(text: string): string[] {
  const links: string[] = [];
  for (const match of text.matchAll(LINK_PATTERN)) {
    let link = match[0];
    // A closing bracket belongs to the link when the link opened one (Wikipedia's "(film)").
    while (TRAILING.test(link)) {
      const last = link.at(-1) ?? '';
      const opener = { ')': '(', ']': '[', '}': '{' }[last];
      if (opener && link.split(opener).length > link.split(last).length - 1) break;
      link = link.slice(0, -1);
    }
    if (link.length <= LINK_PREVIEW_URL_MAX && parsesAsUrl(link) && !links.includes(link)) {
      links.push(link);
    }
  }
  return links;
}
