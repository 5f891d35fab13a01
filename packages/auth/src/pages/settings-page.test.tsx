import { readStored } from '@wob/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeUser } from '@wob/test-utils';
import { renderAccount } from '../test/render';

function openSettings(handlers: Parameters<typeof renderAccount>[0]['handlers'] = {}) {
  return renderAccount({
    path: '/settings',
    signedIn: true,
    handlers: {
      getUserProfile: () => ({ data: { user: fakeUser(), self: true } }),
      ...handlers,
    },
  });
}

describe('SettingsPage', () => {
  it('shows every toggle of spec section 3 with its stored value', async () => {
    openSettings();
    await screen.findByRole('heading', { name: 'Settings' });
    const on = [
      'Show location',
      'Show gender',
      'Let people message me',
      'Show my images to all',
      'Receive notifications',
    ];
    for (const name of on) expect(screen.getByRole('switch', { name })).toBeChecked();
    for (const name of ['Only show my profile to an age range', 'Receive marketing emails']) {
      expect(screen.getByRole('switch', { name })).not.toBeChecked();
    }
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('saves a toggle at once, quietly, and says it is saved', async () => {
    const { user, fake, toasts } = openSettings({
      updateProfile: (input) => ({
        message: 'Your profile has been updated.',
        data: {
          user: fakeUser({
            settings: { ...fakeUser().settings, ...(input as { settings: object }).settings },
          }),
        },
      }),
    });
    await user.click(await screen.findByRole('switch', { name: 'Show gender' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(fake.inputsOf('updateProfile')).toEqual([{ settings: { showGender: false } }]);
    expect(
      fake.calls.find((call) => call.id === 'updateProfile')?.options.suppressNotification,
    ).toBe(true);
    expect(screen.getByRole('switch', { name: 'Show gender' })).not.toBeChecked();
    expect(toasts).toEqual([]);
  });

  it('puts a toggle back and tells why when saving fails', async () => {
    const { user, toasts } = openSettings({
      updateProfile: () => {
        throw apiError(500, 'Something went wrong on our side. Please try again later.');
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Show location' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { tone: 'error', text: 'Something went wrong on our side. Please try again later.' },
      ]),
    );
    expect(screen.getByRole('switch', { name: 'Show location' })).toBeChecked();
  });

  it('shows the age range from 18 to 99 when it is turned on', async () => {
    const { user } = openSettings({
      updateProfile: () => ({
        data: { user: fakeUser({ settings: { ...fakeUser().settings, ageRangeEnabled: true } }) },
      }),
    });
    await user.click(
      await screen.findByRole('switch', { name: 'Only show my profile to an age range' }),
    );
    expect(await screen.findByText('From')).toBeInTheDocument();
    expect(screen.getByText('To')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /18\s*From/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /99\s*To/ })).toBeInTheDocument();
  });

  it('switches the language and tells the server', async () => {
    const { user, fake, i18n } = openSettings({
      updateProfile: () => ({ data: { user: fakeUser({ language: 'da' }) } }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Dansk' }));
    expect(await screen.findByRole('heading', { name: 'Indstillinger' })).toBeInTheDocument();
    expect(i18n.language).toBe('da');
    expect(fake.inputsOf('updateProfile')).toEqual([{ language: 'da' }]);
  });

  it('deletes the account only after "Are you sure?" and then goes to /', async () => {
    const { user, fake, router } = openSettings({
      deleteAccount: () => ({ message: 'Your account has been deleted.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Alert');
    expect(dialog).toHaveTextContent('Are you sure?');
    // It says what saying yes does: signed out at once, data gone after 3 months, no more charges.
    const consequences = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(consequences).toEqual([
      'You are signed out at once, and your profile disappears.',
      'Your data is deleted after 3 months.',
      'If you have Premium, your subscription ends and you are not charged again.',
    ]);
    expect(fake.inputsOf('deleteAccount')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(readStored('token')).toBeNull();
  });
  it('says the same in Danish', async () => {
    const { user } = renderAccount({
      path: '/settings',
      signedIn: true,
      locale: 'da',
      handlers: { getUserProfile: () => ({ data: { user: fakeUser(), self: true } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Slet konto' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Advarsel');
    expect(dialog).toHaveTextContent('Er du sikker?');
    expect(dialog).toHaveTextContent('Du bliver logget ud med det samme');
    expect(dialog).toHaveTextContent('Dine data bliver slettet efter 3 måneder.');
    expect(dialog).toHaveTextContent('stopper dit abonnement');
  });
});
