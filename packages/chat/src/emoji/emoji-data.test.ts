import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMOJI_CATEGORIES } from './emoji-catalog';

// emoji-data.ts is generated here from emoji-datasource-twitter's emoji.json: the picker needs
// ~60 KB of its 1.3 MB (character, sprite position, names). `npx vitest run src/emoji -u`
// writes it again after the package is updated; without -u this test fails when they differ.

interface SourceEmoji {
  unified: string;
  short_names: string[];
  category: string;
  sort_order: number;
  sheet_x: number;
  sheet_y: number;
  has_img_twitter: boolean;
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

function generate(): string {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('emoji-datasource-twitter/package.json'));
  const version = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const source = JSON.parse(readFileSync(join(root, 'emoji.json'), 'utf8')) as SourceEmoji[];
  const groups = EMOJI_CATEGORIES.map((category) => {
    const tokens = source
      .filter((emoji) => emoji.has_img_twitter && CATEGORY_OF[emoji.category] === category)
      .sort((a, b) => a.sort_order - b.sort_order)
      .map(
        (emoji) =>
          `${emoji.sheet_x}:${emoji.sheet_y}:${emoji.unified.toLowerCase()}:${emoji.short_names.join(',')}`,
      );
    return `  ${category}: '${tokens.join(' ')}',`;
  });
  return [
    `// Generated from emoji-datasource-twitter@${version} by emoji-data.test.ts (vitest -u). Do not edit.`,
    '// Per category, in Unicode order: "sheetX:sheetY:codepoints:short_names" separated by spaces.',
    '// biome-ignore format: generated, one line per category',
    'export const EMOJI_GROUPS = {',
    ...groups,
    '} as const;',
    '',
  ].join('\n');
}

describe('emoji data', () => {
  it('matches emoji-datasource-twitter', async () => {
    await expect(generate()).toMatchFileSnapshot('./emoji-data.ts');
  });
});
