import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/stories';
import * as listStories from './bubble-polls-page.stories';
import * as createStories from './create-poll-page.stories';
import * as resultStories from './poll-results.stories';
import * as viewStories from './view-poll-page.stories';

const results = composeStories(resultStories);
const list = composeStories(listStories);
const create = composeStories(createStories);
const view = composeStories(viewStories);

function barValueOf(option: string): Element | null {
  return (
    screen
      .getByText(option, { selector: '.wob-poll-result__option' })
      .closest('li')
      ?.querySelector('.wob-poll-bar__value') ?? null
  );
}

// The stories are what designers and reviewers look at: each must show its state.
describe('poll stories', () => {
  it('show the bars at 0, 50 and 95 percent, white text only at 95', () => {
    const zero = render(<results.ZeroPercent />);
    expect(barValueOf('Around the lakes')).toHaveTextContent('0%');
    expect(barValueOf('Around the lakes')).not.toHaveClass('wob-poll-bar__value--on-fill');
    zero.unmount();
    const fifty = render(<results.FiftyPercent />);
    expect(barValueOf('Only when it is dry')).toHaveTextContent('50%');
    expect(barValueOf('Only when it is dry')).not.toHaveClass('wob-poll-bar__value--on-fill');
    fifty.unmount();
    render(<results.NinetyFivePercent />);
    expect(barValueOf('Yes, every Sunday')).toHaveTextContent('95%');
    expect(barValueOf('Yes, every Sunday')).toHaveClass('wob-poll-bar__value--on-fill');
    expect(screen.getByText('Your vote')).toBeInTheDocument();
  });

  it('show a poll not yet voted, voted, and the author’s view', async () => {
    const notVoted = render(<view.NotVoted />);
    expect(await screen.findByRole('button', { name: 'Vote' })).toBeInTheDocument();
    notVoted.unmount();
    const voted = render(<view.Voted />);
    expect(await screen.findByText('You have voted. The results update live.')).toBeInTheDocument();
    voted.unmount();
    render(<view.AuthorView />);
    expect(await screen.findByRole('button', { name: 'Delete poll' })).toBeInTheDocument();
  });

  it('show the list empty and full', async () => {
    const empty = render(<list.Empty />);
    expect(await screen.findByRole('heading', { name: "There's no poll" })).toBeInTheDocument();
    empty.unmount();
    render(<list.Full />);
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('show the create form with its errors and the invitation without premium', async () => {
    const errors = render(<create.WithErrors />);
    expect(screen.getByText('Please Enter Question')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Option')).toBeInTheDocument();
    errors.unmount();
    const none = render(<create.NoOptions />);
    expect(screen.getByText('Please enter atleast one option')).toBeInTheDocument();
    none.unmount();
    render(<create.NotPremium />);
    expect(
      await screen.findByRole('heading', { name: 'Creating polls is part of Woble Premium' }),
    ).toBeInTheDocument();
  });
});
