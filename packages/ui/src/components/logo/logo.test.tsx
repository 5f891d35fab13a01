import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo';

describe('Logo', () => {
  it('is one image named Woble, with the wordmark shown but not read twice', () => {
    const { container } = render(<Logo />);
    const logo = screen.getByRole('img', { name: 'Woble' });
    expect(logo).toHaveTextContent('Woble');
    expect(container.querySelector('.wob-logo__wordmark')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can be the mark alone with a name from the caller', () => {
    const { container } = render(<Logo withWordmark={false} aria-label="Woble home" size={24} />);
    expect(screen.getByRole('img', { name: 'Woble home' })).not.toHaveTextContent('Woble');
    expect(container.querySelector('svg')).toHaveAttribute('height', '24');
  });
});
