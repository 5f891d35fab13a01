import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/stories';
import * as cardStories from './comment-card.stories';
import * as composerStories from './composer.stories';
import * as pageStories from './view-bubble-page.stories';

const card = composeStories(cardStories);
const composer = composeStories(composerStories);
const page = composeStories(pageStories);

// The stories are what designers and reviewers look at: each must render its state.
describe('board stories', () => {
  it('show the comment card with replies, image, poll, long text and in Danish', () => {
    const { unmount } = render(<card.WithReplies />);
    expect(screen.getByRole('button', { name: 'see more replies' })).toBeInTheDocument();
    unmount();
    render(<card.WithImage />);
    expect(screen.getByRole('button', { name: 'Open the image larger' })).toBeInTheDocument();
  });

  it('show a poll comment and the Danish delete button', () => {
    const { unmount } = render(<card.PollComment />);
    expect(screen.getByRole('link', { name: 'View poll' })).toHaveAttribute(
      'href',
      '/view-poll/poll-1',
    );
    unmount();
    render(<card.Danish />);
    expect(screen.getByRole('button', { name: 'Slet denne kommentar' })).toBeInTheDocument();
  });

  it('show the composer', () => {
    render(<composer.Default />);
    expect(screen.getByRole('button', { name: 'Post' })).toBeInTheDocument();
  });

  it('show the page of a member and of a private Bubble', async () => {
    const { unmount } = render(<page.Member />);
    expect(await screen.findByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();
    unmount();
    render(<page.PrivateHidden />);
    expect(
      await screen.findByRole('heading', { name: 'This Bubble is private' }),
    ).toBeInTheDocument();
  });

  it('show the not-found page', async () => {
    render(<page.NotFound />);
    expect(await screen.findByRole('heading', { name: 'Bubble not found' })).toBeInTheDocument();
  });
});
