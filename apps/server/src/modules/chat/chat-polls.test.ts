import { POLL_MESSAGE_TYPE } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { server, signUp, useTestServer } from '../../test/harness';
import {
  conversationsOf,
  EventLog,
  messagesOf,
  newMuid,
  signUpPair,
  syncOf,
} from './chat-test-support';
import { countsOf, createPoll, extensionsOf, vote } from './extensions-test-support';

// Polls in chat (polls `v1/create`, `v1/vote`): a poll is a custom message sent like any
// other; each person votes once, enforced by the database; every vote reaches both sides.

useTestServer();

describe('asking a poll one-to-one', () => {
  it('stores a custom poll message with its question, options and empty results', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const asked = await createPoll(server, alice, {
      receiver: bob.id,
      question: '  Where do we meet?  ',
      options: ['Café', ' Park ', 'Beach'],
    });
    expect(asked.status, asked.message).toBe(200);
    expect(asked.data).toMatchObject({
      type: POLL_MESSAGE_TYPE,
      category: 'custom',
      receiverId: bob.id,
      receiverType: 'user',
      sender: { uid: alice.id },
      data: {
        customData: {
          question: 'Where do we meet?',
          options: { 1: 'Café', 2: 'Park', 3: 'Beach' },
        },
      },
    });
    expect(extensionsOf(asked.data).polls).toEqual({
      id: asked.data.id,
      question: 'Where do we meet?',
      options: { 1: 'Café', 2: 'Park', 3: 'Beach' },
      results: {
        total: 0,
        question: 'Where do we meet?',
        options: {
          1: { text: 'Café', count: 0, voters: {} },
          2: { text: 'Park', count: 0, voters: {} },
          3: { text: 'Beach', count: 0, voters: {} },
        },
      },
    });
    for (const [who, other] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const listed = (await messagesOf(server, who, other)).data.messages;
      expect(listed.map((m) => m.id)).toEqual([asked.data.id]);
      expect(extensionsOf(listed[0]).polls?.question).toBe('Where do we meet?');
      const conversation = (await conversationsOf(server, who)).data.conversations[0];
      expect(conversation?.lastMessage?.id).toBe(asked.data.id);
    }
  });

  it('tells the receiver live and counts the poll unread', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const log = new EventLog(server, [bob]);
    try {
      const asked = await createPoll(server, alice, { receiver: bob.id });
      await log.settle();
      const told = log.ofType(bob, 'chat.message');
      expect(told.map((e) => e.message.id)).toEqual([asked.data.id]);
      expect(extensionsOf(told[0]?.message).polls?.results.total).toBe(0);
      const conversation = (await conversationsOf(server, bob)).data.conversations[0];
      expect(conversation?.unreadMessageCount).toBe(1);
    } finally {
      log.stop();
    }
  });

  it('asks one poll for a retried muid, and a new one for each call without a muid', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const muid = newMuid();
    const first = await createPoll(server, alice, { receiver: bob.id, muid });
    const again = await createPoll(server, alice, { receiver: bob.id, muid });
    expect(again.status).toBe(200);
    expect(again.data.id).toBe(first.data.id);
    const third = await createPoll(server, alice, { receiver: bob.id });
    const fourth = await createPoll(server, alice, { receiver: bob.id });
    expect(new Set([first.data.id, third.data.id, fourth.data.id]).size).toBe(3);
    expect(third.data.muid).not.toBe(fourth.data.muid);
    const listed = (await messagesOf(server, bob, alice)).data.messages;
    expect(listed).toHaveLength(3);
  });
});

describe('voting', () => {
  it('counts a vote for both sides, tells the other live, and sync returns the poll', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const asked = await createPoll(server, alice, { receiver: bob.id });
    const before = (await syncOf(server, alice, '0')).data.cursor;
    const log = new EventLog(server, [alice, bob]);
    try {
      const voted = await vote(server, bob, asked.data.id, 2);
      expect(voted.status, voted.message).toBe(200);
      expect(countsOf(voted.data)).toEqual({ total: 1, counts: { 1: 0, 2: 1 } });
      expect(extensionsOf(voted.data).polls?.results.options[2]?.voters).toEqual({
        [bob.id]: { name: 'Bob', avatar: expect.any(String) },
      });
      expect(Number(voted.data.seq)).toBeGreaterThan(Number(asked.data.seq));
      await log.settle();
      const told = log.ofType(alice, 'chat.message.updated');
      expect(told.map((e) => countsOf(e.message))).toEqual([{ total: 1, counts: { 1: 0, 2: 1 } }]);
      const mine = await vote(server, alice, asked.data.id, '1');
      expect(countsOf(mine.data)).toEqual({ total: 2, counts: { 1: 1, 2: 1 } });
      for (const [who, other] of [
        [alice, bob],
        [bob, alice],
      ] as const) {
        const listed = (await messagesOf(server, who, other)).data.messages;
        expect(countsOf(listed[0])).toEqual({ total: 2, counts: { 1: 1, 2: 1 } });
      }
      const synced = await syncOf(server, alice, before);
      expect(synced.data.messages.map((m) => m.id)).toEqual([asked.data.id]);
      expect(countsOf(synced.data.messages[0])).toEqual({ total: 2, counts: { 1: 1, 2: 1 } });
    } finally {
      log.stop();
    }
  });

  it('refuses a second vote with 409 alreadyVoted, translated', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const asked = await createPoll(server, alice, { receiver: bob.id });
    expect((await vote(server, bob, asked.data.id, 1)).status).toBe(200);
    const again = await vote(server, bob, asked.data.id, 2);
    expect(again.status).toBe(409);
    expect(again.code).toBe('chat.alreadyVoted');
    expect(again.message).toBe('You have already voted in this poll.');
    const danish = await vote(server, bob, asked.data.id, 1, 'da');
    expect(danish.message).toBe('Du har allerede stemt i denne afstemning.');
    const listed = (await messagesOf(server, bob, alice)).data.messages;
    expect(countsOf(listed[0])).toEqual({ total: 1, counts: { 1: 1, 2: 0 } });
  });

  it('refuses an option the poll does not have, a message that is no poll, and strangers', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const eve = await signUp(server, { name: 'Eve' });
    const asked = await createPoll(server, alice, { receiver: bob.id });
    for (const option of [0, 3, 99, -1, 1.5]) {
      const answer = await vote(server, bob, asked.data.id, option);
      expect(answer.status, String(option)).toBe(422);
      expect(answer.errors?.vote).toBe('Choose one of the poll’s options');
    }
    const stranger = await vote(server, eve, asked.data.id, 1);
    expect(stranger.status).toBe(404);
    const listed = (await messagesOf(server, bob, alice)).data.messages;
    expect(countsOf(listed[0]).total).toBe(0);
  });
});
