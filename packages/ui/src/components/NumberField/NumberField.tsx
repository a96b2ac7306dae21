import { forwardRef, type ReactNode } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  Text,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { MinusIcon, PlusIcon } from '../Icon';
import * as fieldStyles from '../Field/Field.css';
import { cx, fallbackAriaLabel, hasContent } from '../Field/fieldUtils';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'children' | 'value'> {
  /** The visible label. Without one the field is named by `aria-label`, `name`, else "Number". */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** An error to show under the field; setting it marks the field invalid. */
  errorMessage?: ReactNode;
  /** The controlled value; `null` (or NaN) shows an empty field. */
  value?: number | null;
  /** Hint shown while the field is empty. */
  placeholder?: string;
  /** Names of the stepper buttons (announced with the field's label). */
  decrementLabel?: string;
  /** Name of the + button (announced with the field’s label). */
  incrementLabel?: string;
  /** Extra class names, appended after ours. */
  className?: string;
}

/**
 * A labelled number input with − / + steppers. Arrow keys step by `step`, Page Up/Down by larger steps, Home/End jump
 * to `minValue`/`maxValue`; typed values are clamped and snapped to the step on blur.
 */
export const NumberField = /*#__PURE__*/ forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    label,
    description,
    errorMessage,
    value,
    placeholder,
    decrementLabel = 'Decrease',
    incrementLabel = 'Increase',
    className,
    ...props
  },
  ref,
) {
  const ariaLabel = fallbackAriaLabel(label, props, [props.name], 'Number');
  return (
    <AriaNumberField
      {...props}
      aria-label={ariaLabel}
      value={value === null ? Number.NaN : value}
      isInvalid={props.isInvalid || hasContent(errorMessage)}
      className={cx(fieldStyles.field, className)}
    >
      {hasContent(label) && <Label className={fieldStyles.label}>{label}</Label>}
      <Group className={fieldStyles.control}>
        <Input ref={ref} className={fieldStyles.input} placeholder={placeholder} />
        <AriaButton slot="decrement" aria-label={decrementLabel} className={fieldStyles.controlButton}>
          <MinusIcon />
        </AriaButton>
        <AriaButton slot="increment" aria-label={incrementLabel} className={fieldStyles.controlButton}>
          <PlusIcon />
        </AriaButton>
      </Group>
      {hasContent(description) && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaNumberField>
  );
});
