import { emojiAssetUrl } from './emoji-assets';
import { EMOJI_IMAGE_NAMES } from './emoji-image-names';

// The Twemoji image of each emoji (emoji-datasource-twitter, the set of the picker), one PNG of
// 64 px per emoji, by its code points ('1f44d-1f3fb'), in the emoji asset folder's '64/'. This
// module is its own lazy chunk (loadEmojiImages in emoji-text.tsx): it knows which images
// exist (the generated list of their names); a browser fetches only those shown.
const byCode = new Set(EMOJI_IMAGE_NAMES.split(' '));

/** The URL of an image the set has, by its name. */
function urlOf(name: string): string | null {
  return byCode.has(name) ? emojiAssetUrl(`64/${name}.png`) : null;
}

const VARIATION = 'fe0f';

/** The image of one emoji grapheme, or null when the set has none. */
export function emojiImageUrl(grapheme: string): string | null {
  const codes = [...grapheme].map((char) =>
    (char.codePointAt(0) ?? 0).toString(16).padStart(4, '0'),
  );
  const exact = urlOf(codes.join('-'));
  if (exact) return exact;
  // Typed emoji often lack the variation selector the set's file names carry, or have one more.
  const bare = codes.filter((code) => code !== VARIATION);
  return urlOf(bare.join('-')) ?? urlOf([bare[0], VARIATION, ...bare.slice(1)].join('-'));
}
