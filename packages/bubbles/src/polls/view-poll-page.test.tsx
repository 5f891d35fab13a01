import { readStored, realtimeTopics, storageKeys } from '@wob/api';
import { apiError } from '@wob/test-utils';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pollPath } from '../board/comment-card';
import { routes } from '../routes';
import { isTextOnFill } from './poll-results';
import { poll, pollAt } from './test/poll-fixtures';
import { renderPolls } from './test/poll-render';

const TOPIC = realtimeTopics.bubble('bubble-1');

/** The bar text of the option named `option` (the percentage in the bar). */
function barText(option: string): HTMLElement {
  const row = screen.getByText(option, { selector: '.wob-poll-result__option' }).closest('li');
  const value = row?.querySelector<HTMLElement>('.wob-poll-bar__value');
  if (!value) throw new Error(`no bar for ${option}`);
  return value;
}

describe('ViewPollPage', () => {
  it('is where the board’s poll comments link to', () => {
    const route = routes.find((candidate) => candidate.path === '/view-poll/:poll_id');
    expect(route).toBeDefined();
    expect(pollPath('poll-1')).toBe('/view-poll/poll-1');
  });

  it('stores the opened poll’s id under ViewPoll (spec section 3, Stored locally)', async () => {
    localStorage.removeItem(storageKeys.viewPoll);
    renderPolls({ entries: [pollPath('poll-1')], polls: [poll({ _id: 'poll-1' })] });
    await screen.findByRole('heading', { level: 1 });
    expect(readStored('viewPoll')).toEqual({ id: 'poll-1' });
    expect(JSON.parse(localStorage.getItem('ViewPoll') ?? 'null')).toEqual({ id: 'poll-1' });
  });

  it('lets a member choose and vote once, then shows each option’s percentage', async () => {
    const { user, fake, toasts } = renderPolls({
      entries: [pollPath('poll-1')],
      polls: [
        poll({
          _id: 'poll-1',
          votesPerOption: [
            ['Around the lakes', 1],
            ['Along the harbour', 2],
            ['Out to Amager Fælled', 0],
          ],
        }),
      ],
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Which route should Sunday’s ride take?',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Karen Blixen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'in Copenhagen Cyclists' })).toHaveAttribute(
      'href',
      '/view-bubble/copenhagen-cyclists',
    );
    const choices = screen.getByRole('radiogroup', { name: /Choose your answer/ });
    await user.click(within(choices).getByRole('radio', { name: 'Around the lakes' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));

    expect(
      await screen.findByText('Around the lakes: 50%, 2 votes (Your vote)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Along the harbour: 50%, 2 votes')).toBeInTheDocument();
    expect(screen.getByText('Out to Amager Fælled: 0%, 0 votes')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByText('4 votes')).toBeInTheDocument();
    expect(fake.inputsOf('castVote')).toEqual([
      { poll: 'poll-1', option: 'poll-1-o1', bubble: 'bubble-1' },
    ]);
    expect(toasts).toEqual([{ tone: 'success', text: 'Thank you for your vote.' }]);
  });

  it('asks for a choice before voting', async () => {
    const { user, fake } = renderPolls({
      entries: [pollPath('poll-1')],
      polls: [poll({ _id: 'poll-1' })],
    });
    await user.click(await screen.findByRole('button', { name: 'Vote' }));
    expect(await screen.findByText('Please choose an option')).toBeInTheDocument();
    expect(fake.inputsOf('castVote')).toEqual([]);
  });

  it('tells a second vote (409) and shows the results fetched again', async () => {
    const { user, fake, toasts } = renderPolls({
      entries: [pollPath('poll-1')],
      polls: [
        poll({
          _id: 'poll-1',
          votesPerOption: [
            ['Yes', 1],
            ['No', 0],
          ],
        }),
      ],
    });
    await screen.findByRole('button', { name: 'Vote' });
    // Another tab of the same person has voted meanwhile.
    fake.on('castVote', () => {
      fake.on('viewPoll', () => ({
        data: {
          poll: poll({
            _id: 'poll-1',
            votesPerOption: [
              ['Yes', 1],
              ['No', 1],
            ],
            votePolled: true,
            votedOption: 'poll-1-o2',
            canVote: false,
          }),
        },
      }));
      throw apiError(409, 'You have already voted');
    });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByText('No: 50%, 1 vote (Your vote)')).toBeInTheDocument();
    expect(toasts).toEqual([{ tone: 'error', text: 'You have already voted' }]);
  });

  it('shows the results to someone who cannot vote, with the way to join', async () => {
    renderPolls({
      entries: [pollPath('poll-1')],
      polls: [
        poll({
          _id: 'poll-1',
          canVote: false,
          votesPerOption: [
            ['Yes', 3],
            ['No', 1],
          ],
        }),
      ],
    });
    expect(await screen.findByText('Yes: 75%, 3 votes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vote' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the Bubble to vote.' })).toHaveAttribute(
      'href',
      '/view-bubble/copenhagen-cyclists',
    );
  });

  it('turns the bar text white above 90 percent and keeps the ink at or below', async () => {
    expect(isTextOnFill(91)).toBe(true);
    expect(isTextOnFill(90)).toBe(false);
    renderPolls({ entries: [pollPath('poll-95')], polls: [pollAt([95, 5], { _id: 'poll-95' })] });
    await screen.findByText('Yes, every Sunday: 95%, 19 votes');
    expect(barText('Yes, every Sunday')).toHaveClass('wob-poll-bar__value--on-fill');
    expect(barText('Yes, every Sunday')).toHaveTextContent('95%');
    expect(barText('Only when it is dry')).not.toHaveClass('wob-poll-bar__value--on-fill');
  });

  it('updates the results live from votes of others', async () => {
    const open = poll({
      _id: 'poll-1',
      canVote: false,
      votesPerOption: [
        ['Yes', 1],
        ['No', 0],
      ],
    });
    const { realtime } = renderPolls({ entries: [pollPath('poll-1')], polls: [open] });
    expect(await screen.findByText('Yes: 100%, 1 vote')).toBeInTheDocument();
    expect(barText('Yes')).toHaveClass('wob-poll-bar__value--on-fill');
    act(() =>
      realtime.publish(TOPIC, {
        type: 'poll.voted',
        bubbleId: 'bubble-1',
        pollId: 'poll-1',
        options: [
          { _id: 'poll-1-o1', votes: 1, percentage: 34 },
          { _id: 'poll-1-o2', votes: 2, percentage: 66 },
        ],
        votes: 3,
      }),
    );
    expect(screen.getByText('Yes: 34%, 1 vote')).toBeInTheDocument();
    expect(screen.getByText('No: 66%, 2 votes')).toBeInTheDocument();
    expect(barText('Yes')).not.toHaveClass('wob-poll-bar__value--on-fill');
    expect(screen.getByText('3 votes')).toBeInTheDocument();
  });

  it('lets the author delete after the spec’s question, then shows the Bubble’s polls', async () => {
    const { user, fake, toasts, router } = renderPolls({
      entries: [pollPath('poll-1')],
      polls: [poll({ _id: 'poll-1', canDelete: true })],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete poll' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'DO YOU WANT TO DELETE THIS POLL ??',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: "There's no poll" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bubble_polls/bubble-1');
    expect(fake.inputsOf('deletePoll')).toEqual([{ poll_id: 'poll-1' }]);
    expect(toasts).toEqual([{ tone: 'success', text: 'The poll has been deleted.' }]);
  });

  it('keeps the poll when the author answers No, and offers no delete to others', async () => {
    const { user, fake, unmount } = renderPolls({
      entries: [pollPath('poll-1')],
      polls: [poll({ _id: 'poll-1', canDelete: true })],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete poll' }));
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fake.inputsOf('deletePoll')).toEqual([]);
    unmount();
    renderPolls({ entries: [pollPath('poll-2')], polls: [poll({ _id: 'poll-2' })] });
    await screen.findByRole('button', { name: 'Vote' });
    expect(screen.queryByRole('button', { name: 'Delete poll' })).not.toBeInTheDocument();
  });

  it('says so when the poll is deleted while one looks at it', async () => {
    const { realtime } = renderPolls({
      entries: [pollPath('poll-1')],
      polls: [poll({ _id: 'poll-1' })],
    });
    await screen.findByRole('button', { name: 'Vote' });
    act(() =>
      realtime.publish(TOPIC, {
        type: 'poll.deleted',
        bubbleId: 'bubble-1',
        pollId: 'poll-1',
        commentId: 'comment-of-poll-1',
      }),
    );
    expect(screen.getByRole('heading', { name: 'This poll was deleted' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vote' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the other polls' })).toHaveAttribute(
      'href',
      '/bubble_polls/bubble-1',
    );
  });

  it('answers a poll one may not see with not found', async () => {
    renderPolls({ entries: [pollPath('poll-hidden')], polls: [] });
    expect(await screen.findByRole('heading', { name: 'Poll not found' })).toBeInTheDocument();
  });

  it('offers a retry when the poll could not be loaded', async () => {
    let attempts = 0;
    const { user } = renderPolls({
      entries: [pollPath('poll-1')],
      handlers: {
        viewPoll: () => {
          attempts += 1;
          if (attempts === 1) throw apiError(500);
          return { data: { poll: poll({ _id: 'poll-1' }) } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Vote' })).toBeInTheDocument();
  });

  it('reads in Danish, the delete question included', async () => {
    const { user } = renderPolls({
      entries: [pollPath('poll-1')],
      polls: [pollAt([50, 50], { _id: 'poll-1', canDelete: true })],
      locale: 'da',
    });
    expect(await screen.findByText('Yes, every Sunday: 50 %, 10 stemmer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Slet afstemning' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'VIL DU SLETTE DENNE AFSTEMNING ??' }),
    ).toBeInTheDocument();
  });
});
