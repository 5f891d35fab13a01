import { readStored, writeStored } from '@wob/api';
import { fakeUser } from '@wob/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTER } from '../deck/deck-slice';
import { allWoblersPath } from '../deck/paths';
import { woblers } from '../test/deck-fixtures';
import { renderDeck } from '../test/render-deck';
import type { GeolocationPort } from '../deck/store-kit';

const bubbleTags = () => screen.getByRole('group', { name: 'Bubbles' });
/** The page is lazy: it is there once its heading is. */
const opened = () => screen.findByRole('heading', { name: 'Who would you like to meet?' });

describe('/new-search', () => {
  it('offers All Bubbles and the person’s active Bubbles as toggles', async () => {
    renderDeck({ path: '/new-search' });
    await opened();
    const tags = bubbleTags();
    expect(await within(tags).findByRole('button', { name: 'Copenhagen Cyclists' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(tags).getByRole('button', { name: 'All Bubbles' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A request still waiting for approval is not a Bubble to search in yet.
    expect(within(tags).queryByRole('button', { name: 'Æblemost & Cider' })).toBeNull();
  });

  it('says what is wrong when no Bubble is chosen, and does not search', async () => {
    const { user, fake, router } = renderDeck({ path: '/new-search' });
    const cyclists = await screen.findByRole('button', { name: 'Copenhagen Cyclists' });
    await user.click(cyclists);
    expect(cyclists).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Bubbles' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(cyclists);
    await user.click(screen.getByRole('button', { name: 'Show Woblers' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one Bubble, or all Bubbles');
    expect(router.state.location.pathname).toBe('/new-search');
    expect(fake.inputsOf('getAllWoblers')).toEqual([]);
  });

  it('saves the filter for later and shows the deck with it', async () => {
    const { user, fake, router } = renderDeck({ path: '/new-search', woblers: woblers(5) });
    await user.click(await screen.findByRole('button', { name: 'Strikkeklubben' }));
    await user.click(screen.getByRole('checkbox', { name: 'Any distance' }));
    await user.type(screen.getByRole('searchbox', { name: 'Name' }), 'Mette');
    await user.click(screen.getByRole('checkbox', { name: /Save for later/ }));
    await user.click(screen.getByRole('button', { name: 'Show Woblers' }));

    const expected = {
      ...DEFAULT_FILTER,
      bubbleIds: ['b-knit'],
      distance: 25,
      search: 'Mette',
    };
    expect(readStored('searchedWoblersFilter')).toEqual(expected);
    expect(allWoblersPath()).toBe('/all-woblers');
    expect(await screen.findByRole('heading', { name: 'Mette Hansen, 34' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/all-woblers');
    expect(fake.inputsOf('getAllWoblers')[0]).toEqual({
      ...expected,
      page: 1,
      limit: 5,
      exclude: [],
    });
  });

  it('starts from the saved filter and forgets it when Save for later is unticked', async () => {
    writeStored('searchedWoblersFilter', { ...DEFAULT_FILTER, gender: 'male' });
    const { user } = renderDeck({ path: '/new-search' });
    await opened();
    const save = screen.getByRole('checkbox', { name: /Save for later/ });
    expect(save).toBeChecked();
    expect(screen.getByRole('button', { name: /Show me/ })).toHaveTextContent('Male');
    await user.click(save);
    await user.click(screen.getByRole('button', { name: 'Show Woblers' }));
    expect(readStored('searchedWoblersFilter')).toBeNull();
    expect(allWoblersPath()).toBe('/new-search');
  });

  it('asks for the position only after the button is pressed, then measures from it', async () => {
    const getCurrentPosition = vi.fn<GeolocationPort['getCurrentPosition']>((success) =>
      success({ coords: { latitude: 56.1572, longitude: 10.2107 }, timestamp: 0 } as GeolocationPosition),
    );
    const { user, fake, session } = renderDeck({
      path: '/new-search',
      geolocation: { getCurrentPosition },
      user: fakeUser({ city: 'Aarhus', location: { source: 'city' } }),
    });
    await opened();
    expect(screen.getByText('Your city, Aarhus')).toBeInTheDocument();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use my current position' }));
    expect(await screen.findByText('Your current position')).toBeInTheDocument();
    expect(fake.inputsOf('setLocation')).toEqual([
      { position: { latitude: 56.157, longitude: 10.211 } },
    ]);
    expect(session.getState().user?.location).toEqual({ source: 'device' });
    await user.click(screen.getByRole('button', { name: 'Use my city instead' }));
    expect(await screen.findByText('Your city, Aarhus')).toBeInTheDocument();
    expect(fake.inputsOf('setLocation').at(-1)).toEqual({ position: null });
  });

  it('tells the person when the browser does not share the position', async () => {
    const { user, fake } = renderDeck({
      path: '/new-search',
      geolocation: {
        getCurrentPosition: (_success, failure) =>
          failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
      },
    });
    await opened();
    await user.click(screen.getByRole('button', { name: 'Use my current position' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your browser did not share your position.',
    );
    expect(fake.inputsOf('setLocation')).toEqual([]);
  });
});
