import { EMOJI_GROUPS } from './emoji-data';

// The Twitter emoji set of the picker (spec chat section 9: twitter emoji set), from
// emoji-datasource-twitter: characters, English short names, where each sits on the sprite and
// its skin-toned forms. The names a person searches in their own language (CLDR's, from
// emojibase-data) load separately, one small chunk per language: see loadEmojiNames.

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

/** The languages the picker has names in: the app's. */
export const EMOJI_LOCALES = ['da', 'en'] as const;
export type EmojiLocale = (typeof EMOJI_LOCALES)[number];

/** The skin tones a person can choose: the emoji's own (yellow) one, then light to dark. */
export const SKIN_TONES = [
  'default',
  'light',
  'medium-light',
  'medium',
  'medium-dark',
  'dark',
] as const;
export type SkinTone = (typeof SKIN_TONES)[number];

/** One form of an emoji: its characters and where it sits on the sprite sheet. */
export interface EmojiForm {
  /** The character(s) inserted into the message. */
  char: string;
  sheetX: number;
  sheetY: number;
}

export interface Emoji extends EmojiForm {
  /** Short names (English), the first one the emoji's name. */
  names: string[];
  /** Its forms in the light to dark skin tones, when it has them. */
  tones: readonly EmojiForm[] | null;
}

/** The sprite sheet is 62 rows high; toned forms are counted down its columns. */
const SHEET_ROWS = 62;
const TONE_MODIFIERS = ['1f3fb', '1f3fc', '1f3fd', '1f3fe', '1f3ff'] as const;

function fromUnified(unified: string): string {
  return String.fromCodePoint(...unified.split('-').map((hex) => Number.parseInt(hex, 16)));
}

/**
 * The code points of an emoji's light form by the usual rule: the modifier right after the first
 * code point, in place of a variation selector there ('270c-fe0f' → '270c-1f3fb').
 */
export function lightSequence(unified: string): string {
  const [first = '', ...rest] = unified.split('-');
  return [first, TONE_MODIFIERS[0], ...(rest[0] === 'fe0f' ? rest.slice(1) : rest)].join('-');
}

/** The five toned forms from the light one's sheet position and code points (darker: 1f3fb replaced). */
function tonedForms(first: number, step: number, light: string): EmojiForm[] {
  return TONE_MODIFIERS.map((modifier, at) => {
    const index = first + at * step;
    return {
      char: fromUnified(light.replaceAll(TONE_MODIFIERS[0], modifier)),
      sheetX: Math.floor(index / SHEET_ROWS),
      sheetY: index % SHEET_ROWS,
    };
  });
}

/**
 * A token of emoji-data.ts (see emoji-data.test.ts): "x:y:codepoints:short,names" and, for emoji
 * with skin tones, ":t" when the toned forms follow the emoji on the sheet and `lightSequence`
 * gives their code points, else ":x.y.step.codepoints" of the light form.
 */
function parse(group: string): Emoji[] {
  return group.split(' ').map((token) => {
    const [x = '0', y = '0', unified = '', names = '', tones] = token.split(':');
    const sheetX = Number(x);
    const sheetY = Number(y);
    let toned: EmojiForm[] | null = null;
    if (tones === 't') {
      toned = tonedForms(sheetX * SHEET_ROWS + sheetY + 1, 1, lightSequence(unified));
    } else if (tones) {
      const [lx = '0', ly = '0', step = '1', light = ''] = tones.split('.');
      toned = tonedForms(Number(lx) * SHEET_ROWS + Number(ly), Number(step), light);
    }
    return { char: fromUnified(unified), names: names.split(','), sheetX, sheetY, tones: toned };
  });
}

let catalog: Record<EmojiCategory, Emoji[]> | null = null;
let everyEmoji: Emoji[] | null = null;

/** Every emoji by category, parsed once. */
export function emojiCatalog(): Record<EmojiCategory, Emoji[]> {
  if (!catalog) {
    const parsed = {} as Record<EmojiCategory, Emoji[]>;
    for (const category of EMOJI_CATEGORIES) parsed[category] = parse(EMOJI_GROUPS[category]);
    catalog = parsed;
  }
  return catalog;
}

/** Every emoji in the picker's order (the order of the generated name files too). */
function allEmoji(): Emoji[] {
  if (!everyEmoji) {
    const parsed = emojiCatalog();
    everyEmoji = EMOJI_CATEGORIES.flatMap((category) => parsed[category]);
  }
  return everyEmoji;
}

