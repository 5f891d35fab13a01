import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Spinner } from '../spinner/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The classes of a button, so a link (`<a>`, a router Link) can look like one. */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  ...extra: (string | false | null | undefined)[]
): string {
  return cx('wob-button', `wob-button--${variant}`, `wob-button--${size}`, ...extra);
}

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and ignores presses until the work is done. */
  isLoading?: boolean;
  /** Read after the label while loading, e.g. 'Saving…' (optional; aria-busy is always set). */
  loadingLabel?: string;
  /** An icon before the label (or the whole content of an icon-only button with aria-label). */
  icon?: ReactNode;
  iconPosition?: 'start' | 'end';
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  loadingLabel,
  icon,
  iconPosition = 'start',
  fullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  const iconOnly = icon != null && (children == null || children === false);
  // While loading the button stays focusable (aria-disabled, not disabled) so keyboard focus
  // is not thrown back to the page, and presses are swallowed instead.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isLoading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const iconNode = isLoading ? (
    <Spinner size={size === 'lg' ? 'md' : 'sm'} />
  ) : icon ? (
    <span className="wob-button__icon" aria-hidden="true">
      {icon}
    </span>
  ) : null;

  return (
    <button
      type={type}
      className={buttonClassName(
        variant,
        size,
        iconOnly && 'wob-button--icon-only',
        fullWidth && 'wob-button--full',
        className,
      )}
      disabled={disabled}
      aria-busy={isLoading || undefined}
      aria-disabled={isLoading || undefined}
      data-loading={isLoading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {iconPosition === 'start' && iconNode}
      {children != null && children !== false && (
        <span className="wob-button__label">{children}</span>
      )}
      {iconPosition === 'end' && iconNode}
      {isLoading && loadingLabel && (
        <>
          {/* The space keeps the name 'Save Saving…' rather than 'SaveSaving…'. */}{' '}
          <span className="wob-visually-hidden">{loadingLabel}</span>
        </>
      )}
    </button>
  );
}
