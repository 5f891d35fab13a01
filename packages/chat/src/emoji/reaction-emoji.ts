import { useEffect, useState } from 'react';

// The emoji of reactions, which travel in colon form (':heart:'). The quick row's six are a
// tiny table here, so the chips and the row draw them at once; any other emoji a message
// carries needs the set's name table (emoji-colon.ts), a lazy chunk loaded the first time one
// is shown or chosen.

export interface QuickReaction {
  /** Colon form. */
  emoji: string;
  char: string;
}

/** The quick row: thumbs up, heart, tears of joy, surprise, crying, folded hands. */
export const QUICK_REACTIONS: readonly QuickReaction[] = [
  { emoji: ':+1:', char: '👍' },
  { emoji: ':heart:', char: '❤️' },
  { emoji: ':joy:', char: '😂' },
  { emoji: ':open_mouth:', char: '😮' },
  { emoji: ':cry:', char: '😢' },
  { emoji: ':pray:', char: '🙏' },
];

const QUICK = new Map(QUICK_REACTIONS.map((quick) => [quick.emoji, quick.char]));

type ColonNames = typeof import('./emoji-colon');
let loading: Promise<ColonNames> | null = null;
let loaded: ColonNames | null = null;

/** The colon name table, loaded once (a failed load is tried again on the next call). */
export function loadColonNames(): Promise<ColonNames> {
  loading ??= import('./emoji-colon').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The character of a reaction's emoji when it is known without loading anything. */
export function knownReactionChar(emoji: string): string | null {
  return QUICK.get(emoji) ?? loaded?.charOfColon(emoji) ?? null;
}

/**
 * The character of a reaction's emoji: at once for the quick six (and once the table is
 * there), else after the table loads; null while loading or when the set has no such emoji.
 */
export function useReactionChar(emoji: string): string | null {
  const [char, setChar] = useState(() => knownReactionChar(emoji));
  useEffect(() => {
    const known = knownReactionChar(emoji);
    setChar(known);
    if (known) return;
    let live = true;
    loadColonNames().then(
      (names) => {
        if (live) setChar(names.charOfColon(emoji));
      },
      // Without the table the chip shows the colon name.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [emoji]);
  return char;
}

const QUICK_BY_CHAR = new Map(
  QUICK_REACTIONS.map((quick) => [quick.char.replaceAll('\uFE0F', ''), quick.emoji]),
);

/** The colon name of an emoji character when it is known without loading anything. */
export function knownReactionColon(char: string): string | null {
  return QUICK_BY_CHAR.get(char.replaceAll('\uFE0F', '')) ?? loaded?.colonOfChar(char) ?? null;
}
