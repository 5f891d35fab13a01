import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/stories';
import { Badge, formatBadgeCount } from './badge';
import * as stories from './badge.stories';

const { OverMax } = composeStories(stories);

describe('Badge', () => {
  it("caps the count at max as '9+'", () => {
    const { container } = render(<Badge count={12} max={9} />);
    expect(container).toHaveTextContent('9+');
  });

  it('shows the count itself up to max', () => {
    expect(formatBadgeCount(9, 9)).toBe('9');
    expect(formatBadgeCount(10, 9)).toBe('9+');
    expect(formatBadgeCount(100, 99)).toBe('99+');
  });

  it('reads the label instead of the capped number', () => {
    render(<OverMax />);
    expect(screen.getByText('27 ulæste beskeder')).toHaveClass('wob-visually-hidden');
    expect(screen.getByText('9+')).toHaveAttribute('aria-hidden', 'true');
  });

  it('disappears at zero unless asked to show it', () => {
    const { container, rerender } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={0} showZero />);
    expect(container).toHaveTextContent('0');
  });
});
