import { describe, expect, it } from 'vitest';
import { danishSortKey, FALLBACK_SLUG, SLUG_MAX, slugBase, slugHasBase } from './names';

const danishOrder = (names: string[]) =>
  [...names].sort((a, b) => {
    const left = danishSortKey(a);
    const right = danishSortKey(b);
    return left < right ? -1 : left > right ? 1 : 0;
  });

describe('danishSortKey', () => {
  it('puts æ, ø and å after z, and aa with å (Aalborg after Åen)', () => {
    expect(danishOrder(['Åen', 'Øl', 'Aalborg', 'Zebra', 'Æble'])).toEqual([
      'Zebra',
      'Æble',
      'Øl',
      'Åen',
      'Aalborg',
    ]);
  });

  it('ignores case and accents other than the Danish letters', () => {
    expect(danishSortKey('CAFÉ')).toBe(danishSortKey('cafe'));
    expect(danishSortKey('ØL')).toBe(danishSortKey('øl'));
    expect(danishOrder(['Éclair', 'Dans', 'Fisk'])).toEqual(['Dans', 'Éclair', 'Fisk']);
  });

  it('sorts ä with æ, ö with ø and ü with y', () => {
    expect(danishSortKey('Ärlig')).toBe(danishSortKey('Ærlig'));
    expect(danishSortKey('Köbenhavn')).toBe(danishSortKey('København'));
    expect(danishSortKey('Müller')).toBe(danishSortKey('Myller'));
  });

  it('puts digits first and other scripts and emoji last', () => {
    expect(danishOrder(['Øl', '🍺 Bar', '42 Klub', 'Ωmega', 'Abe'])).toEqual([
      '42 Klub',
      'Abe',
      'Øl',
      'Ωmega',
      '🍺 Bar',
    ]);
  });

  it('counts a run of spaces or punctuation once and a shorter name first', () => {
    expect(danishSortKey('Øl   &  Snak')).toBe(danishSortKey('Øl Snak'));
    expect(danishSortKey('  Øl  ')).toBe(danishSortKey('Øl'));
    expect(danishOrder(['Ølbar', 'Øl bar', 'Øl'])).toEqual(['Øl', 'Øl bar', 'Ølbar']);
  });

  it('is made of lower-case ASCII letters only, so any database collation orders it alike', () => {
    for (const name of ['Æble', 'Ωμέγα', '🍺👩‍🚀', 'a-b c', 'Straße', '   x  ']) {
      expect(danishSortKey(name)).toMatch(/^[a-z]*$/);
    }
  });
});

describe('slugBase', () => {
  it.each([
    ['Øl & Venner', 'oel-venner'],
    ['ÆØÅ', 'aeoeaa'],
    ['Århus Løbeklub', 'aarhus-loebeklub'],
    ['   x  ', 'x'],
    ['Café Crème', 'cafe-creme'],
    ['Straße', 'strasse'],
    ['C++ & Rust!', 'c-rust'],
    ['--Brætspil--', 'braetspil'],
    ['Ｆｕｌｌｗｉｄｔｈ', 'fullwidth'],
  ])('%j → %j', (name, slug) => {
    expect(slugBase(name)).toBe(slug);
  });

  it(`falls back to '${FALLBACK_SLUG}' when nothing Latin is left`, () => {
    expect(slugBase('🍺🍺🍺')).toBe(FALLBACK_SLUG);
    expect(slugBase('日本語')).toBe(FALLBACK_SLUG);
    expect(slugBase('!!!')).toBe(FALLBACK_SLUG);
  });

  it(`stays within ${SLUG_MAX} characters and never ends with a dash`, () => {
    const slug = slugBase(`${'ab '.repeat(19)}abcdefgh`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).not.toMatch(/-$/);
    expect(slugBase('å'.repeat(40))).toBe('a'.repeat(SLUG_MAX));
  });

  it('only ever holds lower-case letters, digits and single inner dashes', () => {
    for (const name of ['Ω', 'a\u0301b', '💥a💥b💥', 'x__y', '  -  ']) {
      expect(slugBase(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});

describe('slugHasBase', () => {
  it('recognises the base and its collision suffixes only', () => {
    expect(slugHasBase('oel', 'oel')).toBe(true);
    expect(slugHasBase('oel-3', 'oel')).toBe(true);
    expect(slugHasBase('oel-venner', 'oel')).toBe(false);
    expect(slugHasBase('oel-2', 'oel-2')).toBe(true);
  });
});
