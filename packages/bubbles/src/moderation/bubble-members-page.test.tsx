import { realtimeTopics } from '@wob/api';
import { apiError } from '@wob/test-utils';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, moderatedTile, OWNER_ID, premiumUser } from './test/fake-moderation';
import { renderModeration } from './test/render-moderation';

const PATH = '/bubble_members/bubble-1';
const moderator = { status: 'active', role: 'moderator', notify: false } as const;

/** The rows of the tab panel shown. */
function rows() {
  return within(screen.getByRole('tabpanel')).queryAllByRole('listitem');
}

describe('BubbleMembersPage', () => {
  it('shows Active and Pending tabs, Pending first while someone waits', async () => {
    const { user, fake } = renderModeration({ path: PATH, user: premiumUser() });
    const pending = await screen.findByRole('tab', { name: 'Pending (2)' });
    expect(pending).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Inger Christensen')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'Active (4)' }));
    expect(rows()).toHaveLength(4);
    const owner = rows()[0];
    expect(owner).toHaveTextContent('Karen Blixen (you)');
    expect(owner).toHaveTextContent('Owner');
    expect(owner).toHaveTextContent('Joined 1 Oct 2026');
    expect(rows()[1]).toHaveTextContent('Moderator');
    expect(fake.inputsOf('getActiveMembers')).toEqual([{ bubble: 'bubble-1', page: 1, limit: 20 }]);
    expect(fake.inputsOf('getPendingMembers')).toEqual([
      { bubble: 'bubble-1', page: 1, limit: 20 },
    ]);
    expect(document.title).toBe('Members · Bogklubben Nørrebro · Woble');
  });

  it('says "No active members found" and "No pending members found" on empty tabs', async () => {
    const { user } = renderModeration({
      path: PATH,
      user: premiumUser(),
      bubble: moderatedTile({ members: { active: 0, pending: 0 } }),
      active: [],
      pending: [],
    });
    expect(
      await screen.findByRole('heading', { name: 'No active members found' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Pending (0)' }));
    expect(
      await screen.findByRole('heading', { name: 'No pending members found' }),
    ).toBeInTheDocument();
  });

  it('moves an approved person from Pending to Active at once and confirms it', async () => {
    const { user, fake, toasts } = renderModeration({ path: PATH, user: premiumUser() });
    await user.click(await screen.findByRole('button', { name: 'Approve: Inger Christensen' }));
    expect(screen.queryByText('Inger Christensen')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    expect(fake.inputsOf('markActive')).toEqual([{ bubble: 'bubble-1', user: 'user-5' }]);
    expect(toasts).toContainEqual({ tone: 'success', text: 'Inger Christensen is now a member.' });
    await user.click(screen.getByRole('tab', { name: 'Active (5)' }));
    expect(screen.getByText('Inger Christensen')).toBeInTheDocument();
  });

  it('puts the request back and shows the server’s message when approving fails', async () => {
    const { user, toasts } = renderModeration({
      path: PATH,
      user: premiumUser(),
      handlers: {
        markActive: () => {
          throw apiError(409, 'This request was withdrawn.');
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve: Inger Christensen' }));
    expect(await screen.findByText('Inger Christensen')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Inger Christensen');
    expect(screen.getByRole('tab', { name: 'Pending (2)' })).toBeInTheDocument();
    expect(toasts).toContainEqual({ tone: 'error', text: 'This request was withdrawn.' });
  });

  it('declines a request with kick-out', async () => {
    const { user, fake } = renderModeration({ path: PATH, user: premiumUser() });
    await user.click(await screen.findByRole('button', { name: 'Decline: Piet Hein' }));
    expect(screen.queryByText('Piet Hein')).not.toBeInTheDocument();
    expect(fake.inputsOf('kickoutUser')).toEqual([{ bubble: 'bubble-1', user: 'user-6' }]);
  });

  it('asks for confirmation before kicking someone out', async () => {
    const { user, fake, toasts } = renderModeration({
      path: PATH,
      user: premiumUser(),
      bubble: moderatedTile({ members: { active: 4, pending: 0 } }),
      pending: [],
    });
    await user.click(await screen.findByRole('button', { name: 'Kick out: Tove Ditlevsen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Kick Tove Ditlevsen out?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(fake.inputsOf('kickoutUser')).toEqual([]);
    expect(screen.getByText('Tove Ditlevsen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kick out: Tove Ditlevsen' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(screen.queryByText('Tove Ditlevsen')).not.toBeInTheDocument();
    expect(fake.inputsOf('kickoutUser')).toEqual([{ bubble: 'bubble-1', user: 'user-3' }]);
    expect(toasts).toContainEqual({ tone: 'success', text: 'The member has been removed.' });
  });

  it('lets the owner appoint and remove moderators', async () => {
    const { user, fake } = renderModeration({
      path: PATH,
      user: premiumUser(),
      bubble: moderatedTile({ members: { active: 4, pending: 0 } }),
      pending: [],
    });
    expect(await screen.findByText('Tove Ditlevsen')).toBeInTheDocument();
    // Never for the owner's own row.
    expect(screen.queryByRole('button', { name: /Karen Blixen/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make moderator: Tove Ditlevsen' }));
    expect(
      await screen.findByRole('button', { name: 'Remove moderator: Tove Ditlevsen' }),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Remove moderator: Hans Christian Andersen' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Make moderator: Hans Christian Andersen' }),
    ).toBeInTheDocument();
    expect(fake.inputsOf('setModerator')).toEqual([
      { bubble: 'bubble-1', user: 'user-3', moderator: true },
      { bubble: 'bubble-1', user: 'user-2', moderator: false },
    ]);
  });

  it('gives a moderator no moderator switch and no kick-out of the owner or other moderators', async () => {
    renderModeration({
      path: PATH,
      user: premiumUser({ _id: 'user-2' }),
      bubble: moderatedTile({ membership: moderator, members: { active: 4, pending: 0 } }),
      pending: [],
    });
    expect(
      await screen.findByRole('button', { name: 'Kick out: Tove Ditlevsen' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /moderator/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Kick out: Karen Blixen' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Kick out: Hans Christian Andersen' }),
    ).not.toBeInTheDocument();
  });

  it('tells an owner without premium Access Denied, how many wait and the way to premium, with no empty list', async () => {
    const { fake } = renderModeration({ path: PATH });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Managing members is part of Woble Premium')).toBeInTheDocument();
    expect(screen.getByText('2 people are waiting for your approval.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/premium',
    );
    expect(screen.queryByText('No pending members found')).not.toBeInTheDocument();
    expect(fake.inputsOf('getPendingMembers')).toEqual([]);
  });

  it('shows the invitation when the server answers 403 (premium ended meanwhile)', async () => {
    renderModeration({
      path: PATH,
      user: premiumUser(),
      handlers: {
        getActiveMembers: () => {
          throw apiError(403, 'This is part of Woble Premium.');
        },
      },
    });
    expect(await screen.findByText('2 people are waiting for your approval.')).toBeInTheDocument();
  });

  it('shows Access Denied, not "Bubble not found", to an active member who does not moderate', async () => {
    const { fake } = renderModeration({
      path: PATH,
      user: premiumUser(),
      bubble: moderatedTile({
        membership: { status: 'active', role: 'member', notify: false },
        members: { active: 4, pending: null },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bubble not found' })).not.toBeInTheDocument();
    expect(fake.inputsOf('getActiveMembers')).toEqual([]);
  });

  it('keeps "Bubble not found" for a private Bubble one may not see', async () => {
    renderModeration({
      path: PATH,
      user: premiumUser(),
      bubble: moderatedTile({
        privateBubble: true,
        membership: { status: 'none', role: null, notify: false },
        members: { active: 4, pending: null },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Bubble not found' })).toBeInTheDocument();
  });

  it('shows the 404 state when the server answers 404 for the lists', async () => {
    renderModeration({
      path: PATH,
      user: premiumUser(),
      handlers: {
        getPendingMembers: () => {
          throw apiError(404, 'This Bubble could not be found.');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Bubble not found' })).toBeInTheDocument();
  });

  it('offers a retry when a list cannot be loaded', async () => {
    let fail = true;
    const { user } = renderModeration({
      path: PATH,
      user: premiumUser(),
      bubble: moderatedTile({ members: { active: 4, pending: 0 } }),
      pending: [],
      handlers: {
        getActiveMembers: () => {
          if (fail) throw apiError(500, 'Internal Server Error');
          return {
            data: {
              docs: [member()],
              totalDocs: 1,
              page: 1,
              limit: 20,
              totalPages: 1,
              hasNextPage: false,
            },
          };
        },
      },
    });
    expect(await screen.findByText('The members could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Someone')).toBeInTheDocument();
  });

  it('loads 20 more members at a time', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      member({ _id: `user-${100 + index}`, name: `Member ${index + 1}` }),
    );
    const { user, fake } = renderModeration({
      path: PATH,
      user: premiumUser(),
      bubble: moderatedTile({ members: { active: 25, pending: 0 } }),
      active: many,
      pending: [],
    });
    await screen.findByText('Member 1');
    expect(rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Member 25')).toBeInTheDocument();
    expect(rows()).toHaveLength(25);
    expect(fake.inputsOf('getActiveMembers')).toContainEqual({
      bubble: 'bubble-1',
      page: 2,
      limit: 20,
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a new request live while the page is open', async () => {
    const { realtime, server } = renderModeration({ path: PATH, user: premiumUser() });
    await screen.findByText('Inger Christensen');
    server.addRequest(member({ _id: 'user-7', name: 'Dan Turèll' }));
    act(() =>
      realtime.publish(realtimeTopics.user(OWNER_ID), {
        type: 'membership.requested',
        bubbleId: 'bubble-1',
        userId: 'user-7',
      }),
    );
    expect(await screen.findByText('Dan Turèll')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (3)' })).toBeInTheDocument();
  });

  it('refetches both lists when the Bubble changes, and leaves when it is deleted', async () => {
    const { realtime, fake } = renderModeration({ path: PATH, user: premiumUser() });
    await screen.findByText('Inger Christensen');
    act(() =>
      realtime.publish(realtimeTopics.bubble('bubble-1'), {
        type: 'bubble.updated',
        bubbleId: 'bubble-1',
      }),
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(fake.inputsOf('getActiveMembers').length).toBeGreaterThan(1);
    act(() =>
      realtime.publish(realtimeTopics.bubble('bubble-1'), {
        type: 'bubble.deleted',
        bubbleId: 'bubble-1',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Bubble not found' })).toBeInTheDocument();
  });
});
