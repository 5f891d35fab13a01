import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp, renderRoutes } from '@wob/test-utils';
import type { GroupScope } from '@wob/validation';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { chatRoutes } from '../routes';
import { ChatProvider } from '../store/chat-context';
import {
  createChatSetup,
  createWorld,
  EMIL,
  JONAS,
  ME,
  METTE,
  PEOPLE,
  SOFIE,
  seedConversations,
} from '../test/chat-fixtures';
import { STORY_CLOCK } from '../test/chat-story-frame';

// Whole screens rendered in jsdom (up to 50,000 messages, lazy dialog chunks): seconds on a
// busy machine, so these tests get more time than the default 15 s.
vi.setConfig({ testTimeout: 60_000 });

// The group screens (spec chat sections 2, 4, 5 and 8) on /chat over the memory chat world:
// which controls each scope sees, the inline scope change, paging, empty and error texts, and
// what leaving, deleting, kicking and banning do to the screen.

const GUID = 'gstrik';

/** /chat for Karen with the group Strikkeklubben open, in which she has `role`. */
async function groupPage(
  role: GroupScope | 'owner',
  options: { extraMembers?: number; banned?: boolean; bubbleId?: string } = {},
) {
  const extra = Array.from({ length: options.extraMembers ?? 0 }, (_, index) => ({
    uid: `p${index}`,
    name: `Person ${String(index).padStart(2, '0')}`,
  }));
  const world = createWorld({ people: [...PEOPLE, ...extra] });
  seedConversations(world);
  const members: Record<string, GroupScope> = {
    [JONAS.uid]: 'moderator',
    [SOFIE.uid]: 'participant',
  };
  if (role === 'owner') members[METTE.uid] = 'admin';
  else members[ME.uid] = role;
  for (const person of extra) members[person.uid] = 'participant';
  world.groups.seed({
    guid: GUID,
    name: 'Strikkeklubben',
    owner: role === 'owner' ? ME.uid : METTE.uid,
    members,
    banned: options.banned ? { [EMIL.uid]: 'participant' } : {},
    ...(options.bubbleId ? { bubbleId: options.bubbleId } : {}),
  });
  const app = createTestApp({ locale: 'en' });
  const setup = createChatSetup(world, { translate: app.translate, notify: app.notify });
  const view = renderRoutes(app, {
    layout: (
      <ChatProvider store={setup.store} clock={STORY_CLOCK}>
        <Outlet />
      </ChatProvider>
    ),
    routes: chatRoutes,
    path: '/chat',
  });
  await screen.findByRole('list', { name: 'Conversations' });
  await act(() => setup.store.getState().openConversation(GUID));
  await screen.findByRole('heading', { level: 2, name: 'Strikkeklubben' });
  const mette = world.serviceFor(METTE.uid);
  const jonas = world.serviceFor(JONAS.uid);
  await mette.login();
  await jonas.login();
  return { ...view, ...setup, mette, jonas, user: userEvent.setup() };
}

async function openDetails(page: Awaited<ReturnType<typeof groupPage>>) {
  await page.user.click(screen.getByRole('button', { name: 'Details' }));
  return screen.findByRole('region', { name: 'Group details' });
}

function linksIn(region: HTMLElement) {
  return within(region)
    .getAllByRole('button')
    .map((button) => button.textContent?.trim() ?? '')
    .filter(Boolean);
}

describe('the group details pane shows each scope its controls', () => {
  it.each([
    [
      'owner',
      ['View members', 'Add members', 'Banned members', 'Transfer ownership', 'Delete and exit'],
    ],
    ['admin', ['View members', 'Add members', 'Banned members', 'Leave group', 'Delete and exit']],
    ['moderator', ['View members', 'Banned members', 'Leave group']],
    ['participant', ['View members', 'Leave group']],
  ] as const)('%s', async (role, expected) => {
    const page = await groupPage(role);
    const pane = await openDetails(page);
    const shown = linksIn(pane).filter((text) => !['Photos', 'Videos', 'Documents'].includes(text));
    expect(shown).toEqual(expected);
    expect(within(pane).getByText('4 members · Public')).toBeInTheDocument();
  });
});

