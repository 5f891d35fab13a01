import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...rest }: ComponentPropsWithRef<'span'>) {
  return <span className={cx('wob-visually-hidden', className)} {...rest} />;
}
