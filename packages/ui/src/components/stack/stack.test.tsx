import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './stack';

describe('Stack', () => {
  it('spaces children on the 4 px grid in the chosen direction', () => {
    render(
      <Stack as="ul" direction="row" gap={6} wrap aria-label="List">
        <li>a</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'List' });
    expect(list.style.gap).toBe('var(--wob-space-6)');
    expect(list).toHaveStyle({ flexDirection: 'row', flexWrap: 'wrap' });
  });
});
