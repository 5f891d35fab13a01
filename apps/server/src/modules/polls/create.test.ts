import type { Poll, PollCreatedEvent } from '@wob/api';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, pollOptions, polls } from '../../db/schema';
import { HOUR_MS } from '../../platform/clock';
import { topics } from '../../platform/realtime/hub';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { POLLS_PER_HOUR } from './service';
import {
  addMember,
  insertBubble,
  POLL_PATHS,
  type PollData,
  recordEvents,
  signUpPremium,
  type TestBubble,
} from '../../test/bubbles';
import { getAs, postAs } from '../../test/http';

// POST /api/polls/create: premium, active members only, the spec's form messages, and one
// transaction for the poll, its options and its comment on the board.

let owner: SignedUp;
let bubble: TestBubble;

useTestServer();

beforeAll(async () => {
  owner = await signUpPremium(server, { name: 'Olivia Owner' });
  bubble = await insertBubble(server, owner);
});

const pollsOf = (bubbleId: string) =>
  server.app.wob.db.select().from(polls).where(eq(polls.bubbleId, bubbleId));

describe('the premium gate', () => {
  it('answers 403 to an active member without premium, whatever the body', async () => {
    const member = await signUp(server, { name: 'Frida Free' });
    await addMember(server, bubble, member);
    const valid = { question: 'Coffee?', options: ['Yes'], bubble: bubble.id };
    for (const body of [valid, {}, { question: '' }, 'not json at all', [1, 2]]) {
      const response = await server.app.inject({
        method: 'POST',
        url: POLL_PATHS.create,
        payload: typeof body === 'string' ? body : JSON.stringify(body),
        headers: {
          authorization: `Bearer ${member.token}`,
          'content-type': 'application/json',
          'accept-language': 'en',
        },
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
      expect((response.json() as { message: string }).message).toBe(
        'This is part of Woble Premium. Start your free 7-day trial on the Premium page.',
      );
    }
    expect(await pollsOf(bubble.id)).toHaveLength(0);
  });

  it('lets a member in the free trial create a poll', async () => {
    const trialing = await signUpPremium(server, { name: 'Tina Trial' });
    await addMember(server, bubble, trialing);
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/get-user-profile',
      headers: { authorization: `Bearer ${trialing.token}` },
    });
    expect(
      (profile.json() as { data: { user: { premium: { status: string } } } }).data.user.premium
        .status,
    ).toBe('trialing');
    const answer = await postAs(server, POLL_PATHS.create, trialing, {
      question: 'Trial question?',
      options: ['A'],
      bubble: bubble.id,
    });
    expect(answer.status).toBe(201);
  });
});

describe('a new poll', () => {
  it('is stored with its options in order and shown on the board as a poll comment', async () => {
    const own = await insertBubble(server, owner);
    const answer = await postAs<PollData>(server, POLL_PATHS.create, owner, {
      question: '  Where do we meet?  ',
      options: [' Café ', 'Library', 'Park'],
      bubble: own.id,
      author: 'someone-else',
    });
    expect(answer.status).toBe(201);
    expect(answer.message).toBe('Your poll has been created.');
    const poll = answer.data.poll;
    expect(poll).toMatchObject({
      question: 'Where do we meet?',
      numberOfOptions: 3,
      votes: 0,
      votePolled: false,
      votedOption: null,
      canVote: true,
      canDelete: true,
      author: { _id: owner.id, name: 'Olivia Owner' },
      bubble: { _id: own.id, name: own.name, slug: own.slug },
    });
    expect(poll._id).toBe(poll.poll_id);
    // The author shows images to all (the default): their picture, by a signed URL.
    expect(poll.author.avatar).toMatch(/^\/media\/[0-9a-f]{24}\?exp=\d+&sig=/);
    expect(poll.options.map((o) => [o.option, o.votes, o.percentage])).toEqual([
      ['Café', 0, 0],
      ['Library', 0, 0],
      ['Park', 0, 0],
    ]);
    expect(new Date(poll.createdAt).toISOString()).toBe(poll.createdAt);

    const db = server.app.wob.db;
    const [row] = await db.select().from(polls).where(eq(polls.id, poll.poll_id));
    expect(row).toMatchObject({ bubbleId: own.id, authorId: owner.id });
    const options = await db
      .select()
      .from(pollOptions)
      .where(eq(pollOptions.pollId, poll.poll_id))
      .orderBy(asc(pollOptions.position));
    expect(options.map((o) => [o.position, o.text, o.id])).toEqual(
      poll.options.map((o, i) => [i, o.option, o._id]),
    );
    const boardRows = await db.select().from(comments).where(eq(comments.bubbleId, own.id));
    expect(boardRows).toHaveLength(1);
    expect(boardRows[0]).toMatchObject({
      id: poll.commentId,
      pollId: poll.poll_id,
      parentId: null,
      authorId: owner.id,
      text: 'Where do we meet?',
      imageId: null,
    });
  });

  it('is announced on the Bubble topic once it is stored, without anything personal', async () => {
    const own = await insertBubble(server, owner);
    const recording = recordEvents(server, topics.bubble(own.id));
    const poll = (
      await postAs<PollData>(server, POLL_PATHS.create, owner, {
        question: 'Live?',
        options: ['Yes', 'No'],
        bubble: own.id,
      })
    ).data.poll;
    recording.stop();
    const created = recording.events.filter((e) => e.type === 'poll.created');
    expect(created).toHaveLength(1);
    const event = created[0] as unknown as PollCreatedEvent;
    expect(event.bubbleId).toBe(own.id);
    const { votePolled, votedOption, canVote, canDelete, ...facts } = poll as Poll;
    expect(event.poll).toEqual(facts);
    expect(event.poll).not.toHaveProperty('votePolled');
    expect(event.poll).not.toHaveProperty('canDelete');
    // Open boards get the poll comment as any new comment, in the board's shape.
    expect(recording.events.map((e) => e.type)).toEqual(['poll.created', 'comment.added']);
    expect(recording.events[1]).toMatchObject({
      type: 'comment.added',
      bubbleId: own.id,
      comment: {
        _id: poll.commentId,
        bubble: own.id,
        poll: true,
        pollId: poll.poll_id,
        // The poll itself, as nobody has voted yet: the same for everyone who receives it.
        polls: {
          _id: poll.poll_id,
          question: 'Live?',
          bubble: own.id,
          options: poll.options,
          votePolled: false,
          votedOption: null,
          votes: 0,
        },
        commentBy: { user: { _id: owner.id, name: 'Olivia Owner' } },
        replies: [],
      },
    });
    // Published after the commit: the poll the event names can be loaded.
    const [stored] = await server.app.wob.db
      .select()
      .from(polls)
      .where(eq(polls.id, event.poll.poll_id));
    expect(stored).toBeDefined();
  });
});

