import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  bubbleNotifications,
  demoNotifications,
  notification,
  woblers,
} from './test/notification-fixtures';
import { openPanel as openBellPanel, renderBell, silenceFetchWarnings } from './test/render-bell';

// The Bubble kinds in the panel: join requests, approvals and replies, each with its text in
// both languages, its icon, its link, the badge and the seen marking likes have.

silenceFetchWarnings();

// The panel in either language.
const openPanel = (view: ReturnType<typeof renderBell>, name: RegExp | string) =>
  openBellPanel(view, name, /Notifications|Notifikationer/);

/** The rows of the Notifications section: text (without the avatars' initials) and link. */
function rowsOf(panel: HTMLElement) {
  const [, list] = within(panel).getAllByRole('region');
  if (!list) throw new Error('the Notifications section is missing');
  return within(list)
    .getAllByRole('listitem')
    .map((row) => ({
      text: row.textContent?.replace(/^[A-ZÆØÅ](?=[A-ZÆØÅ])/, ''),
      href: within(row).getByRole('link').getAttribute('href'),
      icon: row.querySelector('.wob-notification__kind')?.className.split('--')[1],
      hasSvg: row.querySelector('.wob-notification__kind svg') !== null,
    }));
}

describe('the panel: Bubble notifications', () => {
  it('shows each kind with its text, icon and link, among the likes, and counts them in the badge', async () => {
    const [like] = demoNotifications();
    const view = renderBell({ docs: [...bubbleNotifications(), ...(like ? [like] : [])] });
    const panel = await openPanel(view, 'Notifications, 4 unseen');
    expect(rowsOf(panel)).toEqual([
      {
        text: 'Jonas Vingegaard asks to join Brætspil & HyggeToday, 14:30New',
        href: '/bubble_members/bubble-1?tab=pending',
        icon: 'joinRequest',
        hasSvg: true,
      },
      {
        text: 'Mette Frederiksen approved your request to join Brætspil & HyggeToday, 12:00New',
        href: '/view-bubble/braetspil-hygge',
        icon: 'joinApproved',
        hasSvg: true,
      },
      {
        text: 'Sofie Gråbøl replied to your comment in Brætspil & HyggeYesterday, 19:10New',
        href: '/view-bubble/braetspil-hygge#comment-comment-7',
        icon: 'reply',
        hasSvg: true,
      },
      {
        text: 'Anders Holm has liked your profileToday, 14:05New',
        href: '/view-wobler/wobler-2',
        icon: 'like',
        hasSvg: true,
      },
    ]);
    // Opening the bell marks them seen, as it does likes.
    await vi.waitFor(() =>
      expect(view.fake.inputsOf('setNotificationsSeen')).toEqual([
        { ids: ['b-1', 'b-2', 'b-3', 'd-1'] },
      ]),
    );
    expect(view.server.unseen).toBe(0);
  });

  it('says it in Danish', async () => {
    const view = renderBell({ docs: bubbleNotifications(), locale: 'da' });
    const panel = await openPanel(view, 'Notifikationer, 3 ulæste');
    expect(rowsOf(panel).map((row) => row.text)).toEqual([
      'Jonas Vingegaard vil gerne være med i Brætspil & HyggeI dag, 14.30Ny',
      'Mette Frederiksen har godkendt din anmodning om at blive medlem af Brætspil & HyggeI dag, 12.00Ny',
      'Sofie Gråbøl har svaret på din kommentar i Brætspil & HyggeI går, 19.10Ny',
    ]);
  });

  it('goes to the pending members from a join request, and to the board at the comment from a reply', async () => {
    const view = renderBell({ docs: bubbleNotifications() });
    let panel = await openPanel(view, /Notifications, 3 unseen/);
    await view.user.click(within(panel).getByRole('link', { name: /asks to join/ }));
    expect(await screen.findByText('Page /bubble_members/bubble-1?tab=pending')).toBeVisible();
    // The panel closes on following a link.
    expect(screen.queryByRole('dialog')).toBeNull();

    panel = await openPanel(view, 'Notifications');
    await view.user.click(within(panel).getByRole('link', { name: /replied to your comment/ }));
    expect(
      await screen.findByText('Page /view-bubble/braetspil-hygge#comment-comment-7'),
    ).toBeVisible();
  });

  it('rises live when a join request arrives', async () => {
    const view = renderBell({ docs: [] });
    await screen.findByRole('button', { name: 'Notifications' });
    view.store.getState().applyEvent({
      type: 'notification.created',
      notification: notification({
        _id: 'live-request',
        kind: 'joinRequest',
        user: woblers.ida,
        bubble: { _id: 'bubble-9', name: 'Løb', slug: 'loeb' },
      }),
      unseen: 1,
    });
    const panel = await openPanel(view, 'Notifications, 1 unseen');
    expect(rowsOf(panel)[0]?.text).toBe(
      'Ida Marie Skovgaard-Kristiansen asks to join LøbToday, 14:05New',
    );
  });
});

describe('the panel: a ready data export', () => {
  it('says it without a name before it, in both languages, and leads to the settings', async () => {
    const ready = notification({ kind: 'dataExport', dated: '2026-11-22T14:05:00Z' });
    const view = renderBell({ docs: [ready] });
    const panel = await openPanel(view, 'Notifications, 1 unseen');
    expect(rowsOf(panel)).toEqual([
      {
        text: 'Your data is ready to downloadToday, 14:05New',
        href: '/settings#data-export',
        icon: 'dataExport',
        hasSvg: true,
      },
    ]);
    view.unmount();

    const danish = renderBell({ docs: [ready], locale: 'da' });
    const dansk = await openPanel(danish, 'Notifikationer, 1 ulæst');
    expect(rowsOf(dansk)[0]?.text).toMatch(/^Dine data er klar til at blive downloadet/);
  });
});

describe("the panel: the moderators' notices", () => {
  it('shows a warning with its reason and a handled report, without a name, in both languages', async () => {
    const warning = notification({
      _id: 'warning',
      kind: 'moderationWarning',
      warning: 'Please be kind',
      dated: '2026-11-22T14:05:00Z',
    });
    const handled = notification({
      _id: 'handled',
      kind: 'reportHandled',
      dated: '2026-11-22T14:00:00Z',
    });
    const view = renderBell({ docs: [warning, handled] });
    const panel = await openPanel(view, 'Notifications, 2 unseen');
    expect(rowsOf(panel).map((row) => [row.text, row.icon])).toEqual([
      [
        "Woble's moderators have given you a warning: Please be kindToday, 14:05New",
        'moderationWarning',
      ],
      ['Your report has been handled. Thank you for telling us.Today, 14:00New', 'reportHandled'],
    ]);
    view.unmount();

    const danish = renderBell({ docs: [warning, handled], locale: 'da' });
    const dansk = await openPanel(danish, 'Notifikationer, 2 ulæste');
    expect(rowsOf(dansk).map((row) => row.text)).toEqual([
      expect.stringMatching(/^Du har fået en advarsel fra Wobles moderatorer: Please be kind/),
      expect.stringMatching(/^Din anmeldelse er blevet behandlet/),
    ]);
  });
});
