import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  size?: SpinnerSize;
  /**
   * What is loading, for screen readers. Without it the spinner is decoration (for example
   * inside a button that already says aria-busy).
   */
  label?: string;
}

export function Spinner({ size = 'md', label, className, ...rest }: SpinnerProps) {
  const classes = cx('wob-spinner', `wob-spinner--${size}`, className);
  if (!label) {
    return <span aria-hidden="true" className={classes} {...rest} />;
  }
  return (
    <span role="status" className={cx('wob-spinner-wrap', className)} {...rest}>
      <span aria-hidden="true" className={cx('wob-spinner', `wob-spinner--${size}`)} />
      <span className="wob-visually-hidden">{label}</span>
    </span>
  );
}
