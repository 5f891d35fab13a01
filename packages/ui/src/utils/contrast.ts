// WCAG 2.x contrast maths. Used by the token contrast test and by screens that put text on a
// colour chosen at run time (a Bubble's `circleColor`).

function parseHex(hex: string): [number, number, number] {
  const raw = hex.trim().replace(/^#/, '');
  const full =
    raw.length === 3
      ? raw
          .split('')
          .map((c) => c + c)
          .join('')
      : raw;
  if (!/^[0-9a-f]{6}$/i.test(full)) {
    throw new Error(`Not a hex colour: ${hex}`);
  }
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#RGB` or `#RRGGBB` colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio between two hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** Whether a value is a `#RGB` or `#RRGGBB` colour the contrast maths can read. */
export function isHexColor(value: string): boolean {
  return /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());
}

/**
 * Whichever of the two text colours reads better on `background` (for run-time colours such
 * as a Bubble's `circleColor`). Any string may come from a server: a value that is not a hex
 * colour gets `light`, never an error.
 */
export function readableTextColor(background: string, dark = '#0F172A', light = '#FFFFFF'): string {
  if (!isHexColor(background)) return light;
  return contrastRatio(dark, background) >= contrastRatio(light, background) ? dark : light;
}
