import type { Reply } from '@wob/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOARD_NOW, comment, people, pollComment, reply } from '../test/board-fixtures';
import { renderWithApp } from '../test/board-render';
import { CommentCard, type CommentCardProps } from './comment-card';

function props(overrides: Partial<CommentCardProps> = {}): CommentCardProps {
  return {
    comment: comment({ comment: 'Hello everyone' }),
    canDelete: false,
    canDeleteReply: () => false,
    canReply: true,
    onDelete: vi.fn(async () => undefined),
    onDeleteReply: vi.fn(async (_reply: Reply) => undefined),
    onSeeMoreReplies: vi.fn(),
    onReply: vi.fn(async () => true),
    now: BOARD_NOW,
    timeZone: 'UTC',
    ...overrides,
  };
}

describe('CommentCard', () => {
  it('shows the author, the text with its line breaks and a relative date', () => {
    renderWithApp(
      <CommentCard
        {...props({
          comment: comment({
            comment: 'First line\nSecond line',
            dateTime: '2026-11-21T18:30:00Z',
          }),
        })}
      />,
    );
    const card = screen.getByRole('article', { name: people.hans.name });
    expect(within(card).getByText(people.hans.name)).toBeInTheDocument();
    const text = within(card).getByText(/First line/);
    expect(text.textContent).toBe('First line\nSecond line');
    expect(text).toHaveClass('wob-board-text');
    expect(within(card).getByText('Yesterday, 18:30')).toBeInTheDocument();
  });

  it('shows markup in a comment as text, never as HTML', () => {
    renderWithApp(
      <CommentCard
        {...props({ comment: comment({ comment: '<img src=x onerror=alert(1)> <b>bold</b>' }) })}
      />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)> <b>bold</b>')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps a very long comment whole', () => {
    const long = 'Cykel '.repeat(330).trim();
    renderWithApp(<CommentCard {...props({ comment: comment({ comment: long }) })} />);
    expect(screen.getByText(long)).toBeInTheDocument();
  });

  it('opens an image larger in a dialog', async () => {
    const { user } = renderWithApp(
      <CommentCard
        {...props({
          comment: comment({ comment: '', imageFile: 'https://example.test/bike.jpg' }),
        })}
      />,
    );
    expect(
      screen.getByRole('img', { name: `Image posted by ${people.hans.name}` }),
    ).toHaveAttribute('src', 'https://example.test/bike.jpg');
    await user.click(screen.getByRole('button', { name: 'Open the image larger' }));
    const dialog = await screen.findByRole('dialog', { name: `Image from ${people.hans.name}` });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'https://example.test/bike.jpg');
  });

  it('shows a poll comment as its question with a link to the poll', () => {
    renderWithApp(
      <CommentCard
        {...props({
          comment: comment({ comment: 'Which route on Sunday?', poll: true, pollId: 'poll-7' }),
        })}
      />,
    );
    expect(screen.getByText('Poll')).toBeInTheDocument();
    expect(screen.getByText('Which route on Sunday?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View poll' })).toHaveAttribute(
      'href',
      '/view-poll/poll-7',
    );
  });

  it('offers no delete button when the person may not delete', () => {
    renderWithApp(<CommentCard {...props()} />);
    expect(screen.queryByRole('button', { name: 'Delete this comment' })).not.toBeInTheDocument();
  });

  it('asks the spec’s question before deleting, and deletes only on Yes', async () => {
    const onDelete = vi.fn(async () => undefined);
    const { user } = renderWithApp(<CommentCard {...props({ canDelete: true, onDelete })} />);
    await user.click(screen.getByRole('button', { name: 'Delete this comment' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'DO YOU WANT TO DELETE THIS COMMENT ??',
    });
    await user.click(within(question).getByRole('button', { name: 'No' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete this comment' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('shows a poll comment’s options with their bars and percentages, and the poll page link', () => {
    const poll = pollComment('poll-1', [
      ['Saturday', 3],
      ['Sunday', 1],
    ]);
    renderWithApp(<CommentCard {...props({ comment: poll, canReply: false })} />);
    const section = screen.getByRole('region', { name: 'Which day suits you?' });
    expect(within(section).getByText('Saturday: 75%, 3 votes')).toBeInTheDocument();
    expect(within(section).getByText('Sunday: 25%, 1 vote')).toBeInTheDocument();
    expect(section.querySelectorAll('.wob-poll-bar')).toHaveLength(2);
    expect(within(section).getByText('4 votes')).toBeInTheDocument();
    expect(within(section).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View poll' })).toHaveAttribute(
      'href',
      '/view-poll/poll-1',
    );
  });

  it('lets a member vote on the board itself', async () => {
    const onVote = vi.fn(async () => undefined);
    const poll = pollComment('poll-1', [
      ['Saturday', 1],
      ['Sunday', 0],
    ]);
    const { user } = renderWithApp(
      <CommentCard {...props({ comment: poll, canReply: true, onVote })} />,
    );
    const choices = screen.getByRole('radiogroup', { name: /Choose your answer/ });
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    expect(onVote).not.toHaveBeenCalled();
    await user.click(within(choices).getByRole('radio', { name: 'Sunday' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    expect(onVote).toHaveBeenCalledWith('poll-1-o2');
  });

  it('shows a member who voted the bars with their own vote, and no form', () => {
    const voted = pollComment(
      'poll-1',
      [
        ['Saturday', 1],
        ['Sunday', 1],
      ],
      { votePolled: true, votedOption: 'poll-1-o2' },
    );
    renderWithApp(<CommentCard {...props({ comment: voted, canReply: true, onVote: vi.fn() })} />);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByText('Sunday: 50%, 1 vote (Your vote)')).toBeInTheDocument();
  });

  it('asks the poll page’s question before deleting a poll from the board', async () => {
    const onDelete = vi.fn(async () => undefined);
    const poll = comment({ comment: 'Which day?', poll: true, pollId: 'poll-1' });
    const { user } = renderWithApp(
      <CommentCard {...props({ comment: poll, canDelete: true, onDelete })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete poll' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'DO YOU WANT TO DELETE THIS POLL ??',
    });
    expect(within(question).queryByText(/COMMENT/)).not.toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('asks in Danish too', async () => {
    const { user } = renderWithApp(<CommentCard {...props({ canDelete: true })} />, 'da');
    await user.click(screen.getByRole('button', { name: 'Slet denne kommentar' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'VIL DU SLETTE DENNE KOMMENTAR ??' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ja' })).toBeInTheDocument();
  });

  it('confirms a reply’s deletion with its own question', async () => {
    const target = reply({ _id: 'reply-own', commentBy: { user: people.karen } });
    const onDeleteReply = vi.fn(async (_reply: Reply) => undefined);
    const { user } = renderWithApp(
      <CommentCard
        {...props({
          comment: comment({ replies: [target], replyCount: 1 }),
          canDeleteReply: (item) => item.commentBy.user._id === people.karen._id,
          onDeleteReply,
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete this reply' }));
    await screen.findByRole('alertdialog', { name: 'DO YOU WANT TO DELETE THIS REPLY ??' });
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onDeleteReply).toHaveBeenCalledWith(target);
  });

  it('counts the replies', () => {
    renderWithApp(
      <CommentCard
        {...props({ comment: comment({ replies: [reply()], replyCount: 4, seeMore: true }) })}
      />,
    );
    expect(screen.getByText('4 replies')).toBeInTheDocument();
  });
});
