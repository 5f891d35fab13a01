import { realtimeTopics } from '@wob/api';
import { apiError, createFakeApi, recordToasts } from '@wob/test-utils';
import { describe, expect, it } from 'vitest';
import {
  boardPage,
  bubbleTile,
  bubbleView,
  comment,
  comments,
  membership,
  people,
  pollComment,
  reply,
} from '../test/board-fixtures';
import { createFakeRealtime } from '../test/fake-realtime';
import { canDeleteItem } from './board-rules';
import { createBoardStore } from './board-store';

const TOPIC = realtimeTopics.bubble('bubble-1');

function setup(all = comments(12), view = bubbleView(bubbleTile(), all)) {
  const fake = createFakeApi({
    getBubble: () => ({ data: view }),
    getBoard: (input) => {
      const { limit } = input as { limit: number };
      return { data: boardPage(all.slice(0, limit), all.length, limit) };
    },
  });
  const realtime = createFakeRealtime();
  const { toasts, notify } = recordToasts();
  const store = createBoardStore({ api: fake.api, realtime, notify, translate: (key) => key });
  return { fake, realtime, toasts, store, all };
}

/** Lets the store's background fetches settle. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createBoardStore', () => {
  it('opens a Bubble by its URL name on page 1 with limit 5', async () => {
    const { fake, store } = setup();
    await store.getState().open('copenhagen-cyclists');
    expect(fake.inputsOf('getBubble')).toEqual([{ id: 'copenhagen-cyclists', page: 1, limit: 5 }]);
    expect(store.getState().status).toBe('ready');
    expect(store.getState().comments.map((c) => c.comment)).toEqual([
      'Comment 1',
      'Comment 2',
      'Comment 3',
      'Comment 4',
      'Comment 5',
    ]);
    expect(store.getState().hasMore).toBe(true);
  });

  it('loads more comments with a limit growing by 3: 8, then 11, then stops', async () => {
    const { fake, store } = setup();
    await store.getState().open('copenhagen-cyclists');
    await store.getState().loadMore();
    await store.getState().loadMore();
    expect(fake.inputsOf('getBoard')).toEqual([
      { bubble: 'bubble-1', page: 1, limit: 8 },
      { bubble: 'bubble-1', page: 1, limit: 11 },
    ]);
    expect(store.getState().comments).toHaveLength(11);
    expect(store.getState().hasMore).toBe(true);
    await store.getState().loadMore();
    expect(store.getState().comments).toHaveLength(12);
    expect(store.getState().hasMore).toBe(false);
  });

  it('keeps the replies a person unfolded when more comments load', async () => {
    const first = comment({
      _id: 'comment-a1',
      replies: [reply({ commentID: 'comment-a1' })],
      replyCount: 5,
      seeMore: true,
    });
    const all = [first, ...comments(7, 2)];
    const { fake, store } = setup(all);
    const five = Array.from({ length: 5 }, () => reply({ commentID: 'comment-a1' }));
    fake.on('getReplies', () => ({
      data: {
        docs: five,
        totalDocs: 5,
        page: 1,
        limit: 6,
        totalPages: 1,
        hasNextPage: false,
        commentID: 'comment-a1',
        seeMore: false,
      },
    }));
    await store.getState().open('copenhagen-cyclists');
    await store.getState().seeMoreReplies('comment-a1');
    await store.getState().loadMore();
    expect(store.getState().comments[0]?.replies).toHaveLength(5);
  });

  it('asks for replies on page 1 with limit 6, then 9 (3 more each time)', async () => {
    const first = comment({
      _id: 'comment-r',
      replies: [reply(), reply(), reply()],
      replyCount: 10,
      seeMore: true,
    });
    const { fake, store } = setup([first]);
    fake.on('getReplies', (input) => {
      const { limit } = input as { limit: number };
      const docs = Array.from({ length: limit }, () => reply({ commentID: 'comment-r' }));
      return {
        data: {
          docs,
          totalDocs: 10,
          page: 1,
          limit,
          totalPages: 2,
          hasNextPage: limit < 10,
          commentID: 'comment-r',
          seeMore: limit < 10,
        },
      };
    });
    await store.getState().open('copenhagen-cyclists');
    await store.getState().seeMoreReplies('comment-r');
    await store.getState().seeMoreReplies('comment-r');
    expect(fake.inputsOf('getReplies')).toEqual([
      { id: 'comment-r', page: 1, limit: 6 },
      { id: 'comment-r', page: 1, limit: 9 },
    ]);
    expect(store.getState().comments[0]?.replies).toHaveLength(9);
    expect(store.getState().comments[0]?.seeMore).toBe(true);
  });

  it('subscribes to the Bubble’s topic while open and stops on close', async () => {
    const { realtime, store } = setup();
    await store.getState().open('copenhagen-cyclists');
    expect(realtime.topics()).toEqual([TOPIC]);
    store.getState().close();
    expect(realtime.topics()).toEqual([]);
  });

  it('fetches the board again, as far as it was loaded, when the connection comes back', async () => {
    const { fake, realtime, store, all } = setup();
    await store.getState().open('copenhagen-cyclists');
    await store.getState().loadMore();
    expect(store.getState().comments).toHaveLength(8);
    // A comment arrived while the socket was down: its event was never received.
    const missed = comment({ _id: 'missed' });
    all.unshift(missed);
    fake.on('getBubble', (input) => {
      const { limit } = input as { limit: number };
      return { data: bubbleView(bubbleTile(), all, { limit }) };
    });
    realtime.resync(TOPIC);
    await flush();
    expect(fake.inputsOf('getBubble').at(-1)).toMatchObject({
      id: 'copenhagen-cyclists',
      limit: 8,
    });
    expect(store.getState().comments[0]?._id).toBe('missed');
    expect(store.getState().comments).toHaveLength(8);
  });

  it('fetches the Bubble again when it changed, and shows it gone when it was deleted', async () => {
    const { fake, realtime, store } = setup();
    await store.getState().open('copenhagen-cyclists');
    fake.on('getBubble', () => ({
      data: bubbleView(bubbleTile({ title: 'New title' }), comments(5)),
    }));
    realtime.publish(TOPIC, { type: 'bubble.updated', bubbleId: 'bubble-1' });
    await flush();
    expect(store.getState().bubble?.title).toBe('New title');

    fake.on('getBubble', () => {
      throw apiError(404, 'errors:bubbles.notFound');
    });
    realtime.publish(TOPIC, { type: 'bubble.deleted', bubbleId: 'bubble-1' });
    await flush();
    expect(store.getState().status).toBe('not-found');
    expect(realtime.topics()).toEqual([]);
  });

  it('does not subscribe to a private Bubble whose board the caller cannot see', async () => {
    const tile = bubbleTile({
      privateBubble: true,
      membership: membership({ status: 'none', role: null }),
    });
    const { realtime, store } = setup([], bubbleView(tile, [], { canSeeContent: false }));
    await store.getState().open('copenhagen-cyclists');
    expect(store.getState().canSeeContent).toBe(false);
    expect(realtime.topics()).toEqual([]);
  });

  it('shows one’s own comment once, whether the answer or the event comes first', async () => {
    const { fake, realtime, store } = setup(comments(2));
    const mine = comment({
      _id: 'comment-mine',
      comment: 'Hello Bubble',
      commentBy: { user: people.karen },
    });
    fake.on('addComment', () => {
      // The server publishes after the commit, before the answer reaches the sender.
      realtime.publish(TOPIC, { type: 'comment.added', bubbleId: 'bubble-1', comment: mine });
      return { data: { comment: mine } };
    });
    await store.getState().open('copenhagen-cyclists');
    const result = await store.getState().addComment({ comment: 'Hello Bubble' });
    expect(result).toEqual({ ok: true });
    realtime.publish(TOPIC, { type: 'comment.added', bubbleId: 'bubble-1', comment: mine });
    const ids = store.getState().comments.map((c) => c._id);
    expect(ids.filter((id) => id === 'comment-mine')).toHaveLength(1);
    expect(ids[0]).toBe('comment-mine');
  });

  it('sends the image as a data URL with upload progress and no success toast', async () => {
    const { fake, store } = setup(comments(1));
    const progress: number[] = [];
    fake.on('addComment', (_input, options) => {
      options.onUploadProgress?.(0.5);
      return { data: { comment: comment({ _id: 'with-image' }) } };
    });
    await store.getState().open('copenhagen-cyclists');
    await store
      .getState()
      .addComment(
        { comment: '', imageFile: 'data:image/png;base64,AAAA' },
        { onUploadProgress: (fraction) => progress.push(fraction) },
      );
    expect(fake.inputsOf('addComment')).toEqual([
      { bubble: 'bubble-1', comment: '', imageFile: 'data:image/png;base64,AAAA' },
    ]);
    expect(fake.calls.at(-1)?.options.suppressNotification).toBe(true);
    expect(progress).toEqual([0.5, 1]);
  });

  it('applies live replies once and keeps the count the server sends', async () => {
    const first = comment({ _id: 'comment-x', replies: [], replyCount: 0 });
    const { fake, realtime, store } = setup([first]);
    const answer = reply({ _id: 'reply-live', commentID: 'comment-x' });
    fake.on('addReply', () => ({ data: { reply: answer } }));
    await store.getState().open('copenhagen-cyclists');
    await store.getState().addReply('comment-x', 'Reply');
    realtime.publish(TOPIC, {
      type: 'reply.added',
      bubbleId: 'bubble-1',
      commentId: 'comment-x',
      reply: answer,
      replyCount: 1,
    });
    const updated = store.getState().comments[0];
    expect(updated?.replies.map((r) => r._id)).toEqual(['reply-live']);
    expect(updated?.replyCount).toBe(1);
  });

  it('leaves a live reply folded away while older replies are not shown', async () => {
    const first = comment({
      _id: 'comment-y',
      replies: [reply(), reply(), reply()],
      replyCount: 4,
      seeMore: true,
    });
    const { realtime, store } = setup([first]);
    await store.getState().open('copenhagen-cyclists');
    realtime.publish(TOPIC, {
      type: 'reply.added',
      bubbleId: 'bubble-1',
      commentId: 'comment-y',
      reply: reply({ commentID: 'comment-y' }),
      replyCount: 5,
    });
    expect(store.getState().comments[0]?.replies).toHaveLength(3);
    expect(store.getState().comments[0]?.replyCount).toBe(5);
  });

  it('drops comments and replies deleted by others, and ignores other Bubbles and junk', async () => {
    const withReplies = comment({
      _id: 'comment-z',
      replies: [reply({ _id: 'reply-z', commentID: 'comment-z' })],
      replyCount: 1,
    });
    const { realtime, store } = setup([withReplies, ...comments(2)]);
    await store.getState().open('copenhagen-cyclists');
    realtime.publish(TOPIC, {
      type: 'reply.deleted',
      bubbleId: 'bubble-1',
      commentId: 'comment-z',
      replyId: 'reply-z',
      replyCount: 0,
    });
    expect(store.getState().comments[0]?.replies).toEqual([]);
    realtime.publish(TOPIC, { type: 'comment.deleted', bubbleId: 'other', commentId: 'comment-z' });
    realtime.publish(TOPIC, { type: 'comment.added', bubbleId: 'bubble-1' });
    expect(store.getState().comments).toHaveLength(3);
    realtime.publish(TOPIC, {
      type: 'comment.deleted',
      bubbleId: 'bubble-1',
      commentId: 'comment-z',
    });
    expect(store.getState().comments.map((c) => c._id)).not.toContain('comment-z');
  });

  it('votes in a poll comment on the board and shows the new results with the own vote', async () => {
    const poll = pollComment('poll-1', [
      ['Saturday', 1],
      ['Sunday', 0],
    ]);
    const { fake, store, toasts } = setup([poll, ...comments(2)]);
    fake.on('castVote', () => ({
      message: 'Thank you for your vote.',
      data: {
        poll: {
          options: [
            { _id: 'poll-1-o1', option: 'Saturday', votes: 1, percentage: 50 },
            { _id: 'poll-1-o2', option: 'Sunday', votes: 1, percentage: 50 },
          ],
          votes: 2,
          votePolled: true,
          votedOption: 'poll-1-o2',
        },
      },
    }));
    await store.getState().open('copenhagen-cyclists');
    expect((await store.getState().vote('comment-poll-1', 'poll-1-o2')).ok).toBe(true);
    expect(fake.inputsOf('castVote')).toEqual([
      { poll: 'poll-1', option: 'poll-1-o2', bubble: 'bubble-1' },
    ]);
    expect(store.getState().comments[0]?.polls).toMatchObject({
      votes: 2,
      votePolled: true,
      votedOption: 'poll-1-o2',
      options: [{ percentage: 50 }, { percentage: 50 }],
    });
    expect(store.getState().voting['comment-poll-1']).toBe(false);
    expect(toasts).toContainEqual({ tone: 'success', text: 'Thank you for your vote.' });
  });

  it('moves a poll comment’s bars live when others vote, never backwards', async () => {
    const poll = pollComment('poll-1', [
      ['Saturday', 1],
      ['Sunday', 0],
    ]);
    const { realtime, store } = setup([poll, ...comments(2)]);
    await store.getState().open('copenhagen-cyclists');
    const voted = (votes: number, first: number, second: number) => ({
      type: 'poll.voted',
      bubbleId: 'bubble-1',
      pollId: 'poll-1',
      options: [
        { _id: 'poll-1-o1', votes: first, percentage: Math.round((first / votes) * 100) },
        { _id: 'poll-1-o2', votes: second, percentage: Math.round((second / votes) * 100) },
      ],
      votes,
    });
    realtime.publish(TOPIC, voted(4, 1, 3));
    expect(store.getState().comments[0]?.polls).toMatchObject({
      votes: 4,
      votePolled: false,
      options: [
        { votes: 1, percentage: 25 },
        { votes: 3, percentage: 75 },
      ],
    });
    // An older count arriving late changes nothing.
    realtime.publish(TOPIC, voted(2, 1, 1));
    expect(store.getState().comments[0]?.polls?.votes).toBe(4);
  });

  it('deletes a poll comment by deleting its poll (the server keeps poll comments)', async () => {
    const poll = pollComment('poll-1', [['Saturday', 0]]);
    const { fake, store } = setup([poll, ...comments(2)]);
    fake.on('deletePoll', () => ({ message: 'The poll has been deleted.' }));
    await store.getState().open('copenhagen-cyclists');
    expect((await store.getState().deleteComment('comment-poll-1')).ok).toBe(true);
    expect(fake.inputsOf('deletePoll')).toEqual([{ poll_id: 'poll-1' }]);
    expect(fake.inputsOf('deleteComment')).toEqual([]);
    expect(store.getState().comments.map((c) => c._id)).not.toContain('comment-poll-1');
  });

  it('deletes a comment and a reply, toasting the server’s message', async () => {
    const target = comment({
      _id: 'comment-d',
      replies: [reply({ _id: 'reply-d', commentID: 'comment-d' })],
      replyCount: 1,
    });
    const { fake, toasts, store } = setup([target, ...comments(1)]);
    fake.on('deleteReply', () => ({
      message: 'The reply has been deleted.',
      data: { commentID: 'comment-d', replyID: 'reply-d' },
    }));
    fake.on('deleteComment', () => ({
      message: 'The comment has been deleted.',
      data: { commentID: 'comment-d' },
    }));
    await store.getState().open('copenhagen-cyclists');
    await store.getState().deleteReply('comment-d', 'reply-d');
    expect(store.getState().comments[0]?.replyCount).toBe(0);
    await store.getState().deleteComment('comment-d');
    expect(fake.inputsOf('deleteComment')).toEqual([
      { commentID: 'comment-d', bubble: 'bubble-1' },
    ]);
    expect(store.getState().comments.map((c) => c._id)).not.toContain('comment-d');
    expect(toasts.map((t) => t.text)).toEqual([
      'The reply has been deleted.',
      'The comment has been deleted.',
    ]);
  });

  it('keeps a comment whose deletion failed and says why', async () => {
    const { fake, toasts, store } = setup(comments(1));
    fake.on('deleteComment', () => {
      throw apiError(403, 'Only the owner and the moderators of this Bubble can do this.');
    });
    await store.getState().open('copenhagen-cyclists');
    const result = await store.getState().deleteComment('comment-a1');
    expect(result.ok).toBe(false);
    expect(store.getState().comments).toHaveLength(1);
    expect(toasts).toEqual([
      { tone: 'error', text: 'Only the owner and the moderators of this Bubble can do this.' },
    ]);
  });

  it('marks a 404 as not found and other failures as an error', async () => {
    const { fake, store } = setup();
    fake.on('getBubble', () => {
      throw apiError(404, 'This Bubble could not be found.');
    });
    await store.getState().open('nope');
    expect(store.getState().status).toBe('not-found');
    fake.on('getBubble', () => {
      throw apiError(500);
    });
    await store.getState().open('other');
    expect(store.getState().status).toBe('error');
  });

  it('joins a private Bubble as waiting and a public one as a member', async () => {
    const hidden = bubbleTile({
      privateBubble: true,
      membership: membership({ status: 'none', role: null }),
    });
    const { fake, toasts, store } = setup([], bubbleView(hidden, [], { canSeeContent: false }));
    fake.on('pickBubble', () => ({
      message: 'Waiting for Approval',
      data: { bubble: { ...hidden, membership: membership({ status: 'pending' }) } },
    }));
    await store.getState().open('copenhagen-cyclists');
    await store.getState().join();
    expect(fake.inputsOf('pickBubble')).toEqual([{ bubble: 'bubble-1' }]);
    expect(store.getState().bubble?.membership.status).toBe('pending');
    expect(store.getState().canSeeContent).toBe(false);
    expect(toasts.map((t) => t.text)).toEqual(['Waiting for Approval']);
  });
});

describe('canDeleteItem', () => {
  it('lets authors delete their own items and owners and moderators any', () => {
    const member = membership({ role: 'member' });
    expect(canDeleteItem(member, people.karen._id, people.karen)).toBe(true);
    expect(canDeleteItem(member, people.karen._id, people.hans)).toBe(false);
    expect(canDeleteItem(membership({ role: 'moderator' }), people.karen._id, people.hans)).toBe(
      true,
    );
    expect(canDeleteItem(membership({ role: 'owner' }), people.karen._id, people.hans)).toBe(true);
    expect(
      canDeleteItem(
        membership({ role: 'moderator', status: 'pending' }),
        people.karen._id,
        people.hans,
      ),
    ).toBe(false);
  });
});
