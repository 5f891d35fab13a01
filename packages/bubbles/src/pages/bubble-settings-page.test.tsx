import { fakeUser } from '@wob/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBubbles } from '../test/render';

const PREMIUM = fakeUser({ premium: { isPremium: true, status: 'active', until: null } });
const row = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('Bubble settings', () => {
  it("lists the person's Bubbles; the owner cannot leave theirs", async () => {
    renderBubbles({ path: '/bubble-settings' });
    await screen.findByRole('heading', { name: 'Strikkeklubben' });
    expect(within(row('Strikkeklubben')).getByRole('button', { name: /Leave/ })).toBeVisible();
    expect(within(row('Bogklubben Nørrebro')).queryByRole('button', { name: /Leave/ })).toBeNull();
    expect(within(row('Bogklubben Nørrebro')).getByText(/You own this Bubble/)).toBeVisible();
  });

  it('leaves a Bubble after Yes', async () => {
    const { user, fake, toasts } = renderBubbles({ path: '/bubble-settings' });
    await screen.findByRole('heading', { name: 'Strikkeklubben' });
    await user.click(within(row('Strikkeklubben')).getByRole('button', { name: /Leave/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave Strikkeklubben?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Strikkeklubben' })).toBeNull(),
    );
    expect(fake.inputsOf('removeBubble')).toEqual([{ bubble: 'b-strik' }]);
    expect(toasts).toContainEqual({ tone: 'success', text: 'You have left the Bubble.' });
  });

  it('lets a premium member switch group notifications per Bubble', async () => {
    const { user, fake, toasts } = renderBubbles({ path: '/bubble-settings', user: PREMIUM });
    await screen.findByRole('heading', { name: 'Strikkeklubben' });
    expect(screen.queryByRole('link', { name: 'See Premium' })).toBeNull();
    const toggle = within(row('Strikkeklubben')).getByRole('switch', {
      name: /Group notifications/,
    });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(fake.inputsOf('setNotifications')).toEqual([{ bubble: 'b-strik', notify: true }]);
    expect(toasts).toContainEqual({
      tone: 'success',
      text: 'You will be notified of new activity in this Bubble.',
    });
  });

  it('shows the switches disabled with an invitation to Premium for others', async () => {
    const { user, fake, router } = renderBubbles({ path: '/bubble-settings' });
    await screen.findByRole('heading', { name: 'Strikkeklubben' });
    const toggle = within(row('Strikkeklubben')).getByRole('switch', {
      name: /Group notifications/,
    });
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    expect(fake.inputsOf('setNotifications')).toEqual([]);
    expect(screen.getByText('Group notifications are part of Woble Premium.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'See Premium' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/premium'));
  });
});
