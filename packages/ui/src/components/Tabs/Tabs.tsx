import {
  forwardRef,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import type { Key } from 'react-aria-components';
import { cx } from '../Field/fieldUtils';
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

export interface TabsProps {
  /** The tabs in order. An empty list renders nothing rather than failing. */
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. 'Studio mode'. */
  label: string;
  /** The selected tab (controlled). */
  selectedKey?: Key | null;
  /** The tab selected first (uncontrolled). Defaults to the first enabled tab. */
  defaultSelectedKey?: Key;
  /** Called with the newly selected tab's id (clicked, or reached by the keyboard). */
  onSelectionChange?: (key: Key) => void;
  /**
   * `automatic` (default): the arrow keys select the tab they move to. `manual`: they only move focus, and Enter or
   * Space selects (as a click does) — for panels that are slow to show.
   */
  keyboardActivation?: 'automatic' | 'manual';
  /** `horizontal` (default) uses Left/Right; `vertical` stacks the tabs beside the panel and uses Up/Down. */
  orientation?: 'horizontal' | 'vertical';
  /** Disables every tab. */
  isDisabled?: boolean;
  /** Ids of tabs that are shown but not selectable (as `isDisabled` on an item). */
  disabledKeys?: Iterable<Key>;
  /** Id of the root element. */
  id?: string;
  /** Extra class names, appended after ours. */
  className?: string;
  /** Inline styles of the root. */
  style?: CSSProperties;
}

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Tabs in the WAI-ARIA pattern: one tab stop for the list (the selected tab, roving tabindex), arrow keys between
 * tabs (wrapping, skipping disabled ones, left and right swapped in right-to-left text), Home/End to the first and
 * last, and a panel labelled by its tab that is focusable itself when it holds nothing focusable.
 */
export const Tabs = /*#__PURE__*/ forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  {
    items,
    label,
    selectedKey,
    defaultSelectedKey,
    onSelectionChange,
    keyboardActivation = 'automatic',
    orientation = 'horizontal',
    isDisabled = false,
    disabledKeys,
    id,
    className,
    style,
  },
  ref,
) {
  const baseId = useId();
  const usable = (Array.isArray(items) ? items : []).filter(
    (item): item is TabItem => Boolean(item) && item.id !== undefined && item.id !== null,
  );
  const disabledSet = new Set(Array.from(disabledKeys ?? [], String));
  const isTabDisabled = (item: TabItem) => isDisabled || Boolean(item.isDisabled) || disabledSet.has(String(item.id));
  const firstEnabled = usable.find((item) => !isTabDisabled(item));

  const [uncontrolled, setUncontrolled] = useState<Key | undefined>(defaultSelectedKey);
  const wanted = selectedKey === undefined ? uncontrolled : selectedKey;
  // The selection falls back to the first enabled tab when none (or a missing or disabled one) is chosen.
  const selected = usable.find((item) => String(item.id) === String(wanted) && !isTabDisabled(item)) ?? firstEnabled;

  const tabRefs = useRef(new Map<string, HTMLElement>());
  const panelRef = useRef<HTMLDivElement>(null);
  // The panel is a tab stop only when nothing inside it is, so Tab from the tabs always lands in the panel.
  const [panelHasFocusable, setPanelHasFocusable] = useState(false);
  useIsomorphicLayoutEffect(() => {
    setPanelHasFocusable(Boolean(panelRef.current?.querySelector(focusableSelector)));
  });

  if (usable.length === 0) return null;

  const tabId = (item: TabItem) => `${baseId}-tab-${String(item.id)}`;
  const panelId = (item: TabItem) => `${baseId}-panel-${String(item.id)}`;

  const select = (item: TabItem) => {
    if (isTabDisabled(item) || (selected && String(selected.id) === String(item.id))) return;
    setUncontrolled(item.id);
    onSelectionChange?.(item.id);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>, item: TabItem) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const enabled = usable.filter((candidate) => !isTabDisabled(candidate));
    const index = enabled.findIndex((candidate) => String(candidate.id) === String(item.id));
    const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
    const [previousKey, nextKey] =
      orientation === 'vertical'
        ? ['ArrowUp', 'ArrowDown']
        : rightToLeft
          ? ['ArrowRight', 'ArrowLeft']
          : ['ArrowLeft', 'ArrowRight'];
    let target: TabItem | undefined;
    if (event.key === nextKey) target = enabled[(index + 1) % enabled.length];
    else if (event.key === previousKey) target = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') target = enabled[0];
    else if (event.key === 'End') target = enabled[enabled.length - 1];
    if (!target) return;
    event.preventDefault();
    tabRefs.current.get(String(target.id))?.focus();
    if (keyboardActivation === 'automatic') select(target);
  };

  return (
    <div ref={ref} id={id} className={cx(styles.tabs, className)} style={style} data-orientation={orientation}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        className={styles.list}
        data-orientation={orientation}
      >
        {usable.map((item) => {
          const isSelected = selected !== undefined && String(selected.id) === String(item.id);
          const disabled = isTabDisabled(item);
          return (
            <button
              key={String(item.id)}
              type="button"
              ref={(node) => {
                if (node) tabRefs.current.set(String(item.id), node);
                else tabRefs.current.delete(String(item.id));
              }}
              role="tab"
              id={tabId(item)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(item) : undefined}
              disabled={disabled}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              data-selected={isSelected || undefined}
              data-disabled={disabled || undefined}
              onClick={() => select(item)}
              onKeyDown={(event) => onKeyDown(event, item)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {selected && (
        <div
          ref={panelRef}
          role="tabpanel"
          id={panelId(selected)}
          aria-labelledby={tabId(selected)}
          tabIndex={panelHasFocusable ? undefined : 0}
          className={styles.panel}
        >
          {selected.content}
        </div>
      )}
    </div>
  );
});
