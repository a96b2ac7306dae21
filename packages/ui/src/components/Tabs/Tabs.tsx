import { forwardRef, type ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Stable identity of the tab, used for selection. */
  id: Key;
  /** The tab's visible label. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** Shown but not selectable; arrow keys skip it. */
  isDisabled?: boolean;
}

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'children'> {
  /** The tabs in order. An empty list renders nothing rather than failing. */
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. 'Studio mode'. */
  label: string;
  /** Extra class names, appended after ours. */
  className?: string;
}

/** Tabs with arrow-key navigation between tabs and a focusable panel, from react-aria's Tabs. */
export const Tabs = /*#__PURE__*/ forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { items, label, className, ...props },
  ref,
) {
  const usable = (items ?? []).filter((item) => item && item.id !== undefined && item.id !== null);
  if (usable.length === 0) return null;
  return (
    <AriaTabs {...props} ref={ref} className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <AriaTabList aria-label={label} className={styles.list}>
        {usable.map((item) => (
          <AriaTab key={item.id} id={item.id} isDisabled={item.isDisabled} className={styles.tab}>
            {item.label}
          </AriaTab>
        ))}
      </AriaTabList>
      {usable.map((item) => (
        <AriaTabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
});
