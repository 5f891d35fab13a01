import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Which reactions are real emoji: the colon names of emoji-datasource (the set the web app's
// picker shows, @wob/chat), `:heart:`, `:+1:`, with a skin tone as a second part
// (`:wave::skin-tone-3:`) only on emoji that have skin variations. The list is read once, on
// the first reaction, from the package's emoji.json (about 1.3 MB; kept as two sets of names).

interface EmojiEntry {
  short_names: string[];
  category: string;
  skin_variations?: Record<string, unknown>;
}

interface EmojiNames {
  all: Set<string>;
  withSkinTones: Set<string>;
}

let names: EmojiNames | undefined;

function emojiNames(): EmojiNames {
  if (names) return names;
  const require = createRequire(import.meta.url);
  const file = require.resolve('emoji-datasource-twitter/emoji.json');
  const entries = JSON.parse(readFileSync(file, 'utf8')) as EmojiEntry[];
  const all = new Set<string>();
  const withSkinTones = new Set<string>();
  for (const entry of entries) {
    // The skin tones themselves ('Component') only modify another emoji.
    if (entry.category === 'Component') continue;
    for (const name of entry.short_names) {
      all.add(name);
      if (entry.skin_variations) withSkinTones.add(name);
    }
  }
  names = { all, withSkinTones };
  return names;
}

const COLON_FORM = /^:([a-z0-9_+-]+):(?::skin-tone-([2-6]):)?$/;

/** Whether `emoji` (colon form) names an emoji of the set, with a skin tone only where one fits. */
export function isKnownEmoji(emoji: string): boolean {
  const match = COLON_FORM.exec(emoji);
  if (!match?.[1]) return false;
  const { all, withSkinTones } = emojiNames();
  return match[2] === undefined ? all.has(match[1]) : withSkinTones.has(match[1]);
}
