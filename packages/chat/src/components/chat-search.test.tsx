import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWorld, DAY, JONAS, ME, NOW, SOFIE, seedConversations } from '../test/chat-fixtures';
import { renderChat } from '../test/render-chat';

// Message search on the chat list (chat-search.tsx), on the memory chat: typing searches
// after a pause, results show who, where and the matched words, choosing one opens it.

async function openedPage(seed = seedConversations, language?: 'da' | 'en') {
  const world = createWorld();
  seed(world);
  const view = renderChat(world, language ? { locale: language } : {});
  await screen.findByRole('list', { name: language === 'da' ? 'Samtaler' : 'Conversations' });
  return view;
}

function type(text: string, label = 'Search messages') {
  fireEvent.change(screen.getByRole('searchbox', { name: label }), { target: { value: text } });
}

describe('message search on the chat list', () => {
  it('finds a message after a pause, marks the words and opens it in its conversation', async () => {
    await openedPage();
    type('strikke');
    // The conversations stay until the search has settled (500 ms).
    expect(screen.getByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: 'Messages found' }, { timeout: 3_000 });
    const [row] = within(results).getAllByRole('listitem');
    expect(row).toHaveTextContent(SOFIE.name);
    expect(row?.querySelector('mark')?.textContent).toBe('strikke');
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
    fireEvent.click(
      within(row as HTMLElement).getByRole('button', {
        name: `Open the message from ${SOFIE.name} in ${SOFIE.name}`,
      }),
    );
    expect(await screen.findByRole('heading', { name: SOFIE.name, level: 2 })).toBeInTheDocument();
    const text = await screen.findByText('Ses vi til strikkeklubben på torsdag?', {
      selector: '.wob-message__text',
    });
    await waitFor(() => expect(text.closest('li')).toHaveAttribute('data-highlight'));
  });

  it('reads older pages until the chosen message is there', async () => {
    const view = await openedPage((world) => {
      seedConversations(world);
      world.seed(
        JONAS.uid,
        ME.uid,
        { text: 'Den gamle opskrift på æblekage' },
        { sentAt: NOW - 9 * DAY, read: true },
      );
      for (let index = 0; index < 45; index += 1) {
        world.seed(
          ME.uid,
          JONAS.uid,
          { text: `Besked ${index}` },
          { sentAt: NOW - 8 * DAY + index * 60, read: true },
        );
      }
    });
    type('æblekage');
    const results = await screen.findByRole('list', { name: 'Messages found' }, { timeout: 3_000 });
    fireEvent.click(within(results).getAllByRole('button')[0] as HTMLElement);
    // The newest page (30) does not hold it: the store reads back until it does, and the
    // message list takes the focus request (jsdom lays out no rows to scroll among).
    await waitFor(() =>
      expect(view.store.getState().open?.messages.map((message) => message.text)).toContain(
        'Den gamle opskrift på æblekage',
      ),
    );
    await waitFor(() => expect(view.store.getState().focusMessage).toBeNull());
    expect(view.store.getState().open?.uid).toBe(JONAS.uid);
  }, 30_000);

  it('says when nothing matches, in Danish too, and Escape brings the conversations back', async () => {
    await openedPage(seedConversations, 'da');
    type('zyxzyx', 'Søg i beskeder');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Ingen beskeder matcher »zyxzyx«' },
        { timeout: 3_000 },
      ),
    ).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Søg i beskeder' }), { key: 'Escape' });
    expect(await screen.findByRole('list', { name: 'Samtaler' })).toBeInTheDocument();
  });
});
