import { forwardRef, useId, useMemo, useState, type ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { cx, hasContent } from '../Field/fieldUtils';
import * as styles from './SegmentedControl.css';

/** One segment. */
export interface SegmentOption {
  /** Stable key; what `value` and `onChange` carry. */
  id: Key;
  /** Visible text. For icon-only segments pass `icon` and keep `label` as the accessible name with `iconOnly`. */
  label: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** Show only the icon; `label` still names the segment. */
  iconOnly?: boolean;
  /** Makes it unselectable. */
  isDisabled?: boolean;
}

export interface SegmentedControlProps {
  /** The visible label above the control. Without one the group is named by `aria-label`, else "Options". */
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** The segments. Empty or null renders an empty group without throwing. */
  options?: ReadonlyArray<SegmentOption | null | undefined> | null;
  /** The selected segment id (controlled). `null` selects none. */
  value?: Key | null;
  /** The initially selected id (uncontrolled). */
  defaultValue?: Key | null;
  /** Called with the newly selected id. One segment always stays selected once chosen. */
  onChange?: (value: Key) => void;
  /** Makes it unselectable. */
  isDisabled?: boolean;
  /** Stretch to the container's width with equal segments. */
  fullWidth?: boolean;
  /** Extra class names, appended after ours. */
  className?: string;
}

/**
 * A compact single choice between a few options (e.g. Image | Video | Audio). Built on react-aria's
 * ToggleButtonGroup with single selection: a radio group to assistive technology; Tab enters, arrow keys move,
 * Space or Enter selects.
 */
export const SegmentedControl = /*#__PURE__*/ forwardRef<HTMLDivElement, SegmentedControlProps>(
  function SegmentedControl(
    { label, 'aria-label': ariaLabelProp, options, value, defaultValue, onChange, isDisabled, fullWidth, className },
    ref,
  ) {
    const labelId = useId();
    const list = useMemo(() => {
      if (!Array.isArray(options)) return [];
      const seen = new Set<Key>();
      return options.filter((option): option is SegmentOption => {
        if (!option || (typeof option.id !== 'string' && typeof option.id !== 'number') || seen.has(option.id)) {
          return false;
        }
        seen.add(option.id);
        return true;
      });
    }, [options]);
    const visibleLabel = hasContent(label);
    const [uncontrolled, setUncontrolled] = useState<Key | null>(defaultValue ?? null);
    const selected = value !== undefined ? value : uncontrolled;
    return (
      <div ref={ref} className={cx(styles.root, fullWidth && styles.fullWidth, className)}>
        {visibleLabel && (
          <span id={labelId} className={fieldStyles.label}>
            {label}
          </span>
        )}
        <ToggleButtonGroup
          selectionMode="single"
          disallowEmptySelection
          aria-labelledby={visibleLabel ? labelId : undefined}
          aria-label={visibleLabel ? undefined : ariaLabelProp || 'Options'}
          selectedKeys={selected === null ? [] : [selected]}
          onSelectionChange={(keys) => {
            const [first] = keys;
            if (first === undefined || first === selected) return;
            setUncontrolled(first);
            onChange?.(first);
          }}
          isDisabled={isDisabled}
          className={cx(styles.group, fullWidth && styles.fullWidth)}
        >
          {list.map((option) => (
            <ToggleButton
              key={option.id}
              id={option.id}
              isDisabled={option.isDisabled}
              aria-label={option.iconOnly ? option.label : undefined}
              className={styles.segment}
            >
              {option.icon && (
                <span aria-hidden="true" className={styles.icon}>
                  {option.icon}
                </span>
              )}
              {!option.iconOnly && option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
    );
  },
);
