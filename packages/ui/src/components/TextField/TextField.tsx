import {
  forwardRef,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { CloseIcon, EyeIcon, EyeOffIcon } from '../Icon';
import * as fieldStyles from '../Field/Field.css';
import { cx, fallbackAriaLabel, hasContent } from '../Field/fieldUtils';
import { useNativeField } from '../Field/useNativeField';
import * as styles from './TextField.css';

export interface TextFieldProps {
  /** The visible label. Without one the field is named by `aria-label`, `placeholder`, `name`, else "Text field". */
  label?: ReactNode;
  /** Help text under the field, linked with `aria-describedby`. */
  description?: ReactNode;
  /** An error to show under the field; setting it marks the field invalid. */
  errorMessage?: ReactNode;
  /** The input type. `password` gets a show/hide button; `email` and `url` get the matching keyboard and checks. */
  type?: 'text' | 'email' | 'password' | 'url' | 'search' | 'tel';
  /** The controlled value; `null` is treated as empty. */
  value?: string | null;
  /** The initial value (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Hint shown while the field is empty; never a replacement for the label. */
  placeholder?: string;
  /** A decorative element before the input, e.g. `<SearchIcon />`. */
  prefix?: ReactNode;
  /** Names of the password reveal button. */
  showPasswordLabel?: string;
  /** Name of the button while the password is shown. */
  hidePasswordLabel?: string;
  /** Name of the button that empties a `search` field (shown while it has text; Escape does the same). */
  clearLabel?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  isDisabled?: boolean;
  /** Focusable and selectable, but not editable. */
  isReadOnly?: boolean;
  /** Checked by the browser when the form is submitted; its message shows as the field's error. */
  isRequired?: boolean;
  /**
   * `native` (default): the browser checks `isRequired`, the type, `pattern` and lengths on submit, and its message
   * shows as the field's error. `aria`: the field is only marked (`aria-required`); the caller validates.
   */
  validationBehavior?: 'native' | 'aria';
  isInvalid?: boolean;
  autoFocus?: boolean;
  name?: string;
  /** The id of the form the field belongs to, when not inside it. */
  form?: string;
  id?: string;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  spellCheck?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** Extra class names, appended after ours. */
  className?: string;
}

/**
 * A labelled single-line text input with description and error: a native `<input>` with react-aria's state
 * attributes (react-aria's TextField and its form validation cost about 3 kB gzipped in every tool with an upload).
 */
export const TextField = /*#__PURE__*/ forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    errorMessage,
    type = 'text',
    value,
    defaultValue,
    onChange,
    placeholder,
    prefix,
    showPasswordLabel = 'Show password',
    hidePasswordLabel = 'Hide password',
    clearLabel = 'Clear search',
    onKeyDown,
    onFocus,
    onBlur,
    isDisabled,
    isReadOnly,
    isRequired,
    validationBehavior = 'native',
    isInvalid: invalidProp,
    className,
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const isSearch = type === 'search';
  // The field keeps its own value when uncontrolled, so that a search field's clear button can empty it.
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const current = value === undefined ? ownValue : (value ?? '');
  const change = (next: string) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setInputRef = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  const clear = () => {
    change('');
    inputRef.current?.focus();
  };
  const ariaLabel = fallbackAriaLabel(label, props, [placeholder, props.name], 'Text field');
  const field = useNativeField<HTMLInputElement>({
    description,
    errorMessage,
    isInvalid: invalidProp,
    isDisabled,
    validates: validationBehavior === 'native',
    'aria-describedby': describedBy,
    onFocus,
    onBlur,
    ...(props.id === undefined ? {} : { id: props.id }),
  });
  return (
    <div
      className={cx(fieldStyles.field, className)}
      data-type={type}
      data-invalid={field.isInvalid || undefined}
      data-disabled={isDisabled || undefined}
      data-readonly={isReadOnly || undefined}
      data-required={isRequired || undefined}
    >
      {hasContent(label) && (
        <label id={field.labelId} htmlFor={field.control.id} className={fieldStyles.label}>
          {label}
        </label>
      )}
      <div className={fieldStyles.control}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          {...props}
          {...field.control}
          ref={setInputRef}
          type={isPassword && revealed ? 'text' : type}
          aria-label={ariaLabel}
          className={fieldStyles.input}
          placeholder={placeholder}
          value={current}
          disabled={isDisabled}
          readOnly={isReadOnly}
          required={(validationBehavior === 'native' && isRequired) || undefined}
          aria-required={(validationBehavior === 'aria' && isRequired) || undefined}
          data-readonly={isReadOnly || undefined}
          onChange={(event) => {
            field.recheck(event.target);
            change(event.target.value);
          }}
          onKeyDown={(event) => {
            // Escape empties a search field with text (and goes no further, e.g. to a dialog); else it bubbles.
            if (isSearch && event.key === 'Escape' && current !== '') {
              event.stopPropagation();
              clear();
            }
            onKeyDown?.(event);
          }}
        />
        {isSearch && current !== '' && !isDisabled && !isReadOnly && (
          <button type="button" className={fieldStyles.controlButton} aria-label={clearLabel} onClick={clear}>
            <CloseIcon />
          </button>
        )}
        {isPassword && (
          <button
            type="button"
            className={fieldStyles.controlButton}
            aria-label={revealed ? hidePasswordLabel : showPasswordLabel}
            aria-pressed={revealed}
            disabled={isDisabled}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        )}
      </div>
      {field.descriptionId && (
        <span id={field.descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {field.errorId && (
        <span id={field.errorId} className={fieldStyles.error}>
          {field.error}
        </span>
      )}
    </div>
  );
});
