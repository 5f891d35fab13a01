import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BOARD_NOW, people, reply } from '../test/board-fixtures';
import { renderWithApp } from '../test/board-render';
import { ReplyList, type ReplyListProps } from './reply-list';

function props(overrides: Partial<ReplyListProps> = {}): ReplyListProps {
  return {
    replies: [reply({ comment: 'First reply' }), reply({ comment: 'Second reply' })],
    seeMore: false,
    onSeeMore: vi.fn(),
    canDelete: () => false,
    onDelete: vi.fn(),
    canReply: true,
    replyTo: people.hans.name,
    onReply: vi.fn(async () => true),
    now: BOARD_NOW,
    timeZone: 'UTC',
    ...overrides,
  };
}

describe('ReplyList', () => {
  it('shows the replies oldest first with author and date', () => {
    renderWithApp(<ReplyList {...props()} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('First reply');
    expect(items[1]).toHaveTextContent('Second reply');
    expect(items[0]).toHaveTextContent(people.tove.name);
    expect(items[0]).toHaveTextContent('Today, 10:00');
  });

  it('offers "see more replies" only when more exist', async () => {
    const onSeeMore = vi.fn();
    const { user, rerender } = renderWithApp(<ReplyList {...props()} />);
    expect(screen.queryByRole('button', { name: 'see more replies' })).not.toBeInTheDocument();
    rerender(<ReplyList {...props({ seeMore: true, onSeeMore })} />);
    await user.click(screen.getByRole('button', { name: 'see more replies' }));
    expect(onSeeMore).toHaveBeenCalledTimes(1);
  });

  it('sends a reply, then empties the box', async () => {
    const onReply = vi.fn(async () => true);
    const { user } = renderWithApp(<ReplyList {...props({ onReply })} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    const box = screen.getByRole('textbox', { name: 'Write a reply' });
    expect(box).toHaveFocus();
    await user.type(box, '  See you there!  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onReply).toHaveBeenCalledWith('See you there!');
    // Sent: the box folds away again, empty when opened next time.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(screen.getByRole('textbox', { name: 'Write a reply' })).toHaveValue('');
  });

  it('refuses an empty reply with the form message', async () => {
    const onReply = vi.fn(async () => true);
    const { user } = renderWithApp(<ReplyList {...props({ onReply })} />);
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please write a reply')).toBeInTheDocument();
    expect(onReply).not.toHaveBeenCalled();
  });

  it('keeps the text when a reply could not be sent', async () => {
    const onReply = vi.fn(async () => false);
    const { user } = renderWithApp(<ReplyList {...props({ onReply })} />);
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByRole('textbox', { name: 'Write a reply' }), 'Try again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Write a reply' })).toHaveValue('Try again');
  });

  it('has no reply box for someone who is not an active member', () => {
    renderWithApp(<ReplyList {...props({ canReply: false })} />);
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });
});
