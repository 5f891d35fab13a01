import { contrastRatio, readableTextColor } from '@wob/ui';

/** The create dialog's palette: each one readable with white or near-black text (AA, 4.5:1). */
export const BUBBLE_COLORS = [
  { id: 'blue', value: '#2563eb' },
  { id: 'teal', value: '#0f766e' },
  { id: 'green', value: '#15803d' },
  { id: 'olive', value: '#84cc16' },
  { id: 'amber', value: '#f59e0b' },
  { id: 'orange', value: '#ea580c' },
  { id: 'red', value: '#dc2626' },
  { id: 'pink', value: '#db2777' },
  { id: 'purple', value: '#7c3aed' },
  { id: 'slate', value: '#475569' },
] as const;

export type BubbleColorId = (typeof BUBBLE_COLORS)[number]['id'];

const DARK_TEXT = '#0F172A';
const LIGHT_TEXT = '#FFFFFF';

/**
 * The text colour on a Bubble's circle: white or near-black, whichever contrasts more. Any
 * '#rrggbb' may come from the server (older Bubbles, other clients), so this is computed,
 * never assumed from the palette.
 */
export function textOnBubble(circleColor: string): string {
  const valid = /^#[0-9a-fA-F]{6}$/.test(circleColor);
  return valid ? readableTextColor(circleColor, DARK_TEXT, LIGHT_TEXT) : LIGHT_TEXT;
}

/** The contrast of the circle's text, for tests and the palette check. */
export function bubbleTextContrast(circleColor: string): number {
  return contrastRatio(circleColor, textOnBubble(circleColor));
}

/** The circle's letter: the name's first letter, emoji and Æ/Ø/Å included. */
export function bubbleInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase('da') : '?';
}
