import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { cx } from '../../utils/cx';

export type SkeletonShape = 'text' | 'rect' | 'circle';

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  shape?: SkeletonShape;
  /** Any CSS length; numbers are px. */
  width?: number | string;
  height?: number | string;
  /** For text: how many lines (the last one shorter). */
  lines?: number;
}

function length(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

/**
 * A placeholder with the shape of content that is loading. Hidden from screen readers: the
 * region that loads says so itself (aria-busy, or a Spinner with a label).
 */
export function Skeleton({
  shape = 'text',
  width,
  height,
  lines = 1,
  className,
  style,
  ...rest
}: SkeletonProps) {
  const sized: CSSProperties = { ...style, width: length(width), height: length(height) };
  if (shape === 'text' && lines > 1) {
    return (
      <span aria-hidden="true" className={cx('wob-skeleton-lines', className)} {...rest}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            // Lines never reorder; the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines
            key={index}
            className="wob-skeleton wob-skeleton--text"
            style={{ ...sized, width: index === lines - 1 ? '60%' : sized.width }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx('wob-skeleton', `wob-skeleton--${shape}`, className)}
      style={sized}
      {...rest}
    />
  );
}
