import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  icon?: ReactNode;
  title: string;
  text?: string;
  /** Usually a Button or a link styled with buttonClassName. */
  action?: ReactNode;
  /** The heading level that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
}

export function EmptyState({
  icon,
  title,
  text,
  action,
  headingLevel = 2,
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('wob-state', 'wob-empty-state', className)} {...rest}>
      {icon && (
        <span className="wob-state__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className="wob-state__title">{title}</Heading>
      {text && <p className="wob-state__text">{text}</p>}
      {action && <div className="wob-state__action">{action}</div>}
    </div>
  );
}
