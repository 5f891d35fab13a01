import { apiError } from '@wob/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { woblers } from '../test/deck-fixtures';
import { renderDeck } from '../test/render-deck';

const names = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('/saved-woblers', () => {
  it('lists the saved Woblers 5 at a time, each opening their profile', async () => {
    const { user, router } = renderDeck({ path: '/saved-woblers', saved: woblers(7) });
    await screen.findByRole('link', { name: 'See the profile of Mette Hansen, 34' });
    expect(names()).toHaveLength(5);
    expect(screen.getByText('7 Woblers saved for later, newest first.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: 'See the profile of Noah Poulsen, 36' });
    expect(names()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'See the profile of Jonas Nielsen, 27' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jonas Nielsen, 27' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/view-wobler/w2');
  });

  it('removes a Wobler: the row leaves and the server’s message is told', async () => {
    const { user, server, toasts } = renderDeck({ path: '/saved-woblers', saved: woblers(2) });
    await user.click(
      await screen.findByRole('button', { name: 'Remove Mette Hansen from your saved Woblers' }),
    );
    expect(screen.queryByRole('link', { name: 'See the profile of Mette Hansen, 34' })).toBeNull();
    expect(names()).toEqual(['Jonas Nielsen, 27']);
    expect(server.savedIds).toEqual(['w2']);
    expect(toasts).toEqual([{ tone: 'success', text: 'Removed from your saved Woblers.' }]);
  });

  it('says No Saved Woblers Found, with the way to the deck', async () => {
    renderDeck({ path: '/saved-woblers' });
    expect(await screen.findByRole('heading', { name: 'No Saved Woblers Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Woblers' })).toHaveAttribute('href', '/all-woblers');
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const { user, fake, server } = renderDeck({ path: '/saved-woblers', saved: woblers(1) });
    fake.on('savedWoblers', () => {
      throw apiError(500, 'Internal Server Error');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your saved Woblers could not be loaded.',
    );
    const answer = server.handlers.savedWoblers;
    if (answer) fake.on('savedWoblers', answer);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: 'See the profile of Mette Hansen, 34' }),
    ).toBeInTheDocument();
  });

  it('speaks Danish', async () => {
    renderDeck({ path: '/saved-woblers', locale: 'da' });
    expect(
      await screen.findByRole('heading', { name: 'Ingen gemte Woblers fundet' }),
    ).toBeInTheDocument();
  });
});
