import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, weeklyAmount } from './format';

// What Intl prints on Node 20 here: a no-break space (U+00A0) inside both prices.
describe('formatMoney', () => {
  it('prints DKK 9.00 as Danes and Britons read it', () => {
    expect(formatMoney(900, 'DKK', 'da-DK')).toBe('9,00\u00a0kr.');
    expect(formatMoney(900, 'DKK', 'en-GB')).toBe('DKK\u00a09.00');
  });

  it('prints a quarter of the monthly price as the weekly one (spec: about DKK 2.25)', () => {
    expect(weeklyAmount(900)).toBe(225);
    expect(formatMoney(weeklyAmount(900), 'DKK', 'da-DK')).toBe('2,25\u00a0kr.');
    expect(formatMoney(weeklyAmount(900), 'DKK', 'en-GB')).toBe('DKK\u00a02.25');
  });

  it("follows each currency's own minor units", () => {
    expect(formatMoney(900, 'JPY', 'en-GB')).toBe('JP¥900');
    expect(formatMoney(1999, 'EUR', 'da-DK')).toBe('19,99\u00a0€');
  });
});

describe('formatDate', () => {
  it('writes a long date in the UI language', () => {
    expect(formatDate('2026-12-01T12:00:00.000Z', 'da-DK')).toBe('1. december 2026');
    expect(formatDate('2026-12-01T12:00:00.000Z', 'en-GB')).toBe('1 December 2026');
  });
});
