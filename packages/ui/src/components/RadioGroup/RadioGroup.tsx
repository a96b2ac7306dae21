import { forwardRef, type ReactNode } from 'react';
import {
  FieldError,
  Label,
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { cx, fallbackAriaLabel, hasContent } from '../Field/fieldUtils';
import * as styles from './RadioGroup.css';

export interface RadioProps extends Omit<RadioFieldProps, 'className' | 'children'> {
  /** The option's label. Without one it is named by `aria-label`, else its `value`. */
  children?: ReactNode;
  /** A second, muted line under the label. */
  description?: ReactNode;
  /** Extra class names, appended after ours. */
  className?: string;
}

/** One option of a RadioGroup. */
export const Radio = /*#__PURE__*/ forwardRef<HTMLDivElement, RadioProps>(function Radio(
  { children, description, className, ...props },
  ref,
) {
  const ariaLabel = fallbackAriaLabel(children, props, [String(props.value ?? '')], 'Option');
  return (
    <RadioField {...props} ref={ref} aria-label={ariaLabel} className={cx(styles.field, className)}>
      <RadioButton className={styles.button}>
        <span className={styles.circle} aria-hidden="true" />
        {children}
      </RadioButton>
      {hasContent(description) && (
        <Text slot="description" className={cx(fieldStyles.description, styles.indented)}>
          {description}
        </Text>
      )}
    </RadioField>
  );
});

/** A data-driven option of a RadioGroup. */
export interface RadioOption {
  /** The value the group reports when this option is selected. */
  value: string;
  /** Visible text; it names the radio. */
  label: ReactNode;
  /** Help text under the option. */
  description?: ReactNode;
  /** Makes this option unselectable. */
  isDisabled?: boolean;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'children' | 'value'> {
  /** The group's visible label. Without one it is named by `aria-label`, `name`, else "Options". */
  label?: ReactNode;
  /** Help text under the group. */
  description?: ReactNode;
  /** An error under the group; setting it marks the group invalid. */
  errorMessage?: ReactNode;
  /** The options as data. Empty or null renders an empty group. Alternatively pass `Radio` children. */
  options?: ReadonlyArray<RadioOption | null | undefined> | null;
  /** The selected value (controlled); `null` selects nothing. */
  value?: string | null;
  /** `Radio` elements, instead of `options`. */
  children?: ReactNode;
  /** Extra class names, appended after ours. */
  className?: string;
}

/** Pick exactly one of a few visible options. Tab enters the group; arrow keys move and select. */
export const RadioGroup = /*#__PURE__*/ forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  { label, description, errorMessage, options, value, children, className, orientation = 'vertical', ...props },
  ref,
) {
  const ariaLabel = fallbackAriaLabel(label, props, [props.name], 'Options');
  const list = Array.isArray(options)
    ? options.filter((option): option is RadioOption => Boolean(option) && typeof option?.value === 'string')
    : [];
  return (
    <AriaRadioGroup
      {...props}
      ref={ref}
      aria-label={ariaLabel}
      orientation={orientation}
      value={value}
      isInvalid={props.isInvalid || hasContent(errorMessage)}
      className={cx(styles.group, className)}
    >
      {hasContent(label) && <Label className={fieldStyles.label}>{label}</Label>}
      <div className={styles.items}>
        {list.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            description={option.description}
            isDisabled={option.isDisabled}
          >
            {option.label}
          </Radio>
        ))}
        {children}
      </div>
      {hasContent(description) && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
});
