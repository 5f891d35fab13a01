import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp, renderRoutes } from '@wob/test-utils';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { chatRoutes } from '../routes';
import { ChatProvider } from '../store/chat-context';
import {
  createChatSetup,
  createWorld,
  JONAS,
  ME,
  METTE,
  PEOPLE,
  SOFIE,
  seedConversations,
} from '../test/chat-fixtures';
import { STORY_CLOCK } from '../test/chat-story-frame';

// Mentions in a group's composer over the memory chat world: `@` opens the members (not
// oneself) as a listbox the text field controls, typing narrows them, arrows and Enter
// insert `@Name ` and the message goes out with the member's uid; Escape closes; a
// one-to-one composer has none. The message shows its mentions highlighted, one's own stronger.

const GUID = 'gstrik';

async function groupComposer(locale: 'en' | 'da' = 'en', path = '/chat') {
  const world = createWorld({ people: PEOPLE });
  seedConversations(world);
  world.groups.seed({
    guid: GUID,
    name: 'Strikkeklubben',
    owner: METTE.uid,
    members: { [ME.uid]: 'participant', [JONAS.uid]: 'moderator', [SOFIE.uid]: 'participant' },
    banned: {},
  });
  const app = createTestApp({ locale });
  const setup = createChatSetup(world, { translate: app.translate, notify: app.notify });
  renderRoutes(app, {
    layout: (
      <ChatProvider store={setup.store} clock={STORY_CLOCK}>
        <Outlet />
      </ChatProvider>
    ),
    routes: chatRoutes,
    path,
  });
  await screen.findByRole('list', { name: /Conversations|Samtaler/ });
  if (path === '/chat') await act(() => setup.store.getState().openConversation(GUID));
  await screen.findByRole('heading', { level: 2, name: 'Strikkeklubben' });
  const input = screen.getByRole('textbox', { name: /Strikkeklubben/ });
  return { world, setup, input, user: userEvent.setup() };
}

const optionNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.lastElementChild?.textContent);

describe('mentions in the composer', () => {
  it('suggests the members on @, narrows as one types, and inserts with the keyboard', async () => {
    const { world, input, user } = await groupComposer();
    await user.type(input, 'Hej @');
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    await waitFor(() =>
      expect(optionNames(list).sort()).toEqual(
        ['Jonas Kristensen', 'Mette Hansen', 'Sofie Østergaard-Christiansen'].sort(),
      ),
    );
    expect(input).toHaveAttribute('aria-controls', list.id);

    await user.type(input, 'so');
    await waitFor(() => expect(optionNames(list)).toEqual(['Sofie Østergaard-Christiansen']));
    const [sofie] = within(list).getAllByRole('option');
    expect(sofie).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', sofie?.id);

    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Hej @Sofie Østergaard-Christiansen ');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(input, 'kommer du?{Enter}');
    const sent = await waitFor(() => {
      const found = world.messages.find(
        (message) => message.receiverId === GUID && message.text?.startsWith('Hej @'),
      );
      if (!found) throw new Error('not sent yet');
      return found;
    });
    expect(sent.metadata).toEqual({
      mentions: [{ uid: SOFIE.uid, name: 'Sofie Østergaard-Christiansen' }],
    });
  });

  it('moves with the arrows and closes on Escape without sending', async () => {
    const { input, user } = await groupComposer();
    await user.type(input, '@');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    await user.keyboard('{ArrowDown}');
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(list).getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveValue('@');
  });

  it('says so in Danish when no member matches', async () => {
    const { input, user } = await groupComposer('da');
    await user.type(input, '@zzz');
    expect(await screen.findByText('Intet medlem hedder det')).toBeVisible();
  });

  it('opens the group a link names (/chat?group=, the bell’s mention)', async () => {
    const { setup } = await groupComposer('en', `/chat?group=${GUID}`);
    // Opened by the link ('stored'), not as the list's first chat ('auto').
    await waitFor(() =>
      expect(setup.store.getState().open).toMatchObject({
        uid: GUID,
        receiverType: 'group',
        origin: 'stored',
      }),
    );
  });

  it('highlights the mentions of a group message, one’s own stronger', async () => {
    const { world } = await groupComposer();
    const jonas = world.serviceFor(JONAS.uid);
    await jonas.login();
    await act(async () => {
      await jonas.sendMessage({
        receiverId: GUID,
        receiverType: 'group',
        muid: 'm-mention',
        text: `Hej @${ME.name} og @${SOFIE.name}!`,
        mentions: [
          { uid: ME.uid, name: ME.name },
          { uid: SOFIE.uid, name: SOFIE.name },
        ],
      });
    });
    const own = await screen.findByText(`@${ME.name}`);
    expect(own).toHaveClass('wob-message__mention', 'wob-message__mention--me');
    const other = screen.getByText(`@${SOFIE.name}`);
    expect(other).toHaveClass('wob-message__mention');
    expect(other).not.toHaveClass('wob-message__mention--me');
  });
});
