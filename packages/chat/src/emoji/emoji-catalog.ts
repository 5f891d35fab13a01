import { EMOJI_GROUPS } from './emoji-data';

// The Twitter emoji set of the picker (spec chat section 9: twitter emoji set), from
// emoji-datasource-twitter: characters, names for search, and where each sits on the sprite.

export const EMOJI_CATEGORIES = [
  'smileys',
  'people',
  'animals',
  'food',
  'travel',
  'activities',
  'objects',
  'symbols',
  'flags',
] as const;

export type EmojiCategory = (typeof EMOJI_CATEGORIES)[number];

export interface Emoji {
  /** The character(s) inserted into the message. */
  char: string;
  /** Short names (English), the first one the emoji's name. */
  names: string[];
  sheetX: number;
  sheetY: number;
}

function parse(group: string): Emoji[] {
  return group.split(' ').map((token) => {
    const [x = '0', y = '0', unified = '', names = ''] = token.split(':');
    return {
      char: String.fromCodePoint(...unified.split('-').map((hex) => Number.parseInt(hex, 16))),
      names: names.split(','),
      sheetX: Number(x),
      sheetY: Number(y),
    };
  });
}

let catalog: Record<EmojiCategory, Emoji[]> | null = null;

/** Every emoji by category, parsed once. */
export function emojiCatalog(): Record<EmojiCategory, Emoji[]> {
  if (!catalog) {
    const parsed = {} as Record<EmojiCategory, Emoji[]>;
    for (const category of EMOJI_CATEGORIES) parsed[category] = parse(EMOJI_GROUPS[category]);
    catalog = parsed;
  }
  return catalog;
}

/** Emoji whose names contain every word of the query ('red heart' finds ❤️), at most `limit`. */
export function searchEmoji(query: string, limit = 120): Emoji[] {
  const words = query
    .toLowerCase()
    .trim()
    .split(/[\s_]+/)
    .filter(Boolean);
  if (words.length === 0) return [];
  const found: Emoji[] = [];
  for (const category of EMOJI_CATEGORIES) {
    for (const emoji of emojiCatalog()[category]) {
      const text = emoji.names.join(' ').replaceAll('_', ' ');
      if (words.every((word) => text.includes(word))) {
        found.push(emoji);
        if (found.length >= limit) return found;
      }
    }
  }
  return found;
}

/** A readable name: 'grinning_face' → 'grinning face'. */
export function emojiName(emoji: Emoji): string {
  return (emoji.names[0] ?? '').replaceAll('_', ' ');
}
