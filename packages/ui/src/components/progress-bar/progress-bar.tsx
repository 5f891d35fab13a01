import { type ComponentPropsWithRef, useId } from 'react';
import { cx } from '../../utils/cx';

export interface ProgressBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Visible label, e.g. 'Uploading picture' or 'Step 2 of 3'. */
  label: string;
  /** 0–100; leave out for work of unknown length. */
  value?: number;
  /** Visible and spoken value text, e.g. '45 %' formatted for the language (optional). */
  valueText?: string;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
}

function clamp(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/** Native-<progress>-like bar that can be styled the same in every browser. */
export function ProgressBar({
  label,
  value,
  valueText,
  hideLabel = false,
  className,
  ...rest
}: ProgressBarProps) {
  const labelId = useId();
  const indeterminate = value === undefined || Number.isNaN(value);
  const percent = indeterminate ? 0 : clamp(value);
  return (
    <div className={cx('wob-progress', className)} {...rest}>
      <div className={cx('wob-progress__header', hideLabel && 'wob-visually-hidden')}>
        <span id={labelId} className="wob-progress__label">
          {label}
        </span>
        {valueText && (
          <span className="wob-progress__value" aria-hidden="true">
            {valueText}
          </span>
        )}
      </div>
      <div
        // A div, not <progress>: the native element cannot be styled alike across browsers.
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={indeterminate ? undefined : Math.round(percent)}
        aria-valuetext={valueText}
        className="wob-progress__track"
        data-indeterminate={indeterminate || undefined}
      >
        <div
          className="wob-progress__fill"
          style={indeterminate ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
