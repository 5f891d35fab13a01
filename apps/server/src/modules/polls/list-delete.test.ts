import type { Poll, PollList } from '@wob/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, pollOptions, polls, pollVotes } from '../../db/schema';
import { topics } from '../../platform/realtime/hub';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import {
  addMember,
  createPoll,
  insertBubble,
  POLL_PATHS,
  type PollData,
  recordEvents,
  signUpPremium,
  type TestBubble,
  vote,
} from '../../test/bubbles';
import { getAs, postAs } from '../../test/http';
import { loadCommentPolls } from './views';

// GET /api/polls/get (recent polls of a Bubble) and POST /api/polls/delete (the author, or
// the Bubble's owner and moderators; the poll comment, options and votes go with it).

let owner: SignedUp;

useTestServer();

beforeAll(async () => {
  owner = await signUpPremium(server, { name: 'Olivia Owner' });
});

const list = (user: SignedUp, query: Record<string, string>, language = 'en') =>
  getAs<PollList>(server, POLL_PATHS.list, user, query, language);

describe('GET /api/polls/get', () => {
  it('lists the polls of one Bubble, newest first, page by page', async () => {
    const bubble = await insertBubble(server, owner);
    const elsewhere = await insertBubble(server, owner);
    const created: Poll[] = [];
    for (const n of [1, 2, 3]) {
      created.push(await createPoll(server, owner, bubble, `Question ${n}?`, ['A', 'B']));
      server.clock.advance(1000);
    }
    await createPoll(server, owner, elsewhere, 'Not here?', ['A']);

    const first = await list(owner, { bubble: bubble.id, page: '1', limit: '2' });
    expect(first.status).toBe(200);
    expect(first.data.docs.map((p) => p.question)).toEqual(['Question 3?', 'Question 2?']);
    expect(first.data).toMatchObject({
      totalDocs: 3,
      page: 1,
      limit: 2,
      totalPages: 2,
      hasNextPage: true,
      bubble: { _id: bubble.id, name: bubble.name, slug: bubble.slug },
      canCreate: true,
    });
    const second = await list(owner, { bubble: bubble.id, page: '2', limit: '2' });
    expect(second.data.docs.map((p) => p.poll_id)).toEqual([created[0]?.poll_id]);
    expect(second.data.hasNextPage).toBe(false);
    const defaults = await list(owner, { bubble: bubble.id });
    expect(defaults.data).toMatchObject({ page: 1, limit: 10, totalDocs: 3 });
  });

  it("shows each poll with its results and the caller's own vote", async () => {
    const bubble = await insertBubble(server, owner);
    const poll = await createPoll(server, owner, bubble, 'Which?', ['A', 'B']);
    const voter = await signUp(server, { name: 'Vera Voter' });
    await addMember(server, bubble, voter);
    await vote(server, voter, poll, 1);
    const mine = await list(voter, { bubble: bubble.id });
    expect(mine.data.docs[0]).toMatchObject({
      votes: 1,
      votePolled: true,
      votedOption: poll.options[1]?._id,
      canVote: false,
      canDelete: false,
    });
    // Without premium a member may vote but not create.
    expect(mine.data.canCreate).toBe(false);
    const theirs = await list(owner, { bubble: bubble.id });
    expect(theirs.data.docs[0]).toMatchObject({
      votePolled: false,
      canVote: true,
      canDelete: true,
    });
  });

  it('answers an empty page for a Bubble without polls', async () => {
    const bubble = await insertBubble(server, owner);
    const answer = await list(owner, { bubble: bubble.id });
    expect(answer.data).toMatchObject({ docs: [], totalDocs: 0, hasNextPage: false });
  });

  it('answers 404 for a private Bubble to non-members and pending members', async () => {
    const hidden = await insertBubble(server, owner, { isPrivate: true });
    await createPoll(server, owner, hidden);
    const outsider = await signUp(server, { name: 'Otto Outsider' });
    const pending = await signUp(server, { name: 'Petra Pending' });
    await addMember(server, hidden, pending, { status: 'pending' });
    for (const user of [outsider, pending]) {
      const answer = await list(user, { bubble: hidden.id }, 'da');
      expect(answer.status).toBe(404);
      expect(answer.message).toBe('Denne Bubble findes ikke.');
    }
    expect((await list(owner, { bubble: 'no-such-bubble' })).status).toBe(404);
  });

  it('shows a public Bubble’s polls to a Wobler who has not joined, who may not vote', async () => {
    const bubble = await insertBubble(server, owner);
    await createPoll(server, owner, bubble);
    const visitor = await signUpPremium(server, { name: 'Viggo Visitor' });
    const answer = await list(visitor, { bubble: bubble.id });
    expect(answer.status).toBe(200);
    expect(answer.data.canCreate).toBe(false);
    expect(answer.data.docs[0]).toMatchObject({ canVote: false, canDelete: false });
  });
});

