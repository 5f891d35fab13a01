import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../test/stories';
import * as stories from './dialog.stories';

const { Closed } = composeStories(stories);

describe('Dialog', () => {
  it('opens named by its title, keeps focus inside and gives it back on close', async () => {
    render(<Closed />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Report this Wobler' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Tabbing past the last button wraps to the first control inside the dialog.
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // React Aria gives focus back on the next animation frame.
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on Escape', async () => {
    render(<Closed />);
    await userEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
