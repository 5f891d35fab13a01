import { realtimeTopics } from '@wob/api';
import { apiError, createFakeApi, recordToasts } from '@wob/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { comment } from '../test/board-fixtures';
import { createFakeRealtime } from '../test/fake-realtime';
import { createPollsStore } from './polls-store';
import { createFakePolls, poll, polls } from './test/poll-fixtures';

const TOPIC = realtimeTopics.bubble('bubble-1');

function setup(options: Parameters<typeof createFakePolls>[0] = {}) {
  const server = createFakePolls(options);
  const fake = createFakeApi(server.handlers);
  const realtime = createFakeRealtime();
  const { toasts, notify } = recordToasts();
  const store = createPollsStore({ api: fake.api, realtime, notify });
  return { server, fake, realtime, toasts, store };
}

describe('createPollsStore: the list', () => {
  it('loads page 1 of the Bubble’s polls and listens to its topic until closed', async () => {
    const { store, fake, realtime } = setup({ polls: polls(3) });
    await store.getState().openList('bubble-1');
    const { list } = store.getState();
    expect(list.status).toBe('ready');
    expect(list.docs.map((doc) => doc._id)).toEqual(['poll-a1', 'poll-a2', 'poll-a3']);
    expect(fake.inputsOf('listPolls')).toEqual([{ bubble: 'bubble-1', page: 1, limit: 10 }]);
    expect(realtime.topics()).toEqual([TOPIC]);
    store.getState().closeList();
    expect(realtime.topics()).toEqual([]);
  });

  it('says not-found for a Bubble the server hides (404)', async () => {
    const { store, realtime } = setup({ bubble: null });
    await store.getState().openList('bubble-secret');
    expect(store.getState().list.status).toBe('not-found');
    expect(realtime.topics()).toEqual([]);
  });

  it('asks whether the caller is a member only when they may not create', async () => {
    const creator = setup({ canCreate: true });
    await creator.store.getState().openList('bubble-1');
    expect(creator.fake.inputsOf('myBubbles')).toEqual([]);
    expect(creator.store.getState().list.isMember).toBe(true);

    const member = setup({ canCreate: false, member: true });
    await member.store.getState().openList('bubble-1');
    expect(member.store.getState().list.isMember).toBe(true);

    const visitor = setup({ canCreate: false, member: false });
    await visitor.store.getState().openList('bubble-1');
    expect(visitor.store.getState().list.isMember).toBe(false);
  });

  it('loads the next page without showing a poll twice', async () => {
    const all = polls(12);
    const { store, realtime, fake } = setup({ polls: all });
    await store.getState().openList('bubble-1');
    // A poll created meanwhile pushes the server's pages one further: poll-a10 comes again.
    const fresh = poll({ _id: 'poll-live' });
    realtime.publish(TOPIC, { type: 'poll.created', bubbleId: 'bubble-1', poll: fresh });
    fake.on('listPolls', () => ({
      data: {
        docs: all.slice(9),
        totalDocs: 13,
        page: 2,
        limit: 10,
        totalPages: 2,
        hasNextPage: false,
        bubble: { _id: 'bubble-1', name: 'Copenhagen Cyclists', slug: 'copenhagen-cyclists' },
        canCreate: true,
      },
    }));
    await store.getState().loadMoreList();
    expect(fake.inputsOf('listPolls')).toContainEqual({ bubble: 'bubble-1', page: 2, limit: 10 });
    const ids = store.getState().list.docs.map((doc) => doc._id);
    expect(ids).toHaveLength(13);
    expect(new Set(ids).size).toBe(13);
    expect(store.getState().list.hasMore).toBe(false);
  });

  it('applies new polls, votes and deletions of others, and ignores the board’s events', async () => {
    const { store, realtime } = setup({ polls: polls(2) });
    await store.getState().openList('bubble-1');
    const fresh = poll({ _id: 'poll-live', question: 'Fresh?' });
    const created = { type: 'poll.created', bubbleId: 'bubble-1', poll: fresh };
    realtime.publish(TOPIC, created);
    realtime.publish(TOPIC, created);
    expect(store.getState().list.docs.map((doc) => doc._id)).toEqual([
      'poll-live',
      'poll-a1',
      'poll-a2',
    ]);
    expect(store.getState().list.totalDocs).toBe(3);

    realtime.publish(TOPIC, {
      type: 'poll.voted',
      bubbleId: 'bubble-1',
      pollId: 'poll-live',
      options: fresh.options.map((option, index) => ({
        _id: option._id,
        votes: index === 0 ? 1 : 0,
        percentage: index === 0 ? 100 : 0,
      })),
      votes: 1,
    });
    expect(store.getState().list.docs[0]?.votes).toBe(1);
    expect(store.getState().list.docs[0]?.options[0]?.percentage).toBe(100);

    realtime.publish(TOPIC, { type: 'comment.added', bubbleId: 'bubble-1', comment: comment() });
    realtime.publish(TOPIC, {
      type: 'poll.deleted',
      bubbleId: 'bubble-1',
      pollId: 'poll-a1',
      commentId: 'comment-of-poll-a1',
    });
    expect(store.getState().list.docs.map((doc) => doc._id)).toEqual(['poll-live', 'poll-a2']);
    expect(store.getState().list.totalDocs).toBe(2);
  });
});

