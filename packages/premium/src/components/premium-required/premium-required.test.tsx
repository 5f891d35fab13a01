import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/stories';
import * as stories from './premium-required.stories';

const { Default, WithServerMessage } = composeStories(stories);

describe('PremiumRequired', () => {
  it('says what Premium unlocks and links to /premium', () => {
    render(<Default />);
    expect(
      screen.getByRole('heading', { name: 'Det her er en del af Woble Premium' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Se Premium' })).toHaveAttribute('href', '/premium');
  });

  it("shows the server's 403 message when it has one", () => {
    render(<WithServerMessage />);
    expect(
      screen.getByText(
        'This is part of Woble Premium. Start your free 7-day trial on the Premium page.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See Premium' })).toBeVisible();
  });
});
