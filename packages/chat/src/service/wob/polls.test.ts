import { apiError } from '@wob/test-utils';
import { describe, expect, it } from 'vitest';
import { ChatError } from '../port';
import { message, OTHER, scripted } from './test/fakes';

// The wob adapter's polls: the polls extension's endpoints, a create retried with its muid, a
// refused second vote as 'not-allowed' with the server's text.

async function loggedIn() {
  const world = scripted({ retry: { attempts: 3, initialMs: 1, maxMs: 1 } });
  await world.service.login();
  return world;
}

const poll = (id: number) => message(id, { type: 'poll', category: 'custom', from: 'me' });

describe('wob polls', () => {
  it('asks v1/create with the question, options, receiver and muid, retrying a network failure', async () => {
    const world = await loggedIn();
    let calls = 0;
    world.fake.on('chatPollsCreate', () => {
      calls += 1;
      if (calls === 1) throw apiError(0, '');
      return { data: poll(40) };
    });
    const made = await world.service.createPoll({
      receiverId: OTHER,
      receiverType: 'user',
      muid: 'poll-1',
      question: 'Kaffe?',
      options: ['Ja', 'Nej'],
    });
    expect(made.id).toBe('40');
    expect(world.fake.inputsOf('chatPollsCreate')).toEqual([
      {
        question: 'Kaffe?',
        options: ['Ja', 'Nej'],
        receiver: OTHER,
        receiverType: 'user',
        muid: 'poll-1',
      },
      {
        question: 'Kaffe?',
        options: ['Ja', 'Nej'],
        receiver: OTHER,
        receiverType: 'user',
        muid: 'poll-1',
      },
    ]);
  });

  it('votes with v1/vote and answers the poll as it now is', async () => {
    const world = await loggedIn();
    world.fake.on('chatPollsVote', () => ({ data: poll(41) }));
    expect((await world.service.votePoll('41', 2)).id).toBe('41');
    expect(world.fake.inputsOf('chatPollsVote')).toEqual([{ vote: 2, id: '41' }]);
  });

  it("refuses a second vote as 'not-allowed' with the server's message, once", async () => {
    const world = await loggedIn();
    world.fake.on('chatPollsVote', () => {
      throw apiError(409, 'Du har allerede stemt.', {}, 'chatPolls.alreadyVoted');
    });
    const failure = world.service.votePoll('41', 1);
    await expect(failure).rejects.toBeInstanceOf(ChatError);
    await expect(failure).rejects.toMatchObject({
      code: 'not-allowed',
      message: 'Du har allerede stemt.',
    });
    expect(world.fake.inputsOf('chatPollsVote')).toHaveLength(1);
  });

  it("keeps the server's validation message of a create", async () => {
    const world = await loggedIn();
    world.fake.on('chatPollsCreate', () => {
      throw apiError(422, 'Skriv et spørgsmål');
    });
    const failure = world.service.createPoll({
      receiverId: OTHER,
      receiverType: 'user',
      muid: 'poll-2',
      question: ' ',
      options: ['a', 'b'],
    });
    await expect(failure).rejects.toMatchObject({ code: 'invalid', message: 'Skriv et spørgsmål' });
  });
});
