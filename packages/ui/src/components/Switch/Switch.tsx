import { forwardRef, type ReactNode } from 'react';
import { SwitchButton, SwitchField, Text, type SwitchFieldProps } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { cx, fallbackAriaLabel, hasContent } from '../Field/fieldUtils';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'className' | 'children' | 'isSelected'> {
  /** The label. Without one the switch is named by `aria-label`, `name`, else "Switch". */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Controlled state; `null` counts as off. */
  isSelected?: boolean | null;
  /** Extra class names, appended after ours. */
  className?: string;
}

/** An on/off switch for settings that apply immediately. Space toggles it. */
export const Switch = /*#__PURE__*/ forwardRef<HTMLDivElement, SwitchProps>(function Switch(
  { children, description, isSelected, className, ...props },
  ref,
) {
  const ariaLabel = fallbackAriaLabel(children, props, [props.name], 'Switch');
  return (
    <SwitchField
      {...props}
      ref={ref}
      aria-label={ariaLabel}
      isSelected={isSelected === null ? false : isSelected}
      className={cx(styles.field, className)}
    >
      <SwitchButton className={styles.button}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {children}
      </SwitchButton>
      {hasContent(description) && (
        <Text slot="description" className={cx(fieldStyles.description, styles.indented)}>
          {description}
        </Text>
      )}
    </SwitchField>
  );
});