describe("a Bubble's chat: its members follow the Bubble", () => {
  it.each([
    ['owner', ['View members', 'Delete and exit']],
    ['moderator', ['View members']],
    ['participant', ['View members']],
  ] as const)('%s sees no member controls, and a link to the Bubble', async (role, expected) => {
    const page = await groupPage(role, { bubbleId: 'bubble-strik' });
    const pane = await openDetails(page);
    const shown = linksIn(pane).filter((text) => !['Photos', 'Videos', 'Documents'].includes(text));
    expect(shown).toEqual(expected);
    expect(within(pane).getByText('Members follow the Bubble.')).toBeInTheDocument();
    // No empty Options heading where no option is left (all but the owner's Delete and exit).
    expect(within(pane).queryByRole('heading', { name: 'Options' }) !== null).toBe(
      role === 'owner',
    );
    expect(within(pane).getByRole('link', { name: 'Open the Bubble' })).toHaveAttribute(
      'href',
      '/view-bubble/bubble-strik',
    );
  });

  it('offers no ban, kick, scope or owner change in the members modal, even to the owner', async () => {
    const page = await groupPage('owner', { bubbleId: 'bubble-strik' });
    const pane = await openDetails(page);
    await page.user.click(within(pane).getByRole('button', { name: 'View members' }));
    // The dialogs load with their own chunk: a busy machine may take a moment.
    const dialog = await screen.findByRole('dialog', { name: 'Members' }, { timeout: 10_000 });
    await within(dialog).findByText(SOFIE.name, {}, { timeout: 10_000 });
    expect(within(dialog).queryByRole('button', { name: /^(Ban|Kick) / })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Change the scope/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Make .* owner$/ })).toBeNull();
  });

  it('is refused by the service too, whatever a screen shows', async () => {
    const page = await groupPage('owner', { bubbleId: 'bubble-strik' });
    const mine = page.world.serviceFor(ME.uid);
    await mine.login();
    await expect(mine.kickGroupMember(GUID, SOFIE.uid)).rejects.toMatchObject({
      code: 'not-allowed',
    });
    await expect(mine.addMembersToGroup(GUID, [EMIL.uid])).rejects.toMatchObject({
      code: 'not-allowed',
    });
  });
});

describe('the header of a group', () => {
  it('says "N members", then "{name} is typing", and follows additions', async () => {
    const page = await groupPage('participant');
    expect(
      screen.getByText('4 members', { selector: '.wob-chat-header__status' }),
    ).toBeInTheDocument();
    await act(async () => {
      page.jonas.startTyping({ receiverType: 'group', receiverId: GUID });
    });
    expect(
      screen.getByText(`${JONAS.name} is typing`, { selector: '.wob-chat-header__status' }),
    ).toBeInTheDocument();
    await act(async () => {
      page.jonas.endTyping({ receiverType: 'group', receiverId: GUID });
      await page.mette.addMembersToGroup(GUID, [EMIL.uid]);
    });
    expect(
      screen.getByText('5 members', { selector: '.wob-chat-header__status' }),
    ).toBeInTheDocument();
    // The action message, as text only.
    expect(
      await screen.findByText(`${METTE.name} added ${EMIL.name}`, { selector: '.wob-chat-action' }),
    ).toBeInTheDocument();
  });
});

/** Picks `label` in Sofie's inline scope selector (the accessible Select of @wob/ui). */
async function chooseScope(
  page: Awaited<ReturnType<typeof groupPage>>,
  table: HTMLElement,
  label: string,
) {
  const trigger = () => within(table).getByRole('button', { name: /^(?!Change).*Scope of Sofie/ });
  await page.user.click(trigger());
  await page.user.click(await screen.findByRole('option', { name: label }));
  expect(trigger()).toHaveTextContent(label);
}

