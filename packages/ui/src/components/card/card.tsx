import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../../utils/cx';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element that fits the content: an article for a post, a li in a list. */
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  padding?: CardPadding;
  /** A shadow that lifts the card off the page (the deck card, dialogs). */
  elevated?: boolean;
  ref?: Ref<HTMLElement>;
}

export function Card({
  as = 'div',
  ref,
  padding = 'md',
  elevated = false,
  className,
  ...rest
}: CardProps) {
  // Typed as a div for JSX: every allowed tag takes the same attributes and an HTMLElement ref.
  const Element = as as 'div';
  return (
    <Element
      ref={ref as Ref<HTMLDivElement>}
      className={cx(
        'wob-card',
        `wob-card--pad-${padding}`,
        elevated && 'wob-card--elevated',
        className,
      )}
      {...rest}
    />
  );
}
