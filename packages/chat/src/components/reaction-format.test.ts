import { createI18n } from '@wob/i18n/react';
import { describe, expect, it } from 'vitest';
import type { MessageReaction } from '../service/reactions';
import { whoReacted } from './reaction-format';

const people = (...names: string[]) => names.map((name) => ({ uid: name.toLowerCase(), name }));
const reaction = (count: number, names: string[], reactedByMe = false): MessageReaction => ({
  emoji: ':heart:',
  count,
  reactedByMe,
  people: people(...names),
});

describe('whoReacted', () => {
  const en = createI18n('en');
  const da = createI18n('da');
  const tEn = (key: string, options?: Record<string, unknown>) => en.t(`chat:${key}`, options);
  const tDa = (key: string, options?: Record<string, unknown>) => da.t(`chat:${key}`, options);

  it('names one, two and three people, then two and the others', () => {
    expect(whoReacted(reaction(1, ['Anna']), 'me', tEn)).toBe('Anna');
    expect(whoReacted(reaction(2, ['Anna', 'Peter']), 'me', tEn)).toBe('Anna and Peter');
    expect(whoReacted(reaction(3, ['Anna', 'Peter', 'Cy']), 'me', tEn)).toBe('Anna, Peter and Cy');
    expect(whoReacted(reaction(5, ['Anna', 'Peter', 'Cy', 'Di', 'Ed']), 'me', tEn)).toBe(
      'Anna, Peter and 3 others',
    );
    expect(whoReacted(reaction(4, ['Anna', 'Peter', 'Cy', 'Di']), 'me', tDa)).toBe(
      'Anna, Peter og 2 andre',
    );
  });

  it('puts oneself first as You', () => {
    expect(whoReacted(reaction(2, ['Anna', 'Me'], true), 'me', tEn)).toBe('You and Anna');
    expect(whoReacted(reaction(2, ['Anna', 'Me'], true), 'me', tDa)).toBe('Dig og Anna');
  });

  it('counts the people it has no names for', () => {
    expect(whoReacted(reaction(3, []), 'me', tEn)).toBe('3 people');
    expect(whoReacted(reaction(1, []), 'me', tDa)).toBe('1 person');
    expect(whoReacted(reaction(3, ['Anna']), 'me', tEn)).toBe('Anna and 2 people');
    expect(whoReacted(reaction(2, [], true), 'me', tEn)).toBe('You and 1 person');
  });
});