/** The emoji in a skin tone: its toned form when it has one, otherwise itself. */
export function withSkinTone(emoji: Emoji, tone: SkinTone): EmojiForm {
  if (tone === 'default' || !emoji.tones) return emoji;
  return emoji.tones[SKIN_TONES.indexOf(tone) - 1] ?? emoji;
}

/**
 * The words of a name or a query as search compares them: lower case, composed (so an 'å'
 * typed as a + ring matches), split at anything that is not a letter or a digit.
 */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

interface LocalName {
  /** CLDR's name, lower case ('rødt hjerte'). */
  label: string;
  labelWords: string[];
  /** Words of CLDR's tags that the label does not already give. */
  tagWords: string[];
}

/** One language's names of the emoji, from its lazily loaded chunk. */
export type EmojiNames = ReadonlyMap<Emoji, LocalName>;

const NAME_LOADERS: Record<EmojiLocale, () => Promise<{ EMOJI_NAMES: string }>> = {
  da: () => import('./emoji-names-da'),
  en: () => import('./emoji-names-en'),
};
const loadedNames = new Map<EmojiLocale, EmojiNames>();
const loadingNames = new Map<EmojiLocale, Promise<EmojiNames>>();

function indexNames(text: string): EmojiNames {
  const lines = text.split('\n');
  const index = new Map<Emoji, LocalName>();
  allEmoji().forEach((emoji, at) => {
    const [label = '', tags = ''] = (lines[at] ?? '').split('|');
    if (label) index.set(emoji, { label, labelWords: wordsOf(label), tagWords: wordsOf(tags) });
  });
  return index;
}

/** A language's names when they have loaded already (a picker opened again shows them at once). */
export function loadedEmojiNames(locale: EmojiLocale): EmojiNames | null {
  return loadedNames.get(locale) ?? null;
}

/** Loads a language's names once; a failed load is tried again on the next call. */
export function loadEmojiNames(locale: EmojiLocale): Promise<EmojiNames> {
  let pending = loadingNames.get(locale);
  if (!pending) {
    pending = NAME_LOADERS[locale]().then(
      (module) => {
        const names = indexNames(module.EMOJI_NAMES);
        loadedNames.set(locale, names);
        return names;
      },
      (error: unknown) => {
        loadingNames.delete(locale);
        throw error;
      },
    );
    loadingNames.set(locale, pending);
  }
  return pending;
}

const shortWords = new Map<Emoji, string[]>();

function shortWordsOf(emoji: Emoji): string[] {
  let words = shortWords.get(emoji);
  if (!words) {
    words = emoji.names.flatMap(wordsOf);
    shortWords.set(emoji, words);
  }
  return words;
}

const startsAny = (words: readonly string[], query: string) =>
  words.some((word) => word.startsWith(query));

/**
 * How well an emoji answers the query, best first: 0 its name starts with the query, 1 every
 * query word starts a word of its name, 2 … of its name or tags, 3 … counting the English short
 * names too; null when some query word starts none of them.
 */
function rank(words: string[], local: LocalName | undefined, short: string[]): number | null {
  const inLocal = (query: string) =>
    local !== undefined && (startsAny(local.labelWords, query) || startsAny(local.tagWords, query));
  if (local) {
    if (local.labelWords.join(' ').startsWith(words.join(' '))) return 0;
    if (words.every((query) => startsAny(local.labelWords, query))) return 1;
    if (words.every(inLocal)) return 2;
  }
  if (words.every((query) => inLocal(query) || startsAny(short, query))) return 3;
  return null;
}

/**
 * Emoji whose names have a word starting with each word of the query ('hje' and 'rødt hj' find
 * ❤️ 'rødt hjerte'), in the person's language (`names`, when loaded) and by the English short
 * names; the best matches first (see rank), then in the picker's order; at most `limit`.
 */
export function searchEmoji(query: string, names: EmojiNames | null = null, limit = 120): Emoji[] {
  const words = wordsOf(query);
  if (words.length === 0) return [];
  const found: { emoji: Emoji; rank: number; order: number }[] = [];
  allEmoji().forEach((emoji, order) => {
    const tier = rank(words, names?.get(emoji), shortWordsOf(emoji));
    if (tier !== null) found.push({ emoji, rank: tier, order });
  });
  found.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return found.slice(0, limit).map((hit) => hit.emoji);
}

/** A readable name: CLDR's in the person's language when loaded, else 'grinning_face' → 'grinning face'. */
export function emojiName(emoji: Emoji, names?: EmojiNames | null): string {
  return names?.get(emoji)?.label ?? (emoji.names[0] ?? '').replaceAll('_', ' ');
}
