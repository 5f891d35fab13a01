import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';

export type BadgeTone = 'accent' | 'danger' | 'neutral';

/** '9+' style text for a count: the count itself up to `max`, then `max+`. */
export function formatBadgeCount(count: number, max = 9): string {
  return count > max ? `${max}+` : String(count);
}

export interface BadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  count: number;
  /** Counts above this show as `max+`. */
  max?: number;
  tone?: BadgeTone;
  /** Show the badge when the count is 0 (hidden by default). */
  showZero?: boolean;
  /**
   * What the count means for screen readers, e.g. '12 unread messages' (from i18n, with the
   * real count). Without it, the visible text is read.
   */
  label?: string;
}

export function Badge({
  count,
  max = 9,
  tone = 'accent',
  showZero = false,
  label,
  className,
  ...rest
}: BadgeProps) {
  if (count <= 0 && !showZero) {
    return null;
  }
  const text = formatBadgeCount(Math.max(0, count), max);
  return (
    <span className={cx('wob-badge', `wob-badge--${tone}`, className)} {...rest}>
      {label ? (
        <>
          <span aria-hidden="true">{text}</span>
          <span className="wob-visually-hidden">{label}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}
