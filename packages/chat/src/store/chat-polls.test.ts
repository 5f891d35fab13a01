import { describe, expect, it } from 'vitest';
import { pollOf, POLL_MESSAGE_TYPE } from '../service/polls';
import { ChatError } from '../service/port';
import { createChatSetup, createWorld, EMIL, ME, METTE } from '../test/chat-fixtures';
import { flush, openPage } from '../test/chat-store-helpers';

// The chat store's polls: asking one from the modal (idle → creating → idle; a failure keeps
// the server's message, else 'Error creating poll'), voting with the answer shown in place,
// and others' votes arriving live as updates.

async function until(condition: () => boolean): Promise<void> {
  for (let round = 0; round < 100 && !condition(); round += 1) await flush();
  expect(condition()).toBe(true);
}

const translate = (key: string) =>
  key === 'chat:spec.errorCreatingPoll' ? 'Error creating poll' : key;

describe('polls in the store', () => {
  it('asks a poll in the open conversation: creating while it goes, then shown and sent', async () => {
    const setup = await openPage();
    const { store, world } = setup;
    expect(store.getState().open?.uid).toBe(METTE.uid);
    const release = world.stall('send');
    const asking = store.getState().createPoll({ question: 'Pizza?', options: ['Ja', 'Nej'] });
    expect(store.getState().pollCreate).toEqual({ status: 'creating', error: null });
    // A second press while creating asks nothing.
    expect(await store.getState().createPoll({ question: 'Pizza?', options: ['Ja', 'Nej'] })).toBe(
      false,
    );
    release();
    expect(await asking).toBe(true);
    expect(store.getState().pollCreate).toEqual({ status: 'idle', error: null });
    expect(setup.service.callsOf('createPoll')).toBe(1);
    const shown = store.getState().open?.messages.at(-1);
    expect(shown && pollOf(shown, ME.uid, POLL_MESSAGE_TYPE)?.question).toBe('Pizza?');
    const stored = world.messages.at(-1);
    expect(stored).toMatchObject({ type: 'poll', receiverId: METTE.uid, sender: { uid: ME.uid } });
  });

  it("shows 'Error creating poll' when the service says nothing, else the server's message", async () => {
    const setup = await openPage({ translate });
    const { store, world } = setup;
    world.failNext('send', 'network');
    expect(await store.getState().createPoll({ question: 'Kaffe?', options: ['Ja', 'Nej'] })).toBe(
      false,
    );
    expect(store.getState().pollCreate).toEqual({ status: 'idle', error: 'Error creating poll' });

    setup.service.createPoll = async () => {
      throw new ChatError('invalid', 'Spørgsmålet er for langt', 422);
    };
    await store.getState().createPoll({ question: 'Kaffe?', options: ['Ja', 'Nej'] });
    expect(store.getState().pollCreate.error).toBe('Spørgsmålet er for langt');
    store.getState().resetPollCreate();
    expect(store.getState().pollCreate).toEqual({ status: 'idle', error: null });
  });

  it('posts add-to-waiting before a poll that is the first message to someone', async () => {
    const world = createWorld();
    const setup = createChatSetup(world, { selected: { id: EMIL.uid, name: EMIL.name } });
    await setup.store.getState().openPage();
    await flush();
    expect(
      await setup.store.getState().createPoll({ question: 'Kaffe?', options: ['Ja', 'Nej'] }),
    ).toBe(true);
    expect(setup.service.argsOf('addToWaiting')).toEqual([[EMIL.uid]]);
    expect(world.messages.at(-1)).toMatchObject({ type: 'poll', requested: true });
  });

  it("shows my vote from the answer and Mette's vote live, and tells a refused second vote", async () => {
    const errors: string[] = [];
    const setup = await openPage({
      notify: { success: () => undefined, error: (text) => errors.push(text) },
    });
    const { store, world } = setup;
    await store.getState().createPoll({ question: 'Fredag?', options: ['Bio', 'Bowling'] });
    const poll = store.getState().open?.messages.at(-1);
    if (!poll) throw new Error('no poll');
    const view = () => {
      const shown = store.getState().open?.messages.find((m) => m.id === poll.id);
      return shown ? pollOf(shown, ME.uid, POLL_MESSAGE_TYPE) : null;
    };

    expect(await store.getState().votePoll(poll.id, 2)).toBe(true);
    expect(view()).toMatchObject({ total: 1, votePolled: 2 });
    expect(view()?.options.map((o) => o.percentage)).toEqual([0, 100]);

    const mette = world.serviceFor(METTE.uid);
    await mette.login();
    await mette.votePoll(poll.id, 1);
    await until(() => view()?.total === 2);
    expect(view()?.options.map((o) => [o.count, o.percentage])).toEqual([
      [1, 50],
      [1, 50],
    ]);
    expect(view()?.options[0]?.voters.map((voter) => voter.name)).toEqual([METTE.name]);
    // Still one poll in the list: a vote is no new message.
    expect(store.getState().open?.messages.filter((m) => m.id === poll.id)).toHaveLength(1);

    expect(await store.getState().votePoll(poll.id, 1)).toBe(false);
    expect(errors).toEqual(['You have already voted in this poll']);
    expect(view()?.votePolled).toBe(2);
  });
});
