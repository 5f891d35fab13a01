import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fn } from 'storybook/test';
import '../../test/stories';
import * as stories from './radio-group.stories';

const { Default, WithError } = composeStories(stories);

describe('RadioGroup', () => {
  it('is a labelled group whose options can be chosen with the keyboard', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Looking for' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Friends' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Dating' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('dating');
  });

  it('describes an option by its description', () => {
    render(<Default />);
    expect(screen.getByRole('radio', { name: 'Both' })).toHaveAccessibleDescription(
      'Show me everyone in my Bubbles.',
    );
  });

  it('shows the group error', () => {
    render(<WithError />);
    const group = screen.getByRole('radiogroup', { name: 'Looking for' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose what you are looking for.');
  });
});
