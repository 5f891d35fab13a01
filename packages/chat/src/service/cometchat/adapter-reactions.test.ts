import { describe, expect, it } from 'vitest';
import { reactionsOf } from '../reactions';
import { text, world } from './test/adapter-kit';

// Reactions on the cometchat adapter over the scripted CometChat, beyond the contract: the
// SDK's characters become colon names and back, a page read later carries CometChat's counts
// without names, and reactions the picker's set does not know are left out.

describe('reactions', () => {
  it('sends the character, reads colon names back, and keeps counts without names in a page', async () => {
    const { tab, cloud } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    const cy = tab('cy');
    await Promise.all([ann.service.login(), bob.service.login(), cy.service.login()]);
    const sent = await text(bob, 'ann', 'Hej');
    await ann.service.addReaction(sent.id, ':wave::skin-tone-3:');
    await bob.service.addReaction(sent.id, ':+1:');
    const stored = cloud.messages.find((message) => String(message.id) === sent.id);
    expect(stored?.reactions?.map((reaction) => reaction.reaction)).toEqual(['👋🏼', '👍']);

    // A new tab of Ann's reads the message in a page: counts and her own, no names yet.
    const later = tab('ann');
    await later.service.login();
    const [read] = await later.service.messagesRequest({ uid: 'bob' }).fetchPrevious();
    expect(reactionsOf(read ?? sent, 'ann')).toEqual([
      { emoji: ':wave::skin-tone-3:', count: 1, reactedByMe: true, people: [] },
      { emoji: ':+1:', count: 1, reactedByMe: false, people: [] },
    ]);

    // Asked who reacted (a chip's tooltip), the adapter reads them: the names fill in.
    const named = await later.service.reactionPeople(read ?? sent);
    expect(
      reactionsOf(named, 'ann').map(({ emoji, count, people }) => ({
        emoji,
        count,
        names: people.map((person) => person.uid),
      })),
    ).toEqual([
      { emoji: ':wave::skin-tone-3:', count: 1, names: ['ann'] },
      { emoji: ':+1:', count: 1, names: ['bob'] },
    ]);
  });

  it('leaves out reactions the emoji set does not know', async () => {
    const { tab, cloud } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await Promise.all([ann.service.login(), bob.service.login()]);
    const sent = await text(bob, 'ann', 'Hej');
    const stored = cloud.messages.find((message) => String(message.id) === sent.id);
    if (!stored) throw new Error('not stored');
    stored.reactions = [{ reaction: 'not-an-emoji', uid: 'bob', reactedAt: 1 }];
    const answer = await ann.service.addReaction(sent.id, ':heart:');
    expect(reactionsOf(answer, 'ann').map((reaction) => reaction.emoji)).toEqual([':heart:']);
  });
});
