import sheet32 from 'emoji-datasource-twitter/img/twitter/sheets-256/32.png?url';
import sheet64 from 'emoji-datasource-twitter/img/twitter/sheets-256/64.png?url';
import type { CSSProperties } from 'react';
import type { EmojiForm } from './emoji-catalog';

// The Twitter emoji sprite sheets of emoji-datasource-twitter, served from our own assets (the
// app's bundler copies them; nothing is fetched from another host). 62 × 62 cells of 32 px with
// a 1 px border each; the 64 px sheet for sharp screens has the same layout.

const COLUMNS = 62;
const CELL = 34;

/** The style that shows one emoji of the sheet at `size` CSS pixels. */
export function spriteStyle(emoji: EmojiForm, size: number): CSSProperties {
  const scale = size / 32;
  return {
    width: size,
    height: size,
    backgroundImage: `image-set(url("${sheet32}") 1x, url("${sheet64}") 2x)`,
    backgroundSize: `${COLUMNS * CELL * scale}px ${COLUMNS * CELL * scale}px`,
    backgroundPosition: `${-(emoji.sheetX * CELL + 1) * scale}px ${-(emoji.sheetY * CELL + 1) * scale}px`,
  };
}

export function EmojiSprite({ emoji, size = 28 }: { emoji: EmojiForm; size?: number }) {
  return <span className="wob-emoji-sprite" style={spriteStyle(emoji, size)} aria-hidden="true" />;
}
