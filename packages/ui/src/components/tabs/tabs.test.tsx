import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fn } from 'storybook/test';
import '../../test/stories';
import * as stories from './tabs.stories';

const { Default } = composeStories(stories);

describe('Tabs', () => {
  it('shows the first panel and switches with the arrow keys', async () => {
    const onSelectionChange = fn();
    render(<Default onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tablist', { name: 'Members' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('14 active members.');
    await userEvent.click(screen.getByRole('tab', { name: 'Active' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No pending members found');
    expect(onSelectionChange).toHaveBeenLastCalledWith('pending');
  });
});
