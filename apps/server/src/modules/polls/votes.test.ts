import type { Comment, Poll, PollVotedEvent } from '@wob/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pollVotes } from '../../db/schema';
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

// POST /api/vote/cast and GET /api/polls/view: one vote per person (the primary key decides,
// even for simultaneous votes), rights from the poll's own Bubble, percentages that add up
// to 100, and live results.

let owner: SignedUp;
let bubble: TestBubble;

useTestServer();

beforeAll(async () => {
  owner = await signUpPremium(server, { name: 'Olivia Owner' });
  bubble = await insertBubble(server, owner);
});

async function member(target: TestBubble, name = 'Mads Member'): Promise<SignedUp> {
  const user = await signUp(server, { name });
  await addMember(server, target, user);
  return user;
}

const votesOf = (pollId: string) =>
  server.app.wob.db.select().from(pollVotes).where(eq(pollVotes.pollId, pollId));

describe('voting', () => {
  it('counts a vote once and answers a second one with 409, in English and Danish', async () => {
    const poll = await createPoll(server, owner, bubble);
    const voter = await member(bubble);
    const first = await vote(server, voter, poll, 1);
    expect(first.status).toBe(200);
    expect(first.message).toBe('Thank you for your vote.');
    expect(first.data.poll).toMatchObject({
      votes: 1,
      votePolled: true,
      votedOption: poll.options[1]?._id,
      canVote: false,
    });
    expect(first.data.poll.options.map((o) => [o.votes, o.percentage])).toEqual([
      [0, 0],
      [1, 100],
    ]);

    const again = await vote(server, voter, poll, 0);
    expect(again.status).toBe(409);
    expect(again.message).toBe('You have already voted');
    const againDa = await postAs(
      server,
      POLL_PATHS.vote,
      voter,
      { poll: poll.poll_id, option: poll.options[0]?._id, bubble: bubble.id },
      'da',
    );
    expect(againDa.status).toBe(409);
    expect(againDa.message).toBe('Du har allerede stemt');

    const stored = await votesOf(poll.poll_id);
    expect(stored.map((v) => [v.userId, v.optionId])).toEqual([[voter.id, poll.options[1]?._id]]);
  });

  it('keeps one vote of 20 simultaneous votes by the same person', async () => {
    const poll = await createPoll(server, owner, bubble, 'Race?', ['A', 'B', 'C']);
    const voter = await member(bubble, 'Rasmus Race');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => vote(server, voter, poll, i % 3)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const stored = await votesOf(poll.poll_id);
    expect(stored).toHaveLength(1);
    const view = await getAs<PollData>(server, POLL_PATHS.view, voter, { poll_id: poll.poll_id });
    expect(view.data.poll.votes).toBe(1);
    expect(view.data.poll.votedOption).toBe(stored[0]?.optionId);
  });

  it('refuses an option of another poll with 422 and stores nothing', async () => {
    const poll = await createPoll(server, owner, bubble);
    const other = await createPoll(server, owner, bubble, 'Other?', ['X', 'Y']);
    const voter = await member(bubble);
    const answer = await postAs(server, POLL_PATHS.vote, voter, {
      poll: poll.poll_id,
      option: other.options[0]?._id,
      bubble: bubble.id,
    });
    expect(answer.status).toBe(422);
    expect(answer.message).toBe('This option is not part of the poll.');
    expect(answer.errors).toEqual({ option: 'This option is not part of the poll.' });
    expect(await votesOf(poll.poll_id)).toHaveLength(0);
    expect(await votesOf(other.poll_id)).toHaveLength(0);
  });

  it('asks to choose an option when none is sent', async () => {
    const poll = await createPoll(server, owner, bubble);
    const voter = await member(bubble);
    const answer = await postAs(
      server,
      POLL_PATHS.vote,
      voter,
      { poll: poll.poll_id, bubble: bubble.id },
      'da',
    );
    expect(answer.status).toBe(422);
    expect(answer.errors).toEqual({ option: 'Vælg en svarmulighed' });
  });

  it("answers 404 when the payload's Bubble is not the poll's, even one where the voter is a member", async () => {
    const poll = await createPoll(server, owner, bubble);
    const elsewhere = await insertBubble(server, owner);
    const voter = await signUp(server, { name: 'Elsa Elsewhere' });
    await addMember(server, elsewhere, voter);
    const answer = await postAs(server, POLL_PATHS.vote, voter, {
      poll: poll.poll_id,
      option: poll.options[0]?._id,
      bubble: elsewhere.id,
    });
    expect(answer.status).toBe(404);
    expect(answer.message).toBe('This poll could not be found.');
    expect(await votesOf(poll.poll_id)).toHaveLength(0);
  });

  it('answers 403 to a Wobler who has not joined the public Bubble, who may still see the poll', async () => {
    const poll = await createPoll(server, owner, bubble);
    const visitor = await signUp(server, { name: 'Viggo Visitor' });
    const answer = await vote(server, visitor, poll, 0);
    expect(answer.status).toBe(403);
    expect(answer.message).toBe('Join this Bubble to take part.');
    const view = await getAs<PollData>(server, POLL_PATHS.view, visitor, { poll_id: poll.poll_id });
    expect(view.status).toBe(200);
    expect(view.data.poll).toMatchObject({ canVote: false, canDelete: false, votePolled: false });
  });

  it('answers 403 to a pending member of a Bubble that has since become public', async () => {
    const reopened = await insertBubble(server, owner);
    const waiting = await signUp(server, { name: 'Wilma Waiting' });
    await addMember(server, reopened, waiting, { status: 'pending' });
    const poll = await createPoll(server, owner, reopened);
    const answer = await vote(server, waiting, poll, 0);
    expect(answer.status).toBe(403);
    expect(await votesOf(poll.poll_id)).toHaveLength(0);
  });

  it('answers 404 for a poll of a private Bubble to non-members and pending members', async () => {
    const hidden = await insertBubble(server, owner, { isPrivate: true });
    const poll = await createPoll(server, owner, hidden);
    const outsider = await signUp(server, { name: 'Otto Outsider' });
    const pending = await signUp(server, { name: 'Petra Pending' });
    await addMember(server, hidden, pending, { status: 'pending' });
    for (const user of [outsider, pending]) {
      const view = await getAs(server, POLL_PATHS.view, user, { poll_id: poll.poll_id });
      expect(view.status).toBe(404);
      expect(view.message).toBe('This poll could not be found.');
      const cast = await vote(server, user, poll, 0);
      expect(cast.status).toBe(404);
      expect(cast.message).toBe('This poll could not be found.');
    }
    expect(await votesOf(poll.poll_id)).toHaveLength(0);
    const insider = await member(hidden, 'Ida Insider');
    expect((await vote(server, insider, poll, 0)).status).toBe(200);
  });

  it('answers 404 for a poll that does not exist', async () => {
    const voter = await member(bubble);
    const view = await getAs(server, POLL_PATHS.view, voter, { poll_id: 'no-such-poll' }, 'da');
    expect(view.status).toBe(404);
    expect(view.message).toBe('Denne afstemning findes ikke.');
    const cast = await postAs(server, POLL_PATHS.vote, voter, {
      poll: 'no-such-poll',
      option: 'no-such-option',
      bubble: bubble.id,
    });
    expect(cast.status).toBe(404);
  });

  it('publishes the new results on the Bubble topic after each vote', async () => {
    const poll = await createPoll(server, owner, bubble, 'Live?', ['Yes', 'No']);
    const voter = await member(bubble);
    const recording = recordEvents(server, topics.bubble(bubble.id));
    await vote(server, voter, poll, 0);
    await vote(server, voter, poll, 1); // refused: no event
    await vote(server, owner, poll, 1);
    recording.stop();
    const voted = recording.events as unknown as PollVotedEvent[];
    expect(voted).toEqual([
      {
        type: 'poll.voted',
        bubbleId: bubble.id,
        pollId: poll.poll_id,
        options: [
          { _id: poll.options[0]?._id, votes: 1, percentage: 100 },
          { _id: poll.options[1]?._id, votes: 0, percentage: 0 },
        ],
        votes: 1,
      },
      {
        type: 'poll.voted',
        bubbleId: bubble.id,
        pollId: poll.poll_id,
        options: [
          { _id: poll.options[0]?._id, votes: 1, percentage: 50 },
          { _id: poll.options[1]?._id, votes: 1, percentage: 50 },
        ],
        votes: 2,
      },
    ]);
  });
});

