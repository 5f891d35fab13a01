import type { ThemeColors } from './tokens';
import { darkColors, lightColors, scales, avatarColors } from './tokens';

const HEADER =
  '/* Generated from tokens.ts — edit the table there and run `pnpm --filter @wob/ui tokens`. */';

// A Bubble screen sets --wob-bubble to the Bubble's circleColor (and --wob-on-bubble to
// readableTextColor of it); everywhere else they follow the accent. Repeated in each theme
// block because var() resolves where it is declared, not where it is used.
const BUBBLE = `  --wob-bubble: var(--wob-accent);
  --wob-on-bubble: var(--wob-on-accent);`;

// logoBubble2 → logo-bubble-2
function kebab(key: string): string {
  return key.replace(/[A-Z]|\d+/g, (part) => `-${part.toLowerCase()}`);
}

// Lower-case hex and double quotes: the shape Biome's CSS formatter gives, so formatting the
// repository never makes tokens.css differ from its rendering.
function cssValue(value: string): string {
  return /^#[0-9a-f]{3,8}$/i.test(value) ? value.toLowerCase() : value;
}

function declarations(entries: [string, string][], indent: string): string {
  return entries.map(([name, value]) => `${indent}--wob-${name}: ${cssValue(value)};`).join('\n');
}

function colorEntries(colors: ThemeColors): [string, string][] {
  return Object.entries(colors).map(([key, value]) => [kebab(key), value]);
}

function scaleEntries(): [string, string][] {
  const entries: [string, string][] = [];
  for (const [group, values] of Object.entries(scales)) {
    for (const [key, value] of Object.entries(values)) {
      entries.push([`${group}-${key}`, value]);
    }
  }
  avatarColors.forEach((color, index) => {
    entries.push([`avatar-${index}`, color]);
  });
  return entries;
}

/** Renders tokens.css from the token table; the tokens test keeps the file equal to this. */
export function renderTokensCss(): string {
  const dark = declarations(colorEntries(darkColors), '    ');
  return `${HEADER}

:root {
  color-scheme: light;
${declarations(scaleEntries(), '  ')}
${declarations(colorEntries(lightColors), '  ')}
${BUBBLE}
}

[data-theme="light"] {
  color-scheme: light;
${declarations(colorEntries(lightColors), '  ')}
${BUBBLE}
}

[data-theme="dark"] {
  color-scheme: dark;
${declarations(colorEntries(darkColors), '  ')}
${BUBBLE}
}

@media (prefers-color-scheme: dark) {
  :root:not([data-theme="light"]) {
    color-scheme: dark;
${dark}
${BUBBLE.replace(/^/gm, '  ')}
  }
}

@media (prefers-reduced-motion: reduce) {
  :root {
    --wob-duration-fast: 0ms;
    --wob-duration-base: 0ms;
    --wob-duration-slow: 0ms;
  }
}
`;
}
