import { describe, expect, it } from 'vitest';
import { server, signUp, useTestServer } from '../../test/harness';
import { EventLog, messagesOf, sendText, signUpPair } from './chat-test-support';
import { react, reactionsOf } from './extensions-test-support';

// Reactions (reactions `v1/react`): any emoji of the set, once per person and emoji, toggled or
// added and removed, live for both sides.

useTestServer();

describe('reacting one-to-one', () => {
  it('adds, toggles and removes, each person once per emoji, in the order first used', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const sent = await sendText(server, alice, bob, 'Hello');
    const first = await react(server, bob, sent.data.id, ':heart:');
    expect(first.status, first.message).toBe(200);
    expect(reactionsOf(first.data)).toEqual([[':heart:', [bob.id]]]);
    expect(first.data.metadata?.['@injected']).toMatchObject({
      extensions: { reactions: { ':heart:': { [bob.id]: { name: 'Bob' } } } },
    });
    await react(server, alice, sent.data.id, ':+1:', 'add');
    await react(server, alice, sent.data.id, ':heart:', 'add');
    const again = await react(server, alice, sent.data.id, ':heart:', 'add');
    expect(again.status).toBe(200);
    expect(reactionsOf(again.data)).toEqual([
      [':heart:', [bob.id, alice.id]],
      [':+1:', [alice.id]],
    ]);
    // Bob's heart goes; Alice's heart came after her +1, so the +1 is now the first used.
    const toggled = await react(server, bob, sent.data.id, ':heart:');
    expect(reactionsOf(toggled.data)).toEqual([
      [':+1:', [alice.id]],
      [':heart:', [alice.id]],
    ]);
    const removedNothing = await react(server, bob, sent.data.id, ':heart:', 'remove');
    expect(removedNothing.status).toBe(200);
    expect(removedNothing.data.seq).toBe(toggled.data.seq);
    await react(server, alice, sent.data.id, ':+1:');
    const listed = (await messagesOf(server, bob, alice)).data.messages;
    expect(reactionsOf(listed[0])).toEqual([[':heart:', [alice.id]]]);
  });

  it('tells the other side live', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const sent = await sendText(server, alice, bob, 'Hello');
    const log = new EventLog(server, [alice, bob]);
    try {
      await react(server, bob, sent.data.id, ':wave::skin-tone-3:');
      await log.settle();
      const told = log.ofType(alice, 'chat.message.updated');
      expect(told.map((e) => reactionsOf(e.message))).toEqual([
        [[':wave::skin-tone-3:', [bob.id]]],
      ]);
    } finally {
      log.stop();
    }
  });

  it('refuses unknown emoji and strangers', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const eve = await signUp(server);
    const sent = await sendText(server, alice, bob, 'Hello');
    for (const emoji of [
      ':no-such-emoji:',
      ':heart::skin-tone-3:',
      ':skin-tone-2:',
      'heart',
      '❤️',
    ]) {
      const answer = await react(server, bob, sent.data.id, emoji);
      expect(answer.status, emoji).toBe(422);
      expect(answer.errors?.emoji).toBe('Choose an emoji');
    }
    expect((await react(server, eve, sent.data.id, ':heart:')).status).toBe(404);
  });
});
