import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './StudioTabs.css';

export interface StudioTabItem<Id extends string> {
  id: Id;
  label: string;
}

export interface StudioTabsProps<Id extends string> {
  /** Accessible name of the tab list, e.g. 'Studio mode'. */
  label: string;
  tabs: readonly StudioTabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The WAI-ARIA tabs pattern on plain buttons (issue #20: react-aria's Tabs cost this tool 16.7 kB gzipped). Kept:
 * tablist/tab/tabpanel roles and names, one tab in the Tab order, arrow keys, Home and End moving focus and selecting
 * (automatic activation), the focus ring on keyboard focus only. Given up: vertical orientation, disabled tabs and
 * react-aria's right-to-left handling of the arrow keys (two horizontal tabs here, read left to right).
 */
export function StudioTabs<Id extends string>({ label, tabs, selected, onSelect, children }: StudioTabsProps<Id>) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: Id) => `${base}-tab-${id}`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, tabs.length);
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={`${base}-panel`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </div>
  );
}
