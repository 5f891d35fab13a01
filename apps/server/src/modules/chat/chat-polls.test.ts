import { POLL_MESSAGE_TYPE } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { server, signUp, useTestServer } from '../../test/harness';
import {
  CHAT,
  conversationsOf,
  EventLog,
  messagesOf,
  newMuid,
  signUpPair,
  sendText,
  syncOf,
} from './chat-test-support';
import { insertGroup } from './group-test-support';
import { postAs } from '../../test/http';
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

describe('refusing a poll', () => {
  it('refuses a blank question or option, a repeated option, too few or too many options, in English and Danish', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ question: '   ' }, 'question', 'Please Enter Question', 'Skriv et spørgsmål'],
      [{ options: ['Café', '  '] }, 'options', 'Please Enter Option', 'Skriv en svarmulighed'],
      [
        { options: ['Café'] },
        'options',
        'A poll needs at least two options',
        'En afstemning skal have mindst to svarmuligheder',
      ],
      [
        { options: ['Pizza', 'Sushi', ' pizza '] },
        'options.2',
        'This option is already in the poll',
        'Denne svarmulighed findes allerede i afstemningen',
      ],
      [
        { options: Array.from({ length: 11 }, (_, i) => `Option ${i + 1}`) },
        'options',
        'A poll can have at most 10 options',
        'En afstemning kan højst have 10 svarmuligheder',
      ],
    ];
    for (const [input, field, english, danish] of cases) {
      const en = await createPoll(server, alice, { receiver: bob.id, ...input });
      expect(en.status, JSON.stringify(input)).toBe(422);
      expect(Object.keys(en.errors ?? {}).some((key) => key.startsWith(field))).toBe(true);
      expect(en.message).toBe(english);
      const da = await createPoll(server, alice, { receiver: bob.id, ...input }, 'da');
      expect(da.message).toBe(danish);
    }
    expect((await messagesOf(server, bob, alice)).data.messages).toEqual([]);
  });

  it('refuses a wrong receiver: nobody, oneself, a group one is not in', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const nobody = await createPoll(server, alice, { receiver: 'no-such-wobler' });
    expect(nobody.status).toBe(404);
    expect(nobody.message).toBe('This user could not be found.');
    const self = await createPoll(server, alice, { receiver: alice.id });
    expect(self.status).toBe(422);
    expect(self.errors?.receiver).toBe('You cannot send messages to yourself.');
    const guid = await insertGroup(server.app.wob.db, [bob], { type: 'private' });
    const outside = await createPoll(server, alice, { receiver: guid, receiverType: 'group' });
    expect(outside.status).toBe(404);
    const danish = await createPoll(server, alice, { receiver: 'no-such-wobler' }, 'da');
    expect(danish.message).toBe('Denne bruger blev ikke fundet.');
  });

  it('follows the send rules: a block refuses it, a thread takes it under a parent', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const parent = await sendText(server, bob, alice, 'Lunch?');
    const inThread = await createPoll(server, alice, {
      receiver: bob.id,
      parentMessageId: parent.data.id,
    });
    expect(inThread.status).toBe(200);
    expect(inThread.data.parentMessageId).toBe(parent.data.id);
    const nested = await createPoll(server, alice, {
      receiver: bob.id,
      parentMessageId: inThread.data.id,
    });
    expect(nested.status).toBe(422);
    expect((await postAs(server, CHAT.block, bob, { _id: alice.id })).status).toBe(200);
    const blocked = await createPoll(server, alice, { receiver: bob.id });
    expect(blocked.status).toBe(403);
    expect(blocked.message).toBe('This user has blocked you.');
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
    const text = await sendText(server, alice, bob, 'Not a poll');
    const notPoll = await vote(server, bob, text.data.id, 1);
    expect(notPoll.status).toBe(422);
    expect(notPoll.errors?.id).toBe('This message is not a poll.');
    expect((await vote(server, bob, text.data.id, 1, 'da')).message).toBe(
      'Denne besked er ikke en afstemning.',
    );
    const listed = (await messagesOf(server, bob, alice)).data.messages;
    expect(countsOf(listed[0]).total).toBe(0);
  });

  it('refuses votes across a block either way, and on a deleted poll', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const asked = await createPoll(server, alice, { receiver: bob.id });
    expect((await vote(server, alice, asked.data.id, 1)).status).toBe(200);
    expect((await postAs(server, CHAT.block, alice, { _id: bob.id })).status).toBe(200);
    const blocked = await vote(server, bob, asked.data.id, 2);
    expect(blocked.status).toBe(403);
    expect(blocked.message).toBe('This user has blocked you.');
    const other = await createPoll(server, bob, { receiver: alice.id });
    expect(other.status).toBe(403);
    expect((await postAs(server, CHAT.unblock, alice, { _id: bob.id })).status).toBe(200);
    // The vote given before the block still counts.
    const listed = (await messagesOf(server, bob, alice)).data.messages;
    expect(countsOf(listed[0])).toEqual({ total: 1, counts: { 1: 1, 2: 0 } });

    expect((await postAs(server, CHAT.delete, alice, { id: asked.data.id })).status).toBe(200);
    const deleted = await vote(server, bob, asked.data.id, 2);
    expect(deleted.status).toBe(409);
    expect(deleted.message).toBe('This message has been deleted.');
    const after = (await messagesOf(server, bob, alice)).data.messages;
    expect(after[0]?.deletedAt).not.toBeNull();
    expect(after[0]?.metadata).toBeUndefined();
  });
});
