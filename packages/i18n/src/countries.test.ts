import { describe, expect, it } from 'vitest';
import { countryName, countryOptions } from './countries';

describe('countryName', () => {
  it('names a country in Danish and English', () => {
    expect(countryName('DK', 'da')).toBe('Danmark');
    expect(countryName('DK', 'en')).toBe('Denmark');
    expect(countryName('gl', 'da')).toBe('Grønland');
  });

  it('is undefined for codes that are not alpha-2 countries', () => {
    for (const code of ['ZZ', 'DNK', '208', '', 'D'])
      expect(countryName(code, 'en')).toBeUndefined();
  });
});

describe('countryOptions', () => {
  it('lists every country once, with its upper-case code', () => {
    const options = countryOptions('en');
    expect(options).toHaveLength(250);
    expect(new Set(options.map((option) => option.code)).size).toBe(250);
    for (const { code } of options) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('sorts Danish names in Danish order, with Æ, Ø and Å after Z', () => {
    const names = countryOptions('da').map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('da').compare));
    const zimbabwe = names.indexOf('Zimbabwe');
    expect(zimbabwe).toBeGreaterThan(0);
    const after = names.slice(zimbabwe + 1);
    expect(after.length).toBeGreaterThan(0);
    for (const name of after) expect(name).toMatch(/^[ÆØÅ]/);
    expect(after).toContain('Østrig');
    expect(names.indexOf('Østrig')).toBeLessThan(names.indexOf('Ålandsøerne'));
  });

  it('sorts English names in English order', () => {
    const names = countryOptions('en').map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(names[0]).toBe('Afghanistan');
    expect(names.indexOf('Åland Islands')).toBeLessThan(names.indexOf('Albania'));
  });

  it('gives the same list on every call', () => {
    expect(countryOptions('da')).toBe(countryOptions('da'));
  });
});
