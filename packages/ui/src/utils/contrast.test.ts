import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextColor } from './contrast';

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#C7305A', '#c7305a')).toBeCloseTo(1, 5);
  });

  it('reads short hex and matches a known pair', () => {
    expect(contrastRatio('#fff', '#C7305A')).toBeCloseTo(5.25, 2);
  });

  it('rejects what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/Not a hex colour/);
  });
});

describe('readableTextColor', () => {
  it('puts dark text on a pale Bubble colour and white text on a deep one', () => {
    expect(readableTextColor('#FDE68A')).toBe('#0F172A');
    expect(readableTextColor('#1E3A8A')).toBe('#FFFFFF');
  });

  it('chooses between the colours it is given', () => {
    expect(readableTextColor('#fde68a', '#111111', '#fafafa')).toBe('#111111');
    expect(readableTextColor('#1e3a8a', '#111111', '#fafafa')).toBe('#fafafa');
  });

  it('answers the light colour for what is not a hex colour, instead of throwing', () => {
    expect(readableTextColor('red')).toBe('#FFFFFF');
    expect(readableTextColor('')).toBe('#FFFFFF');
    expect(readableTextColor('#12345')).toBe('#FFFFFF');
    expect(readableTextColor('nonsense', '#000000', '#fafafa')).toBe('#fafafa');
  });
});
