import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../utils/contrast';
import { renderTokensCss } from './render-tokens-css';
import { avatarColors, avatarTextColor, contrastPairs, darkColors, lightColors } from './tokens';

const themes = { light: lightColors, dark: darkColors } as const;

describe('design tokens', () => {
  for (const [theme, colors] of Object.entries(themes)) {
    describe(`${theme} theme`, () => {
      it.each(contrastPairs)('$fg on $bg meets $min:1 ($use)', ({ fg, bg, min }) => {
        expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(min);
      });
    });
  }

  it('keeps the brand accents the design brief names', () => {
    expect(lightColors.accent).toBe('#C7305A');
    expect(lightColors.onAccent).toBe('#FFFFFF');
    expect(darkColors.accent).toBe('#FF7A98');
    // Near-black, not white, on the light dark-theme accent.
    expect(contrastRatio(darkColors.onAccent, '#000000')).toBeLessThan(1.5);
  });

  it.each(avatarColors)('avatar fallback %s carries white initials at 4.5:1', (color) => {
    expect(contrastRatio(avatarTextColor, color)).toBeGreaterThanOrEqual(4.5);
  });

  it('tokens.css is the rendering of the token table', async () => {
    // Fails when tokens.css was edited by hand or the table changed without a re-render;
    // `pnpm --filter @wob/ui tokens` rewrites the file.
    await expect(renderTokensCss()).toMatchFileSnapshot('./tokens.css');
  });

  it('themes the page by data-theme and by the system preference', () => {
    const css = renderTokensCss();
    expect(css).toContain('[data-theme="dark"] {');
    expect(css).toContain(
      '@media (prefers-color-scheme: dark) {\n  :root:not([data-theme="light"]) {',
    );
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    expect(css).toContain('--wob-bubble: var(--wob-accent);');
  });
});
