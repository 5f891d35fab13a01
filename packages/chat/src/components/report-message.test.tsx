import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp, renderRoutes } from '@wob/test-utils';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { chatRoutes } from '../routes';
import { ChatError } from '../service/port';
import { ChatProvider } from '../store/chat-context';
import {
  createChatSetup,
  createWorld,
  JONAS,
  ME,
  METTE,
  seedConversations,
} from '../test/chat-fixtures';
import { STORY_CLOCK } from '../test/chat-story-frame';
import { renderChat } from '../test/render-chat';

// Reporting someone else's message from its menu (one-to-one, a group, a thread): the one
// report dialog of @wob/auth, what reaches the product's report queue, the thanks, refusals.

// Whole screens in jsdom: seconds on a busy machine, as the other whole-screen tests.
vi.setConfig({ testTimeout: 60_000 });

const QUESTION = 'Skal vi tage en kop kaffe bagefter næste gang?';
const MINE = 'Godmorgen! Hvordan gik løbet i går?';

async function openedPage(locale: 'en' | 'da' = 'en') {
  const world = createWorld();
  seedConversations(world);
  const view = renderChat(world, { locale });
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

describe('reporting a message', () => {
  it('reports someone else’s message from its menu with a reason and words', async () => {
    const { user, world, toasts } = await openedPage();
    const trigger = within(rowOf(QUESTION)).getByRole('button', {
      name: 'Options for this message',
    });
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Report message' }));

    const dialog = await screen.findByRole('dialog', { name: 'Report message from Mette Hansen' });
    // The reported words are quoted, so the person sees what they report.
    expect(within(dialog).getByText(QUESTION, { selector: 'blockquote' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Select One of the reason')).toBeInTheDocument();
    expect(world.reports).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Inappropriate behaviour' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Anything to add?' }), 'Pushy');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reported = world.messages.find((message) => message.text === QUESTION);
    expect(world.reports).toEqual([
      { from: ME.uid, id: reported?.id, reason: 'inappropriate-behaviour', details: 'Pushy' },
    ]);
    expect(toasts).toContainEqual({
      tone: 'success',
      text: 'Thanks — our moderators will look at it. You’ll hear from us when it has been handled.',
    });
    // Focus goes back to where the person was: the message's menu button.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('never offers to report one’s own message', async () => {
    const { user } = await openedPage();
    await user.click(within(rowOf(MINE)).getByRole('button', { name: 'Options for this message' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Report message' })).not.toBeInTheDocument();
  });

  it('is reached by keyboard alone, in Danish', async () => {
    const { user, world } = await openedPage('da');
    within(rowOf(QUESTION)).getByRole('button', { name: 'Valg for denne besked' }).focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Anmeld besked' });
    // Arrow down from the first item until the report item has focus, then Enter.
    for (let step = 0; step < 5 && document.activeElement !== item; step += 1) {
      await user.keyboard('{ArrowDown}');
    }
    expect(item).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Anmeld besked fra Mette Hansen' });
    await user.click(within(dialog).getByRole('radio', { name: 'Andet' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send anmeldelse' }));
    await waitFor(() => expect(world.reports).toHaveLength(1));
    expect(world.reports[0]).toMatchObject({ reason: 'other', details: '' });
  });

  it('says in the dialog that a message deleted meanwhile is gone', async () => {
    const { user, world } = await openedPage();
    await user.click(
      within(rowOf(QUESTION)).getByRole('button', { name: 'Options for this message' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Report message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report message from Mette Hansen' });
    const reported = world.messages.find((message) => message.text === QUESTION);
    const mette = world.serviceFor(METTE.uid);
    await mette.login();
    await act(() => mette.deleteMessage(reported?.id ?? ''));
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This message is no longer there. It may have been deleted.',
    );
    expect(world.reports).toEqual([]);
  });

  it('shows the server’s words when there were too many reports', async () => {
    const { user, world, service } = await openedPage();
    vi.spyOn(service, 'reportMessage').mockRejectedValueOnce(
      new ChatError('request-limit', 'Too many reports. Try again in an hour.', 429),
    );
    await user.click(
      within(rowOf(QUESTION)).getByRole('button', { name: 'Options for this message' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Report message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report message from Mette Hansen' });
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many reports. Try again in an hour.',
    );
    expect(world.reports).toEqual([]);
  });
});

describe('reporting in a group chat', () => {
  it('reports a member’s message, not one’s own', async () => {
    const world = createWorld();
    seedConversations(world);
    world.groups.seed({
      guid: 'gstrik',
      name: 'Strikkeklubben',
      owner: METTE.uid,
      members: { [METTE.uid]: 'admin', [ME.uid]: 'participant', [JONAS.uid]: 'participant' },
      banned: {},
    });
    const jonas = world.serviceFor(JONAS.uid);
    await jonas.login();
    const sent = await jonas.sendMessage({
      receiverId: 'gstrik',
      receiverType: 'group',
      muid: 'g1',
      text: 'Køb mit garn, kun i dag!',
    });
    const app = createTestApp({ locale: 'en' });
    const setup = createChatSetup(world, { translate: app.translate, notify: app.notify });
    renderRoutes(app, {
      layout: (
        <ChatProvider store={setup.store} clock={STORY_CLOCK}>
          <Outlet />
        </ChatProvider>
      ),
      routes: chatRoutes,
      path: '/chat',
    });
    await screen.findByRole('list', { name: 'Conversations' });
    await act(() => setup.store.getState().openConversation('gstrik'));
    const user = userEvent.setup();
    const text = await screen.findByText('Køb mit garn, kun i dag!', {
      selector: '.wob-message__text',
    });
    const row = text.closest('.wob-message-row') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Options for this message' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report message' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Report message from Jonas Kristensen',
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Inappropriate content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(world.reports).toEqual([
        { from: ME.uid, id: sent.id, reason: 'inappropriate-content', details: '' },
      ]),
    );
  });
});
