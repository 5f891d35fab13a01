import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fn } from 'storybook/test';
import '../../test/stories';
import * as stories from './menu.stories';

const { Hamburger } = composeStories(stories);

describe('Menu', () => {
  it('opens from its named trigger and reports the chosen entry', async () => {
    const onAction = fn();
    render(<Hamburger onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'Menu' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Menu' });
    expect(menu).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('works from the keyboard', async () => {
    const onAction = fn();
    render(<Hamburger onAction={onAction} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('premium');
  });
});
