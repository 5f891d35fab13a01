// The Twemoji image of each emoji (emoji-datasource-twitter, the set of the picker), one PNG of
// 64 px per emoji, by its code points ('1f44d-1f3fb'). This module is its own lazy chunk
// (loadEmojiImages in emoji-text.tsx): it maps names to asset URLs only; the app's bundler
// copies the images and a browser fetches only those shown. `no-inline` keeps every image a
// file, so the map stays small.
const files = import.meta.glob<string>('./*.png', {
  // Keys relative to the folder ('./1f44d.png'), so the map carries no long paths.
  base: '../../node_modules/emoji-datasource-twitter/img/twitter/64/',
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

const byCode = new Map<string, string>();
for (const [path, url] of Object.entries(files)) {
  const name = path.slice(path.lastIndexOf('/') + 1, -'.png'.length);
  byCode.set(name, url);
}

const VARIATION = 'fe0f';

/** The image of one emoji grapheme, or null when the set has none. */
export function emojiImageUrl(grapheme: string): string | null {
  const codes = [...grapheme].map((char) =>
    (char.codePointAt(0) ?? 0).toString(16).padStart(4, '0'),
  );
  const exact = byCode.get(codes.join('-'));
  if (exact) return exact;
  // Typed emoji often lack the variation selector the set's file names carry, or have one more.
  const bare = codes.filter((code) => code !== VARIATION);
  return (
    byCode.get(bare.join('-')) ??
    byCode.get([bare[0], VARIATION, ...bare.slice(1)].join('-')) ??
    null
  );
}
