import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../test/stories';
import * as pickerStories from './emoji-picker.stories';

// Each test renders the whole picker (about 1,900 emoji images) and types into its search in
// jsdom: seconds on a busy machine, so these tests get more time than the default 15 s.
vi.setConfig({ testTimeout: 60_000 });

const stories = composeStories(pickerStories);

describe('emoji picker stories', () => {
  it('show the picker in Danish and English with its skin tones', () => {
    const danish = render(<stories.Danish />);
    expect(screen.getByRole('searchbox', { name: 'Søg emoji' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
    danish.unmount();

    render(<stories.English />);
    expect(screen.getByRole('grid', { name: 'Smileys & emotion' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Skin tone' })).toBeInTheDocument();
  });

  it('show toned emoji when a dark tone is chosen', async () => {
    const user = userEvent.setup();
    render(<stories.DarkSkinTone />);
    expect(screen.getByRole('radio', { name: 'Mørk' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Mennesker og krop' }));
    const grid = screen.getByRole('grid', { name: 'Mennesker og krop' });
    // The grid's keys are the characters a press inserts: 👋🏿, not 👋.
    const keys = within(grid)
      .getAllByRole('row')
      .map((row) => row.getAttribute('data-key'));
    expect(keys).toContain('👋🏿');
    expect(keys).not.toContain('👋');
  });
});
