import type { ReactNode, Ref } from 'react';
import { Text } from 'react-aria-components/Text';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components/Switch';
import { cx } from '../../utils/cx';

export interface SwitchProps
  extends Omit<SwitchFieldProps, 'children' | 'className' | 'style' | 'render'> {
  /** The setting's name, e.g. 'Show my pictures to everyone'. */
  children: ReactNode;
  description?: string;
  className?: string;
  /** The hidden <input role="switch">. */
  ref?: Ref<HTMLInputElement>;
}

/** An on/off setting that applies at once (use a Checkbox for choices sent with a form). */
export function Switch({ children, description, className, ref, ...rest }: SwitchProps) {
  return (
    <SwitchField {...rest} inputRef={ref} className={cx('wob-switch', className)}>
      <SwitchButton className="wob-switch__button">
        <span className="wob-switch__label">{children}</span>
        <span className="wob-switch__track" aria-hidden="true">
          <span className="wob-switch__thumb" />
        </span>
      </SwitchButton>
      {description && (
        <Text slot="description" className="wob-field__description">
          {description}
        </Text>
      )}
    </SwitchField>
  );
}