describe('percentages', () => {
  async function pollWithVoters(counts: number[]): Promise<Poll> {
    const target = await insertBubble(server, owner);
    const poll = await createPoll(
      server,
      owner,
      target,
      'Split?',
      counts.map((_, i) => `Option ${i + 1}`),
    );
    let last: Poll = poll;
    for (const [index, n] of counts.entries()) {
      for (let i = 0; i < n; i += 1) {
        const voter = await member(target, `Voter ${index}-${i}`);
        const answer = await vote(server, voter, poll, index);
        expect(answer.status).toBe(200);
        last = answer.data.poll;
      }
    }
    return last;
  }

  it('are whole numbers that add up to 100: one vote each of three is 34, 33, 33', async () => {
    const poll = await pollWithVoters([1, 1, 1]);
    expect(poll.options.map((o) => o.percentage)).toEqual([34, 33, 33]);
    expect(poll.votes).toBe(3);
  });

  it('show 19 of 20 votes as 95 and 5', async () => {
    const poll = await pollWithVoters([19, 1]);
    expect(poll.options.map((o) => [o.votes, o.percentage])).toEqual([
      [19, 95],
      [1, 5],
    ]);
    const view = await getAs<PollData>(server, POLL_PATHS.view, owner, { poll_id: poll.poll_id });
    expect(view.data.poll.options.map((o) => o.percentage)).toEqual([95, 5]);
    expect(view.data.poll.votePolled).toBe(false);
    expect(view.data.poll.canVote).toBe(true);
  });

  it('are 0 while nobody has voted', async () => {
    const poll = await createPoll(server, owner, bubble, 'Empty?', ['A', 'B']);
    const view = await getAs<PollData>(server, POLL_PATHS.view, owner, { poll_id: poll.poll_id });
    expect(view.data.poll.options.map((o) => o.percentage)).toEqual([0, 0]);
    expect(view.data.poll.votes).toBe(0);
  });
});