describe('the largest poll', () => {
  it('fits its events into one PostgreSQL NOTIFY (under 8000 bytes)', async () => {
    const own = await insertBubble(server, owner);
    const recording = recordEvents(server, topics.bubble(own.id));
    // Limits count UTF-16 units, so the most bytes come from three-byte characters:
    // 200 in the question, 10 options of 100.
    const answer = await postAs(server, POLL_PATHS.create, owner, {
      question: '語'.repeat(200),
      options: Array.from({ length: 10 }, (_, i) => `${i}${'語'.repeat(99)}`),
      bubble: own.id,
    });
    recording.stop();
    expect(answer.status).toBe(201);
    expect(recording.events).toHaveLength(2);
    for (const event of recording.events) {
      expect(Buffer.byteLength(JSON.stringify(event)), event.type).toBeLessThan(8000);
    }
  });
});

describe("the author's avatar", () => {
  it('is the generated avatar for others when the author does not show images to all', async () => {
    const shy = await signUpPremium(server, { name: 'Sigrid Shy' });
    const changed = await postAs(server, '/api/update-profile', shy, {
      settings: { showImagesToAll: false },
    });
    expect(changed.status).toBe(200);
    const own = await insertBubble(server, shy);
    const answer = await postAs<PollData>(server, POLL_PATHS.create, shy, {
      question: 'Q?',
      options: ['A'],
      bubble: own.id,
    });
    // The author sees their own picture; others the generated avatar.
    expect(answer.data.poll.author.avatar).toMatch(/^\/media\/(?!avatars\/)/);
    const other = await signUp(server, { name: 'Otto' });
    const seen = await getAs<PollData>(server, POLL_PATHS.view, other, {
      poll_id: answer.data.poll.poll_id,
    });
    expect(seen.data.poll.author.avatar).toBe(`/media/avatars/${shy.id}.svg?v=S`);
  });
});

