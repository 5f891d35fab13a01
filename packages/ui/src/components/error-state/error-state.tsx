import { CircleExclamationPoint } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Button } from '../button/button';

export interface ErrorStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** What went wrong, in words a person understands. */
  message: string;
  /** An optional heading above the message. */
  title?: string;
  retryLabel: string;
  /** Without it, no retry button is shown. */
  onRetry?: () => void;
  /** Shows the retry button as busy while the list loads again. */
  isRetrying?: boolean;
  icon?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** Shown in place of a list that failed to load (never a toast), with a way to try again. */
export function ErrorState({
  message,
  title,
  retryLabel,
  onRetry,
  isRetrying = false,
  icon,
  headingLevel = 2,
  className,
  ...rest
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="alert" className={cx('wob-state', 'wob-error-state', className)} {...rest}>
      <span className="wob-state__icon wob-error-state__icon" aria-hidden="true">
        {icon ?? <CircleExclamationPoint />}
      </span>
      {title && <Heading className="wob-state__title">{title}</Heading>}
      <p className="wob-state__text">{message}</p>
      {onRetry && (
        <div className="wob-state__action">
          <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
            {retryLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
