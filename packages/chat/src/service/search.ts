import type { ChatSearchResult, ChatSearchSnippet } from '@wob/api';
import { searchWords } from '@wob/validation';

// Message search on the port (`ChatService.searchMessages`): the person's readable messages
// whose text matches, newest first, each with its conversation and a highlighted snippet.

export type { ChatSearchResult, ChatSearchSnippet };

export interface SearchMessagesOptions {
  /** Results per page (the service's own bounds apply). */
  limit?: number;
  /** The `next` of the previous page. */
  cursor?: string | null;
}

export interface SearchMessagesPage {
  results: ChatSearchResult[];
  /** The cursor of the following page; null when this was the last. */
  next: string | null;
}

/**
 * `text` in parts with every search word found in it marked (case-insensitive): the snippet of
 * a service that answers no highlight of its own (CometChat, the memory chat).
 */
export function markWords(text: string, query: string): ChatSearchSnippet {
  const words = searchWords(query);
  const lower = text.toLowerCase();
  const parts: ChatSearchSnippet = [];
  let at = 0;
  while (at < text.length) {
    let next = -1;
    let length = 0;
    for (const word of words) {
      const index = lower.indexOf(word, at);
      if (index >= 0 && (next < 0 || index < next || (index === next && word.length > length))) {
        next = index;
        length = word.length;
      }
    }
    if (next < 0) break;
    if (next > at) parts.push({ text: text.slice(at, next), match: false });
    parts.push({ text: text.slice(next, next + length), match: true });
    at = next + length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}
