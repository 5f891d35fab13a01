import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('renders as the element that fits the content, with extra classes kept', () => {
    render(
      <Card as="article" aria-label="Post" className="extra" elevated>
        Hello
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Post' });
    expect(card).toHaveClass('wob-card', 'wob-card--elevated', 'extra');
  });

  it('forwards its ref', () => {
    let node: HTMLElement | null = null;
    render(
      <Card
        ref={(element) => {
          node = element;
        }}
      >
        x
      </Card>,
    );
    expect(node).toBeInstanceOf(HTMLDivElement);
  });
});
