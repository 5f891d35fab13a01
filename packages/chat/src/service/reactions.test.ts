import { describe, expect, it } from 'vitest';
import { REACTION_COUNTS_KEY, reactionsOf, withReactions } from './reactions';

const message = (reactions: unknown, extra: Record<string, unknown> = {}) => ({
  deletedAt: null,
  metadata: { '@injected': { extensions: { reactions } }, ...extra },
});

describe('reactionsOf', () => {
  it('lists each emoji in order with its count, mine and the names', () => {
    const reactions = reactionsOf(
      message({
        ':heart:': { ann: { name: 'Ann' }, bob: { name: 'Bob', avatar: 'https://a/b.png' } },
        ':+1:': { bob: { name: 'Bob' } },
        ':wave::skin-tone-3:': { cy: { name: 'Cy' } },
      }),
      'ann',
    );
    expect(reactions).toEqual([
      {
        emoji: ':heart:',
        count: 2,
        reactedByMe: true,
        people: [
          { uid: 'ann', name: 'Ann' },
          { uid: 'bob', name: 'Bob', avatar: 'https://a/b.png' },
        ],
      },
      { emoji: ':+1:', count: 1, reactedByMe: false, people: [{ uid: 'bob', name: 'Bob' }] },
      {
        emoji: ':wave::skin-tone-3:',
        count: 1,
        reactedByMe: false,
        people: [{ uid: 'cy', name: 'Cy' }],
      },
    ]);
  });

  it('skips what is not a known reaction: bad emoji names, nobody, people without a name', () => {
    expect(
      reactionsOf(
        message({
          '👍': { ann: { name: 'Ann' } },
          heart: { ann: { name: 'Ann' } },
          ':smile:': {},
          ':joy:': { ann: { title: 'Ann' }, bob: 'Bob' },
          ':cry:': 'nobody',
          ':pray:': { cy: { name: 'Cy' } },
        }),
        'ann',
      ).map((reaction) => reaction.emoji),
    ).toEqual([':pray:']);
  });

  it('shows nothing for no metadata, a map that is not one, or a deleted message', () => {
    expect(reactionsOf({ deletedAt: null }, 'ann')).toEqual([]);
    expect(reactionsOf({ deletedAt: null, metadata: {} }, 'ann')).toEqual([]);
    expect(reactionsOf(message(['x']), 'ann')).toEqual([]);
    expect(reactionsOf(message(null), 'ann')).toEqual([]);
    expect(
      reactionsOf({ ...message({ ':heart:': { ann: { name: 'Ann' } } }), deletedAt: 5 }, 'ann'),
    ).toEqual([]);
  });

  it('takes a told count above the names it has (CometChat) and its reactedByMe', () => {
    const [heart] = reactionsOf(
      message(
        { ':heart:': { bob: { name: 'Bob' } } },
        { [REACTION_COUNTS_KEY]: { ':heart:': { count: 4, reactedByMe: true } } },
      ),
      'ann',
    );
    expect(heart).toMatchObject({ emoji: ':heart:', count: 4, reactedByMe: true });
    expect(
      reactionsOf(
        message({ ':heart:': {} }, { [REACTION_COUNTS_KEY]: { ':heart:': { count: 2 } } }),
        null,
      ),
    ).toEqual([{ emoji: ':heart:', count: 2, reactedByMe: false, people: [] }]);
  });

  it('withReactions replaces the map and keeps the rest of the metadata', () => {
    const before = {
      metadata: {
        mentions: [],
        '@injected': { extensions: { 'smart-reply': { reply_positive: 'Yes' } } },
      },
    };
    const after = withReactions(before, { ':heart:': { ann: { name: 'Ann' } } });
    expect(after.metadata).toEqual({
      mentions: [],
      '@injected': {
        extensions: {
          'smart-reply': { reply_positive: 'Yes' },
          reactions: { ':heart:': { ann: { name: 'Ann' } } },
        },
      },
    });
    expect(before.metadata['@injected'].extensions).not.toHaveProperty('reactions');
  });
});
