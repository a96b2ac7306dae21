import {
  forwardRef,
  useMemo,
  useState,
  type FocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { Field } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { cx, fallbackAriaLabel, hasContent } from '../Field/fieldUtils';
import { MinusIcon, PlusIcon } from '../Icon';
import { displayOf, formatForInput, parseInput, rangeOf, snapToStep, stepFrom } from './numberValue';
import * as styles from './NumberField.css';

export interface NumberFieldProps {
  /** The visible label. Without one the field is named by `aria-label`, `name`, else "Number". */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** An error to show under the field; setting it marks the field invalid. */
  errorMessage?: ReactNode;
  /** The controlled value; `null` (or NaN) shows an empty field. */
  value?: number | null;
  /** The initial value (uncontrolled). */
  defaultValue?: number;
  /** Called with the committed value (after a step, or when a typed value is confirmed); NaN when emptied. */
  onChange?: (value: number) => void;
  /** The smallest value; typed values are clamped to it. */
  minValue?: number;
  /** The largest value; typed values are clamped to it. */
  maxValue?: number;
  /** Arrow keys and the steppers move by this; typed values snap to it (counted from `minValue`). */
  step?: number;
  /**
   * Fraction digits (`maximumFractionDigits`, `minimumFractionDigits`), percentages (`style: 'percent'`: the field
   * shows 50 for 0.5) and the unit shown beside the field (`currency`, `unit`). The input itself shows a plain number.
   */
  formatOptions?: Intl.NumberFormatOptions;
  /** Hint shown while the field is empty. */
  placeholder?: string;
  /** Names of the stepper buttons (announced with the field's label). */
  decrementLabel?: string;
  /** Name of the + button (announced with the field’s label). */
  incrementLabel?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Requires a value: the form will not submit while the field is empty. */
  isRequired?: boolean;
  /** Marks the field invalid (also implied by `errorMessage`). */
  isInvalid?: boolean;
  autoFocus?: boolean;
  /** The form field name. */
  name?: string;
  form?: string;
  /** Id of the input. */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Extra class names, appended after ours. */
  className?: string;
}

const sameNumber = (a: number | null | undefined, b: number | null | undefined) =>
  Object.is(a ?? Number.NaN, b ?? Number.NaN);

/**
 * A labelled number input (`<input type="number">`) with − / + steppers. Arrow keys step by `step`, Page Up/Down by ten
 * steps, Home/End jump to `minValue`/`maxValue`; typed values are clamped and snapped to the step on blur or Enter.
 */
export const NumberField = /*#__PURE__*/ forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    label,
    description,
    errorMessage,
    value,
    defaultValue,
    onChange,
    minValue,
    maxValue,
    step,
    formatOptions,
    placeholder,
    decrementLabel = 'Decrease',
    incrementLabel = 'Increase',
    isDisabled,
    isReadOnly,
    isRequired,
    isInvalid,
    className,
    id,
    onFocus,
    onBlur,
    'aria-label': ariaLabelProp,
    'aria-labelledby': ariaLabelledBy,
    'aria-describedby': ariaDescribedBy,
    ...inputProps
  },
  ref,
) {
  const range = useMemo(() => rangeOf(minValue, maxValue, step), [minValue, maxValue, step]);
  const display = useMemo(() => displayOf(formatOptions), [formatOptions]);
  const [uncontrolled, setUncontrolled] = useState<number>(defaultValue ?? Number.NaN);
  const current = value === undefined ? uncontrolled : (value ?? Number.NaN);
  // The text while the user is typing; the committed value is shown otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const ariaLabel = fallbackAriaLabel(
    label,
    { 'aria-label': ariaLabelProp, 'aria-labelledby': ariaLabelledBy },
    [inputProps.name],
    'Number',
  );
  const invalid = Boolean(isInvalid) || hasContent(errorMessage);
  const locked = Boolean(isDisabled || isReadOnly);

  const commit = (next: number) => {
    setDraft(null);
    if (sameNumber(next, current)) return;
    setUncontrolled(next);
    onChange?.(next);
  };
  const typed = () => (draft === null ? current : snapToStep(parseInput(draft, display), range));
  const stepBy = (direction: 1 | -1, multiplier = 1) => {
    if (!locked) commit(stepFrom(typed(), direction, range, multiplier));
  };

  // react-aria's keys, handled here (not left to the browser) so every browser and synthetic test event agrees.
  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || locked) return;
    const actions: Record<string, () => void> = {
      ArrowUp: () => stepBy(1),
      ArrowDown: () => stepBy(-1),
      PageUp: () => stepBy(1, 10),
      PageDown: () => stepBy(-1, 10),
      Home: () => Number.isFinite(range.min) && commit(range.min),
      End: () => Number.isFinite(range.max) && commit(range.max),
      Enter: () => draft !== null && commit(typed()),
    };
    const action = actions[event.key];
    if (!action) return;
    if (event.key !== 'Enter') event.preventDefault();
    action();
  };

  const atMin = Number.isFinite(current) && current <= range.min;
  const atMax = Number.isFinite(current) && current >= range.max;

  return (
    <Field
      id={id}
      label={label}
      aria-label={ariaLabel}
      description={description}
      errorMessage={errorMessage}
      isInvalid={invalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      className={className}
    >
      {({ 'aria-disabled': _ariaDisabled, ...controlProps }) => (
        <div className={fieldStyles.control}>
          {display.prefix && (
            <span className={styles.affix} aria-hidden="true">
              {display.prefix}
            </span>
          )}
          {/* jsx-a11y maps a number input to `textbox`; it is a `spinbutton`, which takes aria-valuetext. */}
          {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
          <input
            {...inputProps}
            {...controlProps}
            ref={ref}
            type="number"
            aria-labelledby={ariaLabelledBy ?? controlProps['aria-labelledby']}
            aria-describedby={cx(controlProps['aria-describedby'], ariaDescribedBy) || undefined}
            // The unit is read with the value ("50%", "$29.00"), as the visible text shows it.
            aria-valuetext={
              display.prefix || display.suffix
                ? `${display.prefix}${formatForInput(current, display)}${display.suffix}`.trim() || undefined
                : undefined
            }
            className={cx(fieldStyles.input, styles.input)}
            value={draft ?? formatForInput(current, display)}
            min={Number.isFinite(range.min) ? range.min * display.scale : undefined}
            max={Number.isFinite(range.max) ? range.max * display.scale : undefined}
            step={range.step === undefined ? 'any' : range.step * display.scale}
            placeholder={placeholder}
            disabled={isDisabled}
            readOnly={isReadOnly}
            required={isRequired}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
            onBlur={(event) => {
              if (draft !== null) commit(typed());
              onBlur?.(event);
            }}
          />
          {display.suffix && (
            <span className={styles.affix} aria-hidden="true">
              {display.suffix}
            </span>
          )}
          {/* Out of the tab order like react-aria's: the arrow keys do the same from the input. */}
          <button
            type="button"
            tabIndex={-1}
            aria-label={decrementLabel}
            aria-controls={controlProps.id}
            className={fieldStyles.controlButton}
            disabled={locked || atMin}
            onClick={() => stepBy(-1)}
          >
            <MinusIcon />
          </button>
          <button
            type="button"
            tabIndex={-1}
            aria-label={incrementLabel}
            aria-controls={controlProps.id}
            className={fieldStyles.controlButton}
            disabled={locked || atMax}
            onClick={() => stepBy(1)}
          >
            <PlusIcon />
          </button>
        </div>
      )}
    </Field>
  );
});
