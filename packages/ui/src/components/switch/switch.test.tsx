import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fn } from 'storybook/test';
import '../../test/stories';
import * as stories from './switch.stories';

const { Off, WithDescription, Disabled } = composeStories(stories);

describe('Switch', () => {
  it('is a named switch that turns on and off', async () => {
    const onChange = fn();
    render(<Off onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Show my pictures to everyone' });
    expect(control).not.toBeChecked();
    await userEvent.click(control);
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('is described by its description', () => {
    render(<WithDescription />);
    expect(screen.getByRole('switch')).toHaveAccessibleDescription(
      'When off, only your connections see your picture.',
    );
  });

  it('cannot change when disabled', async () => {
    render(<Disabled />);
    const control = screen.getByRole('switch');
    expect(control).toBeDisabled();
    await userEvent.click(control);
    expect(control).toBeChecked();
  });
});
