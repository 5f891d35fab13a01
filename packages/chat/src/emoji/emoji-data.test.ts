import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EMOJI_CATEGORIES,
  EMOJI_LOCALES,
  type EmojiLocale,
  lightSequence,
  wordsOf,
} from './emoji-catalog';

// emoji-data.ts is generated here from emoji-datasource-twitter's emoji.json: the picker needs
// ~60 KB of its 1.3 MB (character, sprite position, names, skin tones). emoji-names-da.ts and
// emoji-names-en.ts come from emojibase-data's CLDR annotations (label and tags) of the same
// emoji. `npx vitest run src/emoji -u` writes them again after a package is updated; without
// -u this test fails when they differ.

interface SourceVariation {
  unified: string;
  sheet_x: number;
  sheet_y: number;
  has_img_twitter: boolean;
}

interface SourceEmoji {
  unified: string;
  short_names: string[];
  category: string;
  sort_order: number;
  sheet_x: number;
  sheet_y: number;
  has_img_twitter: boolean;
  skin_variations?: Record<string, SourceVariation>;
}

interface Annotation {
  hexcode: string;
  label: string;
  tags?: string[];
}

const CATEGORY_OF: Record<string, (typeof EMOJI_CATEGORIES)[number]> = {
  'Smileys & Emotion': 'smileys',
  'People & Body': 'people',
  'Animals & Nature': 'animals',
  'Food & Drink': 'food',
  'Travel & Places': 'travel',
  Activities: 'activities',
  Objects: 'objects',
  Symbols: 'symbols',
  Flags: 'flags',
};

/** The five Fitzpatrick modifiers, light to dark. */
const TONES = ['1F3FB', '1F3FC', '1F3FD', '1F3FE', '1F3FF'] as const;
/** Rows of the sprite sheet: a position is counted down each column. */
const SHEET_ROWS = 62;

const require = createRequire(import.meta.url);

function packageOf(name: string): { root: string; version: string } {
  const root = dirname(require.resolve(`${name}/package.json`));
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { root, version };
}

/** Our emoji in the picker's order: by category, then in Unicode order. */
function ourEmoji(): { version: string; groups: SourceEmoji[][] } {
  const { root, version } = packageOf('emoji-datasource-twitter');
  const source = JSON.parse(readFileSync(join(root, 'emoji.json'), 'utf8')) as SourceEmoji[];
  const groups = EMOJI_CATEGORIES.map((category) =>
    source
      .filter((emoji) => emoji.has_img_twitter && CATEGORY_OF[emoji.category] === category)
      .sort((a, b) => a.sort_order - b.sort_order),
  );
  return { version, groups };
}

/**
 * An emoji's five toned forms: "t" when they are the five sheet cells after the emoji and the
 * light one's code points follow `lightSequence` (315 of 323), else "x.y.step.codepoints": the
 * light one's sheet position, how far each darker one sits after it, and its code points. The
 * others have 1f3fb replaced by their own modifier; emoji of two people take one tone for both.
 */
function skinField(emoji: SourceEmoji): string | null {
  const variations = emoji.skin_variations;
  if (!variations) return null;
  const forms = TONES.map((tone) => variations[tone] ?? variations[`${tone}-${tone}`]);
  const [light, next] = forms;
  if (!light || !next || forms.some((form) => !form?.has_img_twitter)) return null;
  const index = (form: SourceVariation) => form.sheet_x * SHEET_ROWS + form.sheet_y;
  const step = index(next) - index(light);
  forms.forEach((form, at) => {
    if (!form) throw new Error(`missing tone of ${emoji.unified}`);
    if (index(form) !== index(light) + at * step) {
      throw new Error(`toned forms of ${emoji.unified} are not evenly spaced on the sheet`);
    }
    if (form.unified !== light.unified.replaceAll('1F3FB', TONES[at] as string)) {
      throw new Error(`toned form ${form.unified} does not follow the light one`);
    }
  });
  const lightUnified = light.unified.toLowerCase();
  const usual =
    step === 1 &&
    index(light) === emoji.sheet_x * SHEET_ROWS + emoji.sheet_y + 1 &&
    lightUnified === lightSequence(emoji.unified.toLowerCase());
  return usual ? 't' : `${light.sheet_x}.${light.sheet_y}.${step}.${lightUnified}`;
}

