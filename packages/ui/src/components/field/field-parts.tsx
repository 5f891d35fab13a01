import type { ReactNode } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { cx } from '../../utils/cx';

// The pieces every form field shares. React Aria links them to the input: the label by
// aria-labelledby, the description and the error by aria-describedby.

export function FieldLabel({
  children,
  isRequired,
  isHidden = false,
}: {
  children: ReactNode;
  isRequired?: boolean;
  /** Read by screen readers only (a field in a table row whose column names it). */
  isHidden?: boolean;
}) {
  return (
    <Label className={isHidden ? 'wob-field__label wob-visually-hidden' : 'wob-field__label'}>
      {children}
      {isRequired && (
        <span className="wob-field__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </Label>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) {
    return null;
  }
  return (
    <Text slot="description" className="wob-field__description">
      {children}
    </Text>
  );
}

/** Renders only while the field is invalid; shows our message, else React Aria's own. */
export function FieldErrorText({ children }: { children?: string }) {
  return (
    <FieldError className="wob-field__error">
      {(validation) => children ?? validation.validationErrors.join(' ')}
    </FieldError>
  );
}

export function fieldClassName(...extra: (string | false | null | undefined)[]): string {
  return cx('wob-field', ...extra);
}
