import { useId } from 'react';
import * as styles from './RadioChoice.css';

export interface RadioChoiceProps<Value extends string> {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: ReadonlyArray<readonly [Value, string]>;
}

/**
 * A native radio group drawn like ui's RadioGroup: one tab stop, arrow keys that move and select, its legend as name.
 *
 * Native (`<fieldset>`, `<legend>`, `<input type="radio">`) rather than ui's react-aria RadioGroup and
 * SegmentedControl (ToggleButtonGroup), which put this tool over its 45 kB budget (issue #20). Kept: the radio
 * roles and names, the group named by its legend, one tab stop, arrow keys that move and select, the ui look in
 * light and dark with a focus ring. Given up: react-aria's hover and press states on touch (a native `:hover` is
 * used) and its description and error slots, which the mode never used.
 */
export function RadioChoice<Value extends string>({ label, value, onChange, options }: RadioChoiceProps<Value>) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.options}>
        {options.map(([option, optionLabel]) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className={styles.radio}
            />
            {optionLabel}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
