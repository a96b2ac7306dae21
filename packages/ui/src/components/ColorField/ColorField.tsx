import { forwardRef, useContext, type ReactNode } from 'react';
import {
  ColorField as AriaColorField,
  ColorFieldStateContext,
  ColorSwatch,
  FieldError,
  Input,
  Label,
  Text,
  parseColor,
  type Color,
  type ColorFieldProps as AriaColorFieldProps,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { cx, fallbackAriaLabel, hasContent } from '../Field/fieldUtils';
import * as styles from './ColorField.css';

export interface ColorFieldProps extends Omit<
  AriaColorFieldProps,
  'className' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'channel' | 'colorSpace'
> {
  /** The visible label. Without one the field is named by `aria-label`, `name`, else "Colour". */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** An error under the field; setting it marks it invalid. */
  errorMessage?: ReactNode;
  /** The colour as hex (`#4f46e5`, `#fff`); `null` or an unparsable string shows an empty field. */
  value?: string | null;
  /** The initial colour as hex (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the committed colour as `#rrggbb`, or `null` when the field is cleared. */
  onChange?: (hex: string | null) => void;
  /** Hint shown while the field is empty, e.g. `#4f46e5`. */
  placeholder?: string;
  /** Extra class names, appended after ours. */
  className?: string;
}

/** Parses a colour without throwing: react-aria throws on invalid strings. */
function safeColor(value: string | null | undefined): Color | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'string' || value.trim() === '') return null;
  try {
    return parseColor(value.trim().startsWith('#') ? value.trim() : `#${value.trim()}`).toFormat('rgb');
  } catch {
    return null;
  }
}

function Swatch() {
  const state = useContext(ColorFieldStateContext);
  const color = state?.colorValue;
  if (!color) return <span className={styles.swatch} aria-hidden="true" />;
  return (
    <span aria-hidden="true" className={styles.swatchFrame}>
      <ColorSwatch color={color} className={styles.swatch} />
    </span>
  );
}

/**
 * A hex colour input with a live swatch. Arrow keys nudge the value; typing is checked on blur (invalid text reverts
 * to the last valid colour).
 */
export const ColorField = /*#__PURE__*/ forwardRef<HTMLInputElement, ColorFieldProps>(function ColorField(
  { label, description, errorMessage, value, defaultValue, onChange, placeholder = '#RRGGBB', className, ...props },
  ref,
) {
  const ariaLabel = fallbackAriaLabel(label, props, [props.name], 'Colour');
  const controlled = safeColor(value);
  const initial = safeColor(defaultValue);
  return (
    <AriaColorField
      {...props}
      aria-label={ariaLabel}
      {...(value !== undefined ? { value: controlled } : {})}
      {...(defaultValue !== undefined ? { defaultValue: initial ?? undefined } : {})}
      onChange={(color) => onChange?.(color ? color.toString('hex').toLowerCase() : null)}
      isInvalid={props.isInvalid || hasContent(errorMessage)}
      className={cx(fieldStyles.field, className)}
    >
      {hasContent(label) && <Label className={fieldStyles.label}>{label}</Label>}
      <div className={fieldStyles.control}>
        <Swatch />
        <Input ref={ref} className={cx(fieldStyles.input, styles.input)} placeholder={placeholder} />
      </div>
      {hasContent(description) && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaColorField>
  );
});
