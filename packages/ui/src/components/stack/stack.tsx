import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { cx } from '../../utils/cx';

/** Steps of the 4 px spacing grid (--wob-space-N). */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12 | 16;

export interface StackProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'header' | 'footer' | 'form' | 'main';
  direction?: 'column' | 'row';
  gap?: SpaceStep;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  ref?: Ref<HTMLElement>;
}

/** Lays children out in a row or a column with a gap from the spacing scale. */
export function Stack({
  as = 'div',
  ref,
  direction = 'column',
  gap = 4,
  align,
  justify,
  wrap = false,
  className,
  style,
  ...rest
}: StackProps) {
  // Typed as a div for JSX: every allowed tag takes the same attributes and an HTMLElement ref.
  const Element = as as 'div';
  return (
    <Element
      ref={ref as Ref<HTMLDivElement>}
      className={cx('wob-stack', className)}
      style={{
        ...style,
        flexDirection: direction,
        gap: `var(--wob-space-${gap})`,
        alignItems: align,
        justifyContent: justify,
        flexWrap: wrap ? 'wrap' : undefined,
      }}
      {...rest}
    />
  );
}
