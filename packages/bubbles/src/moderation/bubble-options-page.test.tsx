import { realtimeTopics } from '@wob/api';
import { apiError, fakeUser } from '@wob/test-utils';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moderatedTile, OWNER_ID, premiumUser } from './test/fake-moderation';
import { renderModeration } from './test/render-moderation';

const PATH = '/bubble_options/bubble-1';
const member = { status: 'active', role: 'member', notify: false } as const;
const outsider = { status: 'none', role: null, notify: false } as const;

describe('BubbleOptionsPage', () => {
  it('shows a premium owner every option: polls, members with the waiting count, visibility, edit and delete', async () => {
    renderModeration({ path: PATH, user: premiumUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bogklubben Nørrebro' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the board' })).toHaveAttribute(
      'href',
      '/view-bubble/bogklubben-norrebro',
    );
    expect(screen.getByRole('link', { name: /^Polls/ })).toHaveAttribute(
      'href',
      '/bubble_polls/bubble-1',
    );
    expect(screen.getByRole('link', { name: /^Create poll/ })).toHaveAttribute(
      'href',
      '/create_poll/bubble-1',
    );
    const members = screen.getByRole('link', { name: /^Members/ });
    expect(members).toHaveAttribute('href', '/bubble_members/bubble-1');
    expect(within(members).getByText('2 requests to join')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Private Bubble' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Private Bubble' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Edit Bubble/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Delete Bubble/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave Bubble' })).not.toBeInTheDocument();
    expect(
      screen.getByText('You own this Bubble, so you cannot leave it. You can delete it instead.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Options · Bogklubben Nørrebro · Woble');
  });

  it('makes the Bubble public with mark-public and confirms it', async () => {
    const { user, fake, toasts } = renderModeration({ path: PATH, user: premiumUser() });
    await user.click(await screen.findByRole('switch', { name: 'Private Bubble' }));
    expect(fake.inputsOf('markPublic')).toEqual([{ bubble: 'bubble-1' }]);
    expect(await screen.findByText('Public')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Private Bubble' })).not.toBeChecked();
    expect(toasts).toContainEqual({ tone: 'success', text: 'The Bubble is now public.' });
  });

  it('lets a non-premium owner switch visibility (spec section 6) and marks Create poll premium', async () => {
    const { user, fake } = renderModeration({ path: PATH });
    const visibility = await screen.findByRole('switch', { name: 'Private Bubble' });
    expect(visibility).toBeEnabled();
    expect(
      screen.queryByText(/public and private is part of Woble Premium/),
    ).not.toBeInTheDocument();
    await user.click(visibility);
    expect(fake.inputsOf('markPublic')).toEqual([{ bubble: 'bubble-1' }]);
    const create = screen.getByRole('link', { name: /^Create poll/ });
    expect(create).toHaveAttribute('href', '/premium');
    expect(within(create).getByText('Premium')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Group notifications' })).toBeDisabled();
  });

  it('rolls the switch back and shows the server’s message when mark-private is refused', async () => {
    const { user, toasts } = renderModeration({
      path: PATH,
      user: premiumUser(),
      bubble: moderatedTile({ privateBubble: false }),
      handlers: {
        markPrivate: () => {
          throw apiError(403, 'Only the owner and the moderators of this Bubble can do this.');
        },
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Private Bubble' }));
    expect(await screen.findByRole('switch', { name: 'Private Bubble' })).not.toBeChecked();
    expect(toasts).toContainEqual({
      tone: 'error',
      text: 'Only the owner and the moderators of this Bubble can do this.',
    });
  });

  it('gives a member polls, group notifications and Leave, but no moderation', async () => {
    const { user, fake } = renderModeration({
      path: PATH,
      user: premiumUser(),
      bubble: moderatedTile({ membership: member, members: { active: 4, pending: null } }),
    });
    const notifications = await screen.findByRole('switch', { name: 'Group notifications' });
    expect(screen.queryByRole('link', { name: /^Members/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Private Bubble' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete Bubble/ })).not.toBeInTheDocument();
    await user.click(notifications);
    expect(fake.inputsOf('setNotifications')).toEqual([{ bubble: 'bubble-1', notify: true }]);
    expect(await screen.findByRole('switch', { name: 'Group notifications' })).toBeChecked();
  });

  it('asks before leaving, then opens the board', async () => {
    const { user, fake } = renderModeration({
      path: PATH,
      bubble: moderatedTile({ membership: member, members: { active: 4, pending: null } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Leave Bubble' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Bogklubben Nørrebro?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(fake.inputsOf('removeBubble')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Leave Bubble' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Bubble page bogklubben-norrebro')).toBeInTheDocument();
    expect(fake.inputsOf('removeBubble')).toEqual([{ bubble: 'bubble-1' }]);
  });

  it('lets the owner delete with Yes/No and then goes to Choose Bubble', async () => {
    const { user, fake } = renderModeration({ path: PATH });
    await user.click(await screen.findByRole('button', { name: /Delete Bubble/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Bogklubben Nørrebro?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/Choose Bubble page/)).toBeInTheDocument();
    expect(fake.inputsOf('deleteBubble')).toEqual([{ bubble: 'bubble-1' }]);
  });

  it('lets the owner edit the Bubble in the same dialog as Find Bubble', async () => {
    const { user, fake } = renderModeration({ path: PATH });
    await user.click(await screen.findByRole('button', { name: /Edit Bubble/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bubble' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Bogklubben Vesterbro');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bogklubben Vesterbro' }),
    ).toBeInTheDocument();
    expect(fake.inputsOf('editBubble')).toEqual([
      { bubble: 'bubble-1', name: 'Bogklubben Vesterbro' },
    ]);
  });

  it('shows a visitor of a public Bubble the polls and the board only', async () => {
    renderModeration({
      path: PATH,
      bubble: moderatedTile({
        privateBubble: false,
        membership: outsider,
        members: { active: 4, pending: null },
      }),
    });
    expect(await screen.findByRole('link', { name: /^Polls/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Create poll/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows the 404 state to someone outside a private Bubble', async () => {
    renderModeration({
      path: PATH,
      bubble: moderatedTile({ membership: outsider, members: { active: 4, pending: null } }),
    });
    expect(await screen.findByRole('heading', { name: 'Bubble not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Polls/ })).not.toBeInTheDocument();
  });

  it('shows the 404 state for a Bubble that does not exist', async () => {
    renderModeration({ path: '/bubble_options/nope' });
    expect(await screen.findByRole('heading', { name: 'Bubble not found' })).toBeInTheDocument();
  });

  it('offers a retry when the Bubble cannot be loaded', async () => {
    let fail = true;
    const { user } = renderModeration({
      path: PATH,
      handlers: {
        getBubble: () => {
          if (fail) throw apiError(500, 'Internal Server Error');
          return { data: { bubble: moderatedTile(), canSeeContent: true, comments: null } };
        },
      },
    });
    expect(await screen.findByText('The Bubble could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Bogklubben');
  });

  it('updates the waiting count live when someone asks to join', async () => {
    const { realtime, server } = renderModeration({ path: PATH, user: premiumUser() });
    await screen.findByText('2 requests to join');
    expect(realtime.topics()).toEqual(
      expect.arrayContaining([realtimeTopics.bubble('bubble-1'), realtimeTopics.user(OWNER_ID)]),
    );
    server.addRequest({
      _id: 'user-7',
      name: 'Dan Turèll',
      avatar: '',
      role: 'member',
      joinedAt: '2026-11-22T14:00:00Z',
    });
    act(() =>
      realtime.publish(realtimeTopics.user(OWNER_ID), {
        type: 'membership.requested',
        bubbleId: 'bubble-1',
        userId: 'user-7',
      }),
    );
    expect(await screen.findByText('3 requests to join')).toBeInTheDocument();
  });

  it('stops listening when the page closes', async () => {
    const { realtime, unmount } = renderModeration({ path: PATH, user: fakeUser() });
    await screen.findByRole('heading', { level: 1 });
    unmount();
    expect(realtime.topics()).toEqual([]);
  });
});
