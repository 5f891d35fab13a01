import { cx } from '@wob/ui';
import { Label, Slider, SliderThumb, SliderTrack } from 'react-aria-components/Slider';

export interface SliderFieldProps<T extends number | [number, number]> {
  label: string;
  /** One value, or two for a range (each thumb then needs its name in `thumbLabels`). */
  value: T;
  onChange: (value: T) => void;
  minValue: number;
  maxValue: number;
  step?: number;
  /** The value in words beside the label ('25 km', '25–40 years'). */
  valueText: string;
  /** Screen readers' names of the thumbs of a range ('Youngest', 'Oldest'). */
  thumbLabels?: [string, string];
  /** How screen readers hear each value ('25 kilometres'); Intl number format options. */
  formatOptions?: Intl.NumberFormatOptions;
  description?: string;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A slider with a label and its value in words: React Aria's Slider (keyboard, touch and
 * screen readers), in Woble's look. @wob/ui has no slider yet; this one stays in the package
 * until a second one needs it.
 */
export function SliderField<T extends number | [number, number]>({
  label,
  value,
  onChange,
  minValue,
  maxValue,
  step = 1,
  valueText,
  thumbLabels,
  formatOptions,
  description,
  isDisabled,
  className,
}: SliderFieldProps<T>) {
  const range = Array.isArray(value);
  return (
    <Slider<number | number[]>
      value={value}
      onChange={(next) => onChange((Array.isArray(next) ? [next[0], next[1]] : next) as T)}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      formatOptions={formatOptions}
      isDisabled={isDisabled}
      className={cx('wob-field', 'wob-slider', className)}
    >
      <div className="wob-slider__head">
        <Label className="wob-field__label">{label}</Label>
        <span className="wob-slider__value" aria-hidden="true">
          {valueText}
        </span>
      </div>
      <SliderTrack className="wob-slider__track">
        {({ state }) => {
          const start = range ? state.getThumbPercent(0) : 0;
          const end = range ? state.getThumbPercent(1) : state.getThumbPercent(0);
          return (
            <>
              <span className="wob-slider__rail" />
              <span
                className="wob-slider__fill"
                style={{ left: `${start * 100}%`, width: `${(end - start) * 100}%` }}
              />
              {range ? (
                <>
                  <SliderThumb index={0} aria-label={thumbLabels?.[0]} className="wob-slider__thumb" />
                  <SliderThumb index={1} aria-label={thumbLabels?.[1]} className="wob-slider__thumb" />
                </>
              ) : (
                <SliderThumb index={0} className="wob-slider__thumb" />
              )}
            </>
          );
        }}
      </SliderTrack>
      {description && (
        <p className="wob-field__description">{description}</p>
      )}
    </Slider>
  );
}
