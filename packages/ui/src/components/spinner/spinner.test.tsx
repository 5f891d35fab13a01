import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces what is loading when given a label', () => {
    render(<Spinner label="Loading Woblers" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Woblers');
  });

  it('is hidden from screen readers without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
