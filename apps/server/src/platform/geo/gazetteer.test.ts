import { describe, expect, it } from 'vitest';
import { distanceKm, locate } from './gazetteer';

const km = (a: string, b: string) => {
  const from = locate(a, 'DK');
  const to = locate(b, 'DK');
  if (!from || !to) throw new Error(`unknown: ${a} or ${b}`);
  return distanceKm(from, to);
};

describe('the gazetteer', () => {
  it('knows the Danish cities under their Danish and English names', () => {
    const copenhagen = locate('Copenhagen', 'DK');
    expect(copenhagen?.latitude).toBeCloseTo(55.68, 1);
    expect(copenhagen?.longitude).toBeCloseTo(12.57, 1);
    for (const name of ['København', 'kobenhavn', 'KØBENHAVN K', 'Nørrebro', 'Kbh']) {
      expect(locate(name, 'dk')).toEqual(copenhagen);
    }
    expect(locate('Aarhus', 'DK')).toEqual(locate('Århus', 'DK'));
    expect(locate('Aarhus C', 'DK')).toEqual(locate('Århus', 'DK'));
    expect(locate('Ålborg', 'DK')).toEqual(locate('Aalborg', 'DK'));
    expect(locate('Helsingor', 'DK')).toEqual(locate('Helsingør', 'DK'));
    expect(locate('Elsinore', 'DK')).toEqual(locate('Helsingør', 'DK'));
    expect(locate('Lyngby', 'DK')).toEqual(locate('Kongens Lyngby', 'DK'));
  });

  it('measures real distances between Danish cities', () => {
    expect(km('København', 'Roskilde')).toBeGreaterThan(25);
    expect(km('København', 'Roskilde')).toBeLessThan(35);
    expect(km('København', 'Aarhus')).toBeGreaterThan(150);
    expect(km('København', 'Aarhus')).toBeLessThan(165);
  });

  it('picks the most populous city of a name within the country', () => {
    // Two Frederiksbergs in Denmark: the one next to Copenhagen (95,000) wins.
    expect(km('Frederiksberg', 'København')).toBeLessThan(5);
    // Paris in France, not Paris, Texas.
    expect(locate('Paris', 'FR')?.longitude).toBeCloseTo(2.35, 0);
    expect(locate('Paris', 'US')?.longitude).toBeLessThan(-80);
  });

  it('answers null for a place it does not know', () => {
    expect(locate('Atlantis', 'DK')).toBeNull();
    expect(locate('København', 'SE')).toBeNull();
    expect(locate('', 'DK')).toBeNull();
    expect(locate('Odense', 'XX')).toBeNull();
  });
});
