import { Eye, EyeOff } from 'lucide-react';
import { type Ref, useState } from 'react';
import { Input } from 'react-aria-components/Input';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { FieldDescription, FieldErrorText, FieldLabel, fieldClassName } from '../field/field-parts';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'render' | 'type'> {
  label: string;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  /** Accessible name of the toggle while the password is hidden, e.g. 'Show password'. */
  showLabel: string;
  /** Accessible name of the toggle while the password is shown, e.g. 'Hide password'. */
  hideLabel: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  showLabel,
  hideLabel,
  className,
  isInvalid,
  isRequired,
  isDisabled,
  autoComplete = 'current-password',
  validationBehavior = 'aria',
  ref,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      className={fieldClassName(className)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className="wob-input-group">
        <Input ref={ref} placeholder={placeholder} className="wob-input" />
        <span className="wob-input-group__end">
          <button
            type="button"
            className="wob-icon-button"
            aria-label={visible ? hideLabel : showLabel}
            disabled={isDisabled}
            onClick={() => setVisible((current) => !current)}
          >
            {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </button>
        </span>
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
