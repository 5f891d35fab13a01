import type { CSSProperties } from 'react';
import { emojiAssetUrl } from './emoji-assets';
import type { EmojiForm } from './emoji-catalog';

// The Twitter emoji sprite sheets of emoji-datasource-twitter, served by the app itself from
// the emoji asset folder (emoji-assets.ts; nothing is fetched from another host). 62 × 62 cells
// of 32 px with a 1 px border each; the 64 px sheet for sharp screens has the same layout.

const COLUMNS = 62;
const CELL = 34;

/** The style that shows one emoji of the sheet at `size` CSS pixels. */
export function spriteStyle(emoji: EmojiForm, size: number): CSSProperties {
  const scale = size / 32;
  return {
    width: size,
    height: size,
    backgroundImage: `image-set(url("${emojiAssetUrl('sheets-256/32.png')}") 1x, url("${emojiAssetUrl('sheets-256/64.png')}") 2x)`,
    backgroundSize: `${COLUMNS * CELL * scale}px ${COLUMNS * CELL * scale}px`,
    backgroundPosition: `${-(emoji.sheetX * CELL + 1) * scale}px ${-(emoji.sheetY * CELL + 1) * scale}px`,
  };
}

export function EmojiSprite({ emoji, size = 28 }: { emoji: EmojiForm; size?: number }) {
  return <span className="wob-emoji-sprite" style={spriteStyle(emoji, size)} aria-hidden="true" />;
}
