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

/** The contrast of the circle's text (@wob/ui's `readableTextColor`), for the palette check. */
export function bubbleTextContrast(circleColor: string): number {
  return contrastRatio(circleColor, readableTextColor(circleColor));
}
