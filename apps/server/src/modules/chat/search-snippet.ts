import type { ChatSearchSnippet } from '@wob/api';
import { MARK_END, MARK_START } from './search-store';

// A search result's snippet as parts (`match` for the matched words): the text around the
// first matched word, cut to a short window.

const AROUND = 60;
const LENGTH = 180;

/** Parts of a headline whose matched words are between MARK_START and MARK_END. */
export function partsOfHeadline(headline: string): ChatSearchSnippet {
  const parts: ChatSearchSnippet = [];
  let rest = headline;
  while (rest.length > 0) {
    const start = rest.indexOf(MARK_START);
    if (start < 0) {
      push(parts, rest, false);
      break;
    }
    push(parts, rest.slice(0, start), false);
    const end = rest.indexOf(MARK_END, start);
    const stop = end < 0 ? rest.length : end;
    push(parts, rest.slice(start + 1, stop), true);
    rest = rest.slice(stop + 1);
  }
  return parts;
}

/** Parts of `text` around the first of `words` found in it, each found word marked. */
export function partsAround(text: string, words: readonly string[]): ChatSearchSnippet {
  const lower = text.toLowerCase();
  const found = words.filter((word) => word.length > 0 && lower.includes(word));
  const first = Math.min(...found.map((word) => lower.indexOf(word)), text.length);
  let from = first === text.length ? 0 : Math.max(0, first - AROUND);
  if (from > 0) {
    const space = text.indexOf(' ', from);
    if (space >= 0 && space < first) from = space + 1;
  }
  const to = Math.min(text.length, from + LENGTH);
  const window = text.slice(from, to);
  const windowLower = lower.slice(from, to);
  const parts: ChatSearchSnippet = [];
  if (from > 0) push(parts, '…', false);
  let at = 0;
  while (at < window.length) {
    let next = -1;
    let word = '';
    for (const candidate of found) {
      const index = windowLower.indexOf(candidate, at);
      // The first found; at one place, the longest word.
      if (
        index >= 0 &&
        (next < 0 || index < next || (index === next && candidate.length > word.length))
      ) {
        next = index;
        word = candidate;
      }
    }
    if (next < 0) {
      push(parts, window.slice(at), false);
      break;
    }
    push(parts, window.slice(at, next), false);
    push(parts, window.slice(next, next + word.length), true);
    at = next + word.length;
  }
  if (to < text.length) push(parts, '…', false);
  return parts;
}

/**
 * The snippet of `text`: PostgreSQL's headline tells which words its stemming matched; they
 * (and any search word found inside the text) are marked in the text itself, never in the
 * headline, whose parser drops what looks like markup.
 */
export function snippetOf(
  headline: string | undefined,
  text: string,
  words: readonly string[],
): ChatSearchSnippet {
  const stemmed = headline
    ? partsOfHeadline(headline)
        .filter((part) => part.match)
        .map((part) => part.text.toLowerCase())
    : [];
  return partsAround(text, [...new Set([...stemmed, ...words])]);
}

function push(parts: ChatSearchSnippet, text: string, match: boolean): void {
  if (text.length === 0) return;
  const last = parts.at(-1);
  if (last && last.match === match) last.text += text;
  else parts.push({ text, match });
}
