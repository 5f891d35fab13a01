import { describe, expect, it } from 'vitest';
import { charOfColon, colonOfChar } from './emoji-colon';
import { QUICK_REACTIONS } from './reaction-emoji';

describe('colon names', () => {
  it('turns names into characters and back, skin tones too', () => {
    expect(charOfColon(':heart:')).toBe('❤️');
    expect(charOfColon(':thumbsup:')).toBe('👍');
    expect(colonOfChar('👍')).toBe(':+1:');
    expect(charOfColon(':wave::skin-tone-3:')).toBe('👋🏼');
    expect(colonOfChar('👋🏼')).toBe(':wave::skin-tone-3:');
    // With or without the variation selector.
    expect(colonOfChar('\u2764')).toBe(':heart:');
  });

  it('knows nothing of names or characters outside the set', () => {
    expect(charOfColon(':no_such_emoji:')).toBeNull();
    expect(charOfColon('heart')).toBeNull();
    expect(charOfColon(':heart::skin-tone-3:')).toBeNull();
    expect(colonOfChar('a')).toBeNull();
  });

  it('agrees with the quick row’s own table', () => {
    for (const quick of QUICK_REACTIONS) {
      expect(charOfColon(quick.emoji)).toBe(quick.char);
      expect(colonOfChar(quick.char)).toBe(quick.emoji);
    }
  });
});