describe("a deleted account's polls", () => {
  it('disappear from the list and the poll page at once, as its comments do', async () => {
    const bubble = await insertBubble(server, owner);
    const leaving = await signUpPremium(server, { name: 'Lars Leaving' });
    await addMember(server, bubble, leaving);
    const gone = await createPoll(server, leaving, bubble, 'Gone?', ['A']);
    const kept = await createPoll(server, owner, bubble, 'Kept?', ['A']);
    const deleted = await postAs(server, '/api/delete-account', leaving, {});
    expect(deleted.status).toBe(200);
    const answer = await list(owner, { bubble: bubble.id });
    expect(answer.data.docs.map((p) => p.poll_id)).toEqual([kept.poll_id]);
    expect(answer.data.totalDocs).toBe(1);
    const view = await getAs(server, POLL_PATHS.view, owner, { poll_id: gone.poll_id });
    expect(view.status).toBe(404);
  });
});

describe('POST /api/polls/delete', () => {
  async function setUp(): Promise<{ bubble: TestBubble; author: SignedUp; poll: Poll }> {
    const bubble = await insertBubble(server, owner);
    const author = await signUpPremium(server, { name: 'Anna Author' });
    await addMember(server, bubble, author);
    const poll = await createPoll(server, author, bubble, 'Delete me?', ['Yes', 'No']);
    await vote(server, author, poll, 0);
    return { bubble, author, poll };
  }

  async function rowsOf(poll: Poll) {
    const db = server.app.wob.db;
    const [pollRows, optionRows, voteRows, commentRows] = await Promise.all([
      db.select().from(polls).where(eq(polls.id, poll.poll_id)),
      db.select().from(pollOptions).where(eq(pollOptions.pollId, poll.poll_id)),
      db.select().from(pollVotes).where(eq(pollVotes.pollId, poll.poll_id)),
      db.select().from(comments).where(eq(comments.id, poll.commentId)),
    ]);
    return {
      polls: pollRows.length,
      options: optionRows.length,
      votes: voteRows.length,
      comments: commentRows.length,
    };
  }

  it('lets the author delete the poll, its options, votes and poll comment', async () => {
    const { bubble, author, poll } = await setUp();
    expect(await rowsOf(poll)).toEqual({ polls: 1, options: 2, votes: 1, comments: 1 });
    const recording = recordEvents(server, topics.bubble(bubble.id));
    const answer = await postAs<Record<string, never>>(server, POLL_PATHS.remove, author, {
      poll_id: poll.poll_id,
    });
    recording.stop();
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('The poll has been deleted.');
    expect(await rowsOf(poll)).toEqual({ polls: 0, options: 0, votes: 0, comments: 0 });
    expect(recording.events).toEqual([
      {
        type: 'poll.deleted',
        bubbleId: bubble.id,
        pollId: poll.poll_id,
        commentId: poll.commentId,
      },
      { type: 'comment.deleted', bubbleId: bubble.id, commentId: poll.commentId },
    ]);
    const view = await getAs(server, POLL_PATHS.view, author, { poll_id: poll.poll_id });
    expect(view.status).toBe(404);
    const again = await postAs(server, POLL_PATHS.remove, author, { poll_id: poll.poll_id });
    expect(again.status).toBe(404);
  });

  it("lets the Bubble's owner and moderators delete any poll", async () => {
    for (const role of ['owner', 'moderator'] as const) {
      const { bubble, poll } = await setUp();
      let moderator = owner;
      if (role === 'moderator') {
        moderator = await signUp(server, { name: 'Mona Moderator' });
        await addMember(server, bubble, moderator, { role: 'moderator' });
      }
      const view = await getAs<PollData>(server, POLL_PATHS.view, moderator, {
        poll_id: poll.poll_id,
      });
      expect(view.data.poll.canDelete).toBe(true);
      const answer = await postAs(server, POLL_PATHS.remove, moderator, { poll_id: poll.poll_id });
      expect(answer.status, role).toBe(200);
      expect(await rowsOf(poll)).toEqual({ polls: 0, options: 0, votes: 0, comments: 0 });
    }
  });

  it('answers 403 to other members and to a moderator of another Bubble', async () => {
    const { poll } = await setUp();
    const member = await signUp(server, { name: 'Max Member' });
    await addMember(server, { id: poll.bubble._id, name: '', slug: '' }, member);
    const otherBubble = await insertBubble(server, owner);
    const foreignModerator = await signUp(server, { name: 'Frank Foreign' });
    await addMember(server, otherBubble, foreignModerator, { role: 'moderator' });
    for (const [user, language, message] of [
      [
        member,
        'en',
        'Only the author of the poll and the owner and moderators of the Bubble can delete it.',
      ],
      [
        foreignModerator,
        'da',
        'Kun den, der har oprettet afstemningen, og ejeren og moderatorerne af Bubblen kan slette den.',
      ],
    ] as const) {
      const answer = await postAs(
        server,
        POLL_PATHS.remove,
        user,
        { poll_id: poll.poll_id },
        language,
      );
      expect(answer.status).toBe(403);
      expect(answer.message).toBe(message);
    }
    expect(await rowsOf(poll)).toEqual({ polls: 1, options: 2, votes: 1, comments: 1 });
  });

  it('answers 404 for a poll of a private Bubble the caller cannot see', async () => {
    const hidden = await insertBubble(server, owner, { isPrivate: true });
    const poll = await createPoll(server, owner, hidden);
    const outsider = await signUp(server, { name: 'Otto Outsider' });
    const answer = await postAs(server, POLL_PATHS.remove, outsider, { poll_id: poll.poll_id });
    expect(answer.status).toBe(404);
    expect(await rowsOf(poll)).toMatchObject({ polls: 1, comments: 1 });
  });

  it('removes the poll comment from the board', async () => {
    const { bubble, author, poll } = await setUp();
    const board = () =>
      getAs<{ docs: { _id: string; pollId: string | null }[] }>(
        server,
        '/api/bubble/get-board',
        author,
        { bubble: bubble.id },
      );
    expect((await board()).data.docs.map((c) => [c._id, c.pollId])).toEqual([
      [poll.commentId, poll.poll_id],
    ]);
    await postAs(server, POLL_PATHS.remove, author, { poll_id: poll.poll_id });
    expect((await board()).data.docs).toEqual([]);
  });
});

