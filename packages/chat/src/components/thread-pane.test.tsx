import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createWorld, ME, METTE, seedConversations } from '../test/chat-fixtures';
import { renderChat } from '../test/render-chat';

// The thread pane on /chat: reply in a thread from a message's menu, the separator and the
// message's reply count follow every reply, the other side's replies arrive live, and the main
// list never shows a reply.

// The whole page with its pane renders in jsdom: seconds on a busy machine, as the other whole-screen tests.
vi.setConfig({ testTimeout: 60_000 });

const QUESTION = 'Skal vi tage en kop kaffe bagefter næste gang?';

async function openedPage() {
  const world = createWorld();
  seedConversations(world);
  const view = renderChat(world);
  await screen.findByText(QUESTION, { selector: '.wob-message__text' });
  return { ...view, world };
}

function rowOf(text: string): HTMLElement {
  const row = screen
    .getAllByText(text, { selector: '.wob-message__text' })
    .map((element) => element.closest('.wob-message-row'))
    .find((element) => !element?.closest('.wob-chat-thread'));
  if (!row) throw new Error(`no row for ${text}`);
  return row as HTMLElement;
}

describe('thread pane', () => {
  it("answers someone's message in a thread and counts the replies on both sides of the pane", async () => {
    const { user, world } = await openedPage();
    await user.click(
      within(rowOf(QUESTION)).getByRole('button', { name: 'Options for this message' }),
    );
    // Others' messages offer the thread only (spec chat section 6).
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Reply in thread' }));

    const pane = await screen.findByRole('region', { name: 'Thread' });
    await waitFor(() =>
      expect(within(pane).getByRole('heading', { name: 'Thread' })).toHaveFocus(),
    );
    expect(within(pane).getByText(METTE.name)).toBeInTheDocument();
    expect(within(pane).getByText(QUESTION)).toBeInTheDocument();
    expect(
      await within(pane).findByText('No replies yet. Be the first to answer.'),
    ).toBeInTheDocument();

    await user.type(
      within(pane).getByRole('textbox', { name: 'Reply in the thread' }),
      'Ja, gerne!{Enter}',
    );
    const replies = await within(pane).findByRole('list', { name: 'Replies in the thread' });
    expect(await within(replies).findByText('Ja, gerne!')).toBeInTheDocument();
    expect(await within(pane).findByText('1 reply')).toBeInTheDocument();
    // The main list shows the count, never the reply.
    expect(
      await within(rowOf(QUESTION)).findByRole('button', { name: '1 reply' }),
    ).toBeInTheDocument();
    expect(
      screen
        .getAllByText('Ja, gerne!', { selector: '.wob-message__text' })
        .every((element) => element.closest('.wob-chat-thread')),
    ).toBe(true);

    // Mette answers in the thread: live in the pane, and "2 replies".
    const mette = world.serviceFor(METTE.uid);
    await act(async () => {
      await mette.login();
      const parent = world.messages.find((message) => message.text === QUESTION);
      await mette.sendMessage({
        receiverId: ME.uid,
        receiverType: 'user',
        muid: 'mette-thread-1',
        text: 'Super, jeg tager kage med',
        parentMessageId: parent?.id,
      });
    });
    expect(await within(replies).findByText('Super, jeg tager kage med')).toBeInTheDocument();
    expect(await within(pane).findByText('2 replies')).toBeInTheDocument();

    await user.click(within(pane).getByRole('button', { name: 'Close the thread' }));
    expect(screen.queryByRole('region', { name: 'Thread' })).not.toBeInTheDocument();
    await user.click(within(rowOf(QUESTION)).getByRole('button', { name: '2 replies' }));
    const again = await screen.findByRole('region', { name: 'Thread' });
    expect(await within(again).findByText('Super, jeg tager kage med')).toBeInTheDocument();
  });
});

describe('editing a thread reply', () => {
  it('offers Edit on my own reply, edits it in the thread composer and both sides see it', async () => {
    const { user, world } = await openedPage();
    await user.click(
      within(rowOf(QUESTION)).getByRole('button', { name: 'Options for this message' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Reply in thread' }));
    const pane = await screen.findByRole('region', { name: 'Thread' });
    const reply = within(pane).getByRole('textbox', { name: 'Reply in the thread' });
    await user.type(reply, 'Ja, gerne i morgen{Enter}');
    const replies = await within(pane).findByRole('list', { name: 'Replies in the thread' });
    const mine = await within(replies).findByText('Ja, gerne i morgen');
    const row = mine.closest('.wob-message-row') as HTMLElement;
    // Wait for the stored copy: a local copy has no menu.
    const options = await within(row).findByRole('button', { name: 'Options for this message' });
    await user.click(options);
    // A reply gets edit and delete, never a thread of its own (spec chat section 6).
    expect(screen.queryByRole('menuitem', { name: 'Reply in thread' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));

    // The edit preview shows in the thread's composer, with its text loaded; not in the main one.
    expect(await within(pane).findByText('Editing message')).toBeInTheDocument();
    const main = document.querySelectorAll('.wob-chat-composer__edit');
    expect(main).toHaveLength(1);
    expect(pane.contains(main[0] as Node)).toBe(true);
    await waitFor(() => expect(reply).toHaveValue('Ja, gerne i morgen'));
    expect(reply).toHaveFocus();

    // Its close control ends the edit and empties the composer.
    await user.click(within(pane).getByRole('button', { name: 'Cancel editing' }));
    expect(within(pane).queryByText('Editing message')).not.toBeInTheDocument();
    expect(reply).toHaveValue('');

    await user.click(within(row).getByRole('button', { name: 'Options for this message' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(reply).toHaveValue('Ja, gerne i morgen'));
    await user.clear(reply);
    await user.type(reply, 'Ja, gerne på fredag{Enter}');

    // Saved in place: the pane shows the new text marked edited, no second reply came.
    expect(await within(replies).findByText('Ja, gerne på fredag')).toBeInTheDocument();
    expect(within(replies).queryByText('Ja, gerne i morgen')).not.toBeInTheDocument();
    expect(within(replies).getAllByRole('listitem')).toHaveLength(1);
    expect(within(replies).getByText('edited')).toBeInTheDocument();
    expect(within(pane).queryByText('Editing message')).not.toBeInTheDocument();
    expect(await within(pane).findByText('1 reply')).toBeInTheDocument();
    // Stored for the other side too.
    const stored = world.messages.find((message) => message.text === 'Ja, gerne på fredag');
    expect(stored?.parentMessageId).not.toBeNull();
    expect(stored?.editedAt).not.toBeNull();
  });

  it('ends a reply edit when the thread closes, and the main composer stays as it was', async () => {
    const { user } = await openedPage();
    await user.click(
      within(rowOf(QUESTION)).getByRole('button', { name: 'Options for this message' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Reply in thread' }));
    const pane = await screen.findByRole('region', { name: 'Thread' });
    await user.type(
      within(pane).getByRole('textbox', { name: 'Reply in the thread' }),
      'Måske{Enter}',
    );
    const row = (
      await within(pane).findByText('Måske', { selector: '.wob-message__text' })
    ).closest('.wob-message-row') as HTMLElement;
    await user.click(await within(row).findByRole('button', { name: 'Options for this message' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(await within(pane).findByText('Editing message')).toBeInTheDocument();

    await user.click(within(pane).getByRole('button', { name: 'Close the thread' }));
    expect(screen.queryByText('Editing message')).not.toBeInTheDocument();
    const composer = screen.getByRole('textbox', { name: `Message to ${METTE.name}` });
    expect(composer).toHaveValue('');
  });
});
