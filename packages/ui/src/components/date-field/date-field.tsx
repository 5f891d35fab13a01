import { type CalendarDate, parseDate } from '@internationalized/date';
import type { Ref } from 'react';
import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  DateInput,
  DateSegment,
} from 'react-aria-components/DateField';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldErrorText, FieldLabel, fieldClassName } from '../field/field-parts';

/** 'YYYY-MM-DD' to a calendar date; anything else (empty, malformed) to null. */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  if (!value) {
    return null;
  }
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

export interface DateFieldProps
  extends Omit<
    AriaDateFieldProps<CalendarDate>,
    | 'children'
    | 'className'
    | 'style'
    | 'render'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'minValue'
    | 'maxValue'
    | 'placeholderValue'
    | 'granularity'
  > {
  label: string;
  /** 'YYYY-MM-DD', or null/'' for empty (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  /**
   * Called with 'YYYY-MM-DD' once every part is filled in with a real date, and with null once
   * every part is cleared. A half-typed date keeps the last whole value until it is complete.
   */
  onChange?: (value: string | null) => void;
  /** 'YYYY-MM-DD' */
  minValue?: string;
  /** 'YYYY-MM-DD' (for 18+: today minus 18 years) */
  maxValue?: string;
  description?: string;
  errorMessage?: string;
  className?: string;
  /** The field's group element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A keyboard-first date entry in the reader's locale order (day, month, year in Danish),
 * speaking 'YYYY-MM-DD' strings to the rest of the app.
 */
export function DateField({
  label,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  description,
  errorMessage,
  className,
  isInvalid,
  isRequired,
  validationBehavior = 'aria',
  shouldForceLeadingZeros = true,
  ref,
  ...rest
}: DateFieldProps) {
  return (
    <AriaDateField<CalendarDate>
      {...rest}
      // undefined keeps the field uncontrolled; null is a controlled empty value.
      value={value === undefined ? undefined : parseIsoDate(value)}
      defaultValue={defaultValue === undefined ? undefined : parseIsoDate(defaultValue)}
      onChange={(date) => onChange?.(date ? date.toString() : null)}
      minValue={parseIsoDate(minValue) ?? undefined}
      maxValue={parseIsoDate(maxValue) ?? undefined}
      // A calendar date has no time; the placeholder anchors the segments to a day.
      granularity="day"
      // 05.03.1994 rather than 5.3.1994: segments keep their width while typing.
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      className={fieldClassName(className)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <DateInput ref={ref} className="wob-input wob-date-input">
        {(segment) => (
          <DateSegment
            segment={segment}
            className={cx('wob-date-segment', segment.type === 'literal' && 'wob-date-literal')}
          />
        )}
      </DateInput>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaDateField>
  );
}
