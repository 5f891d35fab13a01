import type { ReactNode } from 'react';
import {
  Tabs as AriaTabs,
  type Key,
  Tab,
  TabList,
  TabPanel,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components/Tabs';
import { cx } from '../../utils/cx';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps
  extends Omit<
    AriaTabsProps,
    | 'children'
    | 'className'
    | 'style'
    | 'render'
    | 'selectedKey'
    | 'defaultSelectedKey'
    | 'onSelectionChange'
  > {
  /** Names the tab list for screen readers, e.g. 'Members'. */
  label: string;
  items: readonly TabItem[];
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (id: string) => void;
  className?: string;
}

export function Tabs({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  className,
  ...rest
}: TabsProps) {
  return (
    <AriaTabs
      {...rest}
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
      className={cx('wob-tabs', className)}
    >
      <TabList aria-label={label} className="wob-tabs__list" items={items}>
        {(item) => (
          <Tab id={item.id} isDisabled={item.isDisabled} className="wob-tabs__tab">
            {item.label}
          </Tab>
        )}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="wob-tabs__panel">
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
