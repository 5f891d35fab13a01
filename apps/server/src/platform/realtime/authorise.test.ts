import { describe, expect, it } from 'vitest';
import { createTopicAuthoriser } from './authorise';
import { topics } from './hub';

// The platform's half of who may receive which topic: one's own topic, and the rules the
// modules hand in per kind (the app's rules are tested through /realtime in realtime.test.ts).
describe('createTopicAuthoriser', () => {
  const asked: string[] = [];
  const authorise = createTopicAuthoriser({
    bubble: async (userId, id) => {
      asked.push(`bubble ${userId} ${id}`);
      return id === 'open';
    },
  });

  it("allows one's own topic and never another's, without asking a rule", async () => {
    expect(await authorise('alice', topics.user('alice'))).toBe(true);
    expect(await authorise('alice', topics.user('bob'))).toBe(false);
    expect(asked).toEqual([]);
  });

  it('asks the rule of the topic kind with the caller and the id', async () => {
    expect(await authorise('alice', 'bubble:open')).toBe(true);
    expect(await authorise('alice', 'bubble:closed')).toBe(false);
    expect(asked).toEqual(['bubble alice open', 'bubble alice closed']);
  });

  it('refuses kinds without a rule, internal topics, inherited names and malformed ids', async () => {
    asked.length = 0;
    for (const topic of [
      'presence:bob',
      'realtime:presence',
      'constructor:abc',
      'hasownproperty:abc',
      'bubble:',
      'bubble:a b',
      `bubble:${'x'.repeat(65)}`,
      'bubble',
      '',
    ]) {
      expect({ topic, allowed: await authorise('alice', topic) }).toEqual({
        topic,
        allowed: false,
      });
    }
    expect(asked).toEqual([]);
  });
});
