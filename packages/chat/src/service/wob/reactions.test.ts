import { apiError } from '@wob/test-utils';
import { describe, expect, it } from 'vitest';
import { ChatError } from '../port';
import { reactionsOf, withReactions } from '../reactions';
import { ME, message, OTHER, scripted } from './test/fakes';

// Reactions of the wob adapter: `v1/react` always with the action, so a try repeated after a
// lost answer does what the person chose once; network failures and 5xx retried as sends are;
// a refusal is a typed ChatError.

async function loggedIn() {
  const world = scripted();
  await world.service.login();
  return world;
}

describe('addReaction / removeReaction', () => {
  it('calls v1/react with the action, retries network failures and 5xx, and answers the message', async () => {
    const world = await loggedIn();
    const reacted = withReactions(message(7, { from: OTHER, to: ME }), {
      ':heart:': { [ME]: { name: 'Me' } },
    });
    const failures = [apiError(0, 'TypeError: fetch failed'), apiError(503)];
    world.fake.on('chatReactionsReact', () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return { data: reacted };
    });

    const answer = await world.service.addReaction('7', ':heart:');

    expect(reactionsOf(answer, ME)).toMatchObject([{ emoji: ':heart:', reactedByMe: true }]);
    expect(world.fake.inputsOf('chatReactionsReact')).toEqual([
      { msgId: '7', emoji: ':heart:', action: 'add' },
      { msgId: '7', emoji: ':heart:', action: 'add' },
      { msgId: '7', emoji: ':heart:', action: 'add' },
    ]);
    expect(world.sleeps).toHaveLength(2);

    world.fake.on('chatReactionsReact', () => ({ data: message(7, { from: OTHER, to: ME }) }));
    await world.service.removeReaction('7', ':heart:');
    expect(world.fake.inputsOf('chatReactionsReact').at(-1)).toEqual({
      msgId: '7',
      emoji: ':heart:',
      action: 'remove',
    });
  });

  it('does not retry a refusal and tells it as a ChatError', async () => {
    const world = await loggedIn();
    world.fake.on('chatReactionsReact', () => {
      throw apiError(422, 'Choose an emoji');
    });
    const failure = await world.service.addReaction('7', ':nope:').catch((error) => error);
    expect(failure).toBeInstanceOf(ChatError);
    expect(failure).toMatchObject({ code: 'invalid' });
    expect(world.fake.inputsOf('chatReactionsReact')).toHaveLength(1);
  });
});
