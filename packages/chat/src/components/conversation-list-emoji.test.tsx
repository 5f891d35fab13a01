import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWorld, HOUR, ME, METTE, NOW } from '../test/chat-fixtures';
import { renderChat } from '../test/render-chat';

// The conversation list draws a preview's emoji as the messages do: the Twemoji image with the
// character as its name, so a system without a colour emoji font shows no empty boxes there.

describe('the conversation list', () => {
  it('draws the emoji of a preview as images named by the character', async () => {
    const world = createWorld();
    world.seed(METTE.uid, ME.uid, { text: 'Godmorgen ☀️' }, { sentAt: NOW - HOUR });
    renderChat(world);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const sun = await within(list).findByRole('img', { name: '☀️' });
    expect(sun).toHaveClass('wob-emoji');
    expect(sun.closest('.wob-chat-row__preview')?.textContent).toContain('Godmorgen');
  });
});
