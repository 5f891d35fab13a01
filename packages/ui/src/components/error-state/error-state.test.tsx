import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fn } from 'storybook/test';
import '../../test/stories';
import * as stories from './error-state.stories';

const { Default, Retrying, WithoutRetry } = composeStories(stories);

describe('ErrorState', () => {
  it('says what went wrong as an alert and retries on request', async () => {
    const onRetry = fn();
    render(<Default onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the retry as busy while retrying', () => {
    render(<Retrying />);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
  });

  it('has no retry button without onRetry', () => {
    render(<WithoutRetry />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
