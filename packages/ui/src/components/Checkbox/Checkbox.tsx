import { forwardRef, type ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  CheckboxGroup as AriaCheckboxGroup,
  FieldError,
  Label,
  Text,
  type CheckboxFieldProps,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../Icon';
import * as fieldStyles from '../Field/Field.css';
import { cx, fallbackAriaLabel, hasContent } from '../Field/fieldUtils';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'className' | 'children' | 'isSelected'> {
  /** The label, next to the box. Without one the checkbox is named by `aria-label`, `value`, else "Checkbox". */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** An error under the label (e.g. "Please accept the terms."); setting it marks the checkbox invalid. */
  errorMessage?: ReactNode;
  /** Controlled selection; `null` counts as not selected. */
  isSelected?: boolean | null;
  /** Extra class names, appended after ours. */
  className?: string;
}

/** A checkbox with its label, optional description and error. Space toggles it. */
export const Checkbox = /*#__PURE__*/ forwardRef<HTMLDivElement, CheckboxProps>(function Checkbox(
  { children, description, errorMessage, isSelected, className, ...props },
  ref,
) {
  const ariaLabel = fallbackAriaLabel(children, props, [props.value], 'Checkbox');
  return (
    <CheckboxField
      {...props}
      ref={ref}
      aria-label={ariaLabel}
      isSelected={isSelected === null ? false : isSelected}
      isInvalid={props.isInvalid || hasContent(errorMessage)}
      className={cx(styles.field, className)}
    >
      <CheckboxButton className={styles.button}>
        {({ isSelected: selected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? <MinusIcon strokeWidth={3} /> : selected ? <CheckIcon strokeWidth={3} /> : null}
            </span>
            {children}
          </>
        )}
      </CheckboxButton>
      {hasContent(description) && (
        <Text slot="description" className={cx(fieldStyles.description, styles.indented)}>
          {description}
        </Text>
      )}
      <FieldError className={cx(fieldStyles.error, styles.indented)}>{errorMessage}</FieldError>
    </CheckboxField>
  );
});

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'className' | 'children'> {
  /** The group's visible label. Without one it is named by `aria-label`, else "Options". */
  label?: ReactNode;
  /** Help text under the group. */
  description?: ReactNode;
  /** An error under the group; setting it marks the group invalid. */
  errorMessage?: ReactNode;
  /** Lay the checkboxes out in a column (default) or a wrapping row. */
  orientation?: 'vertical' | 'horizontal';
  /** `Checkbox` elements, each with a `value`. */
  children?: ReactNode;
  /** Extra class names, appended after ours. */
  className?: string;
}

/** A labelled group of checkboxes whose value is the list of selected `value`s. */
export const CheckboxGroup = /*#__PURE__*/ forwardRef<HTMLDivElement, CheckboxGroupProps>(function CheckboxGroup(
  { label, description, errorMessage, orientation = 'vertical', children, className, ...props },
  ref,
) {
  const ariaLabel = fallbackAriaLabel(label, props, [], 'Options');
  return (
    <AriaCheckboxGroup
      {...props}
      ref={ref}
      aria-label={ariaLabel}
      isInvalid={props.isInvalid || hasContent(errorMessage)}
      data-orientation={orientation}
      className={cx(styles.group, className)}
    >
      {hasContent(label) && <Label className={fieldStyles.label}>{label}</Label>}
      <div className={styles.groupItems}>{children}</div>
      {hasContent(description) && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
});
