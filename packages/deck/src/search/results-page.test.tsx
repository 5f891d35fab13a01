import { readStored } from '@wob/api';
import { apiError } from '@wob/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSearch } from './test/search-fixtures';
import { renderSearch } from './test/render-search';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function section(name: 'Woblers' | 'Bubbles') {
  return screen.getByRole('region', { name });
}

describe('ResultsPage', () => {
  it('shows the Woblers and the Bubbles found for the stored text, with a page title', async () => {
    renderSearch({ path: '/results', searchedVal: { text: 'an', sameRoute: false } });
    expect(
      await screen.findByRole('heading', { name: 'Anna Sørensen, 29', level: 3 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Search results', level: 1 })).toBeVisible();
    expect(screen.getByText('Results for “an”')).toBeVisible();
    expect(document.title).toBe('Search results · Woble');

    const woblers = section('Woblers');
    expect(within(woblers).getByText('7 Woblers')).toBeVisible();
    const cards = within(woblers).getAllByRole('article');
    expect(cards).toHaveLength(5);
    const anna = cards[0];
    if (!anna) throw new Error('a card expected');
    expect(within(anna).getByText('Copenhagen')).toBeVisible();
    expect(
      within(within(anna).getByRole('list', { name: 'Bubbles you share' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Copenhagen Cyclists', 'Sourdough Bakers']);

    const bubbles = section('Bubbles');
    expect(within(bubbles).getByText('2 Bubbles')).toBeVisible();
    const dance = within(bubbles).getByRole('article', { name: 'Salsa & Bachata Nights' });
    expect(dance).toHaveTextContent('Dance socials every Thursday, beginners welcome');
    expect(dance).toHaveTextContent('1 member');
    expect(dance).toHaveTextContent('Private');
    const plants = within(bubbles).getByRole('article', { name: 'Plant Swap Copenhagen' });
    expect(plants).toHaveTextContent('128 members');
    expect(plants).not.toHaveTextContent('Private');
    expect(within(bubbles).queryByRole('button', { name: 'Show more Bubbles' })).toBeNull();
  });

  it('shows more Woblers on their own, asking for page 2 of them only', async () => {
    const view = renderSearch({ path: '/results', searchedVal: { text: 'an', sameRoute: false } });
    await screen.findByRole('heading', { name: 'Anna Sørensen, 29' });
    await view.user.click(screen.getByRole('button', { name: 'Show more Woblers' }));
    await waitFor(() => expect(within(section('Woblers')).getAllByRole('article')).toHaveLength(7));
    expect(view.fake.inputsOf('menuSearch').at(-1)).toEqual({
      search: 'an',
      woblerLimit: 5,
      woblerPage: 2,
      bubbleLimit: 5,
      bubblePage: 1,
    });
    expect(screen.queryByRole('button', { name: 'Show more Woblers' })).toBeNull();
    expect(within(section('Bubbles')).getAllByRole('article')).toHaveLength(2);
  });

  it('says the spec’s words when neither part found anything', async () => {
    renderSearch({ path: '/results', searchedVal: { text: 'zebra', sameRoute: false } });
    expect(
      await screen.findByRole('heading', {
        name: 'Sorry, there are no results for this search..',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Woblers' })).toBeNull();
  });

  it('says so in a part that found nothing while the other did', async () => {
    renderSearch({ path: '/results', searchedVal: { text: 'plant', sameRoute: false } });
    expect(await screen.findByRole('heading', { name: 'Plant Swap Copenhagen' })).toBeVisible();
    expect(within(section('Woblers')).getByText('No Woblers match this search.')).toBeVisible();
    expect(within(section('Woblers')).getByText('0 Woblers')).toBeVisible();
  });

  it('shows an error with a retry when the search fails, never a toast', async () => {
    const view = renderSearch({
      path: '/results',
      searchedVal: { text: 'an', sameRoute: false },
      handlers: {
        menuSearch: () => {
          throw apiError(500);
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The search could not be completed.',
    );
    expect(view.app.toasts).toEqual([]);
    const working = createFakeSearch().handlers.menuSearch;
    if (working) view.fake.on('menuSearch', working);
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Anna Sørensen, 29' })).toBeVisible();
  });

  it('invites to search when nothing was searched yet', async () => {
    const view = renderSearch({ path: '/results' });
    expect(
      await screen.findByRole('heading', { name: 'Search for Woblers and Bubbles' }),
    ).toBeVisible();
    expect(view.fake.calls).toEqual([]);
  });

  it('opens a Wobler, remembering them for the profile page', async () => {
    const view = renderSearch({
      path: '/results',
      searchedVal: { text: 'hans', sameRoute: false },
    });
    await view.user.click(await screen.findByRole('link', { name: 'Hans Jørgensen, 41' }));
    expect(await screen.findByText('Profile of w-hans')).toBeVisible();
    expect(readStored('selectedWobler')).toEqual({
      id: 'w-hans',
      name: 'Hans Jørgensen',
      fromNoti: false,
      isMatched: true,
    });
  });

  it('opens a Bubble by its slug', async () => {
    const view = renderSearch({
      path: '/results',
      searchedVal: { text: 'salsa', sameRoute: false },
    });
    await view.user.click(await screen.findByRole('link', { name: 'Salsa & Bachata Nights' }));
    expect(await screen.findByText('Bubble page salsa-bachata-nights')).toBeVisible();
  });

  it('keeps the results, pages included, when coming back with the browser', async () => {
    const view = renderSearch({ path: '/results', searchedVal: { text: 'an', sameRoute: false } });
    await screen.findByRole('heading', { name: 'Anna Sørensen, 29' });
    await view.user.click(screen.getByRole('button', { name: 'Show more Woblers' }));
    await waitFor(() => expect(within(section('Woblers')).getAllByRole('article')).toHaveLength(7));
    await view.user.click(screen.getByRole('link', { name: 'Jan Kristensen, 52' }));
    await screen.findByText('Profile of w-jan');
    await view.router.navigate(-1);
    await waitFor(() => expect(within(section('Woblers')).getAllByRole('article')).toHaveLength(7));
    expect(view.fake.inputsOf('menuSearch')).toHaveLength(2);
  });

  it('is in Danish with Danish numbers', async () => {
    renderSearch({
      path: '/results',
      searchedVal: { text: 'an', sameRoute: false },
      locale: 'da',
    });
    // The title is there at once; the stored text is read and searched after the first render.
    expect(await screen.findByText('Resultater for »an«')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Søgeresultater', level: 1 })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Vis flere Woblers' })).toBeVisible();
    expect(within(section('Bubbles')).getByText('128 medlemmer')).toBeVisible();
  });
});
