import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fn } from 'storybook/test';
import '../../test/stories';
import * as stories from './checkbox.stories';

const { Default, WithError, Indeterminate } = composeStories(stories);

describe('Checkbox', () => {
  it('is a named checkbox that toggles when its label is clicked', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await userEvent.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('shows its error, linked and marked invalid', () => {
    render(<WithError />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must accept the terms to continue.');
  });

  it('can be partly checked', () => {
    render(<Indeterminate />);
    expect(screen.getByRole('checkbox', { name: 'All Bubbles' })).toBePartiallyChecked();
  });
});
