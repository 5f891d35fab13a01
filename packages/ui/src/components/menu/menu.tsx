import { Menu as MenuIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import {
  Menu as AriaMenu,
  type Key,
  MenuItem,
  MenuTrigger,
  Popover,
} from 'react-aria-components/Menu';
import { cx } from '../../utils/cx';
import { type ButtonSize, type ButtonVariant, buttonClassName } from '../button/button';

export interface MenuItemData {
  id: string;
  label: string;
  icon?: ReactNode;
  /** Paints the item in the danger colour (log out, delete). */
  isDanger?: boolean;
  isDisabled?: boolean;
}

export interface MenuProps {
  /** Accessible name of the trigger, e.g. 'Menu'. */
  triggerLabel: string;
  /** What the trigger shows; defaults to a hamburger icon (then the label is its only name). */
  trigger?: ReactNode;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  items: readonly MenuItemData[];
  /** Called with the chosen item's id; the menu closes itself. */
  onAction: (id: string) => void;
  placement?: 'bottom end' | 'bottom start' | 'top end' | 'top start';
  className?: string;
}

/** A button that opens a list of actions (the signed-in hamburger menu). */
export function Menu({
  triggerLabel,
  trigger,
  triggerVariant = 'ghost',
  triggerSize = 'md',
  items,
  onAction,
  placement = 'bottom end',
  className,
}: MenuProps) {
  const iconOnly = trigger === undefined;
  return (
    <MenuTrigger>
      <Button
        aria-label={iconOnly ? triggerLabel : undefined}
        className={buttonClassName(
          triggerVariant,
          triggerSize,
          iconOnly && 'wob-button--icon-only',
          className,
        )}
      >
        {iconOnly ? (
          <span className="wob-button__icon" aria-hidden="true">
            <MenuIcon />
          </span>
        ) : (
          trigger
        )}
      </Button>
      <Popover placement={placement} offset={6} className="wob-popover wob-menu__popover">
        <AriaMenu
          aria-label={triggerLabel}
          items={items}
          onAction={(key: Key) => onAction(String(key))}
          className="wob-menu"
        >
          {(item) => (
            <MenuItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={cx('wob-menu__item', item.isDanger && 'wob-menu__item--danger')}
            >
              {item.icon && (
                <span className="wob-menu__icon" aria-hidden="true">
                  {item.icon}
                </span>
              )}
              <span className="wob-menu__label">{item.label}</span>
            </MenuItem>
          )}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
