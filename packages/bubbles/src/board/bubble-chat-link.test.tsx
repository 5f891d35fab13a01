import { apiError } from '@wob/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bubbleTile, bubbleView, comments, membership } from '../test/board-fixtures';
import { renderBoard } from '../test/board-render';

// The Bubble page's way to the Bubble's chat: a 'Bubble chat' link for its members once the
// chat is open, and the owner's 'Open a chat for this Bubble' before that.

const PATH = '/view-bubble/copenhagen-cyclists';
const ownerTile = bubbleTile({ membership: membership({ role: 'owner' }) });
const withChat = (tile = bubbleTile(), guid = 'gabcdefghijklmnopqrst') => ({
  ...bubbleView(tile, comments(1)),
  chatGuid: guid,
});

describe('the Bubble chat on the Bubble page', () => {
  it('links a member to the Bubble’s chat', async () => {
    const { user } = renderBoard({
      path: PATH,
      handlers: { getBubble: () => ({ data: withChat() }) },
    });
    const link = await screen.findByRole('link', { name: 'Bubble chat' });
    expect(link).toHaveAttribute('href', '/chat?group=gabcdefghijklmnopqrst');
    expect(
      screen.queryByRole('button', { name: 'Open a chat for this Bubble' }),
    ).not.toBeInTheDocument();
    await user.click(link);
    expect(await screen.findByText('Chat page ?group=gabcdefghijklmnopqrst')).toBeInTheDocument();
  });

  it('shows a member nothing while the Bubble has no chat', async () => {
    renderBoard({
      path: PATH,
      handlers: { getBubble: () => ({ data: bubbleView(bubbleTile(), comments(1)) }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Copenhagen Cyclists' });
    expect(screen.queryByRole('link', { name: 'Bubble chat' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Open a chat for this Bubble' }),
    ).not.toBeInTheDocument();
  });

  it('offers the owner no chat while Woble has taken the Bubble down', async () => {
    renderBoard({
      path: PATH,
      handlers: {
        getBubble: () => ({
          data: {
            ...bubbleView(ownerTile, comments(1)),
            takenDown: { at: '2026-11-27T10:00:00.000Z', reason: 'Spam' },
          },
        }),
      },
    });
    await screen.findByRole('alert');
    expect(screen.getByText(/its chat is closed for everyone, you included/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Open a chat for this Bubble' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bubble chat' })).not.toBeInTheDocument();
  });

  it('lets the owner open the chat, then takes them to it', async () => {
    const { user, fake } = renderBoard({
      path: PATH,
      handlers: {
        getBubble: () => ({ data: bubbleView(ownerTile, comments(1)) }),
        openBubbleChat: () => ({ data: { chatGuid: 'gnewchatnewchatnewcha' } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open a chat for this Bubble' }));
    expect(await screen.findByText('Chat page ?group=gnewchatnewchatnewcha')).toBeInTheDocument();
    expect(fake.inputsOf('openBubbleChat')).toEqual([{ bubble: 'bubble-1' }]);
  });

  it('keeps the owner on the page with the reason when opening fails', async () => {
    const { user, toasts } = renderBoard({
      path: PATH,
      handlers: {
        getBubble: () => ({ data: bubbleView(ownerTile, comments(1)) }),
        openBubbleChat: () => {
          throw apiError(403, 'Only the owner of this Bubble can do this.');
        },
      },
    });
    const button = await screen.findByRole('button', { name: 'Open a chat for this Bubble' });
    await user.click(button);
    expect(
      await screen.findByRole('button', { name: 'Open a chat for this Bubble' }),
    ).toBeEnabled();
    expect(toasts).toEqual([{ tone: 'error', text: 'Only the owner of this Bubble can do this.' }]);
  });

  it('speaks Danish', async () => {
    renderBoard({
      path: PATH,
      locale: 'da',
      handlers: { getBubble: () => ({ data: bubbleView(ownerTile, comments(1)) }) },
    });
    expect(
      await screen.findByRole('button', { name: 'Åbn en chat for denne Bubble' }),
    ).toBeInTheDocument();
  });
});
