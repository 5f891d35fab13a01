import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/stories';
import * as searchStories from './chat-search.stories';

const stories = composeStories(searchStories);

// Each search story shows its state.
describe('search stories', () => {
  it('show the empty field, searching, and the results with their marked words', async () => {
    const idle = render(<stories.Idle />);
    expect(await screen.findByRole('searchbox', { name: 'Search messages' })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Messages found' })).toBeNull();
    idle.unmount();

    const loading = render(<stories.Loading />);
    expect((await screen.findAllByText('Searching…')).length).toBeGreaterThan(0);
    loading.unmount();

    render(<stories.Results />);
    const results = await screen.findByRole('list', { name: 'Messages found' });
    const rows = within(results).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Mette Hansen');
    expect(
      [...results.querySelectorAll('mark')].map((mark) => mark.textContent?.toLowerCase()),
    ).toEqual(['kaffe', 'kaffe', 'kaffe', 'kaffe']);
    expect(within(results).getByText('You:', { exact: false })).toBeInTheDocument();
  });

  it('show no results, the error with its retry, dark and a Danish phone', async () => {
    const none = render(<stories.NoResults />);
    expect(await screen.findByText('No messages match “cykelhjelm”')).toBeInTheDocument();
    none.unmount();

    const failed = render(<stories.Failed />);
    expect(await screen.findByText('The search did not work.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    failed.unmount();

    const dark = render(<stories.ResultsDark />);
    expect(await screen.findByRole('list', { name: 'Messages found' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
    dark.unmount();

    render(<stories.ResultsPhoneDanish />);
    expect(await screen.findByRole('list', { name: 'Fundne beskeder' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Søg i beskeder' })).toHaveValue('kaffe');
  });
});
