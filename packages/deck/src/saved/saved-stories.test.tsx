import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/deck-stories';
import * as stories from './saved-woblers-page.stories';

const saved = composeStories(stories);

describe('saved list stories', () => {
  it('show the list, empty, loading, error and Danish', async () => {
    const list = render(<saved.List />);
    expect(await screen.findByRole('link', { name: 'See the profile of Pia, 45' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    list.unmount();

    const empty = render(<saved.Empty />);
    expect(await screen.findByRole('heading', { name: 'No Saved Woblers Found' })).toBeInTheDocument();
    empty.unmount();

    const loading = render(<saved.Loading />);
    expect(await screen.findByText('Loading your saved Woblers…')).toBeInTheDocument();
    loading.unmount();

    const error = render(<saved.LoadError />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your saved Woblers could not be loaded.',
    );
    error.unmount();

    render(<saved.Danish />);
    expect(await screen.findByRole('heading', { name: 'Ingen gemte Woblers fundet' })).toBeInTheDocument();
  });
});
