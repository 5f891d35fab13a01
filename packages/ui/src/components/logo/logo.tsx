import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';

/** The product name. A proper noun, the same in every language, so not an i18n string. */
export const BRAND_NAME = 'Woble';

export interface LogoProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Height of the mark in px; the wordmark scales with it. */
  size?: number;
  withWordmark?: boolean;
  /** Accessible name; defaults to the brand name. */
  'aria-label'?: string;
}

/**
 * Woble's mark: three overlapping bubbles (one big in the accent, two smaller friends), with
 * the wordmark beside it.
 */
export function Logo({
  size = 32,
  withWordmark = true,
  className,
  style,
  'aria-label': ariaLabel = BRAND_NAME,
  ...rest
}: LogoProps) {
  return (
    <span
      role="img"
      aria-label={ariaLabel}
      className={cx('wob-logo', className)}
      style={{ ...style, fontSize: `${size * 0.75}px` }}
      {...rest}
    >
      <svg
        className="wob-logo__mark"
        width={size}
        height={size}
        viewBox="0 0 40 40"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="16" cy="23" r="13" fill="var(--wob-accent)" />
        <circle cx="29" cy="13" r="8.5" fill="var(--wob-logo-bubble-2)" fillOpacity="0.92" />
        <circle cx="31" cy="30" r="5.5" fill="var(--wob-logo-bubble-3)" fillOpacity="0.92" />
        <path
          d="M9.5 19.5a8 8 0 0 1 6-5.5"
          fill="none"
          stroke="#FFFFFF"
          strokeOpacity="0.75"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </svg>
      {withWordmark && (
        <span className="wob-logo__wordmark" aria-hidden="true">
          {BRAND_NAME}
        </span>
      )}
    </span>
  );
}
