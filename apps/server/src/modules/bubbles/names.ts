// What a Bubble's name becomes: its URL name (slug) and its Danish sort key. Both are computed
// here, in the service, because PGlite has no ICU collations and URLs must survive any name.

/** Longest slug before a collision suffix ('-2', '-3', …). */
export const SLUG_MAX = 60;
/** The slug of a name with no Latin letter or digit at all (emoji, other scripts only). */
export const FALLBACK_SLUG = 'bubble';

// Letters that do not decompose into a base letter and a mark, spelled as Danes do in URLs.
const SLUG_LETTERS: Readonly<Record<string, string>> = {
  æ: 'ae',
  ø: 'oe',
  å: 'aa',
  ß: 'ss',
  þ: 'th',
  ð: 'd',
  đ: 'd',
  ł: 'l',
  œ: 'oe',
  ı: 'i',
};

const COMBINING_MARKS = /\p{M}/gu;

/**
 * The URL name of a Bubble name: æ → ae, ø → oe, å → aa, other diacritics dropped, lower
 * case, every run of other characters one '-', trimmed, at most SLUG_MAX characters. A name
 * with no Latin letter or digit (emoji, Greek, Japanese …) becomes FALLBACK_SLUG. Collisions
 * are resolved by the store ('-2', '-3', …).
 */
export function slugBase(name: string): string {
  let spelled = '';
  for (const char of name.normalize('NFC').toLowerCase()) spelled += SLUG_LETTERS[char] ?? char;
  const slug = spelled
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || FALLBACK_SLUG;
}

/** Whether `slug` is `base` or `base` with a collision suffix: a rename keeps such a slug. */
export function slugHasBase(slug: string, base: string): boolean {
  return slug === base || new RegExp(`^${base}-[0-9]+$`).test(slug);
}

// Danish alphabetical order (Retskrivningsordbogen, and ICU's Danish collation): digits, then
// a–z, then æ, ø, å. 'aa' is the old spelling of 'å' and sorts as 'å' (Aalborg next to Århus);
// ä and ö sort as æ and ø, ü as y; other accents are ignored (é as e).
const DANISH_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzæøå';
const DANISH_RANK: ReadonlyMap<string, number> = new Map(
  Array.from(DANISH_ALPHABET, (char, index) => [char, index]),
);
const SORT_EQUIVALENTS: Readonly<Record<string, string>> = {
  ä: 'æ',
  ö: 'ø',
  ő: 'ø',
  ü: 'y',
  ű: 'y',
  œ: 'ø',
  ß: 'ss',
  þ: 'th',
  ð: 'd',
  đ: 'd',
  ł: 'l',
  ı: 'i',
};
const SEPARATOR = /[\p{P}\p{Z}\s]/u;

// The key is compared by the database's own collation, whatever it is (C on PGlite, maybe
// en_US on a PostgreSQL server). Only lower-case ASCII letters order the same way in every
// collation, so each character becomes a token of letters, and each kind of token starts
// with its own letter and has a fixed width, which keeps the order of the tokens:
//   'b'            a separator (space, punctuation): "Øl bar" before "Ølbar"
//   'c' + 2        a letter or digit of the Danish alphabet, by its rank
//   'd' + 5        anything else (other scripts, emoji), by code point, after å
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const SEPARATOR_TOKEN = 'b';

function baseLetters(value: number, width: number): string {
  let out = '';
  let rest = value;
  for (let index = 0; index < width; index += 1) {
    out = (LETTERS[rest % 26] ?? 'a') + out;
    rest = Math.floor(rest / 26);
  }
  return out;
}

function tokensOf(char: string): string {
  const rank = DANISH_RANK.get(char);
  if (rank !== undefined) return `c${baseLetters(rank, 2)}`;
  if (SEPARATOR.test(char)) return SEPARATOR_TOKEN;
  const equivalent = SORT_EQUIVALENTS[char];
  if (equivalent) return Array.from(equivalent, tokensOf).join('');
  const base = char.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
  if (base && base !== char) return Array.from(base, tokensOf).join('');
  return `d${baseLetters(char.codePointAt(0) ?? 0, 5)}`;
}

/**
 * A key whose plain text order is Danish alphabetical order of `name`, case-insensitive:
 * 'Zebra' < 'Æble' < 'Øl' < 'Åen' < 'Aalborg'. Runs of separators count once, and leading or
 * trailing ones not at all.
 */
export function danishSortKey(name: string): string {
  const text = name.normalize('NFC').toLowerCase().replace(/aa/g, 'å');
  const tokens: string[] = [];
  for (const char of text) {
    const token = tokensOf(char);
    if (token === SEPARATOR_TOKEN && (tokens.length === 0 || tokens.at(-1) === SEPARATOR_TOKEN)) {
      continue;
    }
    tokens.push(token);
  }
  if (tokens.at(-1) === SEPARATOR_TOKEN) tokens.pop();
  return tokens.join('');
}

/**
 * The form of a name that must be unique: NFC and lower-cased by JavaScript's Unicode rules,
 * so uniqueness does not depend on the database's locale (a C-locale PostgreSQL lower-cases
 * ASCII only).
 */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}