describe('a poll comment on the board', () => {
  it("carries the poll (spec section 3's polls) with each viewer's own vote", async () => {
    const own = await insertBubble(server, owner);
    const poll = await createPoll(server, owner, own, 'Which day?', ['Saturday', 'Sunday']);
    const voter = await member(own, 'Vera Voter');
    const other = await member(own, 'Otto Other');
    await vote(server, voter, poll, 0);

    const asVoter = await getAs<{ docs: Comment[] }>(server, '/api/bubble/get-board', voter, {
      bubble: own.id,
    });
    expect(asVoter.data.docs[0]).toMatchObject({
      _id: poll.commentId,
      poll: true,
      pollId: poll.poll_id,
      polls: {
        _id: poll.poll_id,
        question: 'Which day?',
        bubble: own.id,
        options: [
          { _id: poll.options[0]?._id, option: 'Saturday', votes: 1, percentage: 100 },
          { _id: poll.options[1]?._id, option: 'Sunday', votes: 0, percentage: 0 },
        ],
        votePolled: true,
        votedOption: poll.options[0]?._id,
        votes: 1,
      },
    });
    // The same board through get-bubble, for someone who has not voted.
    const asOther = await getAs<{ comments: { docs: Comment[] } }>(
      server,
      '/api/bubble/get-bubble',
      other,
      { id: own.id },
    );
    expect(asOther.data.comments.docs[0]?.polls).toMatchObject({
      votePolled: false,
      votedOption: null,
      votes: 1,
    });
  });
});
