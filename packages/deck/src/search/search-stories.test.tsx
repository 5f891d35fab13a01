import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../notifications/test/stories';
import * as headerStories from './header-search.stories';
import * as resultStories from './results-page.stories';

const header = composeStories(headerStories);
const results = composeStories(resultStories);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

// The stories are what designers and reviewers look at: each must show its state.
describe('results stories', () => {
  it('show results in English and Danish, and Bubbles only', async () => {
    const found = render(<results.Results />);
    expect(await screen.findByRole('heading', { name: 'Anna Sørensen, 29' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show more Woblers' })).toBeVisible();
    found.unmount();
    const danish = render(<results.Danish />);
    expect(await screen.findByRole('heading', { name: 'Søgeresultater', level: 1 })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Vis flere Woblers' })).toBeVisible();
    danish.unmount();
    render(<results.OnlyBubbles />);
    const woblers = await screen.findByRole('region', { name: 'Woblers' });
    expect(await within(woblers).findByText('No Woblers match this search.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show more Bubbles' })).toBeVisible();
  });

  it('show no results, loading, an error and nothing searched', async () => {
    const none = render(<results.NoResults />);
    expect(
      await screen.findByRole('heading', { name: 'Sorry, there are no results for this search..' }),
    ).toBeVisible();
    none.unmount();
    const loading = render(<results.Loading />);
    expect(await screen.findByRole('status')).toHaveTextContent('Searching…');
    loading.unmount();
    const failed = render(<results.LoadError />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The search could not be completed.',
    );
    failed.unmount();
    render(<results.NothingSearched />);
    expect(screen.getByRole('heading', { name: 'Search for Woblers and Bubbles' })).toBeVisible();
  });
});

describe('header search stories', () => {
  it('search from another page and land on the results', async () => {
    render(<header.OnAnotherPage />);
    await userEvent.type(screen.getByRole('searchbox'), 'plant{Enter}');
    expect(await screen.findByRole('heading', { name: 'Plant Swap Copenhagen' })).toBeVisible();
  });

  it('show the results of the stored text, and the Danish field', async () => {
    const onResults = render(<header.OnResults />);
    expect(await screen.findByRole('heading', { name: 'Hans Jørgensen, 41' })).toBeVisible();
    onResults.unmount();
    render(<header.Danish />);
    expect(screen.getByRole('searchbox', { name: 'Søg efter Woblers og Bubbles' })).toBeVisible();
  });
});
