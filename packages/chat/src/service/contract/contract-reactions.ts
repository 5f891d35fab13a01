import { expect, it } from 'vitest';
import { reactionsOf } from '../reactions';
import { type ContractStage, rejectionCode } from './contract-kit';
import { until } from './recorder';

// Reactions (port `addReaction` / `removeReaction`, read with `reactionsOf`): the answer is the
// message as it now is, the other side of the conversation is told live (`onMessageUpdated`)
// with the reacting person's name, adding twice or removing what is not there changes nothing,
// and each person counts once per emoji.

export function describeReactionsContract(stage: ContractStage): void {
  it(
    'adds a reaction with the name of who reacted, and the other side sees it live',
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const message = await stage.send(b, a, 'React to this');
      const bLog = stage.listen(b.service);

      const answered = await a.service.addReaction(message.id, ':heart:');

      expect(answered.id).toBe(message.id);
      expect(reactionsOf(answered, a.uid)).toEqual([
        {
          emoji: ':heart:',
          count: 1,
          reactedByMe: true,
          people: [expect.objectContaining({ uid: a.uid, name: a.name })],
        },
      ]);
      await until(
        () => bLog.updated.some((m) => m.id === message.id && reactionsOf(m, b.uid).length > 0),
        'the reaction at B',
      );
      const seen = bLog.updated.filter((m) => m.id === message.id).at(-1);
      expect(reactionsOf(seen ?? message, b.uid)).toEqual([
        {
          emoji: ':heart:',
          count: 1,
          reactedByMe: false,
          people: [expect.objectContaining({ uid: a.uid, name: a.name })],
        },
      ]);
      const listed = await b.service.messagesRequest({ uid: a.uid }).fetchPrevious();
      const stored = listed.find((m) => m.id === message.id);
      expect(reactionsOf(stored ?? message, b.uid)).toMatchObject([
        { emoji: ':heart:', count: 1, reactedByMe: false },
      ]);
      // Read in a page, a message may count more than it names (CometChat); asked, the
      // service names who reacted.
      const named = await b.service.reactionPeople(stored ?? message);
      expect(reactionsOf(named, b.uid)).toEqual([
        {
          emoji: ':heart:',
          count: 1,
          reactedByMe: false,
          people: [expect.objectContaining({ uid: a.uid, name: a.name })],
        },
      ]);
    },
    stage.timeout,
  );

  it(
    'adding the same emoji again changes nothing; removing takes it away for both',
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const message = await stage.send(b, a, 'Once is enough');
      await a.service.addReaction(message.id, ':+1:');

      const again = await a.service.addReaction(message.id, ':+1:');
      expect(reactionsOf(again, a.uid)).toMatchObject([
        { emoji: ':+1:', count: 1, reactedByMe: true },
      ]);

      const bLog = stage.listen(b.service);
      const removed = await a.service.removeReaction(message.id, ':+1:');
      expect(reactionsOf(removed, a.uid)).toEqual([]);
      await until(
        () => bLog.updated.some((m) => m.id === message.id && reactionsOf(m, b.uid).length === 0),
        'the removal at B',
      );
      const gone = await a.service.removeReaction(message.id, ':+1:');
      expect(reactionsOf(gone, a.uid)).toEqual([]);
    },
    stage.timeout,
  );

  it(
    'counts two people with the same emoji as 2, each seeing their own',
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const message = await stage.send(a, b, 'Two of us');
      await a.service.addReaction(message.id, ':joy:');
      const both = await b.service.addReaction(message.id, ':joy:');

      const [mine] = reactionsOf(both, b.uid);
      expect(mine).toMatchObject({ emoji: ':joy:', count: 2, reactedByMe: true });
      expect(mine?.people.map((person) => person.name).sort()).toEqual([a.name, b.name].sort());
      const listed = await a.service.messagesRequest({ uid: b.uid }).fetchPrevious();
      expect(reactionsOf(listed.find((m) => m.id === message.id) ?? message, a.uid)).toMatchObject([
        { emoji: ':joy:', count: 2, reactedByMe: true },
      ]);
    },
    stage.timeout,
  );

  it(
    'refuses an emoji that is not in colon form',
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const message = await stage.send(b, a, 'Not like that');
      expect(await rejectionCode(a.service.addReaction(message.id, 'heart'))).toBe('invalid');
    },
    stage.timeout,
  );
}
