import { forwardRef, useId, useState, type FocusEventHandler, type ReactNode } from 'react';
import * as fieldStyles from '../Field/Field.css';
import { cx, fallbackAriaLabel, hasContent } from '../Field/fieldUtils';
import * as styles from './Switch.css';

export interface SwitchProps {
  /** The label. Without one the switch is named by `aria-label`, `name`, else "Switch". */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Controlled state; `null` counts as off. */
  isSelected?: boolean | null;
  /** The initial state (uncontrolled). */
  defaultSelected?: boolean;
  /** Called with the new state. */
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** Focusable and announced, but its state does not change. */
  isReadOnly?: boolean;
  autoFocus?: boolean;
  /** For a form submission: the field's name, and its value when on. */
  name?: string;
  value?: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Extra class names, appended after ours. */
  className?: string;
}

/**
 * An on/off switch for settings that apply immediately. Space toggles it. A native checkbox with the switch role
 * (react-aria's SwitchField cost a tool 1.6 kB gzipped); the label carries `data-selected` and `data-disabled`.
 */
export const Switch = /*#__PURE__*/ forwardRef<HTMLDivElement, SwitchProps>(function Switch(
  {
    children,
    description,
    isSelected,
    defaultSelected = false,
    onChange,
    isDisabled,
    isReadOnly,
    className,
    'aria-describedby': describedBy,
    ...input
  },
  ref,
) {
  const ariaLabel = fallbackAriaLabel(children, input, [input.name], 'Switch');
  const [uncontrolled, setUncontrolled] = useState(defaultSelected);
  const selected = isSelected === undefined ? uncontrolled : isSelected === true;
  const descriptionId = useId();
  const described = hasContent(description);
  return (
    <div ref={ref} className={cx(styles.field, className)}>
      <label className={styles.button} data-selected={selected || undefined} data-disabled={isDisabled || undefined}>
        <input
          {...input}
          type="checkbox"
          role="switch"
          className={styles.input}
          aria-label={ariaLabel}
          aria-describedby={cx(described && descriptionId, describedBy) || undefined}
          aria-readonly={isReadOnly || undefined}
          checked={selected}
          disabled={isDisabled}
          onChange={(event) => {
            if (isReadOnly) return;
            setUncontrolled(event.target.checked);
            onChange?.(event.target.checked);
          }}
        />
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {children}
      </label>
      {described && (
        <span id={descriptionId} className={cx(fieldStyles.description, styles.indented)}>
          {description}
        </span>
      )}
    </div>
  );
});
