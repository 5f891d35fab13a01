import { readStored } from '@wob/api';
import { apiError } from '@wob/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  connection,
  demoConnections,
  demoNotifications,
  notification,
  notifications,
  woblers,
} from './test/notification-fixtures';
import { openPanel, renderBell, silenceFetchWarnings } from './test/render-bell';

silenceFetchWarnings();

describe('NotificationBell: the badge', () => {
  it('shows the unseen count and says it in its accessible name', async () => {
    renderBell({ docs: [...notifications(3), ...notifications(2, { seen: true, from: 4 })] });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unseen' });
    expect(within(bell).getByText('3')).toBeInTheDocument();
  });

  it('shows 9+ above nine and the real count to screen readers', async () => {
    renderBell({ docs: notifications(12) });
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unseen' });
    expect(within(bell).getByText('9+')).toBeInTheDocument();
  });

  it('shows no badge when everything is seen', async () => {
    const view = renderBell({ docs: notifications(2, { seen: true }) });
    await waitFor(() => expect(view.store.getState().status).toBe('ready'));
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.querySelector('.wob-badge')).toBeNull();
  });

  it('names the count in Danish', async () => {
    renderBell({ docs: notifications(1), locale: 'da' });
    expect(await screen.findByRole('button', { name: 'Notifikationer, 1 ulæst' })).toBeVisible();
  });

  it('rises live when a like arrives', async () => {
    const view = renderBell({ docs: notifications(1) });
    await screen.findByRole('button', { name: 'Notifications, 1 unseen' });
    view.store.getState().applyEvent({
      type: 'notification.created',
      notification: notification({ _id: 'live-1' }),
      unseen: 2,
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unseen' })).toBeVisible();
  });
});

describe('NotificationBell: the panel', () => {
  it('lists connections first, then the notifications with their text and dates', async () => {
    const view = renderBell({ docs: demoNotifications(), connections: demoConnections() });
    const panel = await openPanel(view, /Notifications, 2 unseen/);
    const sections = within(panel).getAllByRole('region');
    expect(sections.map((section) => section.getAttribute('aria-labelledby'))).toHaveLength(2);
    const [connections, list] = sections;
    if (!connections || !list) throw new Error('two sections expected');
    expect(within(connections).getByRole('heading', { name: /Connections/ })).toBeVisible();
    expect(
      within(connections)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sofie GråbølToday, 09:12', 'Mette Frederiksen18 Nov 2026']);
    // What each row says, without the avatars' initials.
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.replace(/^[A-ZÆØÅ](?=[A-ZÆØÅ])/, ''))).toEqual([
      'Anders Holm has liked your profileToday, 14:05New',
      'Sofie Gråbøl is now connected with youToday, 09:12New',
      'Ida Marie Skovgaard-Kristiansen has liked your profileYesterday, 20:45',
      'Jonas Vingegaard has liked your profile3 Nov 2026',
    ]);
  });

  it('marks the listed ones seen on opening; the badge drops and the marks stay while open', async () => {
    const view = renderBell({ docs: demoNotifications(), connections: demoConnections() });
    const panel = await openPanel(view, 'Notifications, 2 unseen');
    await waitFor(() =>
      expect(view.fake.inputsOf('setNotificationsSeen')).toEqual([{ ids: ['d-1', 'd-2'] }]),
    );
    // The page under the open popover is hidden from screen readers, the bell too.
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeVisible();
    expect(view.server.unseen).toBe(0);
    expect(within(panel).getAllByText('New')).toHaveLength(2);

    // Closed and opened again: nothing new, nothing marked, nothing sent.
    await view.user.keyboard('{Escape}');
    const again = await openPanel(view, 'Notifications');
    expect(within(again).queryByText('New')).toBeNull();
    expect(view.fake.inputsOf('setNotificationsSeen')).toHaveLength(1);
  });

  it('marks a like that arrives while the panel is open', async () => {
    const view = renderBell({ docs: notifications(1, { seen: true }) });
    const panel = await openPanel(view, 'Notifications');
    const fresh = notification({ _id: 'live-1', user: woblers.jonas });
    view.server.add(fresh);
    view.store
      .getState()
      .applyEvent({ type: 'notification.created', notification: fresh, unseen: 1 });
    expect(await within(panel).findByText('Jonas Vingegaard')).toBeVisible();
    await waitFor(() =>
      expect(view.fake.inputsOf('setNotificationsSeen')).toEqual([{ ids: ['live-1'] }]),
    );
    expect(within(panel).getByText('New')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeVisible();
  });

  it('says No notifications found when there are none', async () => {
    const view = renderBell();
    const panel = await openPanel(view, 'Notifications');
    expect(within(panel).getByRole('heading', { name: 'No notifications found' })).toBeVisible();
    expect(
      within(panel).getByText(
        'When you and another Wobler like each other, you will find them here.',
      ),
    ).toBeVisible();
  });

  it('shows an error with a retry when the list fails to load, never a toast', async () => {
    const view = renderBell({ failWith: 500 });
    const panel = await openPanel(view, 'Notifications');
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Your notifications could not be loaded.',
    );
    expect(view.toasts).toEqual([]);
    view.fake.on('getNotifications', () => ({
      data: {
        docs: notifications(1),
        totalDocs: 1,
        page: 1,
        limit: 30,
        totalPages: 1,
        hasNextPage: false,
        unseen: 1,
        LikedByEachOther: [],
      },
    }));
    await view.user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Mette Frederiksen')).toBeVisible();
  });

  it('shows more notifications on request', async () => {
    const view = renderBell({ docs: notifications(32, { seen: true }) });
    const panel = await openPanel(view, 'Notifications');
    const list = within(panel).getAllByRole('list').at(-1);
    if (!list) throw new Error('list expected');
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    await view.user.click(within(panel).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(32));
    expect(within(panel).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows three connections until asked for all', async () => {
    const view = renderBell({
      connections: Object.values(woblers).map((user) => connection(user)),
    });
    const panel = await openPanel(view, 'Notifications');
    expect(within(panel).getAllByRole('button', { name: /from your connections/ })).toHaveLength(3);
    const toggle = within(panel).getByRole('button', { name: 'Show all 5' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(toggle);
    expect(within(panel).getAllByRole('button', { name: /from your connections/ })).toHaveLength(5);
    expect(within(panel).getByRole('button', { name: 'Show fewer' })).toBeVisible();
  });

  it('opens a profile from a notification, remembering who and from where', async () => {
    const view = renderBell({ docs: demoNotifications(), connections: demoConnections() });
    const panel = await openPanel(view, 'Notifications, 2 unseen');
    await view.user.click(within(panel).getByRole('link', { name: /Anders Holm has liked/ }));
    expect(await screen.findByText('Profile of wobler-2')).toBeVisible();
    expect(readStored('selectedWobler')).toEqual({
      id: 'wobler-2',
      name: 'Anders Holm',
      fromNoti: true,
      isMatched: false,
    });
    // The panel closed on the way.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks a like from a connection as matched, and a connection row too', async () => {
    const view = renderBell({ docs: demoNotifications(), connections: demoConnections() });
    let panel = await openPanel(view, 'Notifications, 2 unseen');
    await view.user.click(
      within(panel).getByRole('link', { name: /Sofie Gråbøl is now connected/ }),
    );
    expect(readStored('selectedWobler')).toMatchObject({ id: 'wobler-3', isMatched: true });
    panel = await openPanel(view, 'Notifications');
    const row = within(panel).getByRole('link', { name: /^Mette Frederiksen/ });
    await view.user.click(row);
    expect(await screen.findByText('Profile of wobler-1')).toBeVisible();
    expect(readStored('selectedWobler')).toEqual({
      id: 'wobler-1',
      name: 'Mette Frederiksen',
      fromNoti: true,
      isMatched: true,
    });
  });
});

describe('NotificationBell: removing a connection', () => {
  it('asks first; Cancel keeps the connection', async () => {
    const view = renderBell({ connections: demoConnections() });
    const panel = await openPanel(view, 'Notifications');
    await view.user.click(
      within(panel).getByRole('button', { name: 'Remove Sofie Gråbøl from your connections' }),
    );
    const question = await screen.findByRole('alertdialog', { name: 'Remove connection?' });
    expect(question).toHaveTextContent('Do you want to remove this Wobler from your connections?');
    // The safe answer has focus.
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await view.user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(view.fake.inputsOf('removeConnection')).toEqual([]);
    expect(within(panel).getByText('Sofie Gråbøl')).toBeVisible();
  });

  it('removes after Remove, toasts the server’s message and keeps the panel open', async () => {
    const view = renderBell({ connections: demoConnections() });
    const panel = await openPanel(view, 'Notifications');
    await view.user.click(
      within(panel).getByRole('button', { name: 'Remove Sofie Gråbøl from your connections' }),
    );
    const question = await screen.findByRole('alertdialog');
    await view.user.click(within(question).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(view.fake.inputsOf('removeConnection')).toEqual([{ _id: 'wobler-3' }]);
    // Focus comes back to the panel, on the section, as the row leaves.
    await waitFor(() =>
      expect(within(panel).getByRole('heading', { name: /Connections/ })).toHaveFocus(),
    );
    expect(within(panel).queryByText('Sofie Gråbøl')).toBeNull();
    expect(within(panel).getByText('Mette Frederiksen')).toBeVisible();
    expect(view.toasts).toEqual([
      { tone: 'success', text: 'The Wobler has been removed from your connections.' },
    ]);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    // Escape still closes the panel, and focus goes back to the bell.
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus(),
    );
  });

  it('puts the row back and toasts when the server refuses', async () => {
    const view = renderBell({
      connections: demoConnections(),
      handlers: {
        removeConnection: () => {
          throw apiError(500, 'The connection could not be removed.');
        },
      },
    });
    const panel = await openPanel(view, 'Notifications');
    await view.user.click(
      within(panel).getByRole('button', { name: 'Remove Mette Frederiksen from your connections' }),
    );
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(view.toasts).toHaveLength(1));
    expect(view.toasts[0]).toEqual({ tone: 'error', text: 'The connection could not be removed.' });
    expect(within(panel).getByText('Mette Frederiksen')).toBeVisible();
  });
});

describe('NotificationBell: keyboard', () => {
  it('opens with Enter, closes with Escape and gives focus back to the bell', async () => {
    const view = renderBell({ docs: notifications(1) });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unseen' });
    bell.focus();
    await view.user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus(),
    );
  });

  it('closes with its × button', async () => {
    const view = renderBell();
    const panel = await openPanel(view, 'Notifications');
    await view.user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
