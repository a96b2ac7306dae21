import { forwardRef, type ReactNode } from 'react';
import {
  Label,
  Slider as AriaSlider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  Text,
  type SliderProps as AriaSliderProps,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { cx, fallbackAriaLabel, hasContent } from '../Field/fieldUtils';
import * as styles from './Slider.css';

export interface SliderProps extends Omit<AriaSliderProps<number>, 'className' | 'children' | 'value'> {
  /** The visible label. Without one the slider is named by `aria-label`, else "Value". */
  label?: ReactNode;
  /** Help text under the track. */
  description?: ReactNode;
  /** The controlled value; `null` means the minimum. */
  value?: number | null;
  /** Show the formatted value next to the label (default true). */
  showValue?: boolean;
  /** Text of the output, e.g. `(value) => \`${value} s\``. Defaults to the value formatted with `formatOptions`. */
  formatValue?: (value: number) => string;
  /** Extra class names, appended after ours. */
  className?: string;
}

/**
 * Choose a number in a range by dragging or with the keyboard: arrows step by `step`, Page Up/Down by larger steps,
 * Home/End jump to the ends. The value is announced and shown in an `<output>`.
 */
export const Slider = /*#__PURE__*/ forwardRef<HTMLDivElement, SliderProps>(function Slider(
  { label, description, value, showValue = true, formatValue, className, minValue = 0, maxValue = 100, ...props },
  ref,
) {
  const ariaLabel = fallbackAriaLabel(label, props, [], 'Value');
  // A reversed range would make react-aria divide by zero; swap it instead of throwing.
  const [min, max] = minValue <= maxValue ? [minValue, maxValue] : [maxValue, minValue];
  return (
    <AriaSlider<number>
      {...props}
      ref={ref}
      aria-label={ariaLabel}
      minValue={min}
      maxValue={max}
      value={value === null ? min : value}
      className={cx(styles.root, className)}
    >
      {hasContent(label) && <Label className={cx(fieldStyles.label, styles.label)}>{label}</Label>}
      {showValue && (
        <SliderOutput className={styles.output}>
          {({ state }) => (formatValue ? formatValue(state.getThumbValue(0)) : state.getThumbValueLabel(0))}
        </SliderOutput>
      )}
      <SliderTrack className={styles.track}>
        <SliderFill className={styles.fill} />
        <SliderThumb className={styles.thumb} />
      </SliderTrack>
      {hasContent(description) && (
        <Text slot="description" className={cx(fieldStyles.description, styles.description)}>
          {description}
        </Text>
      )}
    </AriaSlider>
  );
});
