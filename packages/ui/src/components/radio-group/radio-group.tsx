import type { Ref } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  RadioButton,
  RadioField,
} from 'react-aria-components/RadioGroup';
import { Text } from 'react-aria-components/Text';
import { FieldDescription, FieldErrorText, FieldLabel, fieldClassName } from '../field/field-parts';

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'style' | 'render'> {
  label: string;
  options: readonly RadioOption[];
  description?: string;
  errorMessage?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  className,
  isInvalid,
  isRequired,
  orientation = 'vertical',
  validationBehavior = 'aria',
  ref,
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...rest}
      ref={ref}
      orientation={orientation}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      className={fieldClassName('wob-radio-group', className)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className="wob-radio-group__options" data-orientation={orientation}>
        {options.map((option) => (
          <RadioField
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className="wob-radio"
          >
            <RadioButton className="wob-radio__button">
              <span className="wob-radio__dot" aria-hidden="true" />
              <span className="wob-radio__label">{option.label}</span>
            </RadioButton>
            {option.description && (
              <Text slot="description" className="wob-field__description wob-checkbox__help">
                {option.description}
              </Text>
            )}
          </RadioField>
        ))}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaRadioGroup>
  );
}