describe('the form messages', () => {
  it("answers the spec's messages in English", async () => {
    const answer = await postAs(server, POLL_PATHS.create, owner, {
      question: '   ',
      options: [],
      bubble: bubble.id,
    });
    expect(answer.status).toBe(422);
    expect(answer.message).toBe('Please Enter Question');
    expect(answer.errors).toEqual({
      question: 'Please Enter Question',
      options: 'Please enter atleast one option',
    });
    const blankOption = await postAs(server, POLL_PATHS.create, owner, {
      question: 'Q?',
      options: ['Fine', ' '],
      bubble: bubble.id,
    });
    expect(blankOption.status).toBe(422);
    expect(blankOption.errors).toEqual({ 'options.1': 'Please Enter Option' });
  });

  it('answers them in Danish', async () => {
    const answer = await postAs(
      server,
      POLL_PATHS.create,
      owner,
      { question: '', options: ['', 'Ja'], bubble: bubble.id },
      'da',
    );
    expect(answer.status).toBe(422);
    expect(answer.errors).toEqual({
      question: 'Skriv et spørgsmål',
      'options.0': 'Skriv en svarmulighed',
    });
    const none = await postAs(
      server,
      POLL_PATHS.create,
      owner,
      { question: 'Hvad?', bubble: bubble.id },
      'da',
    );
    expect(none.errors).toEqual({ options: 'Tilføj mindst én svarmulighed' });
  });

  it('refuses repeated options, too many options and over-long text', async () => {
    const repeated = await postAs(server, POLL_PATHS.create, owner, {
      question: 'Q?',
      options: ['Tea', 'TEA '],
      bubble: bubble.id,
    });
    expect(repeated.errors).toEqual({ 'options.1': 'This option is already in the poll' });
    const eleven = Array.from({ length: 11 }, (_, i) => `Option ${i}`);
    const tooMany = await postAs(server, POLL_PATHS.create, owner, {
      question: 'Q?',
      options: eleven,
      bubble: bubble.id,
    });
    expect(tooMany.errors).toEqual({ options: 'A poll can have at most 10 options' });
    const long = await postAs(
      server,
      POLL_PATHS.create,
      owner,
      { question: 'q'.repeat(201), options: ['o'.repeat(101)], bubble: bubble.id },
      'da',
    );
    expect(long.errors).toEqual({
      question: 'Spørgsmålet må højst være 200 tegn',
      'options.0': 'En svarmulighed må højst være 100 tegn',
    });
    expect(await pollsOf(bubble.id)).toHaveLength(1);
  });
});

describe('who may create a poll', () => {
  it('answers 403 to a premium Wobler who has not joined a public Bubble', async () => {
    const outsider = await signUpPremium(server, { name: 'Otto Outsider' });
    const own = await insertBubble(server, owner);
    const answer = await postAs(server, POLL_PATHS.create, outsider, {
      question: 'Q?',
      options: ['A'],
      bubble: own.id,
    });
    expect(answer.status).toBe(403);
    expect(answer.message).toBe('Join this Bubble to take part.');
    expect(await pollsOf(own.id)).toHaveLength(0);
  });

  it('answers 404 for a private Bubble to a non-member and to a pending member', async () => {
    const hidden = await insertBubble(server, owner, { isPrivate: true });
    const outsider = await signUpPremium(server, { name: 'Otto Outsider' });
    const pending = await signUpPremium(server, { name: 'Petra Pending' });
    await addMember(server, hidden, pending, { status: 'pending' });
    for (const user of [outsider, pending]) {
      const answer = await postAs(server, POLL_PATHS.create, user, {
        question: 'Q?',
        options: ['A'],
        bubble: hidden.id,
      });
      expect(answer.status).toBe(404);
      expect(answer.message).toBe('This Bubble could not be found.');
    }
    expect(await pollsOf(hidden.id)).toHaveLength(0);
  });

  it('answers 404 for a Bubble that does not exist', async () => {
    const answer = await postAs(
      server,
      POLL_PATHS.create,
      owner,
      { question: 'Q?', options: ['A'], bubble: 'no-such-bubble' },
      'da',
    );
    expect(answer.status).toBe(404);
    expect(answer.message).toBe('Denne Bubble findes ikke.');
  });

  it('lets an active member of a private Bubble create one', async () => {
    const hidden = await insertBubble(server, owner, { isPrivate: true });
    const member = await signUpPremium(server, { name: 'Mia Member' });
    await addMember(server, hidden, member);
    const answer = await postAs<PollData>(server, POLL_PATHS.create, member, {
      question: 'Q?',
      options: ['A'],
      bubble: hidden.id,
    });
    expect(answer.status).toBe(201);
    expect(answer.data.poll.canDelete).toBe(true);
  });
});

describe('the rate of new polls', () => {
  it(`allows ${POLLS_PER_HOUR} polls an hour per member, then 429 until the hour has passed`, async () => {
    const busy = await signUpPremium(server, { name: 'Busy Bee' });
    const own = await insertBubble(server, busy);
    for (let i = 0; i < POLLS_PER_HOUR; i += 1) {
      const answer = await postAs(server, POLL_PATHS.create, busy, {
        question: `Question ${i}?`,
        options: ['A'],
        bubble: own.id,
      });
      expect(answer.status).toBe(201);
    }
    const refused = await postAs(server, POLL_PATHS.create, busy, {
      question: 'One more?',
      options: ['A'],
      bubble: own.id,
    });
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(
      'You have created many polls in a short time. Please wait a while before the next one.',
    );
    server.clock.advance(HOUR_MS + 1000);
    const later = await postAs(server, POLL_PATHS.create, busy, {
      question: 'One more?',
      options: ['A'],
      bubble: own.id,
    });
    expect(later.status).toBe(201);
  });
});
