import { Check, ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components/Select';
import { FieldDescription, FieldErrorText, FieldLabel, fieldClassName } from '../field/field-parts';

export interface SelectOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<
    AriaSelectProps<SelectOption>,
    | 'children'
    | 'className'
    | 'style'
    | 'render'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'selectedKey'
    | 'defaultSelectedKey'
    | 'onSelectionChange'
    | 'selectionMode'
  > {
  label: string;
  /** The label is read by screen readers only (e.g. in a table cell its column names). */
  hideLabel?: boolean;
  options: readonly SelectOption[];
  /** The chosen option's id (controlled); null for none. */
  selectedKey?: string | null;
  defaultSelectedKey?: string | null;
  onSelectionChange?: (id: string | null) => void;
  description?: string;
  errorMessage?: string;
  /** Shown while nothing is chosen, e.g. 'Choose a country'. */
  placeholder?: string;
  className?: string;
  /** The trigger button. */
  ref?: Ref<HTMLButtonElement>;
}

function toId(key: Key | null): string | null {
  return key == null ? null : String(key);
}

export function Select({
  label,
  hideLabel = false,
  options,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  description,
  errorMessage,
  placeholder,
  className,
  isInvalid,
  isRequired,
  validationBehavior = 'aria',
  ref,
  ...rest
}: SelectProps) {
  return (
    <AriaSelect<SelectOption>
      {...rest}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={(key) => onSelectionChange?.(toId(key))}
      placeholder={placeholder}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior={validationBehavior}
      className={fieldClassName('wob-select', className)}
    >
      <FieldLabel isRequired={isRequired} isHidden={hideLabel}>
        {label}
      </FieldLabel>
      <Button ref={ref} className="wob-input wob-select__trigger">
        <SelectValue className="wob-select__value" />
        <ChevronDown className="wob-select__chevron" aria-hidden="true" />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className="wob-popover wob-select__popover" offset={4}>
        <ListBox className="wob-listbox" items={options}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className="wob-listbox__item"
            >
              {({ isSelected }) => (
                <>
                  <span className="wob-listbox__label">{option.label}</span>
                  {isSelected && <Check className="wob-listbox__check" aria-hidden="true" />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