function generateData(): string {
  const { version, groups } = ourEmoji();
  const lines = EMOJI_CATEGORIES.map((category, at) => {
    const tokens = (groups[at] ?? []).map((emoji) => {
      const fields = [
        emoji.sheet_x,
        emoji.sheet_y,
        emoji.unified.toLowerCase(),
        emoji.short_names.join(','),
      ];
      const skin = skinField(emoji);
      return (skin ? [...fields, skin] : fields).join(':');
    });
    return `  ${category}: '${tokens.join(' ')}',`;
  });
  return [
    `// Generated from emoji-datasource-twitter@${version} by emoji-data.test.ts (vitest -u). Do not edit.`,
    '// Per category, in Unicode order, separated by spaces: "sheetX:sheetY:codepoints:short_names",',
    '// then for emoji with skin tones ":t" or ":x.y.step.codepoints" of the light form (see emoji-catalog.ts).',
    '// biome-ignore format: generated, one line per category',
    'export const EMOJI_GROUPS = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}

/** Code points as emojibase writes them: upper-case hex, without variation selectors. */
function matchKey(unified: string): string {
  return unified
    .toUpperCase()
    .split('-')
    .filter((part) => part !== 'FE0F')
    .join('-');
}

/** Lower case, single spaces, and CLDR's escapes ('keycap: \\x{23}') as the characters they stand for. */
function clean(text: string): string {
  return text
    .replace(/\\x\{([0-9a-f]+)\}/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * One line per emoji of the picker, in its order: "label|words". The label is CLDR's name in
 * lower case; the words are those of CLDR's tags that search could not already find through the
 * label, another kept word or the English short names, which are always searched too (search
 * matches word starts, so 'smil' adds nothing next to 'smilende', and a tag phrase is only its
 * words).
 */
function namesOf(locale: EmojiLocale): { version: string; lines: string[]; missing: string[] } {
  const { root, version } = packageOf('emojibase-data');
  const annotations = JSON.parse(
    readFileSync(join(root, locale, 'compact.json'), 'utf8'),
  ) as Annotation[];
  const byKey = new Map(annotations.map((entry) => [matchKey(entry.hexcode), entry]));
  const missing: string[] = [];
  const lines = ourEmoji().groups.flatMap((group) =>
    group.map((emoji) => {
      const entry = byKey.get(matchKey(emoji.unified));
      if (!entry) {
        missing.push(emoji.unified);
        return '|';
      }
      const label = clean(entry.label);
      const labelWords = wordsOf(label);
      const tagWords = [...new Set((entry.tags ?? []).flatMap((tag) => wordsOf(clean(tag))))];
      const all = [...labelWords, ...tagWords];
      const short = emoji.short_names.flatMap((name) => wordsOf(name));
      const extra = tagWords.filter(
        (word) =>
          !labelWords.includes(word) &&
          !all.some((other) => other !== word && other.startsWith(word)) &&
          !short.some((other) => other.startsWith(word)),
      );
      return `${label}|${extra.join(' ')}`;
    }),
  );
  return { version, lines, missing };
}

function generateNames(locale: EmojiLocale): string {
  const { version, lines } = namesOf(locale);
  for (const line of lines) {
    if (/[`\\$]/.test(line) || line.split('|').length !== 2) throw new Error(`bad name: ${line}`);
  }
  return [
    `// Generated from emojibase-data@${version} (${locale}, CLDR annotations) by emoji-data.test.ts (vitest -u). Do not edit.`,
    '// One line per emoji of EMOJI_GROUPS, in the same order: "label|words", lower case. Loaded',
    "// lazily by the picker for the reader's language (see loadEmojiNames in emoji-catalog.ts).",
    `export const EMOJI_NAMES = \`${lines.join('\n')}\`;`,
    '',
  ].join('\n');
}

/** The names of the set's 64 px images, which message text shows (emoji-images.ts). */
function generateImageNames(): string {
  const { root, version } = packageOf('emoji-datasource-twitter');
  const names = readdirSync(join(root, 'img/twitter/64'))
    .filter((file) => file.endsWith('.png'))
    .map((file) => file.slice(0, -'.png'.length))
    .sort();
  return [
    `// Generated from emoji-datasource-twitter@${version} by emoji-data.test.ts (vitest -u). Do not edit.`,
    "// The names of its 64 px images (code points: '1f44d-1f3fb'), separated by spaces: the emoji",
    '// that message text draws as images (emoji-images.ts).',
    '// biome-ignore format: generated, one line',
    `export const EMOJI_IMAGE_NAMES = '${names.join(' ')}';`,
    '',
  ].join('\n');
}

describe('emoji data', () => {
  it('matches emoji-datasource-twitter', async () => {
    await expect(generateData()).toMatchFileSnapshot('./emoji-data.ts');
  });

  it('lists the 64 px images of emoji-datasource-twitter', async () => {
    await expect(generateImageNames()).toMatchFileSnapshot('./emoji-image-names.ts');
  });

  it.each(EMOJI_LOCALES)('has the %s names of emojibase-data', async (locale) => {
    await expect(generateNames(locale)).toMatchFileSnapshot(`./emoji-names-${locale}.ts`);
  });

  it.each(EMOJI_LOCALES)('names every emoji of the picker in %s', (locale) => {
    const { lines, missing } = namesOf(locale);
    expect(missing).toEqual([]);
    expect(lines.length).toBe(ourEmoji().groups.flat().length);
  });
});