describe('loadCommentPolls', () => {
  it("gives the board its polls with the viewer's vote, and none of another Bubble's", async () => {
    const bubble = await insertBubble(server, owner);
    const elsewhere = await insertBubble(server, owner);
    const here = await createPoll(server, owner, bubble, 'Here?', ['A', 'B']);
    const there = await createPoll(server, owner, elsewhere, 'There?', ['A']);
    const optionB = here.options[1]?._id ?? '';
    await vote(server, owner, here, 1);
    const polls = await loadCommentPolls(
      server.app.wob.db,
      bubble.id,
      [here.poll_id, there.poll_id, 'no-such-poll'],
      owner.id,
    );
    expect([...polls.keys()]).toEqual([here.poll_id]);
    expect(polls.get(here.poll_id)).toEqual({
      _id: here.poll_id,
      question: 'Here?',
      options: [
        { _id: here.options[0]?._id, option: 'A', votes: 0, percentage: 0 },
        { _id: optionB, option: 'B', votes: 1, percentage: 100 },
      ],
      bubble: bubble.id,
      votePolled: true,
      votedOption: optionB,
      votes: 1,
    });
    // For an event everyone receives: nobody's vote.
    const anyone = await loadCommentPolls(server.app.wob.db, bubble.id, [here.poll_id], null);
    expect(anyone.get(here.poll_id)).toMatchObject({ votePolled: false, votedOption: null });
  });
});
