import { EMOJI_CATEGORIES, emojiCatalog } from './emoji-catalog';

// Emoji by their colon names, both ways (':+1:' ↔ 👍, ':wave::skin-tone-3:' ↔ 👋🏼): the short
// names of the picker's set (emoji-datasource-twitter), the names reactions use (spec chat
// section 3). A lazy chunk of its own (loadColonNames in reaction-emoji.ts), since it needs the
// whole catalog: the quick reactions never wait for it.

/** Tone 2 (light) to 6 (dark), as emoji-datasource names them. */
const FIRST_TONE = 2;
const COLON = /^:([a-z0-9_+-]+):(?::skin-tone-([2-6]):)?$/;

const byName = new Map<string, { char: string; tones: readonly string[] | null }>();
const byChar = new Map<string, string>();
const bare = (char: string) => char.replaceAll('\uFE0F', '');

for (const category of EMOJI_CATEGORIES) {
  for (const emoji of emojiCatalog()[category]) {
    const tones = emoji.tones?.map((form) => form.char) ?? null;
    for (const name of emoji.names) byName.set(name, { char: emoji.char, tones });
    const first = emoji.names[0];
    if (!first) continue;
    if (!byChar.has(bare(emoji.char))) byChar.set(bare(emoji.char), `:${first}:`);
    tones?.forEach((char, at) => {
      byChar.set(bare(char), `:${first}::skin-tone-${at + FIRST_TONE}:`);
    });
  }
}

/** The character of an emoji's colon name, or null when the set has no such emoji. */
export function charOfColon(colon: string): string | null {
  const match = COLON.exec(colon);
  const entry = match?.[1] ? byName.get(match[1]) : undefined;
  if (!entry) return null;
  if (!match?.[2]) return entry.char;
  return entry.tones?.[Number(match[2]) - FIRST_TONE] ?? null;
}

/** The colon name of an emoji character (with or without U+FE0F), or null when unknown. */
export function colonOfChar(char: string): string | null {
  return byChar.get(bare(char)) ?? null;
}
