import { forwardRef, useId, type ReactNode } from 'react';
import * as styles from './Field.css';
import { cx, hasContent } from './fieldUtils';

/** Props to spread on the custom control so it is labelled, described and flagged like our own fields. */
export interface FieldControlProps {
  id: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-disabled'?: true;
}

export interface FieldProps {
  /** The visible label. Without one the control is named "Field" (pass `aria-label` for a better name). */
  label?: ReactNode;
  /** Used as the name when there is no visible label. */
  'aria-label'?: string;
  /** Help text under the control. */
  description?: ReactNode;
  /** An error under the control; setting it marks the field invalid. */
  errorMessage?: ReactNode;
  /** Marks the control invalid (also implied by `errorMessage`). */
  isInvalid?: boolean;
  /** Marks the control required. */
  isRequired?: boolean;
  /** Marks the control disabled and dims the field. */
  isDisabled?: boolean;
  /** Id for the control; generated when omitted. */
  id?: string;
  /**
   * The control. A function receives `FieldControlProps` to spread on the focusable element (best: the control
   * itself is named and described). Plain children are wrapped in a labelled, described `role="group"`.
   */
  children?: ReactNode | ((props: FieldControlProps) => ReactNode);
  /** Extra class names, appended after ours. */
  className?: string;
}

/** Label, description and error around any custom control, wired with the right ARIA attributes. */
export const Field = /*#__PURE__*/ forwardRef<HTMLDivElement, FieldProps>(function Field(
  {
    label,
    'aria-label': ariaLabel,
    description,
    errorMessage,
    isInvalid,
    isRequired,
    isDisabled,
    id,
    children,
    className,
  },
  ref,
) {
  const generated = useId();
  const controlId = id || `${generated}-control`;
  const labelId = `${generated}-label`;
  const descriptionId = `${generated}-description`;
  const errorId = `${generated}-error`;
  const hasLabel = hasContent(label);
  const hasDescription = hasContent(description);
  const hasError = hasContent(errorMessage);
  const invalid = Boolean(isInvalid) || hasError;
  const describedBy = [hasDescription && descriptionId, hasError && errorId].filter(Boolean).join(' ') || undefined;
  const controlProps: FieldControlProps = {
    id: controlId,
    ...(hasLabel ? { 'aria-labelledby': labelId } : { 'aria-label': ariaLabel || 'Field' }),
    'aria-describedby': describedBy,
    ...(invalid ? { 'aria-invalid': true as const } : {}),
    ...(isRequired ? { 'aria-required': true as const } : {}),
    ...(isDisabled ? { 'aria-disabled': true as const } : {}),
  };
  const isRenderProp = typeof children === 'function';
  return (
    <div
      ref={ref}
      className={cx(styles.field, className)}
      data-invalid={invalid || undefined}
      data-required={isRequired || undefined}
      data-disabled={isDisabled || undefined}
    >
      {hasLabel &&
        (isRenderProp ? (
          <label id={labelId} htmlFor={controlId} className={styles.label}>
            {label}
          </label>
        ) : (
          <span id={labelId} className={styles.label}>
            {label}
          </span>
        ))}
      {isRenderProp ? (
        children(controlProps)
      ) : (
        <div role="group" {...controlProps}>
          {children}
        </div>
      )}
      {hasDescription && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      {hasError && (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  );
});
