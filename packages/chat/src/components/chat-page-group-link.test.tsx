import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWorld, ME, METTE, seedConversations } from '../test/chat-fixtures';
import { renderChat } from '../test/render-chat';

// `/chat?group=<guid>` (the Bubble page's 'Bubble chat' link) opens that group, not the first
// chat of the list.

describe('/chat?group=<guid>', () => {
  it('opens the linked group the user is in', async () => {
    const world = createWorld();
    seedConversations(world);
    world.groups.seed({
      guid: 'ghavekredsen',
      name: 'Havekredsen',
      owner: METTE.uid,
      members: { [ME.uid]: 'participant' },
    });
    // Mette's chat is the newest: without the link it would be the one opened.
    world.seed(METTE.uid, ME.uid, { text: 'Nyeste besked' }, { sentAt: world.now() + 60 });
    renderChat(world, { path: '/chat?group=ghavekredsen' });
    expect(
      await screen.findByRole('textbox', { name: 'Message to Havekredsen' }),
    ).toBeInTheDocument();
  });
});
