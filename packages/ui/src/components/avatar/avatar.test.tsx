import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/stories';
import { Avatar, avatarColorIndex, initialOf } from './avatar';
import * as stories from './avatar.stories';

const { WithPicture, FallbackInitial } = composeStories(stories);

describe('Avatar', () => {
  it('shows the picture, named by the person', () => {
    const { container } = render(<WithPicture />);
    expect(screen.getByRole('img', { name: 'Søren Østergaard' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src');
  });

  it('falls back to the initial on a colour when there is no picture', () => {
    const { container } = render(<FallbackInitial />);
    const avatar = screen.getByRole('img', { name: 'Søren Østergaard' });
    expect(avatar).toHaveTextContent('S');
    expect(container.querySelector('img')).toBeNull();
    expect(avatar.getAttribute('style')).toContain(
      `var(--wob-avatar-${avatarColorIndex('user-42')})`,
    );
  });

  it('falls back to the initial when the picture fails to load', () => {
    const { container } = render(<Avatar name="ødis" src="https://example.invalid/x.png" />);
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    if (image) {
      fireEvent.error(image);
    }
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'ødis' })).toHaveTextContent('Ø');
  });

  it('keeps a person on the same colour and spreads people over the palette', () => {
    expect(avatarColorIndex('user-1')).toBe(avatarColorIndex('user-1'));
    const used = new Set(Array.from({ length: 50 }, (_, i) => avatarColorIndex(`user-${i}`)));
    expect(used.size).toBeGreaterThan(5);
  });

  it('takes whole letters for the initial', () => {
    expect(initialOf('  åse')).toBe('Å');
    expect(initialOf('ærø cykler')).toBe('Æ');
    expect(initialOf('🚲 Cykler')).toBe('🚲');
    expect(initialOf('')).toBe('');
  });

  it('gives the fallback for a blank name', () => {
    expect(initialOf('  ', '?')).toBe('?');
    expect(initialOf('Ida', '?')).toBe('I');
  });

  it('can be hidden when the name is written beside it', () => {
    const { container } = render(<Avatar name="Ida" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
