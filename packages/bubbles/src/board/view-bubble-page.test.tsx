import { realtimeTopics } from '@wob/api';
import { apiError } from '@wob/test-utils';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  boardPage,
  bubbleTile,
  bubbleView,
  comment,
  comments,
  membership,
  people,
} from '../test/board-fixtures';
import { renderBoard } from '../test/board-render';

const PATH = '/view-bubble/copenhagen-cyclists';
const outsider = membership({ status: 'none', role: null });

describe('ViewBubblePage', () => {
  it('shows the Bubble’s header and its first comments for a member', async () => {
    const all = comments(7);
    const { fake } = renderBoard({
      path: PATH,
      handlers: { getBubble: () => ({ data: bubbleView(bubbleTile(), all) }) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Copenhagen Cyclists' }),
    ).toBeInTheDocument();
    expect(screen.getByText('42 members')).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(fake.inputsOf('getBubble')).toContainEqual({
      id: 'copenhagen-cyclists',
      page: 1,
      limit: 5,
    });
  });

  it('loads 3 more comments at a time', async () => {
    const all = comments(7);
    const { user, fake } = renderBoard({
      path: PATH,
      handlers: {
        getBubble: () => ({ data: bubbleView(bubbleTile(), all) }),
        getBoard: () => ({ data: boardPage(all, 7, 8) }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findAllByRole('article')).toHaveLength(7);
    expect(fake.inputsOf('getBoard')).toEqual([{ bubble: 'bubble-1', page: 1, limit: 8 }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says "No comments found" on an empty board', async () => {
    renderBoard({
      path: PATH,
      handlers: { getBubble: () => ({ data: bubbleView(bubbleTile(), []) }) },
    });
    expect(await screen.findByRole('heading', { name: 'No comments found' })).toBeInTheDocument();
  });

  it('lets a visitor join a public Bubble and then write', async () => {
    const tile = bubbleTile({ membership: outsider });
    const { user, fake, toasts } = renderBoard({
      path: PATH,
      handlers: {
        getBubble: () => ({ data: bubbleView(tile, comments(2)) }),
        pickBubble: () => ({
          message: 'You have joined the Bubble.',
          data: { bubble: { ...tile, membership: membership() } },
        }),
      },
    });
    expect(
      await screen.findByText('Join this Bubble to write comments and replies.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();
    expect(fake.inputsOf('pickBubble')).toEqual([{ bubble: 'bubble-1' }]);
    expect(toasts).toEqual([{ tone: 'success', text: 'You have joined the Bubble.' }]);
  });

  it('hides a private board and shows Waiting for Approval after asking to join', async () => {
    const tile = bubbleTile({ privateBubble: true, membership: outsider });
    const { user } = renderBoard({
      path: PATH,
      handlers: {
        getBubble: () => ({ data: bubbleView(tile, [], { canSeeContent: false }) }),
        pickBubble: () => ({
          message: 'Waiting for Approval',
          data: { bubble: { ...tile, membership: membership({ status: 'pending' }) } },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'This Bubble is private' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Waiting for Approval')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.getByText(/Your request to join has been sent/)).toBeInTheDocument();
  });

  it('shows a friendly not-found state with a way to Find Bubble', async () => {
    const { user } = renderBoard({
      path: '/view-bubble/gone',
      handlers: {
        getBubble: () => {
          throw apiError(404, 'This Bubble could not be found.');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Bubble not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Find Bubble' }));
    expect(await screen.findByText('Find Bubble page')).toBeInTheDocument();
  });

  it('offers a retry when the Bubble could not be loaded', async () => {
    let attempts = 0;
    const { user } = renderBoard({
      path: PATH,
      handlers: {
        getBubble: () => {
          attempts += 1;
          if (attempts === 1) throw apiError(500);
          return { data: bubbleView(bubbleTile(), []) };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Copenhagen Cyclists' }),
    ).toBeInTheDocument();
  });

  it('shows comments of others live and stops listening when the page closes', async () => {
    const { realtime, unmount } = renderBoard({
      path: PATH,
      handlers: { getBubble: () => ({ data: bubbleView(bubbleTile(), comments(1)) }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Copenhagen Cyclists' });
    const topic = realtimeTopics.bubble('bubble-1');
    const live = comment({
      _id: 'live-1',
      comment: 'Fresh from the road',
      commentBy: { user: people.tove },
    });
    act(() =>
      realtime.publish(topic, { type: 'comment.added', bubbleId: 'bubble-1', comment: live }),
    );
    act(() =>
      realtime.publish(topic, { type: 'comment.added', bubbleId: 'bubble-1', comment: live }),
    );
    expect(screen.getAllByText('Fresh from the road')).toHaveLength(1);
    unmount();
    expect(realtime.topics()).toEqual([]);
  });

  it('lets a moderator delete the comment of someone else', async () => {
    const { user, fake } = renderBoard({
      path: PATH,
      handlers: {
        getBubble: () => ({
          data: bubbleView(bubbleTile({ membership: membership({ role: 'moderator' }) }), [
            comment({ _id: 'c-other', comment: 'Spam', commentBy: { user: people.hans } }),
          ]),
        }),
        deleteComment: () => ({
          message: 'The comment has been deleted.',
          data: { commentID: 'c-other' },
        }),
      },
    });
    const card = await screen.findByRole('article', { name: people.hans.name });
    await user.click(within(card).getByRole('button', { name: 'Delete this comment' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('heading', { name: 'No comments found' })).toBeInTheDocument();
    expect(fake.inputsOf('deleteComment')).toEqual([{ commentID: 'c-other', bubble: 'bubble-1' }]);
  });

  it('shows its owner a banner with the operator’s reason while Woble has taken it down', async () => {
    const owned = bubbleTile({ membership: membership({ role: 'owner' }) });
    renderBoard({
      path: PATH,
      handlers: {
        getBubble: () => ({
          data: {
            ...bubbleView(owned, []),
            takenDown: { at: '2026-11-27T10:00:00.000Z', reason: 'Posts broke the rules on spam.' },
          },
        }),
      },
    });
    const banner = await screen.findByRole('alert');
    expect(
      within(banner).getByRole('heading', { name: 'Woble has taken this Bubble down' }),
    ).toBeInTheDocument();
    expect(within(banner).getByText('Posts broke the rules on spam.')).toBeInTheDocument();
  });

  it('shows no takedown banner on a Bubble that is up', async () => {
    renderBoard({
      path: PATH,
      handlers: { getBubble: () => ({ data: bubbleView(bubbleTile(), []) }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Copenhagen Cyclists' });
    expect(screen.queryByText('Woble has taken this Bubble down')).not.toBeInTheDocument();
  });
});
