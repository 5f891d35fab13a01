import { Check, Minus } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
} from 'react-aria-components/Checkbox';
import { FieldError } from 'react-aria-components/FieldError';
import { Text } from 'react-aria-components/Text';
import { cx } from '../../utils/cx';

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'children' | 'className' | 'style' | 'render'> {
  /** The label; may hold a link (e.g. to the terms). */
  children: ReactNode;
  description?: string;
  /** Shown under the checkbox; giving one also marks it invalid. */
  errorMessage?: string;
  className?: string;
  /** The hidden <input type="checkbox">. */
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  isInvalid,
  validationBehavior = 'aria',
  ref,
  ...rest
}: CheckboxProps) {
  return (
    <CheckboxField
      {...rest}
      inputRef={ref}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      className={cx('wob-checkbox', className)}
    >
      <CheckboxButton className="wob-checkbox__button">
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className="wob-checkbox__box" aria-hidden="true">
              {isIndeterminate ? <Minus /> : isSelected ? <Check /> : null}
            </span>
            <span className="wob-checkbox__label">{children}</span>
          </>
        )}
      </CheckboxButton>
      {description && (
        <Text slot="description" className="wob-field__description wob-checkbox__help">
          {description}
        </Text>
      )}
      <FieldError className="wob-field__error wob-checkbox__help">
        {(validation) => errorMessage ?? validation.validationErrors.join(' ')}
      </FieldError>
    </CheckboxField>
  );
}