describe('the view-members modal', () => {
  it('gives an admin ban, kick and the inline scope selector (tick saves, cross cancels)', async () => {
    const page = await groupPage('owner');
    const pane = await openDetails(page);
    await page.user.click(within(pane).getByRole('button', { name: 'View members' }));
    // The group dialogs are their own chunk: the first to open waits for it to load.
    const dialog = await screen.findByRole('dialog', { name: 'Members' }, { timeout: 15_000 });
    const table = await within(dialog).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Scope', 'Ban', 'Kick']);
    // No action on oneself (the owner).
    const mine = within(table)
      .getByRole('rowheader', { name: /\(you\)/ })
      .closest('tr');
    expect(within(mine as HTMLElement).queryAllByRole('button')).toHaveLength(0);
    expect(within(mine as HTMLElement).getByText('Owner')).toBeInTheDocument();

    await page.user.click(
      within(table).getByRole('button', { name: `Change the scope of ${SOFIE.name}` }),
    );
    await chooseScope(page, table, 'Moderator');
    await page.user.click(within(table).getByRole('button', { name: 'Cancel' }));
    expect(page.service.callsOf('updateGroupMemberScope')).toBe(0);
    await page.user.click(
      within(table).getByRole('button', { name: `Change the scope of ${SOFIE.name}` }),
    );
    await chooseScope(page, table, 'Moderator');
    await page.user.click(within(table).getByRole('button', { name: 'Save scope' }));
    const sofieRow = within(table)
      .getByRole('rowheader', { name: (name) => name.startsWith(SOFIE.name) })
      .closest('tr');
    await waitFor(() =>
      expect(within(sofieRow as HTMLElement).getByText('Moderator')).toBeInTheDocument(),
    );
    expect(page.world.groups.get(GUID).members.get(SOFIE.uid)).toBe('moderator');

    await page.user.click(within(table).getByRole('button', { name: `Kick ${JONAS.name}` }));
    await waitFor(() =>
      expect(
        within(table).queryByRole('rowheader', { name: (name) => name.startsWith(JONAS.name) }),
      ).not.toBeInTheDocument(),
    );
  }, 40_000);

  it('applies two changes that arrive in the same tick, both, in order', async () => {
    const page = await groupPage('owner');
    const pane = await openDetails(page);
    await page.user.click(within(pane).getByRole('button', { name: 'View members' }));
    const table = await within(await screen.findByRole('dialog', { name: 'Members' })).findByRole(
      'table',
    );
    const rows = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(rows()).toContainEqual(expect.stringContaining(JONAS.name));
    // Mette (an admin) kicks Jonas and makes Sofie a moderator; both changes reach this tab
    // before the list renders again.
    await act(async () => {
      await Promise.all([
        page.mette.kickGroupMember(GUID, JONAS.uid),
        page.mette.updateGroupMemberScope(GUID, SOFIE.uid, 'moderator'),
      ]);
    });
    await waitFor(() => expect(rows()).not.toContainEqual(expect.stringContaining(JONAS.name)));
    const sofieRow = within(table)
      .getByRole('rowheader', { name: (name) => name.startsWith(SOFIE.name) })
      .closest('tr') as HTMLElement;
    expect(within(sofieRow).getByText('Moderator')).toBeInTheDocument();
  });

  it('shows a moderator ban and kick on participants only, and no scope selector', async () => {
    const page = await groupPage('moderator');
    const pane = await openDetails(page);
    await page.user.click(within(pane).getByRole('button', { name: 'View members' }));
    const table = await within(await screen.findByRole('dialog', { name: 'Members' })).findByRole(
      'table',
    );
    expect(within(table).queryAllByRole('button', { name: /^Change the scope/ })).toHaveLength(0);
    expect(
      within(table)
        .getAllByRole('button', { name: /^(Ban|Kick) / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([`Ban ${SOFIE.name}`, `Kick ${SOFIE.name}`]);
  });

  it('hides the ban and kick columns from a participant', async () => {
    const page = await groupPage('participant');
    const pane = await openDetails(page);
    await page.user.click(within(pane).getByRole('button', { name: 'View members' }));
    const table = await within(await screen.findByRole('dialog', { name: 'Members' })).findByRole(
      'table',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Scope']);
  });

  it('shows 10 members a page and the next page on scrolling to the bottom', async () => {
    const page = await groupPage('participant', { extraMembers: 12 });
    const pane = await openDetails(page);
    await page.user.click(within(pane).getByRole('button', { name: 'View members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Members' });
    const table = await within(dialog).findByRole('table');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    const scroller = dialog.querySelector('.wob-chat-group-dialog__scroller') as HTMLElement;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(16));
  });
});

describe('the banned-members and add-members dialogs', () => {
  it('lists the banned with Unban, and says so when none are left', async () => {
    const page = await groupPage('admin', { banned: true });
    const pane = await openDetails(page);
    await page.user.click(within(pane).getByRole('button', { name: 'Banned members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banned members' });
    await page.user.click(
      await within(dialog).findByRole('button', { name: `Unban ${EMIL.name}` }),
    );
    expect(await within(dialog).findByText('No banned members found')).toBeInTheDocument();
  });

  it('offers only people not in the group or banned, and adds the chosen ones', async () => {
    const page = await groupPage('admin');
    const pane = await openDetails(page);
    await page.user.click(within(pane).getByRole('button', { name: 'Add members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contacts' });
    const box = await within(dialog).findByRole('checkbox', { name: EMIL.name });
    expect(within(dialog).queryByRole('checkbox', { name: JONAS.name })).not.toBeInTheDocument();
    await page.user.click(box);
    await page.user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contacts' })).toBeNull());
    expect(page.world.groups.get(GUID).members.has(EMIL.uid)).toBe(true);
  });

  it("says 'No users found' when everyone is in, and 'Error in loading users' on a failure", async () => {
    const page = await groupPage('admin', { banned: true });
    const pane = await openDetails(page);
    await page.user.click(within(pane).getByRole('button', { name: 'Add members' }));
    let dialog = await screen.findByRole('dialog', { name: 'Contacts' });
    expect(await within(dialog).findByText('No users found')).toBeInTheDocument();
    await page.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    page.service.usersRequest = () => ({ fetchNext: () => Promise.reject(new Error('down')) });
    await page.user.click(within(pane).getByRole('button', { name: 'Add members' }));
    dialog = await screen.findByRole('dialog', { name: 'Contacts' });
    expect(await within(dialog).findByText('Error in loading users')).toBeInTheDocument();
  });
});

describe('leaving, deleting, kicks and bans on the screen', () => {
  it('leaving closes the group and takes it from the list', async () => {
    const page = await groupPage('participant');
    const pane = await openDetails(page);
    await page.user.click(within(pane).getByRole('button', { name: 'Leave group' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave Strikkeklubben?' });
    await page.user.click(within(ask).getByRole('button', { name: 'Leave group' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Strikkeklubben' })).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: /Strikkeklubben/ })).toBeNull();
  });

  it('delete and exit closes the group for the owner', async () => {
    const page = await groupPage('owner');
    const pane = await openDetails(page);
    await page.user.click(within(pane).getByRole('button', { name: 'Delete and exit' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete Strikkeklubben?' });
    await page.user.click(within(ask).getByRole('button', { name: 'Delete and exit' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Strikkeklubben' })).toBeNull(),
    );
    expect(page.world.groups.all.has(GUID)).toBe(false);
  });

  it.each(['kicked', 'banned'] as const)('removes the group when I am %s', async (action) => {
    const page = await groupPage('participant');
    await act(async () => {
      if (action === 'kicked') await page.jonas.kickGroupMember(GUID, ME.uid);
      else await page.jonas.banGroupMember(GUID, ME.uid);
    });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Strikkeklubben' })).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: /Strikkeklubben/ })).toBeNull();
  });
});

describe('new group and find groups', () => {
  it('creates a group only with a name, and opens it', async () => {
    const page = await groupPage('participant');
    await page.user.click(screen.getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(
      await within(dialog).findByRole('textbox', { name: /Group name/ }),
    ).toHaveAccessibleDescription('Enter a name for the group');
    expect(page.service.callsOf('createGroup')).toBe(0);
    await page.user.type(within(dialog).getByRole('textbox', { name: /Group name/ }), 'Bogklubben');
    await page.user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Bogklubben' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('1 member', { selector: '.wob-chat-header__status' }),
    ).toBeInTheDocument();
  });

  it('joins a password group through the prompt, telling a wrong password', async () => {
    const page = await groupPage('participant');
    page.world.groups.seed({
      guid: 'gpw',
      name: 'Hemmelig klub',
      type: 'password',
      password: 'hemmelig',
      owner: JONAS.uid,
    });
    await page.user.click(screen.getByRole('button', { name: 'Find groups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find groups' });
    await page.user.click(
      await within(dialog).findByRole('button', { name: 'Join Hemmelig klub' }),
    );
    const prompt = await screen.findByRole('dialog', { name: 'Join Hemmelig klub' });
    const field = within(prompt).getByLabelText(/Password/, { selector: 'input' });
    await page.user.type(field, 'forkert');
    await page.user.click(within(prompt).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Wrong password.'));
    await page.user.clear(field);
    await page.user.type(field, 'hemmelig');
    await page.user.click(within(prompt).getByRole('button', { name: 'Join' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Hemmelig klub' }),
    ).toBeInTheDocument();
  });
});
