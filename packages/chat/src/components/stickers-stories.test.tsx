import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/stories';
import * as stickerStories from './stickers.stories';

const stories = composeStories(stickerStories);

// Each sticker story shows its state.
describe('sticker stories', () => {
  it('show the keyboard loaded, loading, empty and in Danish', async () => {
    const loaded = render(<stories.Keyboard />);
    expect(await screen.findByRole('tab', { name: 'Bubbles' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Happy' })).toBeInTheDocument();
    loaded.unmount();

    const loading = render(<stories.KeyboardLoading />);
    expect((await screen.findAllByText('Loading...')).length).toBeGreaterThan(0);
    loading.unmount();

    const empty = render(<stories.KeyboardEmpty />);
    expect(await screen.findByText('No stickers found')).toBeInTheDocument();
    empty.unmount();

    render(<stories.KeyboardDanish />);
    expect(await screen.findByRole('tab', { name: 'Bobler' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Glad' })).toBeInTheDocument();
  });

  it('show sticker messages and the live hearts', async () => {
    const messages = render(<stories.StickerMessages />);
    expect(await screen.findByRole('img', { name: 'Sticker: Happy' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sticker: Sun' })).toBeInTheDocument();
    messages.unmount();

    render(<stories.LiveHearts />);
    expect(await screen.findByRole('button', { name: 'Send a heart' })).toBeInTheDocument();
    expect(await screen.findByText('You sent a heart')).toBeInTheDocument();
  });
});