describe('createPollsStore: one poll', () => {
  it('votes once and keeps the newer count when another vote arrived first', async () => {
    const open = poll({ _id: 'poll-1' });
    const { store, realtime, fake, toasts } = setup({ polls: [open] });
    await store.getState().openPoll('poll-1');
    expect(realtime.topics()).toEqual([TOPIC]);
    // Someone else's vote is published while ours is on its way.
    fake.on('castVote', async () => {
      realtime.publish(TOPIC, {
        type: 'poll.voted',
        bubbleId: 'bubble-1',
        pollId: 'poll-1',
        options: [
          { _id: 'poll-1-o1', votes: 1, percentage: 50 },
          { _id: 'poll-1-o2', votes: 1, percentage: 50 },
          { _id: 'poll-1-o3', votes: 0, percentage: 0 },
        ],
        votes: 2,
      });
      return {
        message: 'Thank you for your vote.',
        data: {
          poll: {
            ...open,
            options: open.options.map((option, index) => ({
              ...option,
              votes: index === 0 ? 1 : 0,
              percentage: index === 0 ? 100 : 0,
            })),
            votes: 1,
            votePolled: true,
            votedOption: 'poll-1-o1',
            canVote: false,
          },
        },
      };
    });
    const result = await store.getState().vote('poll-1-o1');
    expect(result.ok).toBe(true);
    const shown = store.getState().view.poll;
    expect(shown?.votes).toBe(2);
    expect(shown?.options.map((option) => option.percentage)).toEqual([50, 50, 0]);
    expect(shown?.votePolled).toBe(true);
    expect(shown?.votedOption).toBe('poll-1-o1');
    expect(fake.inputsOf('castVote')).toEqual([
      { poll: 'poll-1', option: 'poll-1-o1', bubble: 'bubble-1' },
    ]);
    expect(toasts).toEqual([{ tone: 'success', text: 'Thank you for your vote.' }]);
  });

  it('tells a second vote and fetches the poll again', async () => {
    const { store, fake, toasts } = setup({
      polls: [poll({ _id: 'poll-1', votePolled: true, votedOption: 'poll-1-o2' })],
    });
    await store.getState().openPoll('poll-1');
    // The page still offered the choice (another tab voted): the server refuses.
    store.setState((state) => ({
      view: { ...state.view, poll: state.view.poll && { ...state.view.poll, votePolled: false } },
    }));
    const result = await store.getState().vote('poll-1-o1');
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(toasts).toEqual([{ tone: 'error', text: 'You have already voted' }]);
    expect(fake.inputsOf('viewPoll')).toHaveLength(2);
    expect(store.getState().view.poll?.votePolled).toBe(true);
  });

  it('shows a poll deleted by someone else as deleted, but not one’s own deletion', async () => {
    const { store, realtime } = setup({ polls: [poll({ _id: 'poll-1', canDelete: true })] });
    await store.getState().openPoll('poll-1');
    const deleted = {
      type: 'poll.deleted',
      bubbleId: 'bubble-1',
      pollId: 'poll-1',
      commentId: 'comment-of-poll-1',
    };
    store.setState((state) => ({ view: { ...state.view, deleting: true } }));
    realtime.publish(TOPIC, deleted);
    expect(store.getState().view.status).toBe('ready');
    store.setState((state) => ({ view: { ...state.view, deleting: false } }));
    realtime.publish(TOPIC, deleted);
    expect(store.getState().view.status).toBe('deleted');
  });

  it('says not-found for a poll the server hides, and stops listening when closed', async () => {
    const { store, realtime, fake } = setup({ polls: [poll({ _id: 'poll-1' })] });
    fake.on('viewPoll', () => {
      throw apiError(404, 'This poll could not be found.');
    });
    await store.getState().openPoll('poll-1');
    expect(store.getState().view.status).toBe('not-found');
    store.getState().closePoll();
    expect(realtime.topics()).toEqual([]);
  });

  it('adds a poll one created to the open list at once', async () => {
    const { store, toasts } = setup({ polls: polls(1) });
    await store.getState().openList('bubble-1');
    const result = await store
      .getState()
      .createPoll({ bubble: 'bubble-1', question: 'Tea or coffee?', options: ['Tea', 'Coffee'] });
    expect(result.ok).toBe(true);
    expect(store.getState().list.docs[0]?.question).toBe('Tea or coffee?');
    expect(toasts).toEqual([{ tone: 'success', text: 'Your poll has been created.' }]);
  });
});

describe('createPollsStore: after a lost connection', () => {
  it('fetches the open list and the open poll again', async () => {
    const { store, realtime, fake } = setup({ polls: polls(12) });
    await store.getState().openList('bubble-1');
    await store.getState().loadMoreList();
    realtime.resync(TOPIC);
    await vi.waitFor(() =>
      expect(fake.inputsOf('listPolls')).toContainEqual({ bubble: 'bubble-1', page: 1, limit: 20 }),
    );
    expect(store.getState().list.docs).toHaveLength(12);
    store.getState().closeList();

    await store.getState().openPoll('poll-a1');
    fake.on('viewPoll', () => {
      throw apiError(404, 'This poll could not be found.');
    });
    realtime.resync(TOPIC);
    await vi.waitFor(() => expect(store.getState().view.status).toBe('deleted'));
  });
});
