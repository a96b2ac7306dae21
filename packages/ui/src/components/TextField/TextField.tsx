import { forwardRef, useRef, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { CloseIcon, EyeIcon, EyeOffIcon } from '../Icon';
import * as fieldStyles from '../Field/Field.css';
import { cx, fallbackAriaLabel, hasContent } from '../Field/fieldUtils';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'value' | 'type'> {
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
  /** Extra class names, appended after ours. */
  className?: string;
}

/** A labelled single-line text input with description and error, built on react-aria's TextField. */
export const TextField = /*#__PURE__*/ forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    errorMessage,
    type = 'text',
    value,
    placeholder,
    prefix,
    showPasswordLabel = 'Show password',
    hidePasswordLabel = 'Hide password',
    clearLabel = 'Clear search',
    className,
    ...props
  },
  ref,
) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const isSearch = type === 'search';
  // A search field keeps its own value when uncontrolled, so that its clear button can empty it.
  const [ownValue, setOwnValue] = useState(props.defaultValue ?? '');
  const current = value === undefined ? ownValue : (value ?? '');
  const change = (next: string) => {
    if (value === undefined) setOwnValue(next);
    props.onChange?.(next);
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
  return (
    <AriaTextField
      {...props}
      aria-label={ariaLabel}
      type={isPassword && revealed ? 'text' : type}
      value={isSearch ? current : value === null ? '' : value}
      onChange={isSearch ? change : props.onChange}
      onKeyDown={
        isSearch
          ? (event) => {
              // Escape empties a search field with text (and goes no further, e.g. to a dialog); else it bubbles.
              if (event.key === 'Escape' && current !== '') clear();
              else event.continuePropagation();
              props.onKeyDown?.(event);
            }
          : props.onKeyDown
      }
      isInvalid={props.isInvalid || hasContent(errorMessage)}
      className={cx(fieldStyles.field, className)}
      data-type={type}
    >
      {hasContent(label) && <Label className={fieldStyles.label}>{label}</Label>}
      <div className={fieldStyles.control}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <Input ref={setInputRef} className={fieldStyles.input} placeholder={placeholder} />
        {isSearch && current !== '' && !props.isDisabled && !props.isReadOnly && (
          <AriaButton className={fieldStyles.controlButton} aria-label={clearLabel} onPress={clear}>
            <CloseIcon />
          </AriaButton>
        )}
        {isPassword && (
          <AriaButton
            className={fieldStyles.controlButton}
            aria-label={revealed ? hidePasswordLabel : showPasswordLabel}
            aria-pressed={revealed}
            isDisabled={props.isDisabled}
            onPress={() => setRevealed((current) => !current)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </AriaButton>
        )}
      </div>
      {hasContent(description) && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
});
