import {
  forwardRef,
  useId,
  useMemo,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import { cx, fallbackAriaLabel, hasContent } from '../Field/fieldUtils';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Slider.css';

export interface SliderProps {
  /** The visible label. Without one the slider is named by `aria-label`, else "Value". */
  label?: ReactNode;
  /** Help text under the track. */
  description?: ReactNode;
  /** The controlled value; `null` means the minimum. */
  value?: number | null;
  /** The initial value (uncontrolled). Defaults to the minimum. */
  defaultValue?: number;
  /** Called on every change while dragging or stepping. */
  onChange?: (value: number) => void;
  /** Called once a change is done: the pointer is released, or after a key press. */
  onChangeEnd?: (value: number) => void;
  /** The smallest value (default 0). */
  minValue?: number;
  /** The largest value (default 100). */
  maxValue?: number;
  /** The step of the arrow keys and of dragging (default 1). */
  step?: number;
  /** Show the formatted value next to the label (default true). */
  showValue?: boolean;
  /** Text of the output, e.g. `(value) => \`${value} s\``. Defaults to the value formatted with `formatOptions`. */
  formatValue?: (value: number) => string;
  /** How the value is written in the output and announced, e.g. `{ style: 'percent' }`. */
  formatOptions?: Intl.NumberFormatOptions;
  isDisabled?: boolean;
  /** An error under the slider (e.g. a tool's field error); the range is then invalid and described by it. */
  errorMessage?: ReactNode;
  /** The form field name. */
  name?: string;
  form?: string;
  /** Id of the range input. */
  id?: string;
  autoFocus?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Extra class names, appended after ours. */
  className?: string;
  /** Inline styles of the root. */
  style?: CSSProperties;
}

const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length;

/** Snaps to the step counted from the minimum and clamps, rounded to the step's decimals. */
function snap(value: number, min: number, max: number, step: number): number {
  const decimals = Math.max(decimalsOf(step), decimalsOf(min));
  const snapped = Number((min + Math.round((value - min) / step) * step).toFixed(decimals));
  return Math.min(max, Math.max(min, snapped > max ? snapped - step : snapped));
}

/** Custom property holding the filled share of the track, set inline on every change. */
export const sliderFillProperty = '--mk-slider-fill';

/**
 * Choose a number in a range: a native `<input type="range">` (role `slider`) with our track and thumb. Drag or
 * click the track; arrows step by `step`, Page Up/Down by a tenth of the range, Home/End jump to the ends (left and
 * right swap in right-to-left text). The value is shown in an `<output>` and announced as its text.
 */
export const Slider = /*#__PURE__*/ forwardRef<HTMLDivElement, SliderProps>(function Slider(
  {
    label,
    description,
    value,
    defaultValue,
    onChange,
    onChangeEnd,
    minValue = 0,
    maxValue = 100,
    step: stepProp = 1,
    showValue = true,
    formatValue,
    formatOptions,
    isDisabled,
    errorMessage,
    className,
    style,
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
  const generated = useId();
  const inputId = id || `${generated}-input`;
  const descriptionId = `${generated}-description`;
  const errorId = `${generated}-error`;
  const invalid = hasContent(errorMessage);
  // A reversed range is swapped and a bad step replaced instead of throwing.
  const [min, max] = minValue <= maxValue ? [minValue, maxValue] : [maxValue, minValue];
  const step = Number.isFinite(stepProp) && stepProp > 0 ? stepProp : 1;
  const [uncontrolled, setUncontrolled] = useState(() => defaultValue ?? min);
  const raw = value === undefined ? uncontrolled : (value ?? min);
  const current = Number.isFinite(raw) ? Math.min(max, Math.max(min, raw)) : min;
  const format = useMemo(() => {
    let formatter: Intl.NumberFormat;
    try {
      formatter = new Intl.NumberFormat(undefined, formatOptions);
    } catch {
      formatter = new Intl.NumberFormat();
    }
    return (number: number) => formatter.format(number);
  }, [formatOptions]);
  const text = formatValue ? formatValue(current) : format(current);
  const ariaLabel = fallbackAriaLabel(
    label,
    { 'aria-label': ariaLabelProp, 'aria-labelledby': ariaLabelledBy },
    [],
    'Value',
  );

  const change = (next: number, done: boolean) => {
    const snapped = snap(next, min, max, step);
    if (snapped !== current) {
      setUncontrolled(snapped);
      onChange?.(snapped);
    }
    if (done) onChangeEnd?.(snapped);
  };

  // react-aria's keys, handled here (not left to the browser) so every browser and synthetic test event agrees.
  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isDisabled) return;
    const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
    const page = Math.max(step, (max - min) / 10);
    const targets: Record<string, number> = {
      ArrowUp: current + step,
      ArrowDown: current - step,
      ArrowRight: rightToLeft ? current - step : current + step,
      ArrowLeft: rightToLeft ? current + step : current - step,
      PageUp: current + page,
      PageDown: current - page,
      Home: min,
      End: max,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    change(target, true);
  };

  const fill = max === min ? 0 : ((current - min) / (max - min)) * 100;
  return (
    <div
      ref={ref}
      className={cx(styles.root, className)}
      style={{ ...style, [sliderFillProperty]: `${fill}%` } as CSSProperties}
      data-disabled={isDisabled || undefined}
      data-invalid={invalid || undefined}
    >
      {hasContent(label) && (
        <label htmlFor={inputId} className={cx(fieldStyles.label, styles.label)}>
          {label}
        </label>
      )}
      {showValue && (
        <output htmlFor={inputId} className={styles.output}>
          {text}
        </output>
      )}
      <input
        {...inputProps}
        id={inputId}
        type="range"
        className={styles.range}
        min={min}
        max={max}
        step={step}
        value={current}
        disabled={isDisabled}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-valuetext={text}
        aria-invalid={invalid || undefined}
        aria-describedby={
          cx(hasContent(description) && descriptionId, invalid && errorId, ariaDescribedBy) || undefined
        }
        onChange={(event) => change(event.currentTarget.valueAsNumber, false)}
        onKeyDown={onKeyDown}
        onPointerUp={(event) => onChangeEnd?.(snap(event.currentTarget.valueAsNumber, min, max, step))}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      {hasContent(description) && (
        <span id={descriptionId} className={cx(fieldStyles.description, styles.description)}>
          {description}
        </span>
      )}
      {invalid && (
        <span id={errorId} className={cx(fieldStyles.error, styles.error)}>
          {errorMessage}
        </span>
      )}
    </div>
  );
});
