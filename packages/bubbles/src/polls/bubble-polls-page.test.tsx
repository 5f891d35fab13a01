import { realtimeTopics } from '@wob/api';
import { apiError, fakeUser } from '@wob/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { poll, polls } from './test/poll-fixtures';
import { renderPolls } from './test/poll-render';

const PATH = '/bubble_polls/bubble-1';
const TOPIC = realtimeTopics.bubble('bubble-1');

describe('BubblePollsPage', () => {
  it('is routed at /bubble_polls/:id, /create_poll/:id and /view-poll/:poll_id', () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/bubble_polls/:id', '/create_poll/:id', '/view-poll/:poll_id']),
    );
  });

  it('lists the Bubble’s polls newest first, each a card linking to its poll', async () => {
    renderPolls({
      entries: [PATH],
      polls: [
        poll({
          _id: 'poll-1',
          question: 'Which route on Sunday?',
          votesPerOption: [
            ['Lakes', 3],
            ['Harbour', 1],
          ],
        }),
        poll({ _id: 'poll-2', question: 'Helmets: always?', createdAt: '2026-11-21T08:00:00Z' }),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recent polls' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Which route on Sunday?' })).toHaveAttribute(
      'href',
      '/view-poll/poll-1',
    );
    expect(first.getByText('by Karen Blixen')).toBeInTheDocument();
    expect(first.getByText('Today, 09:30')).toBeInTheDocument();
    expect(first.getByText('4 votes')).toBeInTheDocument();
    expect(first.getByText('Lakes: 75%, 3 votes')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Yesterday, 08:00')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('No votes yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Copenhagen Cyclists' })).toHaveAttribute(
      'href',
      '/view-bubble/copenhagen-cyclists',
    );
    expect(document.title).toBe('Polls · Copenhagen Cyclists · Woble');
  });

  it('says "There\'s no poll" when the Bubble has none', async () => {
    renderPolls({ entries: [PATH], polls: [] });
    expect(await screen.findByRole('heading', { name: "There's no poll" })).toBeInTheDocument();
  });

  it('loads ten more polls with Load more', async () => {
    const { user, fake } = renderPolls({ entries: [PATH], polls: polls(13) });
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Question number 13?' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(13);
    expect(fake.inputsOf('listPolls')).toEqual([
      { bubble: 'bubble-1', page: 1, limit: 10 },
      { bubble: 'bubble-1', page: 2, limit: 10 },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers Create poll to a premium member', async () => {
    const { user, router } = renderPolls({ entries: [PATH], canCreate: true });
    await user.click(await screen.findByRole('link', { name: 'Create poll' }));
    expect(router.state.location.pathname).toBe('/create_poll/bubble-1');
  });

  it('invites a member without premium to upgrade from the same button', async () => {
    const { user } = renderPolls({ entries: [PATH], canCreate: false, member: true });
    await user.click(await screen.findByRole('button', { name: 'Create poll' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Creating polls is part of Woble Premium',
    });
    await user.click(within(dialog).getByRole('link', { name: 'See Premium' }));
    expect(await screen.findByText('Premium page')).toBeInTheDocument();
  });

  it('offers no Create poll to a visitor who is not a member', async () => {
    const { fake } = renderPolls({ entries: [PATH], canCreate: false, member: false });
    await screen.findByRole('heading', { name: "There's no poll" });
    await waitFor(() => expect(fake.inputsOf('myBubbles')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Create poll' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create poll' })).not.toBeInTheDocument();
  });

  it('shows new polls, votes and deletions of others live', async () => {
    const { realtime } = renderPolls({ entries: [PATH], polls: polls(2) });
    await screen.findAllByRole('article');
    const fresh = poll({ _id: 'poll-live', question: 'Live question?' });
    act(() => realtime.publish(TOPIC, { type: 'poll.created', bubbleId: 'bubble-1', poll: fresh }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Live question?');
    act(() =>
      realtime.publish(TOPIC, {
        type: 'poll.voted',
        bubbleId: 'bubble-1',
        pollId: 'poll-live',
        options: fresh.options.map((option, index) => ({
          _id: option._id,
          votes: index === 0 ? 2 : 0,
          percentage: index === 0 ? 100 : 0,
        })),
        votes: 2,
      }),
    );
    expect(
      within(screen.getAllByRole('article')[0] as HTMLElement).getByText('2 votes'),
    ).toBeInTheDocument();
    act(() =>
      realtime.publish(TOPIC, {
        type: 'poll.deleted',
        bubbleId: 'bubble-1',
        pollId: 'poll-a1',
        commentId: 'comment-of-poll-a1',
      }),
    );
    expect(screen.queryByRole('link', { name: 'Question number 1?' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('answers a private Bubble’s non-member with not found', async () => {
    const { user } = renderPolls({ entries: ['/bubble_polls/bubble-secret'], bubble: null });
    expect(await screen.findByRole('heading', { name: 'Bubble not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Find Bubble' }));
    expect(await screen.findByText('Find Bubble page')).toBeInTheDocument();
  });

  it('offers a retry when the polls could not be loaded', async () => {
    let attempts = 0;
    const { user } = renderPolls({
      entries: [PATH],
      polls: polls(1),
      handlers: {
        listPolls: () => {
          attempts += 1;
          if (attempts === 1) throw apiError(500);
          return {
            data: {
              docs: [],
              totalDocs: 0,
              page: 1,
              limit: 10,
              totalPages: 1,
              hasNextPage: false,
              bubble: { _id: 'bubble-1', name: 'Copenhagen Cyclists', slug: 'copenhagen-cyclists' },
              canCreate: false,
            },
          };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "There's no poll" })).toBeInTheDocument();
  });

  it('reads in Danish', async () => {
    renderPolls({ entries: [PATH], polls: [], locale: 'da', user: fakeUser({ language: 'da' }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seneste afstemninger' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Der er ingen afstemninger' })).toBeInTheDocument();
  });
});
