import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { percentagesOf } from './percentages';

describe('percentagesOf', () => {
  it('is 0 for every option while nobody has voted', () => {
    expect(percentagesOf([0, 0, 0])).toEqual([0, 0, 0]);
    expect(percentagesOf([])).toEqual([]);
  });

  it('gives the missing point of three equal thirds to the first option', () => {
    expect(percentagesOf([1, 1, 1])).toEqual([34, 33, 33]);
  });

  it('shows 19 of 20 votes as 95 and 5', () => {
    expect(percentagesOf([19, 1])).toEqual([95, 5]);
  });

  it('gives the missing points to the largest remainders', () => {
    // 2/7 = 28.57, 4/7 = 57.14, 1/7 = 14.29: rounded down 28 + 57 + 14 = 99.
    expect(percentagesOf([2, 4, 1])).toEqual([29, 57, 14]);
    expect(percentagesOf([0, 1, 0, 2])).toEqual([0, 33, 0, 67]);
  });

  test.prop([fc.array(fc.nat({ max: 100_000 }), { minLength: 1, maxLength: 10 })])(
    'adds up to 100 when anyone voted, each within one point of the exact share',
    (votes) => {
      const total = votes.reduce((sum, n) => sum + n, 0);
      const result = percentagesOf(votes);
      expect(result).toHaveLength(votes.length);
      if (total === 0) {
        expect(result.every((p) => p === 0)).toBe(true);
        return;
      }
      expect(result.reduce((sum, p) => sum + p, 0)).toBe(100);
      for (const [index, n] of votes.entries()) {
        const exact = (n * 100) / total;
        expect(Math.abs((result[index] ?? 0) - exact)).toBeLessThan(1);
        expect(Number.isInteger(result[index])).toBe(true);
        if (n === 0) expect(result[index]).toBe(0);
      }
    },
  );
});
