import { describe, expect, it } from 'vitest';
import { searchKey } from './search-key';

describe('searchKey', () => {
  it('spells the Danish letters as Danes do without them', () => {
    expect(searchKey('Søren Ærø Århus')).toBe('soeren aeroe aarhus');
    expect(searchKey('ÆBLE ØL ÅL')).toBe('aeble oel aal');
  });

  it('drops other accents and folds case, ß and wide forms', () => {
    expect(searchKey('José Müller Straße')).toBe('jose muller strasse');
    expect(searchKey('Ｃａｆé')).toBe('cafe');
  });

  it('makes runs of white space one space and trims', () => {
    expect(searchKey('  Anna \t\n Bo  ')).toBe('anna bo');
  });

  it('folds a precomposed and a decomposed å alike', () => {
    expect(searchKey('A\u030Arhus')).toBe(searchKey('Århus'));
  });
});
