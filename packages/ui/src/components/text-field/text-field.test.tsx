import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { fn } from 'storybook/test';
import '../../test/stories';
import { TextArea, TextField } from './text-field';
import * as stories from './text-field.stories';

const { Default, WithError, WithDescription, Disabled } = composeStories(stories);

describe('TextField', () => {
  it('is labelled and reports what is typed', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(input, 'a@b.dk');
    expect(onChange).toHaveBeenLastCalledWith('a@b.dk');
  });

  it('shows the error under the field, linked and marked invalid', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByText('Enter a valid email address.')).toBeVisible();
  });

  it('is valid without an error message', () => {
    render(<WithDescription />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Shown to other Woblers.');
  });

  it('cannot be edited when disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  });

  it('forwards its ref to the <input>', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Name" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });
});

describe('TextArea', () => {
  it('is a labelled multi-line field with its error', () => {
    render(<TextArea label="About me" errorMessage="Too long." />);
    const area = screen.getByRole('textbox', { name: 'About me' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Too long.');
  });
});
