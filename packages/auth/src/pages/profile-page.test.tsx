import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeUser } from '@wob/test-utils';
import { renderAccount } from '../test/render';

describe('ProfilePage', () => {
  it('shows the fetched profile', async () => {
    renderAccount({
      path: '/profile',
      signedIn: true,
      handlers: {
        getUserProfile: () => ({ data: { user: fakeUser({ city: 'Aarhus' }), self: true } }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Karen Blixen' })).toBeInTheDocument();
    expect(await screen.findByText('Aarhus')).toBeInTheDocument();
    expect(screen.getByText('karen@example.dk')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.getByText('Denmark')).toBeInTheDocument();
  });

  it('shows an error state with a retry when the fetch fails and nothing is known', async () => {
    const { user, store, fake } = renderAccount({
      path: '/profile',
      signedIn: true,
      handlers: {
        getUserProfile: () => {
          throw apiError(500, 'Boom');
        },
      },
    });
    store.setState({ user: null });
    expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
    fake.on('getUserProfile', () => ({ data: { user: fakeUser(), self: true } }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Karen Blixen' })).toBeInTheDocument();
  });

  it('edits and sends only the changed fields', async () => {
    const { user, fake, toasts } = renderAccount({
      path: '/profile',
      signedIn: true,
      handlers: {
        getUserProfile: () => ({ data: { user: fakeUser(), self: true } }),
        updateProfile: () => ({
          message: 'Your profile has been updated.',
          data: { user: fakeUser({ city: 'Odense' }) },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const city = screen.getByLabelText(/^City/);
    await user.clear(city);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('City is Required')).toBeInTheDocument();
    await user.type(city, 'Odense');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Odense')).toBeInTheDocument();
    expect(fake.inputsOf('updateProfile')).toEqual([{ city: 'Odense' }]);
    expect(toasts).toEqual([{ tone: 'success', text: 'Your profile has been updated.' }]);
  });

  it('removes the picture after confirmation', async () => {
    const withPicture = fakeUser({ profilePicture: '/media/p.jpg', avatar: '/media/p.jpg' });
    const { user, fake } = renderAccount({
      path: '/profile',
      signedIn: withPicture,
      handlers: {
        getUserProfile: () => ({ data: { user: withPicture, self: true } }),
        removeUserImage: () => ({ message: 'Removed', data: { user: fakeUser() } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove picture' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(fake.inputsOf('removeUserImage')).toEqual([{ image: '/media/p.jpg' }]);
    expect(await screen.findByText('Upload picture')).toBeInTheDocument();
  });

  it('is replaced by the route error boundary when the server answers 403', async () => {
    renderAccount({
      path: '/profile',
      signedIn: true,
      handlers: {
        getUserProfile: () => {
          throw apiError(403, 'You are not allowed to do this.');
        },
      },
    });
    expect(await screen.findByText('Route error: 403')).toBeInTheDocument();
  });
});
