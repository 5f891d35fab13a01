import { readStored } from '@wob/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSearch } from './test/render-search';

const field = () => screen.getByRole('searchbox', { name: 'Search Woblers and Bubbles' });

// HTML's <search> is the search landmark in browsers; jsdom's role table does not know it yet.
function searchLandmark(): HTMLElement {
  const element = document.querySelector<HTMLElement>('search');
  if (!element) throw new Error('no <search> element');
  return element;
}

describe('HeaderSearch', () => {
  it('stores the text with sameRoute false and goes to /results from another page', async () => {
    const view = renderSearch({ path: '/' });
    await view.user.type(field(), '  anna {Enter}');
    expect(readStored('searchedVal')).toEqual({ text: 'anna', sameRoute: false });
    expect(await screen.findByRole('heading', { name: 'Anna Sørensen, 29' })).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/results');
    expect(view.fake.inputsOf('menuSearch')).toEqual([
      { search: 'anna', woblerLimit: 5, woblerPage: 1, bubbleLimit: 5, bubblePage: 1 },
    ]);
  });

  it('runs the search again on /results, storing sameRoute true, without a new page', async () => {
    const view = renderSearch({
      path: '/results',
      searchedVal: { text: 'anna', sameRoute: false },
    });
    expect(await screen.findByRole('heading', { name: 'Anna Sørensen, 29' })).toBeVisible();
    const before = view.router.state.historyAction;
    await view.user.type(field(), 'plant{Enter}');
    expect(readStored('searchedVal')).toEqual({ text: 'plant', sameRoute: true });
    expect(await screen.findByRole('heading', { name: 'Plant Swap Copenhagen' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Anna Sørensen, 29' })).toBeNull();
    expect(view.router.state.historyAction).toBe(before);
    expect(
      view.fake.inputsOf('menuSearch').map((input) => (input as { search: string }).search),
    ).toEqual(['anna', 'plant']);
  });

  it('runs the same text again when submitted again on /results', async () => {
    const view = renderSearch({ path: '/results', searchedVal: { text: 'an', sameRoute: false } });
    await screen.findByRole('heading', { name: 'Anna Sørensen, 29' });
    await view.user.type(field(), 'an{Enter}');
    await waitFor(() => expect(view.fake.inputsOf('menuSearch')).toHaveLength(2));
  });

  it('does nothing on an empty submit', async () => {
    const view = renderSearch({ path: '/' });
    await view.user.type(field(), '   {Enter}');
    await view.user.click(within(searchLandmark()).getByRole('button', { name: 'Search' }));
    expect(readStored('searchedVal')).toBeNull();
    expect(view.router.state.location.pathname).toBe('/');
    expect(view.fake.calls).toEqual([]);
  });

  it('opens as a field from its icon on a narrow screen; Escape closes it and gives focus back', async () => {
    const view = renderSearch({ path: '/' });
    const opener = screen.getByRole('button', { name: 'Search', expanded: false });
    await view.user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(field()).toHaveFocus();
    await view.user.keyboard('{Escape}');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();
  });

  it('closes the narrow field after a search', async () => {
    const view = renderSearch({ path: '/' });
    const opener = screen.getByRole('button', { name: 'Search', expanded: false });
    await view.user.click(opener);
    await view.user.keyboard('hans{Enter}');
    expect(await screen.findByRole('heading', { name: 'Hans Jørgensen, 41' })).toBeVisible();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a search landmark named in Danish', () => {
    renderSearch({ path: '/', locale: 'da' });
    expect(searchLandmark()).toContainElement(
      screen.getByRole('searchbox', { name: 'Søg efter Woblers og Bubbles' }),
    );
  });
});
