import { Button } from '@mediakit/ui/Button';
import { Link } from '@mediakit/ui/Link';
import { TextField, type TextFieldProps } from '@mediakit/ui/TextField';
import { forwardRef, type FormEvent, type ReactNode } from 'react';
import { ToolFrame } from '@mediakit/tool-runtime';
import * as styles from './authForm.css';

// The pieces the account forms (sign in, sign up, forgot and reset password) are made of, so each form only says
// which fields it has and what its hook returns.

export interface AuthFormProps {
  title: string;
  className?: string | undefined;
  /** Called on submit (Enter or the button); the browser's own validation and navigation are held back. */
  onSubmit: () => void;
  children: ReactNode;
}

/** A form in a form-wide tool box, validated by its hook rather than by the browser. */
export function AuthForm({ title, className, onSubmit, children }: AuthFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <ToolFrame title={title} width="form" className={className}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {children}
      </form>
    </ToolFrame>
  );
}

/** What a form's hook gives each of its text fields (sign in, sign up and reset password share the shape). */
export interface TextFieldsState<Field extends string> {
  values: { readonly [Name in Field]: string };
  setValue(field: Field, value: string): void;
  fieldErrors: Partial<Record<Field, string>>;
}

/** The name, value, change handler and shown problem of one of a form's text fields. */
export function bindField<Field extends string>(form: TextFieldsState<NoInfer<Field>>, field: Field) {
  return {
    name: field,
    value: form.values[field],
    onChange: (value: string) => form.setValue(field, value),
    errorMessage: form.fieldErrors[field],
  };
}

export type CredentialFieldProps = Omit<TextFieldProps, 'isRequired' | 'validationBehavior' | 'onChange'> & {
  onChange: (value: string) => void;
};

/** A required text field whose problem (from the form's hook) shows under it, announced as it appears. */
export const CredentialField = /*#__PURE__*/ forwardRef<HTMLInputElement, CredentialFieldProps>(
  function CredentialField(props, ref) {
    return <TextField ref={ref} isRequired validationBehavior="aria" {...props} />;
  },
);

/** The required email field of every account form. */
export const EmailField = /*#__PURE__*/ forwardRef<HTMLInputElement, Omit<CredentialFieldProps, 'type'>>(
  function EmailField(props, ref) {
    return <CredentialField ref={ref} type="email" name="email" autoComplete="email" {...props} />;
  },
);

/** The words a password field's show/hide button says. */
export interface PasswordRevealMessages {
  showPassword: string;
  hidePassword: string;
}

export type PasswordFieldProps = Omit<CredentialFieldProps, 'type' | 'showPasswordLabel' | 'hidePasswordLabel'> & {
  messages: PasswordRevealMessages;
};

/** A required password field with its show/hide button. */
export const PasswordField = /*#__PURE__*/ forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { messages, ...props },
  ref,
) {
  return (
    <CredentialField
      ref={ref}
      type="password"
      showPasswordLabel={messages.showPassword}
      hidePasswordLabel={messages.hidePassword}
      {...props}
    />
  );
});

/** The form's failure, announced at once; nothing when there is none. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className={styles.error} role="alert">
      {children}
    </p>
  );
}

/**
 * The form's success message in a polite live region. With `keepRegion` the (empty) region stays in the page before
 * there is anything to say, so that the message is announced when it arrives.
 */
export function FormSuccess({ children, keepRegion = false }: { children: ReactNode; keepRegion?: boolean }) {
  if (!children && !keepRegion) return null;
  return (
    <p className={children ? styles.success : styles.visuallyEmpty} role="status">
      {children}
    </p>
  );
}

/** The full-width submit button, pending (and saying `pendingLabel`) while the request runs. */
export function SubmitButton({
  isPending,
  pendingLabel,
  children,
}: {
  isPending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" className={styles.submit} isPending={isPending} pendingLabel={pendingLabel}>
      {children}
    </Button>
  );
}

/** A centred line under the form leading to another account form, e.g. "No account yet? Create an account". */
export function CrossLink({ href, lead, children }: { href: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <p className={styles.crossLink}>
      {lead}
      {lead ? ' ' : null}
      <Link href={href}>{children}</Link>
    </p>
  );
}
