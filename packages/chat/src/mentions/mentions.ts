import type { ChatMention, ChatMessage } from '@wob/api';
import { CHAT_MENTIONS_MAX } from '@wob/validation';

// Mentions in group texts (`@Name`): what a message carries (`metadata.mentions`), what the
// composer is typing (an `@` word before the caret), and the parts of a text to highlight.

/** The mentions a message carries (`metadata.mentions`), well-formed ones only. */
export function mentionsOf(message: Pick<ChatMessage, 'metadata'>): ChatMention[] {
  const list = message.metadata?.mentions;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is ChatMention =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as ChatMention).uid === 'string' &&
      typeof (item as ChatMention).name === 'string' &&
      (item as ChatMention).name.length > 0,
  );
}

/** The `@` word the caret is in (from the `@` to the caret), or null. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,30})$/u.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

/** Replaces the `@` word at `start` (up to `caret`) with `@Name `; the new text and caret. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  const rest = text.slice(caret).replace(/^\s/u, '');
  return { text: text.slice(0, start) + inserted + rest, caret: start + inserted.length };
}

/** The chosen mentions still written in the text (`@Name`), once each, at most the cap. */
export function mentionsInText(text: string, chosen: readonly ChatMention[]): ChatMention[] {
  const kept = new Map<string, ChatMention>();
  for (const mention of chosen) {
    if (kept.size >= CHAT_MENTIONS_MAX) break;
    if (text.includes(`@${mention.name}`)) kept.set(mention.uid, mention);
  }
  return [...kept.values()];
}

export type TextPart = { text: string; mention?: ChatMention };

/** A text split into plain parts and its mentions' `@Name` (the longest name first). */
export function splitMentions(text: string, mentions: readonly ChatMention[]): TextPart[] {
  if (mentions.length === 0) return [{ text }];
  const byName = [...mentions].sort((a, b) => b.name.length - a.name.length);
  const parts: TextPart[] = [];
  let plain = '';
  let at = 0;
  while (at < text.length) {
    const found =
      text[at] === '@'
        ? byName.find((mention) => text.startsWith(mention.name, at + 1))
        : undefined;
    if (found) {
      if (plain) parts.push({ text: plain });
      plain = '';
      parts.push({ text: `@${found.name}`, mention: found });
      at += found.name.length + 1;
    } else {
      plain += text[at];
      at += 1;
    }
  }
  if (plain) parts.push({ text: plain });
  return parts;
}
