import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/stories';
import * as stories from './empty-state.stories';

const { Default, WithAction } = composeStories(stories);

describe('EmptyState', () => {
  it('gives a heading and a friendly line', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 2, name: 'No notifications found' })).toBeVisible();
    expect(screen.getByText(/shows up here/)).toBeVisible();
  });

  it('offers the action passed in', () => {
    render(<WithAction />);
    expect(screen.getByRole('button', { name: 'Find Bubbles' })).toBeVisible();
  });

  it('fits the page outline', () => {
    render(<Default headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).toBeVisible();
  });
});
