import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createWorld, ME, METTE, seedConversations } from '../test/chat-fixtures';
import { renderChat } from '../test/render-chat';

// Polls on /chat: the composer's attachment menu opens the create-poll modal (its own chunk),
// which checks the question and every option, adds and removes options, and gives focus back
// to the menu's button; the poll shows in the conversation, votes once, and the other side's
// vote arrives live.

vi.setConfig({ testTimeout: 60_000 });

async function openedPage(locale: 'en' | 'da' = 'en') {
  const world = createWorld();
  seedConversations(world);
  const view = renderChat(world, { locale });
  await screen.findByRole('textbox', { name: locale === 'en' ? /Message to/ : /Besked til/ });
  return { ...view, world };
}

async function openModal(user: ReturnType<typeof renderChat>['user'], attach = 'Attach') {
  const trigger = screen.getByRole('button', { name: attach });
  await user.click(trigger);
  return trigger;
}

describe('polls on /chat', () => {
  it('checks the modal, asks the poll, and gives focus back to the attachment button', async () => {
    const { user, world } = await openedPage();
    const trigger = await openModal(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Poll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create poll' });
    const question = within(dialog).getByRole('textbox', { name: 'Question' });
    await waitFor(() => expect(question).toHaveFocus());
    // Two fixed options, which cannot be removed.
    expect(within(dialog).getAllByRole('textbox', { name: /^Option \d/ })).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: /Remove option/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please Enter Question')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Please Enter Option')).toHaveLength(2);
    expect(world.messages.some((message) => message.type === 'poll')).toBe(false);

    await user.type(question, '   ');
    await user.type(question, 'Hvor skal vi spise?');
    const [first, second] = within(dialog).getAllByRole('textbox', { name: /^Option \d/ });
    await user.type(first as HTMLElement, 'Pizza');
    await user.type(second as HTMLElement, 'Sushi');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    const third = within(dialog).getByRole('textbox', { name: 'Option 3' });
    await waitFor(() => expect(third).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    // A blank added option is refused too.
    expect(await within(dialog).findByText('Please Enter Option')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove option 3' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Option 3' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    const stored = world.messages.find((message) => message.type === 'poll');
    expect(stored?.data.customData).toEqual({
      question: 'Hvor skal vi spise?',
      options: { '1': 'Pizza', '2': 'Sushi' },
    });
    const poll = await screen.findByRole('group', {
      name: `Poll from ${ME.name}: Hvor skal vi spise?`,
    });
    expect(
      within(poll).getByText(/^0 votes/, { selector: '.wob-poll__total' }),
    ).toBeInTheDocument();
  });

  it("votes once, shows the other side's vote live, and keeps keyboard access", async () => {
    const { user, world } = await openedPage();
    const mette = world.serviceFor(METTE.uid);
    await mette.login();
    const asked = await act(() =>
      mette.createPoll({
        receiverId: ME.uid,
        receiverType: 'user',
        muid: 'mette-poll',
        question: 'Bio eller bowling?',
        options: ['Bio', 'Bowling'],
      }),
    );
    const poll = await screen.findByRole('group', {
      name: `Poll from ${METTE.name}: Bio eller bowling?`,
    });
    const bowling = within(poll).getByRole('button', { name: /^Bowling 0 % \(0 of 0 votes\)$/ });
    bowling.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(poll).getByRole('img', { name: /^Bowling, 1 of 1 votes, 100 percent. Your vote/ }),
      ).toBeInTheDocument(),
    );
    // Voted: the options are no longer buttons.
    expect(within(poll).queryAllByRole('button')).toHaveLength(0);
    expect(within(poll).getByText(`Voted: ${ME.name}`)).toBeInTheDocument();

    await act(() => mette.votePoll(asked.id, 1));
    await waitFor(() =>
      expect(
        within(poll).getByRole('img', { name: /^Bio, 1 of 2 votes, 50 percent/ }),
      ).toBeInTheDocument(),
    );
    expect(
      within(poll).getByText(/^2 votes/, { selector: '.wob-poll__total' }),
    ).toBeInTheDocument();
  });

  it('speaks Danish: the menu entry, the modal and its messages', async () => {
    const { user } = await openedPage('da');
    await openModal(user, 'Vedhæft');
    await user.click(await screen.findByRole('menuitem', { name: 'Afstemning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opret afstemning' });
    await user.click(within(dialog).getByRole('button', { name: 'Opret' }));
    expect(
      await within(dialog).findByText('Skriv et spørgsmål', { exact: false }),
    ).toBeInTheDocument();
  });
});
