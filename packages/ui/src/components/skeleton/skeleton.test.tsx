import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('draws the requested number of lines, hidden from screen readers', () => {
    const { container } = render(<Skeleton lines={3} />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('.wob-skeleton')).toHaveLength(3);
  });

  it('takes numbers as pixels', () => {
    const { container } = render(<Skeleton shape="circle" width={48} height={48} />);
    expect(container.firstElementChild).toHaveStyle({ width: '48px', height: '48px' });
  });
});
