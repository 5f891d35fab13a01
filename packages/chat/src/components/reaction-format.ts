import type { MessageReaction } from '../service/reactions';

// Who reacted, in words (spec chat: "who reacted on hover or long-press"): one's own reaction
// first as 'You', then the names in the order they reacted; at most three names, else two and
// "N others" ("Anna, Peter and 3 others"). CometChat may count more people than it names: the
// rest are counted ("Anna and 2 people"), and with no names at all only the count shows.

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function whoReacted(reaction: MessageReaction, me: string | null, t: Translate): string {
  const others = reaction.people.filter((person) => person.uid !== me);
  const mine = reaction.reactedByMe || others.length < reaction.people.length;
  const names = [...(mine ? [t('reactions.you')] : []), ...others.map((person) => person.name)];
  const total = Math.max(reaction.count, names.length);
  const [first = '', second = '', third = ''] = names;
  if (names.length === 0) return t('reactions.count', { count: total });
  if (names.length === 1) {
    return total === 1
      ? t('reactions.one', { first })
      : t('reactions.two', { first, second: t('reactions.count', { count: total - 1 }) });
  }
  if (total === 2) return t('reactions.two', { first, second });
  if (total === 3 && names.length === 3) return t('reactions.three', { first, second, third });
  return t('reactions.others', { first, second, count: total - 2 });
}
