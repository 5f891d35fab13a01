import type { Ref } from 'react';
import { Input } from 'react-aria-components/Input';
import { TextArea as AriaTextArea } from 'react-aria-components/TextArea';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { cx } from '../../utils/cx';
import { FieldDescription, FieldErrorText, FieldLabel, fieldClassName } from '../field/field-parts';

interface SharedFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'render'> {
  label: string;
  description?: string;
  /** Shown under the field; giving one also marks the field invalid (aria-invalid). */
  errorMessage?: string;
  placeholder?: string;
  className?: string;
}

export interface TextFieldProps extends SharedFieldProps {
  /** The <input> element. */
  ref?: Ref<HTMLInputElement>;
}

export interface TextAreaProps extends SharedFieldProps {
  rows?: number;
  /** The <textarea> element. */
  ref?: Ref<HTMLTextAreaElement>;
}

// Forms validate with @wob/validation and pass errorMessage, so React Aria's native
// constraint validation (which blocks submit and shows browser messages) is off by default.
const DEFAULT_VALIDATION = 'aria' as const;

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  isInvalid,
  isRequired,
  validationBehavior = DEFAULT_VALIDATION,
  ref,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField
      {...rest}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      className={fieldClassName(className)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Input ref={ref} placeholder={placeholder} className="wob-input" />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}

/** A multi-line TextField. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  isInvalid,
  isRequired,
  validationBehavior = DEFAULT_VALIDATION,
  rows = 4,
  ref,
  ...rest
}: TextAreaProps) {
  return (
    <AriaTextField
      {...rest}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      className={fieldClassName('wob-field--multiline', className)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <AriaTextArea ref={ref} rows={rows} placeholder={placeholder} className={cx('wob-input')} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
