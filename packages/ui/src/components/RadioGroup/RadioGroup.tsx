import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useState,
  type CSSProperties,
  type FocusEventHandler,
  type ReactNode,
} from 'react';
import * as fieldStyles from '../Field/Field.css';
import { cx, fallbackAriaLabel, hasContent } from '../Field/fieldUtils';
import * as styles from './RadioGroup.css';

// Native radios: the browser gives the group one tab stop (the checked radio, else the first), arrow keys that move
// and select while skipping disabled ones, and form submission. react-aria's RadioGroup did the same with a focus
// scope and a tree walker: about 13 kB minified (4.5 kB gzipped) in the image generator.

// Inline, so that a site's own `input[type=radio]` rules (unlayered, stronger than our layer) cannot show the input.
const hiddenInput: CSSProperties = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

interface RadioGroupState {
  name: string;
  selected: string | null;
  select: (value: string) => void;
  isDisabled: boolean;
  isReadOnly: boolean;
  isRequired: boolean;
  isInvalid: boolean;
  form: string | undefined;
}

function matchesFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // an engine without :focus-visible shows no ring rather than failing
  }
}

const RadioGroupContext = createContext<RadioGroupState | null>(null);

export interface RadioProps {
  /** The value the group reports when this option is selected. */
  value: string;
  /** The option's label. Without one it is named by `aria-label`, else its `value`. */
  children?: ReactNode;
  /** A second, muted line under the label. */
  description?: ReactNode;
  /** Makes this option unselectable (arrow keys skip it). */
  isDisabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  autoFocus?: boolean;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Extra class names, appended after ours. */
  className?: string;
}

/**
 * One option of a RadioGroup: a native radio (visually hidden) inside its label, with a drawn circle. The label
 * carries react-aria's state attributes: `data-selected`, `data-disabled`, `data-readonly`, `data-invalid`,
 * `data-hovered`, `data-focus-visible`, `data-pressed`.
 */
export const Radio = /*#__PURE__*/ forwardRef<HTMLDivElement, RadioProps>(function Radio(
  { value, children, description, isDisabled: ownDisabled, className, onFocus, onBlur, ...input },
  ref,
) {
  const group = useContext(RadioGroupContext);
  const [hovered, setHovered] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  const [pressed, setPressed] = useState(false);
  const descriptionId = useId();
  const ariaLabel = fallbackAriaLabel(children, input, [value], 'Option');
  const isDisabled = Boolean(ownDisabled || group?.isDisabled);
  const selected = group !== null && group.selected === value;
  const described = hasContent(description);
  return (
    <div ref={ref} className={cx(styles.field, className)}>
      <label
        className={styles.button}
        data-selected={selected || undefined}
        data-disabled={isDisabled || undefined}
        data-readonly={group?.isReadOnly || undefined}
        data-invalid={group?.isInvalid || undefined}
        data-hovered={(hovered && !isDisabled) || undefined}
        data-focus-visible={focusVisible || undefined}
        data-pressed={pressed || undefined}
        onPointerEnter={(event) => event.pointerType !== 'touch' && setHovered(true)}
        onPointerLeave={() => {
          setHovered(false);
          setPressed(false);
        }}
        onPointerDown={() => !isDisabled && setPressed(true)}
        onPointerUp={() => setPressed(false)}
      >
        <input
          {...input}
          type="radio"
          style={hiddenInput}
          name={group?.name}
          form={group?.form}
          value={value}
          checked={selected}
          disabled={isDisabled}
          required={group?.isRequired || undefined}
          aria-label={ariaLabel}
          aria-describedby={described ? descriptionId : undefined}
          onChange={(event) => {
            if (event.target.checked && !group?.isReadOnly) group?.select(value);
          }}
          onFocus={(event) => {
            // Keyboard focus only, as react-aria and :focus-visible decide it (not after a click on the label).
            setFocusVisible(matchesFocusVisible(event.target));
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setFocusVisible(false);
            onBlur?.(event);
          }}
        />
        <span className={styles.circle} aria-hidden="true" />
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

export interface RadioGroupProps {
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
  /** The value selected first (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the newly selected value. */
  onChange?: (value: string) => void;
  /** `Radio` elements, instead of `options`. */
  children?: ReactNode;
  /** How the options are laid out; arrow keys move both ways either way, as native radios do. */
  orientation?: 'horizontal' | 'vertical';
  isDisabled?: boolean;
  /** Focusable and announced, but the selection does not change. */
  isReadOnly?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  /** The radios' name in a form submission (one is made up when absent). */
  name?: string;
  /** The id of the form the radios belong to, when not inside it. */
  form?: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** Extra class names, appended after ours. */
  className?: string;
}

/** Pick exactly one of a few visible options. Tab enters the group; arrow keys move and select. */
export const RadioGroup = /*#__PURE__*/ forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    description,
    errorMessage,
    options,
    value,
    defaultValue = null,
    onChange,
    children,
    orientation = 'vertical',
    isDisabled = false,
    isReadOnly = false,
    isRequired = false,
    isInvalid: invalidProp = false,
    name,
    form,
    className,
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const ariaLabel = fallbackAriaLabel(label, props, [name], 'Options');
  const list = Array.isArray(options)
    ? options.filter((option): option is RadioOption => Boolean(option) && typeof option?.value === 'string')
    : [];
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue);
  const selected = value === undefined ? uncontrolled : value;
  const ids = useId();
  const ownName = name ?? `mk-radio-${ids}`;
  const isInvalid = invalidProp || hasContent(errorMessage);
  const labelled = hasContent(label);
  const described = hasContent(description);
  const erred = isInvalid && hasContent(errorMessage);
  const state: RadioGroupState = {
    name: ownName,
    selected,
    select: (next) => {
      setUncontrolled(next);
      if (next !== selected) onChange?.(next);
    },
    isDisabled,
    isReadOnly,
    isRequired,
    isInvalid,
    form,
  };
  return (
    <div
      {...props}
      ref={ref}
      role="radiogroup"
      aria-label={ariaLabel}
      aria-labelledby={props['aria-labelledby'] ?? (labelled ? `${ids}-label` : undefined)}
      aria-describedby={cx(described && `${ids}-description`, erred && `${ids}-error`, describedBy) || undefined}
      aria-orientation={orientation}
      aria-disabled={isDisabled || undefined}
      aria-readonly={isReadOnly || undefined}
      aria-required={isRequired || undefined}
      aria-invalid={isInvalid || undefined}
      data-orientation={orientation}
      data-disabled={isDisabled || undefined}
      data-readonly={isReadOnly || undefined}
      data-required={isRequired || undefined}
      data-invalid={isInvalid || undefined}
      className={cx(styles.group, className)}
    >
      {labelled && (
        <span id={`${ids}-label`} className={fieldStyles.label}>
          {label}
        </span>
      )}
      <RadioGroupContext.Provider value={state}>
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
      </RadioGroupContext.Provider>
      {described && (
        <span id={`${ids}-description`} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {erred && (
        <span id={`${ids}-error`} className={fieldStyles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
});
