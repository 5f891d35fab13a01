import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/stories';
import * as reactionStories from './reactions.stories';

const stories = composeStories(reactionStories);

// Each reaction story shows its state.
describe('reaction stories', () => {
  it('show chips for one emoji, many, one’s own and many people', async () => {
    const view = render(<stories.ReactionChips />);
    expect(await screen.findByRole('button', { name: '❤️ 1: Anna' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: '🙏 3: Ed, Fie and Gus' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '❤️ 2: You and Mette Hansen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      await screen.findByRole('button', { name: '🎉 5: Anna, Peter and 3 others' }),
    ).toBeInTheDocument();
    view.unmount();

    render(<stories.ReactionChipsDanish />);
    expect(
      await screen.findByRole('button', { name: '❤️ 2: Dig og Mette Hansen' }),
    ).toBeInTheDocument();
  });

  it('show the quick row open, light and dark', async () => {
    const view = render(<stories.QuickRowOpen />);
    const row = await screen.findByRole('toolbar', { name: 'Reactions' });
    expect(within(row).getAllByRole('button')).toHaveLength(7);
    expect(within(row).getByRole('button', { name: 'More emoji' })).toBeInTheDocument();
    view.unmount();

    render(<stories.QuickRowDark />);
    expect(await screen.findByRole('toolbar', { name: 'Reactions' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
